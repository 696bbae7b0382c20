package meteorpp

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/jdkato/prose/v3/ner"
	"github.com/jdkato/prose/v3/tag"
	"github.com/jdkato/prose/v3/tokenize"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

// Recognizer finds the named entities of a sentence as written (cased,
// before any normalisation). Implementations are safe for concurrent use.
type Recognizer interface {
	// Name names the recogniser and its model for signatures.
	Name() string
	// Entities returns the entities' texts as they occur in text.
	Entities(text string) []string
}

// Entities are named-entity copy words (section 4.1 of the paper): the
// entities of a sentence pair, found by a Recognizer on the cased text
// and then prepared (tokenised, normalised, lower-cased) like every
// token. A token of either sentence is a copy word when its prepared
// form is a word of an entity of the hypothesis or of the reference
// (entity words that are function words of the language are not: "of"
// in "Bank of England"). Entities caches the references' words; it is
// safe for concurrent use.
type Entities struct {
	rec   Recognizer
	fw    data.WordSet
	cache sync.Map // reference text → map[string]bool
}

// NewEntities returns entity copy words found by rec; fw are the
// function words that never count (nil: none).
func NewEntities(rec Recognizer, fw data.WordSet) *Entities {
	return &Entities{rec: rec, fw: fw}
}

// Name is the recogniser's name.
func (e *Entities) Name() string { return e.rec.Name() }

// Words returns the prepared entity words of text.
func (e *Entities) Words(text string, sc *meteor.Scorer) map[string]bool {
	var out map[string]bool
	for _, ent := range e.rec.Entities(text) {
		for _, w := range sc.Prepare(ent) {
			if e.fw.Has(w) || !hasAlnum(w) {
				continue
			}
			if out == nil {
				out = map[string]bool{}
			}
			out[w] = true
		}
	}
	return out
}

// refWords is Words, cached (references are scored against every
// system).
func (e *Entities) refWords(text string, sc *meteor.Scorer) map[string]bool {
	if v, ok := e.cache.Load(text); ok {
		return v.(map[string]bool)
	}
	w := e.Words(text, sc)
	e.cache.Store(text, w)
	return w
}

func hasAlnum(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// Recognizer names.
const (
	// ProseName prefixes the English recogniser's name (with prose's
	// module version).
	ProseName = "prose"
	// CapsName is the fallback for languages without a model.
	CapsName = "caps"
)

// Prose is English named-entity recognition by github.com/jdkato/prose/v3
// (a maximum-entropy model whose labels are NLTK's: PERSON, GPE,
// ORGANIZATION, …), minus its known false positives: an entity of one
// token that starts a sentence (first token, or after . ! ?) is dropped,
// since the model takes most capitalised sentence-initial words for
// names ("Nowadays", "However"). A name that only ever starts sentences
// is lost with them; one that occurs elsewhere in the pair still counts,
// since the pair's entity words mark tokens wherever they occur.
type Prose struct {
	// KeepInitial keeps the sentence-initial one-token entities (for
	// measuring the filter; the name then ends in "+initial").
	KeepInitial bool

	tok *tokenize.Tokenizer
	tag *tag.Tagger
	ner *ner.Extracter
}

// NewProse loads prose's tagger and entity model (embedded in the
// binary).
func NewProse() (*Prose, error) {
	tg, err := tag.New()
	if err != nil {
		return nil, err
	}
	ex, err := ner.New()
	if err != nil {
		return nil, err
	}
	return &Prose{tok: tokenize.New(), tag: tg, ner: ex}, nil
}

// Name is "prose-" and prose's module version ("prose-v3.2.3").
func (p *Prose) Name() string {
	if p.KeepInitial {
		return ProseName + "-" + proseVersion() + "+initial"
	}
	return ProseName + "-" + proseVersion()
}

// proseVersion is the version of github.com/jdkato/prose/v3 that go.mod
// requires (a test keeps them equal): the entity model is embedded in
// the module, so the version names the model.
func proseVersion() string { return "v3.2.3" }

// Entities returns the entities of text, filtered.
func (p *Prose) Entities(text string) []string {
	toks := p.tok.Tokenize(text)
	if len(toks) == 0 {
		return nil
	}
	p.tag.TagTokens(toks)
	p.ner.Label(toks)
	ents := p.ner.Chunk(text, toks)
	initial := map[int]bool{} // byte offsets of sentence-initial tokens
	first := true
	for _, t := range toks {
		if isOpener(t.Text) {
			continue // an opening quote or bracket does not end the initial position
		}
		if first {
			initial[t.Start] = true
		}
		first = t.Text == "." || t.Text == "!" || t.Text == "?" || t.Text == "…"
	}
	var out []string
	for _, e := range ents {
		if !p.KeepInitial && initial[e.Start] && !strings.ContainsFunc(strings.TrimSpace(e.Text), unicode.IsSpace) {
			continue
		}
		out = append(out, e.Text)
	}
	return out
}

func isOpener(s string) bool {
	switch s {
	case `"`, "“", "‘", "'", "(", "[", "«", "„", "``", "-", "–", "—", "*", "【":
		return true
	}
	return false
}

// Caps is the fallback for languages without an entity model:
// capitalised tokens that do not start a sentence (names, in most
// languages written in a bicameral script) and tokens containing a digit
// (numbers, dates). Tokens are maximal runs of letters, digits and
// joiners (' - .) between other characters; a sentence starts the text
// and after . ! ? ….
type Caps struct{}

// Name is "caps".
func (Caps) Name() string { return CapsName }

// Entities returns the capitalised non-initial tokens and the tokens
// with a digit, in text order.
func (Caps) Entities(text string) []string {
	var out []string
	initial := true
	i := 0
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !(unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if r == '.' || r == '!' || r == '?' || r == '…' {
				initial = true
			}
			i += n
			continue
		}
		j := i
		for j < len(text) {
			r2, n2 := utf8.DecodeRuneInString(text[j:])
			if unicode.IsLetter(r2) || unicode.IsDigit(r2) || unicode.Is(unicode.Mn, r2) {
				j += n2
				continue
			}
			if (r2 == '\'' || r2 == '-' || r2 == '.' || r2 == ',') && j+n2 < len(text) {
				if r3, _ := utf8.DecodeRuneInString(text[j+n2:]); unicode.IsLetter(r3) || unicode.IsDigit(r3) {
					if r2 != '.' && r2 != ',' || unicode.IsDigit(r3) { // 3.5, 10,000; not "end.Next"
						j += n2
						continue
					}
				}
			}
			break
		}
		w := text[i:j]
		if strings.ContainsFunc(w, unicode.IsDigit) || (!initial && unicode.IsUpper(r)) {
			out = append(out, w)
		}
		initial = false
		i = j
	}
	return out
}

// Entity modes of NewRecognizer.
const (
	// NER picks the language's model: Prose for English, Caps otherwise.
	NER = "ner"
)

// NewRecognizer returns the recogniser mode names for Meteor language
// lang ("en", "cz", …): NER (the language's default), ProseName (English
// only) or CapsName.
func NewRecognizer(mode, lang string) (Recognizer, error) {
	switch mode {
	case NER:
		if lang == "en" {
			return NewProse()
		}
		return Caps{}, nil
	case ProseName:
		if lang != "en" {
			return nil, fmt.Errorf("%w: prose's entity model is English, the language is %q (use %s)", ErrOptions, lang, CapsName)
		}
		return NewProse()
	case CapsName:
		return Caps{}, nil
	}
	return nil, fmt.Errorf("%w: entity recogniser %q (known: %s, %s, %s)", ErrOptions, mode, NER, ProseName, CapsName)
}
