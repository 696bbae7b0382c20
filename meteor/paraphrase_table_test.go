package meteor

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// compileBytes compiles tab into memory.
func compileBytes(t testing.TB, tab *ParaphraseTable) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, CompileParaphraseTable(tab, &buf))
	return buf.Bytes()
}

// compileTo compiles tab into a file in a temporary directory.
func compileTo(t testing.TB, tab *ParaphraseTable) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "t.ptab")
	require.NoError(t, os.WriteFile(path, compileBytes(t, tab), 0o644))
	return path
}

// oldTrie is the map-based representation the flat arrays replaced (spec
// §4.4 taken literally): one vocabulary for both sides, a trie of
// A-phrases as a map of edges, record lists per node in file order and a
// B-phrase per record. It is the slow reference of the differential tests.
type oldTrie struct {
	vocab map[string]int32
	edges map[[2]int32]int32 // (node, word) → node
	recs  [][]int32          // per node
	parB  [][]int32          // per record
	names []string           // by id, for printing
}

func newOldTrie() *oldTrie {
	return &oldTrie{vocab: map[string]int32{}, edges: map[[2]int32]int32{}, recs: [][]int32{nil}}
}

func (o *oldTrie) id(w string) int32 {
	if id, ok := o.vocab[w]; ok {
		return id
	}
	o.vocab[w] = int32(len(o.vocab))
	return int32(len(o.vocab) - 1)
}

func (o *oldTrie) add(a, b string) {
	node := int32(0)
	for _, w := range data.SplitPhrase(a) {
		k := [2]int32{node, o.id(w)}
		next, ok := o.edges[k]
		if !ok {
			next = int32(len(o.recs))
			o.recs = append(o.recs, nil)
			o.edges[k] = next
		}
		node = next
	}
	o.recs[node] = append(o.recs[node], int32(len(o.parB)))
	var ids []int32
	for _, w := range data.SplitPhrase(b) {
		ids = append(ids, o.id(w))
	}
	o.parB = append(o.parB, ids)
}

// paths lists Paths(words, p) of spec §4.4 as (length, B-phrase) strings.
func (o *oldTrie) paths(words []string, p int) []string {
	if len(o.names) != len(o.vocab) {
		o.names = make([]string, len(o.vocab))
		for w, id := range o.vocab {
			o.names[id] = w
		}
	}
	var out []string
	node := int32(0)
	for l := 1; p+l <= len(words); l++ {
		id, ok := o.vocab[words[p+l-1]]
		if !ok {
			break
		}
		if node, ok = o.edges[[2]int32{node, id}]; !ok {
			break
		}
		for _, rec := range o.recs[node] {
			var b []string
			for _, id := range o.parB[rec] {
				b = append(b, o.names[id])
			}
			out = append(out, string(rune('0'+l))+":"+strings.Join(b, " "))
		}
	}
	return out
}

// tablePaths lists Paths(words, p) with the methods the matcher uses.
func tablePaths(t *ParaphraseTable, words []string, p int) []string {
	var out []string
	ids := t.wordIDs(words, nil)
	node := int32(0)
	for l := 1; p+l <= len(words); l++ {
		if node = t.child(node, ids[p+l-1]); node < 0 {
			break
		}
		for _, rec := range t.records(node) {
			var b []string
			for _, id := range t.phraseB(rec) {
				b = append(b, t.word(id))
			}
			out = append(out, string(rune('0'+l))+":"+strings.Join(b, " "))
		}
	}
	return out
}

// misaligned decodes a compiled table from a copy of b that starts at an
// odd address, which takes the copying path of int32s.
func misaligned(t testing.TB, b []byte) *ParaphraseTable {
	t.Helper()
	buf := make([]byte, len(b)+1)
	copy(buf[1:], b)
	tab, err := decodeCompiled(buf[1:], "misaligned")
	require.NoError(t, err)
	return tab
}

