package data

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/charmap"
)

// A toy Czech-like dictionary: hard adjectives (Y), feminine a-nouns with
// the h → z alternation (Z), a negation prefix (N, cross product) and a
// possessive suffix that continues with adjective-like endings (P → A).
const toyAff = `SET UTF-8
# comment
FORBIDDENWORD q

PFX N Y 1
PFX N   0     ne    .

SFX Y Y 4
SFX Y   ý     á     ý
SFX Y   ý     é     ý
SFX Y   cký   čtí   cký
SFX Y   ý     ého   [^c]ký

SFX Z N 3
SFX Z   a     y     a
SFX Z   ha    ze    [^c]ha
SFX Z   a     0     [^h]a

SFX P Y 1
SFX P   0     ův/A  [^aeiou]

SFX A Y 2
SFX A   ův    ova   ův
SFX A   ův    ovo   ův
`

const toyDic = `5
klasický/YN
poloha/Z
žena/Z
pán/P
zlý/Yq
`

func toy(t *testing.T) *Hunspell {
	t.Helper()
	h, err := ReadHunspellAff(strings.NewReader(toyAff), "toy.aff")
	require.NoError(t, err)
	require.NoError(t, h.ReadDic(strings.NewReader(toyDic), "toy.dic"))
	return h
}

func forms(es []Expansion) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Form)
	}
	return out
}

func TestHunspellExpand(t *testing.T) {
	h := toy(t)
	for _, tc := range []struct {
		stem, flags string
		want        []string
	}{
		{"klasický", "YN", []string{"klasický", "klasická", "klasické", "klasičtí", "neklasický", "neklasická", "neklasické", "neklasičtí"}},
		// [^c]ha: the alternation; [^h]a: no zero-ending genitive plural for -ha.
		{"poloha", "Z", []string{"poloha", "polohy", "poloze"}},
		{"žena", "Z", []string{"žena", "ženy", "žen"}},
		// A continuation class applies to the suffixed form.
		{"pán", "P", []string{"pán", "pánův", "pánova", "pánovo"}},
		// Forbidden words expand to nothing.
		{"zlý", "Yq", nil},
	} {
		t.Run(tc.stem, func(t *testing.T) {
			assert.ElementsMatch(t, tc.want, forms(h.Expand(tc.stem, tc.flags)))
		})
	}
	// Rules are recorded in application order.
	for _, e := range h.Expand("pán", "P") {
		if e.Form == "pánova" {
			require.Len(t, e.Rules, 2)
			assert.Equal(t, "SFX P 0 ův/A [^aeiou]", e.Rules[0].String())
			assert.Equal(t, "SFX A ův ova ův", e.Rules[1].String())
		}
	}
}

func TestHunspellLookup(t *testing.T) {
	h := toy(t)
	for _, tc := range []struct {
		form string
		want []string // stem + rule flags
	}{
		{"poloze", []string{"poloha Z"}},
		{"klasické", []string{"klasický Y"}},
		{"neklasické", []string{"klasický YN"}},
		{"neklasický", []string{"klasický N"}},
		{"pánova", []string{"pán PA"}},
		{"pán", []string{"pán "}},
		{"zlá", nil},    // forbidden stem
		{"polohé", nil}, // no rule adds -é to nouns
		{"ze", nil},     // the stem would be empty
	} {
		t.Run(tc.form, func(t *testing.T) {
			var got []string
			for _, a := range h.Lookup(tc.form) {
				fl := ""
				for _, r := range a.Rules {
					fl += r.Flag
				}
				got = append(got, a.Stem+" "+fl)
			}
			assert.ElementsMatch(t, tc.want, got)
		})
	}
}

// TestHunspellRoundTrip: every expanded form looks up to its stem with the
// same rules (the slow expander is the reference for the fast lookup).
func TestHunspellRoundTrip(t *testing.T) {
	h := toy(t)
	roundTrip(t, h, 0)
}

