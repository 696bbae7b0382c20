package cs

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

// TestAnalysesRoundTrip: encoding and decoding keep every reading, in
// order, a nil feature map apart from an empty one, and forms without
// readings; a damaged file is refused.
func TestAnalysesRoundTrip(t *testing.T) {
	m := map[string][]reading{
		"hradu":   {{"hrad", "NOUN", lemma.Feats{"Case": "Gen", "Number": "Sing"}}, {"hrad", "NOUN", lemma.Feats{"Case": "Dat", "Number": "Sing"}}},
		"a":       {{"a", "CCONJ", nil}},
		"prázdné": {{"prázdný", "ADJ", lemma.Feats{}}},
		"qxzw":    {},
		"":        {{"", "", lemma.Feats{"": ""}}},
	}
	file := header(encodeAnalyses(m))
	got, err := decodeAnalyses(file)
	require.NoError(t, err)
	require.Len(t, got, len(m))
	for f, rs := range m {
		require.Len(t, got[f], len(rs), f)
		for k := range rs {
			assert.Equal(t, rs[k].lemma, got[f][k].lemma)
			assert.Equal(t, rs[k].pos, got[f][k].pos)
			assert.Equal(t, rs[k].feats == nil, got[f][k].feats == nil, "%s: nil features stay nil", f)
			assert.Equal(t, rs[k].feats, got[f][k].feats)
		}
	}
	// A form looked up in the opened file decodes as decodeAnalyses
	// decodes it; a form the file lacks is not found, wherever it sorts.
	saved, err := openSaved(file)
	require.NoError(t, err)
	for f := range m {
		rs, ok := saved.lookup(f)
		require.True(t, ok, "%q", f)
		assert.Equal(t, got[f], rs, "%q", f)
	}
	for _, f := range []string{"!", "b", "hrad", "hradů", "žžž", "prázdn"} {
		_, ok := saved.lookup(f)
		assert.False(t, ok, "%q", f)
	}
	// Forms out of order are refused (SaveAnalyses sorts them; lookup
	// searches them).
	var swapped []byte
	swapped = binary.AppendUvarint(swapped, 2)
	for _, f := range []string{"b", "a"} {
		swapped = append(binary.AppendUvarint(swapped, uint64(len(f))), f...)
		swapped = binary.AppendUvarint(swapped, 0)
	}
	_, err = decodeAnalyses(header(swapped))
	assert.Error(t, err, "unsorted")
	for _, bad := range [][]byte{nil, file[:15], file[:len(file)-1], append(append([]byte{}, file...), 0)} {
		_, err := decodeAnalyses(bad)
		assert.Error(t, err, "%d bytes", len(bad))
	}
	flipped := append([]byte{}, file...)
	flipped[len(flipped)-1] ^= 1
	_, err = decodeAnalyses(flipped)
	assert.Error(t, err, "checksum")
}

// header prefixes a payload as SaveAnalyses writes it.
func header(b []byte) []byte {
	var h [16]byte
	copy(h[:8], storeMagic)
	putHeader(h[:], b)
	return append(h[:], b...)
}

// FuzzDecodeAnalyses: any bytes decode or are refused, without panicking,
// and what decodes encodes back to the same payload.
func FuzzDecodeAnalyses(f *testing.F) {
	f.Add(encodeAnalyses(map[string][]reading{"hradu": {{"hrad", "NOUN", lemma.Feats{"Case": "Gen"}}}, "a": {{"a", "CCONJ", nil}}}))
	f.Add(encodeStore(map[string][]reading{"a": {{"a", "CCONJ", nil}}}, map[string][]string{"hrad\x00NOUN\x00Case=Dat": {"hradu"}, "x": nil, "y": {}}))
	f.Add([]byte{})
	f.Add([]byte{1, 5, 'h'})
	f.Fuzz(func(t *testing.T, payload []byte) {
		saved, err := openSaved(header(payload))
		if err != nil {
			return
		}
		m, gen := saved.all(), saved.generations()
		again, err := openSaved(header(encodeStore(m, gen)))
		require.NoError(t, err)
		assert.Equal(t, len(m), len(again.all()))
		assert.Equal(t, gen, again.generations())
	})
}

