package paraphrase

import (
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/cs" // lemma.New("cs") for the Czech lemma keys
)

// setThesaurusIndex is the index thesaurusIndex built through Sets
// before buildThesaurusIndex: NewIndex(WithLemmaKeys(keep(Symmetric(
// FromThesaurus(r))))), each step where asked for.
func setThesaurusIndex(t *testing.T, r io.Reader, name string, opt ThesaurusOptions, symmetric bool, keep func(a, b string) bool, an lemma.Analyzer) []byte {
	t.Helper()
	s, err := FromThesaurus(r, name, opt)
	require.NoError(t, err)
	if symmetric {
		s = Symmetric(s)
	}
	if keep != nil {
		kept := NewSet()
		for _, p := range s.Pairs() {
			if keep(p.A, p.B) {
				kept.Add(p)
			}
		}
		s = kept
	}
	if an != nil {
		s = WithLemmaKeys(s, an)
	}
	b, err := NewIndex(s).MarshalBinary()
	require.NoError(t, err)
	return b
}

// builtThesaurusIndex is buildThesaurusIndex's encoding for the same
// arguments.
func builtThesaurusIndex(t *testing.T, r io.Reader, name string, opt ThesaurusOptions, symmetric bool, keep func(a, b string) bool, an lemma.Analyzer) []byte {
	t.Helper()
	var k func() (func(a, b string) bool, error)
	if keep != nil {
		k = func() (func(a, b string) bool, error) { return keep, nil }
	}
	var lk func() (lemma.Analyzer, error)
	if an != nil {
		lk = func() (lemma.Analyzer, error) { return an, nil }
	}
	x, err := buildThesaurusIndex(r, name, opt, symmetric, k, lk)
	require.NoError(t, err)
	b, err := x.MarshalBinary()
	require.NoError(t, err)
	return b
}

// suffixLang lemmatises by dropping a final "s"; "ø" has an empty lemma
// (its form stands in) and a phrase with "lost" loses a token (no key).
type suffixLang struct{}

func (suffixLang) Analyze(toks []string) []lemma.Token {
	var out []lemma.Token
	for _, w := range toks {
		switch {
		case w == "lost":
			continue
		case w == "ø":
			out = append(out, lemma.Token{Form: "Ø"})
		default:
			out = append(out, lemma.Token{Form: w, Lemma: strings.ToUpper(strings.TrimSuffix(w, "s"))})
		}
	}
	return out
}

// smallThesaurus has what the parsing and the guards must treat alike:
// case, annotations, spaces of several kinds (a tab, a no-break space,
// repeats), a synonym equal to its head, repeated pairs, an empty head
// and empty synonyms, mutual and one-way pairs, heads of many meaning
// lines and long lines, and phrases whose lemma keys meet other words.
const smallThesaurus = "UTF-8\n" +
	"Dog|3\n(noun)|hound|Cur|dog|canis (generic term)|big dogs\n(noun)|hound| frump |  old   hag \n(verb)|tail|shadow|chase|Track|follow\n" +
	"hound|2\n(noun)|dog|big dog\n(verb)|chase|pursue|tail\n" +
	"big dogs|1\n(noun)|large dogs|hounds|dog\n" +
	"big dog|1\n(noun)|hound\n" +
	"Tail|4\n(noun)|end\n(noun)|rear|back|dog\n(verb)|follow|dog|shadow\n(verb)|tail\n" +
	"|1\n(noun)|nothing|\n" +
	"empty|1\n(adj)||  |void\n" +
	"spaced\theads|1\n-|spaced heads|spaced\u00a0heads\n" +
	"lost words|1\n(noun)|lost|missing words\n" +
	"ø things|1\n(noun)|Ø thing|øs\n" +
	"follow|1\n(verb)|tail|dog|chase\n" +
	" lead|1\n(noun)|head\n" + "trail |1\n(noun)|track\n" + "double  space|1\n(noun)|space\n"