func roundTrip(t *testing.T, h *Hunspell, limit int) {
	t.Helper()
	stems := make([]string, 0, h.NumWords())
	for w := range h.AllWords {
		stems = append(stems, w)
	}
	sort.Strings(stems)
	if limit > 0 && len(stems) > limit {
		step := len(stems) / limit
		var sample []string
		for i := 0; i < len(stems); i += step {
			sample = append(sample, stems[i])
		}
		stems = sample
	}
	key := func(stem string, rules []*Affix) string {
		k := stem
		for _, r := range rules {
			k += "|" + r.String()
		}
		return k
	}
	n := 0
	for _, w := range stems {
		for _, fl := range h.Homonyms(w) {
			for _, e := range h.Expand(w, fl) {
				n++
				want := key(w, e.Rules)
				found := false
				for _, a := range h.Lookup(e.Form) {
					if key(a.Stem, a.Rules) == want {
						found = true
						break
					}
				}
				if !found {
					t.Errorf("%s (from %s/%s by %v) does not look up to its stem", e.Form, w, fl, e.Rules)
				}
			}
		}
	}
	t.Logf("%d stems, %d forms checked", len(stems), n)
}

func TestHunspellEncodingAndFlags(t *testing.T) {
	t.Run("ISO8859-2", func(t *testing.T) {
		enc := func(s string) string {
			b, err := charmap.ISO8859_2.NewEncoder().String(s)
			require.NoError(t, err)
			return b
		}
		h, err := ReadHunspellAff(strings.NewReader(enc("SET ISO8859-2\nSFX Z N 1\nSFX Z ha ze [^c]ha\n")), "l2.aff")
		require.NoError(t, err)
		require.NoError(t, h.ReadDic(strings.NewReader(enc("1\nkoleňha/Z\n")), "l2.dic"))
		assert.Equal(t, []string{"koleňha", "koleňze"}, forms(h.Expand("koleňha", h.Words["koleňha"][0])))
	})
	t.Run("long", func(t *testing.T) {
		h, err := ReadHunspellAff(strings.NewReader("FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\nSFX Bb Y 1\nSFX Bb 0 x .\n"), "long.aff")
		require.NoError(t, err)
		require.NoError(t, h.ReadDic(strings.NewReader("1\ncat/AaBb\n"), "long.dic"))
		assert.Equal(t, []string{"Aa", "Bb"}, h.Flags("AaBb"))
		assert.Equal(t, []string{"cat", "cats", "catx"}, forms(h.Expand("cat", "AaBb")))
	})
	t.Run("num and AF aliases", func(t *testing.T) {
		h, err := ReadHunspellAff(strings.NewReader("FLAG num\nAF 1\nAF 101,102\nSFX 101 Y 1\nSFX 101 0 s .\nSFX 102 Y 1\nSFX 102 0 x .\n"), "num.aff")
		require.NoError(t, err)
		require.NoError(t, h.ReadDic(strings.NewReader("1\ncat/1\n"), "num.dic"))
		assert.Equal(t, []string{"101", "102"}, h.Flags(h.Words["cat"][0]))
		assert.Equal(t, []string{"cat", "cats", "catx"}, forms(h.Expand("cat", h.Words["cat"][0])))
		err = h.ReadDic(strings.NewReader("1\ndog/102\n"), "num.dic")
		assert.ErrorContains(t, err, "num.dic:2: flag alias 102 out of range 1..1")
	})
	t.Run("homonyms and escaped slash", func(t *testing.T) {
		h := toy(t)
		require.NoError(t, h.ReadDic(strings.NewReader("2\npán\nlidi\\/den/Z\n"), "more.dic"))
		assert.Equal(t, []string{"P", ""}, h.Words["pán"])
		assert.Contains(t, h.Words, "lidi/den")
	})
}