// TestSaveAnalyses: a second Czech loaded after SaveAnalyses reads the
// first one's analyses from the cache directory instead of analysing
// again, and tags identically; another dictionary fingerprint or a
// damaged file reads nothing; PARMESAN_CACHE_DIR=off writes nothing.
func TestSaveAnalyses(t *testing.T) {
	dir, err := data.FindHunspell(lang.Czech.Locale, Package)
	if err != nil {
		t.Skipf("Czech dictionary not installed: %v", err)
	}
	cache := t.TempDir()
	t.Setenv(data.CacheEnv, cache)
	first, err := Load(dir)
	require.NoError(t, err)
	var want [][]lemma.Token
	for _, s := range tricky {
		want = append(want, first.Analyze(strings.Fields(s)))
	}
	require.NoError(t, first.SaveAnalyses())
	files, _ := filepath.Glob(filepath.Join(cache, "lemma-cs-*.bin"))
	require.Len(t, files, 1, "one cache file")
	require.NotEmpty(t, first.store.fresh)

	second, err := Load(dir)
	require.NoError(t, err)
	require.Equal(t, len(first.store.fresh), len(second.store.read()), "the second process reads every saved form")
	for i, s := range tricky {
		assert.Equal(t, want[i], second.Analyze(strings.Fields(s)), "%q", s)
	}
	assert.Empty(t, second.store.fresh, "nothing analysed again")
	st, err := os.Stat(files[0])
	require.NoError(t, err)
	require.NoError(t, second.SaveAnalyses(), "nothing new: no write")
	again, err := os.Stat(files[0])
	require.NoError(t, err)
	assert.Equal(t, st.ModTime(), again.ModTime(), "not rewritten")

	// A later save of the first process writes what it analysed since.
	first.Analyze([]string{"zcela", "nepravděpodobnými", "slovy"})
	require.NoError(t, first.SaveAnalyses())
	third, err := Load(dir)
	require.NoError(t, err)
	assert.Contains(t, third.store.read(), "nepravděpodobnými")
	assert.Equal(t, len(first.store.fresh), len(third.store.read()))

	assert.NotEqual(t, storePath(first.fingerprint), storePath(first.fingerprint+"x"), "another dictionary, another file")
	assert.Empty(t, openStore(first.fingerprint+"x").read())

	require.NoError(t, os.WriteFile(files[0], []byte("PCSANA1\ndamaged"), 0o644))
	assert.Empty(t, openStore(first.fingerprint).read(), "a damaged file is ignored")

	t.Setenv(data.CacheEnv, "off")
	off, err := Load(dir)
	require.NoError(t, err)
	off.Analyze(strings.Fields(tricky[0]))
	require.NoError(t, off.SaveAnalyses())
	assert.Empty(t, storePath(off.fingerprint), "no cache file with the cache off")
	assert.Empty(t, off.store.read())
}

// TestPruneStores: saving keeps the keptStores newest analysis cache
// files (its own among them) and leaves other files alone.
func TestPruneStores(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	for i := range 6 {
		p := filepath.Join(dir, fmt.Sprintf("lemma-cs-old%d.bin", i))
		require.NoError(t, os.WriteFile(p, nil, 0o644))
		require.NoError(t, os.Chtimes(p, now, now.Add(-time.Duration(i+1)*time.Hour)))
	}
	other := filepath.Join(dir, "hunspell-x.bin")
	require.NoError(t, os.WriteFile(other, nil, 0o644))
	kept := filepath.Join(dir, "lemma-cs-new.bin")
	require.NoError(t, os.WriteFile(kept, nil, 0o644))
	pruneStores(kept)
	files, _ := filepath.Glob(filepath.Join(dir, "*.bin"))
	for i := range files {
		files[i] = filepath.Base(files[i])
	}
	assert.ElementsMatch(t, []string{"hunspell-x.bin", "lemma-cs-new.bin", "lemma-cs-old0.bin", "lemma-cs-old1.bin", "lemma-cs-old2.bin"}, files)
}

// TestSaveAnalysesConcurrent: saving while other goroutines analyse and
// generate is safe (run with -race) and loses nothing analysed or
// generated before the last save.
func TestSaveAnalysesConcurrent(t *testing.T) {
	dir, err := data.FindHunspell(lang.Czech.Locale, Package)
	if err != nil {
		t.Skipf("Czech dictionary not installed: %v", err)
	}
	t.Setenv(data.CacheEnv, t.TempDir())
	c, err := Load(dir)
	require.NoError(t, err)
	var wg sync.WaitGroup
	for _, s := range tricky {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for _, tok := range c.Analyze(strings.Fields(s)) {
				c.Generate(tok.Lemma, tok.POS, tok.Feats)
			}
		}()
		go func() { defer wg.Done(); assert.NoError(t, c.SaveAnalyses()) }()
	}
	wg.Wait()
	require.NoError(t, c.SaveAnalyses())
	again, err := Load(dir)
	require.NoError(t, err)
	assert.Equal(t, len(c.store.fresh), len(again.store.read()))
	assert.Equal(t, len(c.store.freshGen), len(again.store.file().generations()))
}