// TestParaphraseTableDifferential builds random asymmetric tables with
// duplicate records and multiword phrases over a tiny vocabulary and
// compares, for every sentence of up to 4 words over that vocabulary
// plus an unknown word, the paths of the old map-based trie with those of
// the flat arrays, the compiled file (memory-mapped) and a misaligned
// in-memory copy of it.
func TestParaphraseTableDifferential(t *testing.T) {
	vocab := []string{"a", "b", "c", "é"}
	rng := rand.New(rand.NewPCG(7, 8))
	phrase := func() string {
		w := make([]string, 1+rng.IntN(3))
		for i := range w {
			w[i] = vocab[rng.IntN(len(vocab))]
		}
		return strings.Join(w, []string{" ", "  ", "\t", " \f"}[rng.IntN(4)])
	}
	sentences := [][]string{nil}
	for n := 0; n < 4; n++ {
		for _, s := range sentences {
			if len(s) == n {
				for _, w := range append(vocab, "zz") {
					sentences = append(sentences, append(append([]string(nil), s...), w))
				}
			}
		}
	}
	for trial := 0; trial < 60; trial++ {
		tab, ref := NewParaphraseTable(), newOldTrie()
		for r := 0; r < 1+rng.IntN(30); r++ {
			a, b := phrase(), phrase()
			require.NoError(t, tab.Add(a, b))
			ref.add(a, b)
			if rng.IntN(6) == 0 { // a duplicate record
				require.NoError(t, tab.Add(a, b))
				ref.add(a, b)
			}
		}
		tab.freeze()
		comp, err := OpenCompiledParaphraseTable(compileTo(t, tab))
		require.NoError(t, err)
		mis := misaligned(t, compileBytes(t, tab))
		for _, s := range sentences[1:] {
			for p := range s {
				want := ref.paths(s, p)
				require.Equal(t, want, tablePaths(tab, s, p), "%q at %d", s, p)
				require.Equal(t, want, tablePaths(comp, s, p), "%q at %d", s, p)
				require.Equal(t, want, tablePaths(mis, s, p), "%q at %d", s, p)
			}
		}
		assert.Equal(t, tab.Records, comp.Records)
		assert.Equal(t, len(ref.vocab), comp.VocabSize())
		require.NoError(t, comp.Close())
	}
}

// FuzzParaphraseTable compares the flat arrays with the old map-based
// trie on fuzzer-chosen tables ("A|B" records, one per line) and sentences.
func FuzzParaphraseTable(f *testing.F) {
	f.Add("a b|c\na|b\na b|c\nb|a b", "a b c a")
	f.Add("x|y\ny|x\nx y z|x", "x y z x y")
	f.Fuzz(func(t *testing.T, table, sentence string) {
		tab, ref := NewParaphraseTable(), newOldTrie()
		for _, line := range strings.Split(table, "\n") {
			a, b, ok := strings.Cut(line, "|")
			if !ok {
				continue
			}
			err := tab.Add(a, b)
			if len(data.SplitPhrase(a)) == 0 || len(data.SplitPhrase(b)) == 0 {
				require.ErrorIs(t, err, ErrEmptyPhrase)
				continue
			}
			require.NoError(t, err)
			ref.add(a, b)
		}
		tab.freeze()
		comp := misaligned(t, compileBytes(t, tab))
		words := data.SplitPhrase(sentence)
		for p := range words {
			want := ref.paths(words, p)
			require.Equal(t, want, tablePaths(tab, words, p))
			require.Equal(t, want, tablePaths(comp, words, p))
		}
	})
}