func TestHunspellConditions(t *testing.T) {
	for _, tc := range []struct {
		cond, word string
		end, start bool
	}{
		{".", "x", true, true},
		{"[^c]ha", "poloha", true, false},
		{"[^c]ha", "cha", false, false},
		{"ý", "mladý", true, false},
		{"[aeiouyáéíóúůýě]r", "sýr", true, false},
		{"ne", "nebe", false, true},
		{"..", "a", false, false},
	} {
		t.Run(tc.cond+"/"+tc.word, func(t *testing.T) {
			c, err := ParseCondition(tc.cond)
			require.NoError(t, err)
			assert.Equal(t, tc.end, c.MatchEnd(tc.word), "end")
			assert.Equal(t, tc.start, c.MatchStart(tc.word), "start")
		})
	}
}

func TestHunspellErrors(t *testing.T) {
	for _, tc := range []struct{ name, aff, want string }{
		{"bad flag type", "FLAG weird\n", "e.aff:1: unknown FLAG type"},
		{"bad cross", "SFX A X 1\n", "e.aff:1: SFX header"},
		{"bad count", "SFX A Y many\n", "e.aff:1: SFX header"},
		{"short rule", "SFX A Y 1\nSFX A 0\n", "e.aff:2: SFX line has 3 fields"},
		{"missing rules", "# x\nSFX A Y 2\nSFX A 0 s .\n", "e.aff:2: SFX A: 1 announced rules missing"},
		{"bad condition", "SFX A Y 1\nSFX A 0 s [ab\n", "e.aff:2: unclosed ["},
		{"bad encoding", "SET EBCDIC\n", "e.aff:1: unsupported encoding"},
		{"bad alias", "FLAG num\nAF 1\nAF 1\nSFX 1 Y 1\nSFX 1 0 s/7 .\n", "e.aff:5: flag alias 7 out of range"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadHunspellAff(strings.NewReader(tc.aff), "e.aff")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var pe *PosError
			assert.True(t, errors.As(err, &pe))
		})
	}
	h := toy(t)
	err := h.ReadDic(strings.NewReader("1\nok\nbad\xff\n"), "e.dic")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "e.dic:3: invalid UTF-8")
	_, err = LoadHunspell("/nonexistent/x.aff", "/nonexistent/x.dic")
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// csCZ loads the system's Czech dictionary or skips.
func csCZ(t testing.TB) *Hunspell {
	t.Helper()
	aff, dic := HunspellPaths(HunspellDir, "cs_CZ")
	if _, err := os.Stat(aff); err != nil {
		t.Skipf("hunspell-cs not installed (%s missing; apt-get install hunspell-cs)", aff)
	}
	h, err := LoadHunspell(aff, dic)
	require.NoError(t, err)
	return h
}

func TestHunspellCzech(t *testing.T) {
	h := csCZ(t)
	assert.Equal(t, "UTF-8", h.Encoding)
	assert.Greater(t, h.NumWords(), 250000)
	has := func(stem, flags string, form string) {
		t.Helper()
		assert.Contains(t, forms(h.Expand(stem, flags)), form)
		found := false
		for _, a := range h.Lookup(form) {
			found = found || a.Stem == stem
		}
		assert.True(t, found, "%s → %s", form, stem)
	}
	has("poloha", h.Homonyms("poloha")[0], "poloze")
	has("klasický", h.Homonyms("klasický")[0], "klasické")
	has("místo", h.Homonyms("místo")[0], "místech")
	has("dělat", h.Homonyms("dělat")[0], "dělala")
	if testing.Short() {
		return
	}
	roundTrip(t, h, 3000)
}

