package meteor

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

var normLangs = map[string]string{"en": "english", "cz": "czech", "fr": "french", "es": "spanish", "de": "german", "ru": "russian"}

// TestNormalizerOracle compares the normalizer with the reference's
// outputs for every input file × language × punctuation setting.
func TestNormalizerOracle(t *testing.T) {
	shared := sharedDir(t)
	dir := filepath.Join(shared, "oracle", "meteor-1.5", "normalizer")
	res := filepath.Join(shared, "resources", "meteor-1.5")
	outs, err := filepath.Glob(filepath.Join(dir, "*.punct-*.out"))
	require.NoError(t, err)
	require.NotEmpty(t, outs)
	total, files := 0, 0
	for _, out := range outs {
		base := filepath.Base(out)
		parts := strings.Split(strings.TrimSuffix(base, ".out"), ".")
		punct := parts[2] == "punct-true"
		// LANG.NAME.punct-B.out reads LANG.NAME.txt; NAME.LANG.punct-B.out reads NAME.txt.
		lang, in := parts[0], filepath.Join(dir, parts[0]+"."+parts[1]+".txt")
		if _, ok := normLangs[lang]; !ok {
			lang, in = parts[1], filepath.Join(dir, parts[0]+".txt")
		}
		t.Run(base, func(t *testing.T) {
			inLines := readLines(t, in)
			want := readLines(t, out)
			require.Len(t, want, len(inLines), in)
			p, err := data.LoadPrefixes(res, normLangs[lang])
			require.NoError(t, err)
			n, err := NewNormalizer(normLangs[lang], p)
			require.NoError(t, err)
			bad := 0
			for i, l := range inLines {
				if got := n.Normalize(l, punct); got != want[i] {
					if bad < 3 {
						t.Errorf("line %d: %q\n got %q\nwant %q", i+1, l, got, want[i])
					}
					bad++
				}
			}
			total += len(inLines)
			files++
			assert.Zero(t, bad, "%d of %d lines differ", bad, len(inLines))
		})
	}
	t.Logf("%d oracle files, %d lines", files, total)
}

func TestNormalizerQuirks(t *testing.T) {
	n, err := NewNormalizer("english", data.Prefixes{"Mr": data.PrefixAny, "No": data.PrefixNumericOnly})
	require.NoError(t, err)
	for _, c := range []struct{ in, want string }{
		{"a,b,c and 1,2,3", "a , b,c and 1,2,3"},                // step 4, non-overlapping matches
		{"a-b-c and x--y", "a b-c and x y"},                     // steps 6–7
		{"rock'n'roll", "rock 'n'roll"},                         // step 8 (d), non-overlapping
		{"The U.S.-based company's", "The US based company 's"}, // steps 7–9
		{"He left... then!", "He left ... then !"},              // step 3 dot runs
		{"Mr. Smith", "Mr. Smith"},                              // step 9 prefix
		{"No. 5 and No. more", "No. 5 and No. more"},            // numeric-only, then lower-case next word
		{"It is No.", "It is No ."},                             // numeric-only at the end
		{"\ufeffHi", "\ufeff Hi"},                               // BOM padded, kept as a token
		{"ΣΟΦΙΑ 日本", "Σ Ο Φ Ι Α 日 本"},                           // Greek and CJK are not letters
		{"``x''", `" x "`},                                      // step 5
		{"1990's", "1990 's"},                                   // step 8 (e)
	} {
		assert.Equal(t, c.want, n.Normalize(c.in, true), c.in)
	}
	assert.Equal(t, "don t", n.Normalize("don't!", false))
	_, err = NewNormalizer("danish", nil)
	assert.Error(t, err)
}

func FuzzNormalize(f *testing.F) {
	f.Add("The U.S.-based company's profits rose 3.5% to $1,000,000 in 1990's.", true)
	f.Add("He said \"hello,\" and left... then returned...!", false)
	f.Add("\xff\xfe broken", true)
	n, _ := NewNormalizer("english", data.Prefixes{"Mr": data.PrefixAny})
	f.Fuzz(func(t *testing.T, s string, punct bool) {
		out := n.Normalize(s, punct)
		if out != jvm.Trim(out) || strings.Contains(out, "  ") {
			t.Fatalf("untrimmed or doubled spaces: %q", out)
		}
	})
}

func BenchmarkNormalize(b *testing.B) {
	n, _ := NewNormalizer("english", data.Prefixes{"Mr": data.PrefixAny})
	line := "The U.S.-based company's profits rose 3.5% to $1,000,000 in 1990's, Mr. Smith said -- \"it's great\"."
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		n.Normalize(line, true)
	}
}

// TestCollapseUnispace checks both paths of collapseUnispace: text it
// returns unchanged (single spaces, non-ASCII letters) and text with runs
// of spaces or other UNISPACE characters, which collapse to one space.
func TestCollapseUnispace(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"a b c", "a b c"},
		{"café naïve ő", "café naïve ő"},
		{"a  b", "a b"},
		{"a\u00a0b", "a b"},
		{"a \u2003\u3000 b", "a b"},
		{"x\u202fy\u205fz", "x y z"},
		{"é\u2009é", "é é"},
		{"a\tb", "a\tb"}, // only UNISPACE characters collapse
	} {
		assert.Equal(t, c.want, collapseUnispace(c.in), "%q", c.in)
	}
}