// TestParaphraseTableWordNet compares, for every A-phrase of the shared
// WordNet table, the paths of the old map-based trie, of the text-loaded
// table and of its compiled form reopened through LoadParaphraseTable.
func TestParaphraseTableWordNet(t *testing.T) {
	path := filepath.Join(sharedDir(t), "resources", "paraphrase", "wordnet-en.gz")
	text, err := LoadParaphraseTable(path)
	require.NoError(t, err)
	comp, err := LoadParaphraseTable(compileTo(t, text)) // detected by its magic bytes
	require.NoError(t, err)
	defer comp.Close()
	require.NotNil(t, comp.unmap, "memory-mapped")

	ref := newOldTrie()
	var phrases [][]string
	seen := map[string]bool{}
	f, err := data.OpenParaphrases(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, data.ReadParaphrases(f, path, func(r data.ParaphraseRecord) error {
		ref.add(r.A, r.B)
		if !seen[r.A] {
			seen[r.A] = true
			phrases = append(phrases, append(data.SplitPhrase(r.A), "zz-unknown"))
		}
		return nil
	}))
	assert.Equal(t, 181886, comp.Records)
	assert.Equal(t, len(ref.parB), text.Records)
	assert.Equal(t, len(ref.vocab), comp.VocabSize())
	assert.Equal(t, compileBytes(t, text), compileBytes(t, comp), "compiling a compiled table gives the same file")
	for _, words := range phrases {
		want := ref.paths(words, 0)
		require.NotEmpty(t, want)
		require.Equal(t, want, tablePaths(text, words, 0), "%q", words)
		require.Equal(t, want, tablePaths(comp, words, 0), "%q", words)
	}
}

// TestCompiledTableOracle scores the oracle's default configuration with
// the compiled WordNet paraphrase table: identical statistics.
func TestCompiledTableOracle(t *testing.T) {
	shared := sharedDir(t)
	text, err := LoadParaphraseTable(filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz"))
	require.NoError(t, err)
	path := compileTo(t, text)
	dir := filepath.Join(shared, "oracle", "meteor-1.5", "scoring")
	hyps, refs := readLines(t, filepath.Join(dir, "xray3000.hyp")), readLines(t, filepath.Join(dir, "xray3000.ref"))
	want := readLines(t, filepath.Join(dir, "xray3000_en_norm_default.ss"))
	set, err := Config{Language: "en", Normalization: Norm}.Resolve()
	require.NoError(t, err)
	res, err := LoadResources(set, ResourceFiles{Dir: filepath.Join(shared, "resources", "meteor-1.5"), Paraphrases: path})
	require.NoError(t, err)
	defer res.Paraphrases.Close()
	require.NotNil(t, res.Paraphrases.unmap, "the compiled table is memory-mapped")
	sc, err := NewWithSettings(set, res)
	require.NoError(t, err)
	for i := range hyps {
		st := sc.Score(hyps[i], refs[i:i+1])
		require.Equal(t, want[i], st.SS(), "segment %d", i+1)
	}
}

// ptabSection returns the byte range of section i (0 = words) of a
// compiled file.
func ptabSection(b []byte, i int) (int, int) {
	off := ptabHeaderLen
	for k := 0; ; k++ {
		n := int(binary.LittleEndian.Uint64(b[32+8*k:]))
		if k > 0 {
			n *= 4
		}
		if k == i {
			return off, off + n
		}
		off += n + pad8(n)
	}
}

// resum rewrites the checksum after an edit, so that validation is reached.
func resum(b []byte) []byte {
	binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
	return b
}

func TestCompiledTableCorrupt(t *testing.T) {
	tab := NewParaphraseTable()
	require.NoError(t, tab.Add("big cat", "lion"))
	require.NoError(t, tab.Add("lion", "big cat"))
	require.NoError(t, tab.Add("big", "large"))
	good := compileBytes(t, tab)
	_, err := decodeCompiled(good, "good")
	require.NoError(t, err)
	edit := func(f func(c []byte)) []byte { c := bytes.Clone(good); f(c); return resum(c) }
	put32 := func(c []byte, section, elem int, v int32) {
		s, _ := ptabSection(c, section)
		binary.LittleEndian.PutUint32(c[s+4*elem:], uint32(v))
	}
	cases := []struct {
		name string
		file []byte
		msg  string
	}{
		{"empty", nil, "size 0"},
		{"header only", good[:ptabHeaderLen], "size"},
		{"truncated", good[:len(good)-7], "truncated"},
		{"extended", append(bytes.Clone(good), 0, 0, 0, 0, 0, 0, 0, 0), "truncated or extended"},
		{"magic", append([]byte("XTAB"), good[4:]...), "bad magic"},
		{"gzip", []byte{0x1f, 0x8b, 8, 0}, "size"},
		{"version", edit(func(c []byte) { c[4] = 1 }), "version 1"},
		{"flipped byte", func() []byte { c := bytes.Clone(good); c[len(c)/2] ^= 0x40; return c }(), "checksum"},
		{"section too long", edit(func(c []byte) { binary.LittleEndian.PutUint64(c[40:], 1<<40) }), "overruns"},
		{"section length overflow", edit(func(c []byte) { binary.LittleEndian.PutUint64(c[48:], 1<<62+1) }), "overruns"},
		{"record count", edit(func(c []byte) { binary.LittleEndian.PutUint64(c[24:], 2) }), "record count"},
		{"word offset", edit(func(c []byte) { put32(c, 1, 1, 1000) }), "word offsets"},
		{"hash slot", edit(func(c []byte) { put32(c, 2, 0, 99) }), "out of range"},
		{"root child", edit(func(c []byte) { put32(c, 3, 0, 1<<30) }), "out of range"},
		{"child offsets", edit(func(c []byte) { put32(c, 4, 1, 0) }), "child offsets"},
		{"edge word", edit(func(c []byte) { put32(c, 5, 1, -7) }), "out of range"},
		{"record offsets", edit(func(c []byte) { put32(c, 6, 1, 3) }), "record offsets"},
		{"record phrase", edit(func(c []byte) { put32(c, 7, 0, 3) }), "out of range"},
		{"empty phrase", edit(func(c []byte) { put32(c, 8, 1, 0) }), "phrase offsets"},
		{"phrase word", edit(func(c []byte) { put32(c, 9, 0, -1) }), "out of range"},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_"))
			require.NoError(t, os.WriteFile(p, c.file, 0o644))
			var tab *ParaphraseTable
			var err error
			if c.name == "gzip" {
				_, err = LoadParaphraseTable(p) // not compiled: read as a gzip text table
				require.Error(t, err)
				return
			}
			tab, err = OpenCompiledParaphraseTable(p)
			require.Error(t, err)
			assert.Nil(t, tab)
			var ce *CompiledTableError
			require.True(t, errors.As(err, &ce), "%v", err)
			assert.Equal(t, p, ce.File)
			assert.Contains(t, err.Error(), p)
			assert.Contains(t, err.Error(), c.msg)
		})
	}
}

