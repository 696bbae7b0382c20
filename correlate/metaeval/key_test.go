package metaeval

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"io"
	"math"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/eval"
)

// streamKey is the cache key as it was computed before newKeyer (every
// system hashed the references again), kept as the reference: entries
// written by earlier binaries stay valid.
func streamKey(metricKey string, refs [][]string, hyps []string) string {
	h := sha256.New()
	io.WriteString(h, metricKey)
	h.Write([]byte{0})
	for _, r := range refs {
		h.Write(hashLines(r))
	}
	h.Write([]byte{1})
	h.Write(hashLines(hyps))
	return hex.EncodeToString(h.Sum(nil))
}

// TestKeyer: the keys of newKeyer equal the old ones, for no, one and two
// references, empty lines and systems; different inputs get different keys.
func TestKeyer(t *testing.T) {
	refSets := [][][]string{nil, {{"a b", "c"}}, {{"a b", "c"}, {"", "d e"}}}
	systems := [][]string{nil, {""}, {"a b", "c"}, {"a", "b c"}}
	seen := map[string]bool{}
	for _, mk := range []string{"", "meteor|x"} {
		for _, refs := range refSets {
			keyOf := newKeyer(mk, refs)
			for _, h := range systems {
				want := streamKey(mk, refs, h)
				require.Equal(t, want, keyOf(h), "%q %q %q", mk, refs, h)
				require.Equal(t, want, cacheKey(mk, refs, h))
				require.False(t, seen[want], "%q %q %q", mk, refs, h)
				seen[want] = true
			}
		}
	}
}

// TestStoreBytes: a stored entry's file holds the bytes that writing the
// rows with encoding/binary gave (the layout parseEntry reads), NaN and
// negative zero included.
func TestStoreBytes(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	e := entry{Signature: "sig|x", Stats: [][]float64{{1, math.NaN(), math.Copysign(0, -1)}, {math.Inf(1), 2.5, -3}},
		Bounded: []bound{{1, "over the budget at " + wherePlaceholder}}}
	require.NoError(t, c.store("abcd", e))
	got, err := os.ReadFile(c.path("abcd"))
	require.NoError(t, err)
	var want bytes.Buffer
	want.WriteString(cacheMagic)
	require.NoError(t, binary.Write(&want, binary.LittleEndian, [3]uint32{5, 2, 3}))
	want.WriteString(e.Signature)
	for _, s := range e.Stats {
		require.NoError(t, binary.Write(&want, binary.LittleEndian, s))
	}
	w := e.Bounded[0].Warning
	require.NoError(t, binary.Write(&want, binary.LittleEndian, [3]uint32{1, 1, uint32(len(w))}))
	want.WriteString(w)
	sum := sha256.Sum256(want.Bytes())
	want.Write(sum[:])
	require.Equal(t, want.Bytes(), got)
	back, ok := c.load("abcd")
	require.True(t, ok)
	require.Equal(t, e.Bounded, back.Bounded)
	// A bounded segment past the statistics is a corrupt entry.
	e.Bounded[0].Seg = 2
	require.NoError(t, c.store("abce", e))
	_, ok = c.load("abce")
	require.False(t, ok)
}

// TestEvalScored: the metrics counted as scored by an eval.Evaluator are
// those NewScorer gives an evalScorer.
func TestEvalScored(t *testing.T) {
	names := []string{Meteor, MeteorExact, Parmesan, ParmesanUnfixed, TunedPrefix + "parmesan-cs", "chrf", "bleu", "chrf@parmesan", "meteor++", "mbleu"}
	want := 0
	for _, n := range names {
		sc, err := NewScorer(n, ScorerConfig{Lang: "cs", CopyWords: "ner"})
		if err != nil {
			continue
		}
		if _, ok := sc.(*evalScorer); ok {
			want++
		}
		require.Equal(t, want, evalScored(names[:slices.Index(names, n)+1]), n)
	}
	require.Equal(t, 5, want)
}

// A header whose segment count times width overflows 64 bits is a
// corrupt entry, not a panic (review14 #1: 8*segs*width wrapped and
// make panicked).
func TestParseEntryOverflow(t *testing.T) {
	var b bytes.Buffer
	b.WriteString(cacheMagic)
	require.NoError(t, binary.Write(&b, binary.LittleEndian, [3]uint32{0, 1 << 31, 1 << 31}))
	b.Write(make([]byte, 8)) // one vector's worth, and no bounded count
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	_, err := parseEntry(b.Bytes())
	require.ErrorIs(t, err, errCorrupt)
}

// TestCacheKeyNamesOptions: a key changes with every option of
// ScorerConfig that changes the scorer's statistics (the language, the
// copy words and X of Meteor++) and with none that does not (the number
// of workers), so that a cached entry is never read for other settings.
func TestCacheKeyNamesOptions(t *testing.T) {
	x2 := 2.0
	for _, c := range []struct {
		names []string
		a, b  ScorerConfig
		same  bool
	}{
		{[]string{Meteor, MeteorExact, Parmesan, ParmesanUnfixed, eval.MetricMBLEU, eval.MetricMTER, eval.MetricBLEU + eval.OnParmesan, eval.MetricTER + eval.OnParmesan},
			ScorerConfig{Lang: "en"}, ScorerConfig{Lang: "cs"}, false},
		{[]string{eval.MetricBLEU}, ScorerConfig{Lang: "en"}, ScorerConfig{Lang: "zh"}, false}, // tok:zh
		{[]string{eval.MetricMeteorPP, eval.MetricMeteorPP + eval.OnParmesan}, ScorerConfig{Lang: "en", CopyWords: "ner"}, ScorerConfig{Lang: "en", CopyWords: "ner", CopyX: &x2}, false},
		{[]string{eval.MetricMeteorPP, eval.MetricMeteorPP + eval.OnParmesan}, ScorerConfig{Lang: "en", CopyWords: "ner"}, ScorerConfig{Lang: "en", CopyWords: "ner:caps"}, false},
		{[]string{Meteor, Parmesan, eval.MetricBLEU, eval.MetricCHRF, eval.MetricTER, eval.MetricMTER, eval.MetricCHRF + eval.OnParmesan},
			ScorerConfig{Lang: "en", Workers: 1}, ScorerConfig{Lang: "en", Workers: 4}, true},
	} {
		for _, n := range c.names {
			ka, kb := keyOf(t, n, c.a), keyOf(t, n, c.b)
			if c.same {
				assert.Equal(t, ka, kb, "%s: %+v vs %+v", n, c.a, c.b)
			} else {
				assert.NotEqual(t, ka, kb, "%s: %+v vs %+v", n, c.a, c.b)
			}
		}
	}
}
