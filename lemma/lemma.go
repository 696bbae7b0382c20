package lemma

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/internal/registry"
)

// Token is one analysed word: its surface form, lemma, Universal Dependencies
// part of speech (UPOS) and morphological features.
type Token struct {
	Form  string
	Lemma string
	POS   string // UD UPOS tag: NOUN, VERB, ADJ, ADV, PRON, DET, ADP, AUX, CCONJ, SCONJ, NUM, PART, INTJ, PROPN, PUNCT, SYM, X
	XPOS  string // language-specific tag where the analyzer has one (English: Penn Treebank), else ""
	Feats Feats
}

// POSUnknown is the part of speech of a token whose analyzer cannot tag
// (CoNLL-U's "_" for an unspecified field): every token of lemma/fallback.
const POSUnknown = "_"

// Feats holds UD morphological features (Gender, Number, Case, Person,
// Tense, ...). A nil Feats is an empty feature set.
type Feats map[string]string

// ParseFeats parses the CoNLL-U FEATS column ("Case=Nom|Gender=Fem", or "_").
func ParseFeats(s string) (Feats, error) {
	if s == "" || s == "_" {
		return nil, nil
	}
	f := Feats{}
	for _, kv := range strings.Split(s, "|") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" || v == "" {
			return nil, fmt.Errorf("lemma: malformed feature %q in %q", kv, s)
		}
		f[k] = v
	}
	return f, nil
}

// String renders the features in CoNLL-U order (sorted by name,
// case-insensitively), or "_" when empty.
func (f Feats) String() string {
	if len(f) == 0 {
		return "_"
	}
	var buf [16]string
	keys := buf[:0]
	n := 0
	for k, v := range f {
		keys = append(keys, k)
		n += len(k) + len(v) + 2
	}
	slices.SortFunc(keys, compareFold)
	var b strings.Builder
	b.Grow(n)
	for i, k := range keys {
		if i > 0 {
			b.WriteByte('|')
		}
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(f[k])
	}
	return b.String()
}

// compareFold orders strings as their strings.ToLower forms compare,
// without allocating for ASCII (feature names are).
func compareFold(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		x, y := a[i], b[i]
		if x >= utf8.RuneSelf || y >= utf8.RuneSelf {
			return strings.Compare(strings.ToLower(a), strings.ToLower(b))
		}
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return int(x) - int(y)
		}
	}
	return len(a) - len(b)
}

// With returns a copy of f with the given features set, as name, value
// pairs; an empty value deletes the feature. f itself is not changed.
func (f Feats) With(kv ...string) Feats {
	g := make(Feats, len(f)+len(kv)/2)
	for k, v := range f {
		g[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "" {
			delete(g, kv[i])
		} else {
			g[kv[i]] = kv[i+1]
		}
	}
	return g
}

// Clone returns a copy of f.
func (f Feats) Clone() Feats {
	return maps.Clone(f) // nil for nil; the runtime copies the table whole
}

// Analyzer tags a tokenized sentence in context. Implementations are safe
// for concurrent use unless their constructor says otherwise.
type Analyzer interface {
	Analyze(tokens []string) []Token
}

// SharedAnalyzer is an analyser that can return tokens whose features
// are shared with its caches (lemma/cs: Czech.AnalyzeShared), for callers
// that only read a token's Feats (the rewriter and the fixers build new
// maps with Feats.With), sparing a copy of every token's map.
type SharedAnalyzer interface {
	AnalyzeShared(tokens []string) []Token
}

// AnalyzeShared is a's analysis of tokens for reading only: shared
// features where a offers them (SharedAnalyzer), else Analyze.
func AnalyzeShared(a Analyzer, tokens []string) []Token {
	if s, ok := a.(SharedAnalyzer); ok {
		return s.AnalyzeShared(tokens)
	}
	return a.Analyze(tokens)
}

// Fingerprint is what an analyser (or language) says its analysis is
// computed from, for signatures and table settings: its Fingerprint
// method's answer (hunspell-de_DE#…+model-de#…, wordnet-en#…+prose-v3),
// or "" when it has none.
func Fingerprint(a any) string {
	if fp, ok := a.(interface{ Fingerprint() string }); ok {
		return fp.Fingerprint()
	}
	return ""
}

// Generator produces the word forms that realise a lemma with a part of
// speech and features, most likely first. It returns nil when it knows none.
type Generator interface {
	Generate(lemma, pos string, feats Feats) []string
}

// Language bundles the analyzer and generator of one language.
type Language interface {
	Analyzer
	Generator
}

// ErrUnknownLanguage is returned (wrapped) by New for a language code that
// no package registered.
var ErrUnknownLanguage = errors.New("lemma: unknown language")

// Constructor builds a Language; it returns an error naming what to install
// when the language's resources are missing.
type Constructor func() (Language, error)

var reg = registry.New[Constructor]("lemma")

// Register makes a language available under code, its lang.Language.Code
// (e.g. "en", "cs"). It is meant to be called from init and panics on a
// duplicate code.
func Register(code string, c Constructor) { reg.Register(code, c) }

// Languages lists the registered language codes in sorted order.
func Languages() []string { return reg.Names() }

// New builds the registered language code. Import the language's
// subpackage (e.g. lemma/en) for its side effect of registering.
func New(code string) (Language, error) {
	c, ok := reg.Lookup(code)
	if !ok {
		return nil, fmt.Errorf("%w %q (built in: %s)", ErrUnknownLanguage, code, strings.Join(Languages(), ", "))
	}
	return c()
}
