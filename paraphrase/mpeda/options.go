package mpeda

import (
	"runtime"
	"strings"
)

// Defaults of Options, exported so that commands take their flag defaults
// from here.
const (
	DefaultKeep          = 0.1     // fraction of the general corpus kept
	DefaultOrder         = 4       // language-model order (the paper's 4-gram models)
	DefaultDocSize       = 50      // mean sentences per K-means document
	DefaultKMeansIter    = 5       // Lloyd iterations of each K-means split
	DefaultKMeansBlock   = 1 << 20 // sentences clustered together (a block of the stream)
	DefaultWindow        = 0       // co-occurrence window in tokens; 0 = the whole document
	DefaultChunkLen      = 2       // longest chunk context, in words (ChunkDice only)
	DefaultMinCount      = 3       // least corpus count of a term
	DefaultMaxRelFreq    = 0.001   // terms more frequent than this are function words
	DefaultMinCooc       = 2       // least C(ti, tj) of an edge
	DefaultMinR          = 0.0005  // least R of an edge
	DefaultMaxRelated    = 50      // edges kept per term (highest R)
	DefaultMaxChunkTerms = 500     // chunks shared by more terms are too generic (ChunkDice only)
	DefaultMinPos        = 0.1     // least pos of an output pair
	DefaultPhraseLen     = 1       // longest phrase term in tokens; 1 = a term is a token
	DefaultPhraseMin     = 2       // least count of a phrase term
	DefaultMem           = 2 << 30 // counting budget, bytes
)

// Score names how pos(ti, tj) is computed.
type Score string

const (
	// Triangles is the paper's paraphrase score, formulas (4)–(6): the
	// 3-gram word chunks are the triangles of the term network.
	Triangles Score = "triangles"
	// ChunkDice is an alternative that is not the paper's: the chunks are
	// the context n-grams of a term in its sentences (its slot left open)
	// and pos a length-weighted mean of per-length Dice ratios
	// (ChunkScore). It was this package's reading before the paper's text
	// was available and the Beam pipeline computes it.
	ChunkDice Score = "chunk-dice"
)

// Unit names the unit of Moore–Lewis selection.
type Unit string

const (
	// Documents: K-means documents scored by formula (8), the paper's.
	Documents Unit = "documents"
	// Sentences: every sentence scored by formula (7) alone (Moore &
	// Lewis's original selection; not the paper's).
	Sentences Unit = "sentences"
)