func BenchmarkHunspellLoadCzech(b *testing.B) {
	aff, dic := HunspellPaths(HunspellDir, "cs_CZ")
	if _, err := os.Stat(aff); err != nil {
		b.Skipf("hunspell-cs not installed (%s missing)", aff)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadHunspell(aff, dic); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHunspellLookupCzech(b *testing.B) {
	benchLookup(b, csCZ(b), strings.Fields("Už poloha je klasická a místo v centru města nabízí výhled na hrad , který stavěli čeští králové"))
}

func benchLookup(b *testing.B, h *Hunspell, words []string) {
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, w := range words {
			h.Lookup(w)
		}
	}
	b.ReportMetric(float64(b.N*len(words))/b.Elapsed().Seconds(), "words/s")
}

// wmtCzechWords returns the distinct words of the WMT23 en-cs reference
// (../shared) in lower case and capitalised, in first-seen order, or skips.
func wmtCzechWords(tb testing.TB) []string {
	tb.Helper()
	path := filepath.Join("..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs", "ref.txt")
	raw, err := os.ReadFile(path)
	if err != nil {
		tb.Skipf("WMT23 en-cs reference not found (%v)", err)
	}
	seen := map[string]bool{}
	var out []string
	for _, f := range strings.Fields(string(raw)) {
		w := strings.ToLower(strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) }))
		if w == "" || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
		if r, n := utf8.DecodeRuneInString(w); n > 0 {
			out = append(out, string(unicode.ToUpper(r))+w[n:])
		}
	}
	return out
}

// BenchmarkHunspellLookupWMT looks up every distinct word of the WMT23
// en-cs reference in lower case and capitalised, as Czech analysis does
// for each form it has not seen.
func BenchmarkHunspellLookupWMT(b *testing.B) { benchLookup(b, csCZ(b), wmtCzechWords(b)) }

func FuzzHunspellAff(f *testing.F) {
	f.Add(toyAff, toyDic, "pánova")
	f.Add("FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\n", "1\ncat/Aa\n", "cats")
	f.Add("FLAG num\nAF 1\nAF 1\nSFX 1 Y 1\nSFX 1 y ies [^aeiou]y\n", "1\nfly/1\n", "flies")
	f.Fuzz(func(t *testing.T, aff, dic, form string) {
		h, err := ReadHunspellAff(strings.NewReader(aff), "f.aff")
		if err != nil {
			_ = err.Error()
			return
		}
		if err := h.ReadDic(strings.NewReader(dic), "f.dic"); err != nil {
			_ = err.Error()
			return
		}
		h.Lookup(form)
		for w, fls := range h.Words {
			for _, fl := range fls {
				h.Expand(w, fl)
			}
		}
	})
}

// TestHunspellHomonyms: the word filter never hides a stem, and turns
// most absent stems away before the map or the cached table; the table
// answers what the parsed map does.
func TestHunspellHomonyms(t *testing.T) {
	loads := map[string]func(testing.TB) *Hunspell{
		"toy":          func(tb testing.TB) *Hunspell { return toy(tb.(*testing.T)) },
		"toy cached":   func(tb testing.TB) *Hunspell { return cachedToy(tb.(*testing.T)) },
		"cs_CZ parsed": func(tb testing.TB) *Hunspell { return systemHunspell(tb, "cs_CZ") },
		"cs_CZ cached": func(tb testing.TB) *Hunspell { return cachedHunspell(tb, "cs_CZ") },
		"de_DE cached": func(tb testing.TB) *Hunspell { return cachedHunspell(tb, "de_DE") },
	}
	for name, load := range loads {
		t.Run(name, func(t *testing.T) { checkHomonyms(t, load(t)) })
	}
	// A word list changed after loading is asked directly.
	h := toy(t)
	h.Words["zzz"] = []string{""}
	assert.Equal(t, []string{""}, h.Homonyms("zzz"))
}

// cachedToy is the toy dictionary read back from the compiled cache.
func cachedToy(t *testing.T) *Hunspell {
	dir := t.TempDir()
	aff, dic := filepath.Join(dir, "t.aff"), filepath.Join(dir, "t.dic")
	require.NoError(t, os.WriteFile(aff, []byte(toyAff), 0o644))
	require.NoError(t, os.WriteFile(dic, []byte(toyDic), 0o644))
	return cachedFiles(t, aff, dic)
}