func TestParaphraseTableLifecycle(t *testing.T) {
	tab := NewParaphraseTable()
	require.ErrorIs(t, tab.Add(" \t", "x"), ErrEmptyPhrase)
	require.ErrorIs(t, tab.Add("x", "\f"), ErrEmptyPhrase)
	assert.Equal(t, 0, tab.Records)
	assert.Equal(t, 0, tab.VocabSize(), "a rejected record adds no word")
	require.NoError(t, tab.Add("big cat", "lion"))
	assert.Equal(t, int32(-1), tab.lookup("big"), "nothing is found before the table is frozen")
	tab.freeze()
	tab.freeze()
	assert.Error(t, tab.Add("a", "b"), "frozen")
	assert.NoError(t, tab.Close(), "closing a table that is not mapped does nothing")
	assert.Equal(t, []string{"2:lion"}, tablePaths(tab, []string{"big", "cat"}, 0))

	comp, err := OpenCompiledParaphraseTable(compileTo(t, tab))
	require.NoError(t, err)
	assert.Error(t, comp.Add("a", "b"))
	assert.Equal(t, []string{"2:lion"}, tablePaths(comp, []string{"big", "cat"}, 0))
	require.NoError(t, comp.Close())
	require.NoError(t, comp.Close())
	assert.Empty(t, tablePaths(comp, []string{"big", "cat"}, 0), "a closed table is empty")

	empty := NewParaphraseTable()
	comp, err = OpenCompiledParaphraseTable(compileTo(t, empty))
	require.NoError(t, err)
	assert.Equal(t, 0, comp.Records)
	assert.Empty(t, tablePaths(comp, []string{"a"}, 0))
	require.NoError(t, comp.Close())

	_, err = OpenCompiledParaphraseTable(filepath.Join(t.TempDir(), "missing"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// TestParaphraseLookupAllocs: walking the table allocates nothing.
func TestParaphraseLookupAllocs(t *testing.T) {
	tab := NewParaphraseTable()
	require.NoError(t, tab.Add("big cat", "lion"))
	comp := misaligned(t, compileBytes(t, tab))
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		node := comp.child(comp.child(0, comp.lookup("big")), comp.lookup("cat"))
		for _, r := range comp.records(node) {
			n += len(comp.phraseB(r))
		}
	})
	assert.Zero(t, allocs)
	assert.Equal(t, 101, n)
}

// FuzzCompiledParaphraseTable: opening arbitrary bytes never panics, and
// a table that opens can be walked with any word. The size field and the
// checksum are fixed up so that the fuzzer reaches the validation.
func FuzzCompiledParaphraseTable(f *testing.F) {
	tab := NewParaphraseTable()
	for _, r := range [][2]string{{"big cat", "lion"}, {"lion", "big cat"}, {"big", "large"}, {"a b c d", "e"}} {
		require.NoError(f, tab.Add(r[0], r[1]))
	}
	f.Add(compileBytes(f, tab))
	f.Add(compileBytes(f, NewParaphraseTable()))
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) >= ptabHeaderLen+4 {
			binary.LittleEndian.PutUint64(b[16:], uint64(len(b)))
			resum(b)
		}
		tab, err := decodeCompiled(b, "fuzz")
		if err != nil {
			_ = err.Error()
			return
		}
		words := []string{"big", "cat", "lion", "a", "b", "c", "d", "e", "large", ""}
		for p := range words {
			tablePaths(tab, words, p)
		}
		for id := range tab.VocabSize() {
			tab.word(int32(id))
		}
	})
}