// Options configure Build. The zero value of every field means its
// default; a negative MinR, MinPos or MaxRelFreq turns that threshold off,
// as does a negative MaxRelated or MaxChunkTerms (no limit).
//
// The paper has no MinCount, MaxRelFreq, MinCooc, MinR, MaxRelated,
// MaxChunkTerms or MinPos: they bound memory and noise on large corpora.
// Paper switches all seven off.
type Options struct {
	Paper bool // the paper's method and nothing else (see WithDefaults)

	Keep        float64 // fraction of general sentences kept (0, 1]
	Order       int     // n-gram order of both language models, 1..MaxOrder
	Unit        Unit    // unit of selection (default Documents)
	DocSize     int     // mean sentences per K-means document; 1 = each line a document
	KMeansIter  int     // Lloyd iterations of each K-means split
	KMeansBlock int     // sentences per K-means block: documents never span two blocks
	Window      int     // co-occurrence window in tokens inside a document; 0 = the whole document
	Score       Score   // Triangles (default) or ChunkDice
	// PhraseLen > 1 makes runs of 2..PhraseLen term tokens of a sentence
	// seen at least PhraseMin times (and MinCount) terms too (Figure 1's
	// "calculating machine"); a sentence is then read as terms longest
	// match first, left to right, so a phrase's words are not also terms
	// at that place. Triangles only.
	PhraseLen int
	PhraseMin int // least count of a phrase term (default 2)

	ChunkLen      int     // ChunkDice: chunks have 1..ChunkLen context words
	MinCount      int     // a term occurs at least this often in the sub-corpus
	MaxRelFreq    float64 // and at most this share of its tokens
	MinCooc       int     // edges co-occur in at least this many documents
	MinR          float64 // and have R ≥ MinR
	MaxRelated    int     // and are among the MaxRelated highest-R neighbours of one of their terms
	MaxChunkTerms int     // ChunkDice: chunks with more distinct terms are ignored
	MinPos        float64 // output pairs have pos ≥ MinPos
	Mem           int64   // memory budget for counts, bytes (spilled to disk beyond)
	TempDir       string  // where runs and the sub-corpus go (default os.TempDir)
	Workers       int     // goroutines (default GOMAXPROCS)
	Seed          uint64  // seed of K-means

	// Tokenize splits a line into tokens; the default lower-cases and
	// splits on white space. It must be safe for concurrent use, and its
	// tokens should be what the scorer matches (Meteor's normalizer).
	Tokenize func(string) []string
	// TokenizerName names Tokenize in Settings (default
	// DefaultTokenizerName, the default Tokenize's name): set it whenever
	// Tokenize is set.
	TokenizerName string
	// SubCorpus, when set, is the file Build writes the selected
	// documents to (tokens joined by spaces, one sentence a line,
	// documents separated by an empty line) and keeps; by default they go
	// to a temporary file, removed at the end.
	SubCorpus string
	// SubCorpusIDs, when set, is a file Build writes the selected
	// documents to as lines DOC TAB TOKENS (documents numbered from 0),
	// the input of the Beam pipeline.
	SubCorpusIDs string
	// Log, when set, is called with a line about each stage.
	Log func(msg string)
}

// WithDefaults returns o with every zero field replaced by its default
// (a negative threshold stays: it turns that test off). With Paper set,
// the seven thresholds the paper does not have are off (MinCount 1,
// MinCooc 1, the others negative), the unit is Documents and the score
// Triangles, whatever the fields say.
func (o Options) WithDefaults() Options {
	if o.Paper {
		o.MinCount, o.MinCooc = 1, 1
		o.MaxRelFreq, o.MinR, o.MinPos = -1, -1, -1
		o.MaxRelated, o.MaxChunkTerms = -1, -1
		o.Unit, o.Score = Documents, Triangles
	}
	def := func(x *int, d int) {
		if *x == 0 {
			*x = d
		}
	}
	deff := func(x *float64, d float64) {
		if *x == 0 { // a negative threshold stays: it turns the test off
			*x = d
		}
	}
	deff(&o.Keep, DefaultKeep)
	def(&o.Order, DefaultOrder)
	def(&o.DocSize, DefaultDocSize)
	def(&o.KMeansIter, DefaultKMeansIter)
	def(&o.KMeansBlock, DefaultKMeansBlock)
	def(&o.ChunkLen, DefaultChunkLen)
	def(&o.PhraseLen, DefaultPhraseLen)
	def(&o.PhraseMin, DefaultPhraseMin)
	def(&o.MinCount, DefaultMinCount)
	deff(&o.MaxRelFreq, DefaultMaxRelFreq)
	def(&o.MinCooc, DefaultMinCooc)
	deff(&o.MinR, DefaultMinR)
	def(&o.MaxRelated, DefaultMaxRelated)
	def(&o.MaxChunkTerms, DefaultMaxChunkTerms)
	deff(&o.MinPos, DefaultMinPos)
	o.MinCount, o.MinCooc = max(o.MinCount, 1), max(o.MinCooc, 1)
	o.Window = max(o.Window, 0)
	if o.Unit == "" {
		o.Unit = Documents
	}
	if o.Score == "" {
		o.Score = Triangles
	}
	if o.Mem <= 0 {
		o.Mem = DefaultMem
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Tokenize == nil {
		o.Tokenize = func(s string) []string { return strings.Fields(strings.ToLower(s)) }
	}
	if o.Log == nil {
		o.Log = func(string) {}
	}
	return o
}