// TestGenerationsRoundTrip: Generate's answers written with the analyses
// read back as they were, a nil answer apart from an empty one; a key the
// file lacks is not found, wherever it sorts; keys out of order are
// refused.
func TestGenerationsRoundTrip(t *testing.T) {
	m := map[string][]reading{"hradu": {{"hrad", "NOUN", lemma.Feats{"Case": "Gen"}}}}
	gen := map[string][]string{
		"hrad\x00NOUN\x00Case=Dat|Number=Sing": {"hradu"},
		"mladý\x00ADJ\x00Case=Nom|Gender=Fem":  {"mladá", "mladé"},
		"qxzw\x00NOUN\x00Case=Gen":             nil,
		"qxzw\x00NOUN\x00Case=Dat":             {},
		"":                                     {""},
	}
	file := header(encodeStore(m, gen))
	saved, err := openSaved(file)
	require.NoError(t, err)
	for k, want := range gen {
		got, ok := saved.generation(k)
		require.True(t, ok, "%q", k)
		assert.Equal(t, want, got, "%q", k)
		assert.Equal(t, want == nil, got == nil, "%q: nil stays nil", k)
	}
	assert.Equal(t, gen, saved.generations())
	for _, k := range []string{"!", "hrad", "hrad\x00NOUN", "qxzw\x00NOUN\x00Case=Acc", "žžž"} {
		_, ok := saved.generation(k)
		assert.False(t, ok, "%q", k)
	}
	rs, ok := saved.lookup("hradu")
	require.True(t, ok)
	assert.Equal(t, m["hradu"], rs)
	// The store's own reading shares the file's bytes and reads the same.
	owned, err := openSavedOwned(append([]byte(nil), file...))
	require.NoError(t, err)
	assert.Equal(t, saved.generations(), owned.generations())
	assert.Equal(t, saved.all(), owned.all())
	_, err = openSavedOwned(header(swapped0()))
	assert.Error(t, err, "unsorted")
	// Analyses alone (encodeAnalyses) hold no answer.
	only, err := openSaved(header(encodeAnalyses(m)))
	require.NoError(t, err)
	assert.Empty(t, only.generations())

	swapped := swapped0()
	_, err = openSaved(header(swapped))
	assert.Error(t, err, "unsorted")
	_, err = openSaved(header(swapped[:len(swapped)-1]))
	assert.Error(t, err, "truncated")
}

// TestSaveGenerations: a second Czech loaded after SaveAnalyses answers
// Generate from the first one's file, with the answers of a Czech that
// keeps nothing (PARMESAN_CACHE_DIR=off), and generates nothing again.
func TestSaveGenerations(t *testing.T) {
	dir, err := data.FindHunspell(lang.Czech.Locale, Package)
	if err != nil {
		t.Skipf("Czech dictionary not installed: %v", err)
	}
	t.Setenv(data.CacheEnv, "off")
	plain, err := Load(dir)
	require.NoError(t, err)
	t.Setenv(data.CacheEnv, t.TempDir())
	first, err := Load(dir)
	require.NoError(t, err)
	type ask struct {
		lem, pos string
		f        lemma.Feats
	}
	var asks []ask
	for _, s := range tricky {
		for _, tok := range plain.Analyze(strings.Fields(s)) {
			asks = append(asks, ask{tok.Lemma, tok.POS, tok.Feats})
			for _, c := range []string{"Gen", "Ins"} {
				f := tok.Feats.Clone()
				if f == nil {
					f = lemma.Feats{}
				}
				f["Case"] = c
				asks = append(asks, ask{tok.Lemma, tok.POS, f})
			}
		}
	}
	want := make([][]string, len(asks))
	nonEmpty := 0
	for k, a := range asks {
		want[k] = plain.Generate(a.lem, a.pos, a.f)
		if len(want[k]) > 0 {
			nonEmpty++
		}
		assert.Equal(t, want[k], first.Generate(a.lem, a.pos, a.f), "%v", a)
	}
	require.Greater(t, nonEmpty, len(asks)/4, "the asks generate forms")
	require.NotEmpty(t, first.store.freshGen)
	require.NoError(t, first.SaveAnalyses())

	second, err := Load(dir)
	require.NoError(t, err)
	assert.Len(t, second.store.file().generations(), len(first.store.freshGen), "every answer saved")
	for k, a := range asks {
		got := second.Generate(a.lem, a.pos, a.f)
		assert.Equal(t, want[k], got, "%v", a)
		assert.Equal(t, want[k] == nil, got == nil, "%v: nil stays nil", a)
	}
	assert.Empty(t, second.store.freshGen, "nothing generated again")
}

// TestUposConst checks that uposConst returns a string equal to its
// argument, and for each universal tag read out of a larger buffer (as
// the store's decoder reads it) a string that is not that buffer's.
func TestUposConst(t *testing.T) {
	tags := []string{"ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X"}
	for _, tag := range tags {
		buf := strings.Clone("\x00" + tag + "\x00")
		in := buf[1 : 1+len(tag)]
		got := uposConst(in)
		if got != tag {
			t.Fatalf("uposConst(%q) = %q", in, got)
		}
		if unsafe.StringData(got) == unsafe.StringData(in) {
			t.Fatalf("uposConst(%q) returned the buffer's string", in)
		}
	}
	for _, other := range []string{"", "noun", "NOUNS", "Adj", "X "} {
		if got := uposConst(other); got != other {
			t.Fatalf("uposConst(%q) = %q", other, got)
		}
	}
}

// swapped0 is a store payload of no forms and two answers out of order.
func swapped0() []byte {
	var swapped []byte
	swapped = binary.AppendUvarint(swapped, 0) // no forms
	swapped = binary.AppendUvarint(swapped, 2)
	for _, k := range []string{"b", "a"} {
		swapped = append(binary.AppendUvarint(swapped, uint64(len(k))), k...)
		swapped = append(swapped, 0)
	}
	return swapped
}