// BenchmarkParaphraseLookup walks the WordNet table from every position
// of the xray3000 references, as the matcher does (without its per-worker
// word cache).
func BenchmarkParaphraseLookup(b *testing.B) {
	shared := sharedDir(b)
	text, err := LoadParaphraseTable(filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz"))
	require.NoError(b, err)
	comp, err := OpenCompiledParaphraseTable(compileTo(b, text))
	require.NoError(b, err)
	defer comp.Close()
	var segs [][]string
	words := 0
	for _, l := range readLines(b, filepath.Join(shared, "oracle", "meteor-1.5", "scoring", "xray3000.ref")) {
		segs = append(segs, strings.Fields(strings.ToLower(l)))
		words += len(segs[len(segs)-1])
	}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	var ids []int32
	for range b.N {
		for _, s := range segs {
			n += walkSegment(comp, s, &ids)
		}
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "words/s")
	b.ReportMetric(float64(len(segs)*b.N)/b.Elapsed().Seconds(), "segments/s")
	if n == 0 {
		b.Fatal("no paraphrase found")
	}
}

// walkSegment looks up the words of a segment and walks the trie from
// every position, touching every B-phrase found; it returns their number.
// ids is scratch space.
func walkSegment(t *ParaphraseTable, seg []string, scratch *[]int32) int {
	ids := t.wordIDs(seg, (*scratch)[:0])
	*scratch = ids
	n := 0
	for p := range ids {
		node := int32(0)
		for l := p; l < len(ids); l++ {
			if node = t.child(node, ids[l]); node < 0 {
				break
			}
			for _, r := range t.records(node) {
				n += len(t.phraseB(r))
			}
		}
	}
	return n
}