func TestBuildThesaurusIndexAsSets(t *testing.T) {
	odd := func(a, b string) bool { // a predicate of both words
		h := fnv.New32a()
		h.Write([]byte(a + "\x00" + b))
		return h.Sum32()%3 != 0
	}
	guards := []ThesaurusOptions{{}, {Mutual: true}, {Front: 2}, {Mutual: true, Front: 1}, {Polysemy: 2}, {Polysemy: 3, Mutual: true}}
	for _, lower := range []bool{false, true} {
		for _, skip := range []bool{false, true} {
			for gi, g := range guards {
				opt := ThesaurusOptions{Lower: lower, SkipAnnotated: skip, Mutual: g.Mutual, Front: g.Front, Polysemy: g.Polysemy}
				for _, sym := range []bool{false, true} {
					for ki, keep := range []func(a, b string) bool{nil, odd} {
						for ai, an := range []lemma.Analyzer{nil, suffixLang{}} {
							name := fmt.Sprintf("lower=%t,skip=%t,guard=%d,sym=%t,keep=%d,keys=%d", lower, skip, gi, sym, ki, ai)
							want := setThesaurusIndex(t, strings.NewReader(smallThesaurus), "small", opt, sym, keep, an)
							got := builtThesaurusIndex(t, strings.NewReader(smallThesaurus), "small", opt, sym, keep, an)
							require.True(t, string(want) == string(got), name)
						}
					}
				}
			}
		}
	}
	// an unreadable file is the same error
	_, err := buildThesaurusIndex(strings.NewReader("UTF-8\nword|x\n"), "bad", ThesaurusOptions{}, true, nil, nil)
	_, want := FromThesaurus(strings.NewReader("UTF-8\nword|x\n"), "bad", ThesaurusOptions{})
	require.Error(t, err)
	require.Equal(t, want.Error(), err.Error())
}

// normalized answers whether Normalize leaves a string as it is.
func TestNormalized(t *testing.T) {
	for _, s := range []string{"", " ", "a", "a b", " a", "a ", "a  b", "a\tb", "a\nb", "a\u00a0b", "a\u2003b", "a\u0085b",
		"\u00a0", "příliš žluťoučký", "a \u00a0b", "a\xffb", "\xff", "a b c", "a\rb", "x\u200bx", "\u3000"} {
		require.Equal(t, Normalize(s) == s, normalized(s), "%q", s)
		require.Equal(t, Normalize(s), normalizeFast(s), "%q", s)
	}
}

// The system thesauri with the options the pipeline gives them, and the
// Czech one with its lemma keys and a pair filter, when
// PARMESAN_THESAURUS_PARITY is set (tens of seconds).
func TestBuildThesaurusIndexSystem(t *testing.T) {
	if os.Getenv("PARMESAN_THESAURUS_PARITY") == "" {
		t.Skip("the system thesauri are compared with PARMESAN_THESAURUS_PARITY=1")
	}
	t.Setenv(data.CacheEnv, t.TempDir())
	guard := map[string]ThesaurusOptions{"ro": {Mutual: true, Front: 4}, "pl": {Polysemy: 4}}
	for _, code := range []string{"cs", "de", "en", "es", "fr", "pl", "ro", "ru"} {
		f, _ := data.MyThesFor(code)
		dir, err := data.FindMyThes(f.File, f.Package)
		if err != nil {
			t.Logf("%s: thesaurus not installed (%v)", code, err)
			continue
		}
		path := f.Path(dir)
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		g := guard[code]
		opt := ThesaurusOptions{Lower: true, SkipAnnotated: true, Mutual: g.Mutual, Front: g.Front, Polysemy: g.Polysemy}
		var an lemma.Analyzer
		var keep func(a, b string) bool
		if code == "cs" {
			if an, err = lemma.New("cs"); err != nil {
				t.Logf("cs: no analyser (%v): keys by suffixLang", err)
				an = suffixLang{}
			}
			keep = func(a, b string) bool { return (len(a)+len(b))%4 != 1 }
		}
		want := setThesaurusIndex(t, strings.NewReader(string(raw)), path, opt, true, keep, an)
		got := builtThesaurusIndex(t, strings.NewReader(string(raw)), path, opt, true, keep, an)
		require.Equal(t, len(want), len(got), code)
		require.True(t, string(want) == string(got), code)
		t.Logf("%s: %d bytes the same", code, len(got))
	}
}

// A first use's thesaurus index build (no cache) for the German system
// thesaurus, the largest (2M pairs).
func BenchmarkBuildThesaurusIndex(b *testing.B) {
	f, _ := data.MyThesFor("de")
	dir, err := data.FindMyThes(f.File, f.Package)
	if err != nil {
		b.Skipf("German thesaurus not installed: %v", err)
	}
	raw, err := os.ReadFile(f.Path(dir))
	require.NoError(b, err)
	opt := ThesaurusOptions{Lower: true, SkipAnnotated: true}
	b.Run("pairs", func(b *testing.B) {
		for b.Loop() {
			_, _, err := thesaurusPairs(strings.NewReader(string(raw)), "de", opt)
			require.NoError(b, err)
		}
	})
	b.Run("index", func(b *testing.B) {
		for b.Loop() {
			_, err := buildThesaurusIndex(strings.NewReader(string(raw)), "de", opt, true, nil, nil)
			require.NoError(b, err)
		}
	})
}