// cachedHunspell is the system dictionary of a locale read back from the
// compiled cache (a new one), skipping when it is not installed.
func cachedHunspell(tb testing.TB, locale string) *Hunspell {
	aff, dic := HunspellPaths(HunspellDir, locale)
	if _, err := os.Stat(dic); err != nil {
		tb.Skipf("%s not installed: %v", locale, err)
	}
	return cachedFiles(tb, aff, dic)
}

func cachedFiles(tb testing.TB, aff, dic string) *Hunspell {
	tb.Helper()
	tb.Setenv(CacheEnv, tb.TempDir())
	parsed, err := LoadHunspell(aff, dic) // parses and stores
	require.NoError(tb, err)
	require.NotNil(tb, parsed.Words)
	h, err := LoadHunspell(aff, dic)
	require.NoError(tb, err)
	require.Nil(tb, h.Words, "read from the cache")
	require.NotNil(tb, h.table)
	return h
}

func checkHomonyms(t *testing.T, h *Hunspell) {
	mayHave := func(x string) bool { return h.filter.mayHave(x) }
	if h.Words == nil {
		require.NotNil(t, h.table)
		mayHave = h.table.mayHave
	} else {
		require.NotNil(t, h.filter)
	}
	words := map[string][]string{}
	for w, fl := range h.AllWords {
		words[w] = fl
	}
	require.Equal(t, len(words), h.NumWords())
	passed, absent := 0, 0
	for w, fl := range words {
		require.Equal(t, fl, h.Homonyms(w), w)
		for _, x := range []string{w + "qx", w[:len(w)/2], "x" + w} {
			if _, ok := words[x]; !ok {
				absent++
				if mayHave(x) {
					passed++
				}
				require.Nil(t, h.Homonyms(x), x)
			}
		}
	}
	if absent > 1000 {
		assert.Less(t, float64(passed)/float64(absent), 0.1, "%d of %d absent stems pass the filter", passed, absent)
	}
	t.Logf("%d of %d absent stems pass the filter", passed, absent)
}

// A toy German-like dictionary: a plural with umlaut (p), a linking form
// that exists only inside compounds (j: ONLYINCOMPOUND o), a stem that
// is a word only inside compounds (Hunde/o), and, as in hunspell-ro, a
// rule whose condition is omitted (any stem).
const toyDeAff = `SET UTF-8
ONLYINCOMPOUND o
NEEDAFFIX h

SFX p Y 1
SFX p aus äuser [hH]aus

SFX j Y 1
SFX j 0 0/xo .

SFX e Y 2
SFX e 0 es
SFX e 0 e .
`

const toyDeDic = `3
Haus/pje
Hund/e
Hunde/o
`

func TestHunspellOnlyInCompound(t *testing.T) {
	h, err := ReadHunspellAff(strings.NewReader(toyDeAff), "de.aff")
	require.NoError(t, err)
	require.NoError(t, h.ReadDic(strings.NewReader(toyDeDic), "de.dic"))
	assert.Equal(t, "o", h.OnlyInCompound)
	// The omitted condition reads as ".".
	require.Len(t, h.Suffixes["e"], 2)
	assert.Equal(t, "SFX e 0 es .", h.Suffixes["e"][0].String())
	// j's form (Haus itself, continued by o) is a compound part only: the
	// stem appears once, from the dictionary, never through j.
	assert.Equal(t, []string{"Haus", "Häuser", "Hauses", "Hause"}, forms(h.Expand("Haus", "pje")))
	assert.Nil(t, h.Expand("Hunde", "o"))
	for _, tc := range []struct {
		form string
		want []string // stem + rule flags
	}{
		{"Haus", []string{"Haus "}},
		{"Häuser", []string{"Haus p"}},
		{"Hundes", []string{"Hund e"}},
		{"Hunde", []string{"Hund e"}}, // not the compound-only word Hunde
	} {
		t.Run(tc.form, func(t *testing.T) {
			var got []string
			for _, a := range h.Lookup(tc.form) {
				fl := ""
				for _, r := range a.Rules {
					fl += r.Flag
				}
				got = append(got, a.Stem+" "+fl)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}
