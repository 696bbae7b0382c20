package mpeda

import (
	"runtime"
	"strings"
)

// Defaults of Options, exported so that commands take their flag defaults
// from here.
const (
	DefaultKeep          = 0.1     // fraction of the general corpus kept
	DefaultOrder         = 3       // language-model order
	DefaultWindow        = 1       // lines per co-occurrence unit
	DefaultChunkLen      = 2       // longest chunk context, in words
	DefaultMinCount      = 3       // least corpus count of a term
	DefaultMaxRelFreq    = 0.001   // terms more frequent than this are function words
	DefaultMinCooc       = 2       // least n(ti, tj) of a candidate pair
	DefaultMinR          = 0.0005  // least R of a candidate pair
	DefaultMaxRelated    = 50      // candidates kept per term (highest R)
	DefaultMaxChunkTerms = 500     // chunks shared by more terms are too generic
	DefaultMinPos        = 0.1     // least pos of an output pair
	DefaultMem           = 2 << 30 // counting budget, bytes
)

// Options configure Build. The zero value of every field means its
// default; a negative MinR, MinPos or MaxRelFreq turns that threshold off.
type Options struct {
	Keep          float64 // fraction of general sentences kept (0, 1]
	Order         int     // n-gram order of both language models
	Window        int     // consecutive lines forming one co-occurrence unit
	ChunkLen      int     // chunks have 1..ChunkLen context words
	MinCount      int     // a term occurs at least this often in the sub-corpus
	MaxRelFreq    float64 // and at most this share of its tokens
	MinCooc       int     // candidate pairs co-occur in at least this many units
	MinR          float64 // and have R ≥ MinR
	MaxRelated    int     // and are among the MaxRelated highest-R neighbours of one of their terms
	MaxChunkTerms int     // chunks with more distinct terms are ignored
	MinPos        float64 // output pairs have pos ≥ MinPos
	Mem           int64   // memory budget for counts, bytes (spilled to disk beyond)
	TempDir       string  // where runs and the sub-corpus go (default os.TempDir)
	Workers       int     // goroutines (default GOMAXPROCS)
	Seed          uint64  // seed of the general-corpus sample

	// Tokenize splits a line into tokens; the default lower-cases and
	// splits on white space. It must be safe for concurrent use, and its
	// tokens should be what the scorer matches (Meteor's normalizer).
	Tokenize func(string) []string
	// SubCorpus, when set, is the file Build writes the selected
	// sentences to (tokens joined by spaces, one a line) and keeps; by
	// default they go to a temporary file, removed at the end.
	SubCorpus string
	// Log, when set, is called with a line about each stage.
	Log func(msg string)
}

// WithDefaults returns o with every zero field replaced by its default
// (a negative MinR, MinPos or MaxRelFreq stays: it turns that test off).
func (o Options) WithDefaults() Options {
	def := func(x *int, d int) {
		if *x <= 0 {
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
	def(&o.Window, DefaultWindow)
	def(&o.ChunkLen, DefaultChunkLen)
	def(&o.MinCount, DefaultMinCount)
	deff(&o.MaxRelFreq, DefaultMaxRelFreq)
	def(&o.MinCooc, DefaultMinCooc)
	deff(&o.MinR, DefaultMinR)
	def(&o.MaxRelated, DefaultMaxRelated)
	def(&o.MaxChunkTerms, DefaultMaxChunkTerms)
	deff(&o.MinPos, DefaultMinPos)
	if o.Mem <= 0 {
		o.Mem = DefaultMem
	}
	def(&o.Workers, runtime.GOMAXPROCS(0))
	if o.Tokenize == nil {
		o.Tokenize = func(s string) []string { return strings.Fields(strings.ToLower(s)) }
	}
	if o.Log == nil {
		o.Log = func(string) {}
	}
	return o
}
