package meteor

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func compileTo(t testing.TB, tab *ParaphraseTable) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "t.ptab")
	var buf bytes.Buffer
	require.NoError(t, tab.WriteCompiled(&buf))
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	return path
}

// refTrie is the plain map-based semantics of spec §4.4, for differential tests.
type refTrie map[string][]string // A-phrase → B-phrases, file order

func (r refTrie) paths(words []string, p int) [][2]string {
	var out [][2]string
	for l := 1; p+l <= len(words); l++ {
		a := strings.Join(words[p:p+l], " ")
		for _, b := range r[a] {
			out = append(out, [2]string{a, b})
		}
	}
	return out
}

func tablePaths(t *ParaphraseTable, words []string, p int) [][2]string {
	var out [][2]string
	node := int32(0)
	for l := 1; p+l <= len(words); l++ {
		node = t.child(node, t.lookup(words[p+l-1]))
		if node < 0 {
			break
		}
		for _, rec := range t.records(node) {
			var b []string
			for _, id := range t.phraseB(rec) {
				b = append(b, t.word(id))
			}
			out = append(out, [2]string{strings.Join(words[p:p+l], " "), strings.Join(b, " ")})
		}
	}
	return out
}

// TestCompiledTableDifferential builds random asymmetric tables with
// duplicates and multiword phrases over a tiny vocabulary, and compares
// the lookups of the built, frozen and compiled forms with the plain
// semantics.
func TestCompiledTableDifferential(t *testing.T) {
	vocab := []string{"a", "b", "c", "big", "cat", "lion", "é", "x"}
	rng := rand.New(rand.NewPCG(7, 8))
	phrase := func() string {
		n := 1 + rng.IntN(3)
		w := make([]string, n)
		for i := range w {
			w[i] = vocab[rng.IntN(len(vocab))]
		}
		return strings.Join(w, " ")
	}
	for trial := 0; trial < 50; trial++ {
		tab := NewParaphraseTable()
		ref := refTrie{}
		for r := 0; r < 1+rng.IntN(40); r++ {
			a, b := phrase(), phrase()
			require.NoError(t, tab.Add(a, b))
			ref[a] = append(ref[a], b)
		}
		tab.freeze()
		comp, err := OpenCompiled(compileTo(t, tab))
		require.NoError(t, err)
		for k := 0; k < 30; k++ {
			words := strings.Fields(phrase() + " " + phrase() + " " + phrase())
			for p := range words {
				want := ref.paths(words, p)
				assert.Equal(t, want, tablePaths(tab, words, p))
				assert.Equal(t, want, tablePaths(comp, words, p))
			}
		}
		assert.Equal(t, -1, int(comp.lookup("nope")))
		require.NoError(t, comp.Close())
	}
}

func TestCompiledTableCorrupt(t *testing.T) {
	tab := NewParaphraseTable()
	require.NoError(t, tab.Add("big cat", "lion"))
	good, err := os.ReadFile(compileTo(t, tab))
	require.NoError(t, err)
	dir := t.TempDir()
	for name, b := range map[string][]byte{
		"truncated": good[:len(good)-7],
		"magic":     append([]byte("XTAB"), good[4:]...),
		"flipped":   func() []byte { c := bytes.Clone(good); c[len(c)/2] ^= 0xff; return c }(),
		"empty":     {},
	} {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, b, 0o644))
		_, err := OpenCompiled(p)
		assert.Error(t, err, name)
		if err != nil {
			assert.Contains(t, err.Error(), p, name)
		}
	}
}

// TestCompiledTableOracle scores the oracle's default configuration with
// the compiled WordNet paraphrase table: identical statistics.
func TestCompiledTableOracle(t *testing.T) {
	shared := sharedDir(t)
	text, err := LoadParaphraseTable(filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz"))
	require.NoError(t, err)
	path := compileTo(t, text)
	comp, err := LoadParaphraseTable(path) // detected by its magic bytes
	require.NoError(t, err)
	defer comp.Close()
	dir := filepath.Join(shared, "oracle", "meteor-1.5", "scoring")
	hyps, refs := readLines(t, filepath.Join(dir, "xray3000.hyp")), readLines(t, filepath.Join(dir, "xray3000.ref"))
	want := readLines(t, filepath.Join(dir, "xray3000_en_norm_default.ss"))
	set, err := Config{Language: "en", Normalization: Norm}.Resolve()
	require.NoError(t, err)
	res, err := LoadResources(set, ResourceFiles{Dir: filepath.Join(shared, "resources", "meteor-1.5"), Paraphrases: path})
	require.NoError(t, err)
	sc, err := NewWithSettings(set, res)
	require.NoError(t, err)
	for i := range hyps {
		st := sc.Score(hyps[i], refs[i:i+1])
		require.Equal(t, want[i], st.SS(), "segment %d", i+1)
	}
	assert.Equal(t, text.Records, comp.Records)
}

// BenchmarkParaphraseTable10M generates a synthetic Meteor-format table of
// 10 million records (Zipf-like vocabulary of 500k words, phrases of 1–4
// words), then reports text load, compile and compiled-open times. Run
// with -benchtime 1x; bench/ptab-10m.sh also reports peak memory.
func BenchmarkParaphraseTable10M(b *testing.B) {
	if testing.Short() {
		b.Skip("short")
	}
	dir := b.TempDir()
	src := filepath.Join(dir, "synthetic.txt")
	writeSyntheticTable(b, src, 10_000_000)
	for i := 0; i < b.N; i++ {
		start := nowSeconds()
		tab, err := LoadParaphraseTable(src)
		require.NoError(b, err)
		loaded := nowSeconds()
		path := filepath.Join(dir, "t.ptab")
		f, err := os.Create(path)
		require.NoError(b, err)
		require.NoError(b, tab.WriteCompiled(f))
		require.NoError(b, f.Close())
		compiled := nowSeconds()
		comp, err := OpenCompiled(path)
		require.NoError(b, err)
		opened := nowSeconds()
		st, _ := os.Stat(path)
		b.ReportMetric(loaded-start, "text-load-s")
		b.ReportMetric(compiled-loaded, "compile-s")
		b.ReportMetric(opened-compiled, "open-s")
		b.ReportMetric(float64(st.Size())/1e6, "compiled-MB")
		comp.Close()
	}
}

func writeSyntheticTable(t testing.TB, path string, records int) {
	t.Helper()
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	w := bufioWriter(f)
	rng := rand.New(rand.NewPCG(1, 1))
	zipf := rand.NewZipf(rng, 1.1, 1, 499_999)
	phrase := func() string {
		n := 1 + rng.IntN(4)
		var sb strings.Builder
		for i := 0; i < n; i++ {
			if i > 0 {
				sb.WriteByte(' ')
			}
			fmt.Fprintf(&sb, "w%d", zipf.Uint64())
		}
		return sb.String()
	}
	for r := 0; r < records; r++ {
		fmt.Fprintf(w, "%.6f\n%s\n%s\n", rng.Float64(), phrase(), phrase())
	}
	require.NoError(t, w.Flush())
}
