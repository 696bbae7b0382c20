package meteor

import (
	"bufio"
	"compress/gzip"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// BenchmarkParaphraseTable10M generates a synthetic Meteor-format table
// (gzip) of 10 million records in a temporary directory — a Zipf-like
// vocabulary of 500k words, phrases of 1–4 words, records grouped by
// distinct A-phrase with a few paraphrases each, B-phrases mostly drawn from the
// table's own phrases — and reports, for one run (-benchtime 1x):
// text-load time and memory, compile time, compiled file size, compiled
// open time and the growth of RSS on open, and throughput over 50-word
// segments from the same distribution: word lookups alone, and whole
// walks (lookups, the trie from every position, every B-phrase found). PTAB_RECORDS changes the
// size; PTAB_BENCH_DIR keeps the files there (bench/ptab-10m.sh uses it
// to time the command in fresh processes).
func BenchmarkParaphraseTable10M(b *testing.B) {
	if testing.Short() {
		b.Skip("generates a 10-million-record table; not in -short mode")
	}
	records := 10_000_000
	if s := os.Getenv("PTAB_RECORDS"); s != "" {
		var err error
		records, err = strconv.Atoi(s)
		require.NoError(b, err)
	}
	dir := os.Getenv("PTAB_BENCH_DIR")
	if dir == "" {
		dir = b.TempDir()
	}
	src := filepath.Join(dir, "synthetic.gz")
	if _, err := os.Stat(src); err != nil {
		writeSyntheticTable(b, src, records)
	}
	st, err := os.Stat(src)
	require.NoError(b, err)
	segs := syntheticSegments(1000, 50)
	b.ResetTimer()
	for range b.N {
		b.ReportMetric(float64(st.Size())/1e6, "gzip-MB")
		runtime.GC()
		start := time.Now()
		tab, err := LoadParaphraseTable(src)
		require.NoError(b, err)
		loaded := time.Now()
		require.Equal(b, records, tab.Records)
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		b.ReportMetric(loaded.Sub(start).Seconds(), "text-load-s")
		b.ReportMetric(float64(ms.HeapAlloc)/1e6, "text-heap-MB")
		b.ReportMetric(float64(ms.HeapSys)/1e6, "text-heapsys-MB")

		path := filepath.Join(dir, "synthetic.ptab")
		f, err := os.Create(path)
		require.NoError(b, err)
		w := bufio.NewWriterSize(f, 1<<20)
		start = time.Now()
		require.NoError(b, CompileParaphraseTable(tab, w))
		require.NoError(b, w.Flush())
		require.NoError(b, f.Close())
		b.ReportMetric(time.Since(start).Seconds(), "compile-s")
		fi, err := os.Stat(path)
		require.NoError(b, err)
		b.ReportMetric(float64(fi.Size())/1e6, "compiled-MB")
		tab = nil
		runtime.GC()
		debug.FreeOSMemory()

		before := procRSS()
		start = time.Now()
		comp, err := OpenCompiledParaphraseTable(path)
		require.NoError(b, err)
		b.ReportMetric(time.Since(start).Seconds(), "open-s")
		after := procRSS()
		b.ReportMetric(float64(after.anon-before.anon)/1e3, "open-anon-MB")
		b.ReportMetric(float64(after.file-before.file)/1e3, "open-file-MB")

		var ids []int32
		start = time.Now()
		words := 0
		for rep := 0; rep < 20; rep++ {
			for _, s := range segs {
				ids = comp.wordIDs(s, ids[:0])
				words += len(s)
			}
		}
		b.ReportMetric(float64(words)/time.Since(start).Seconds(), "lookups/s")
		start = time.Now()
		n := 0
		words = 0
		for rep := 0; rep < 20; rep++ {
			for _, s := range segs {
				n += walkSegment(comp, s, &ids)
				words += len(s)
			}
		}
		el := time.Since(start).Seconds()
		b.ReportMetric(float64(words)/el, "words/s")
		b.ReportMetric(float64(words)/50/el, "segments/s")
		b.ReportMetric(float64(n)/float64(words), "Bwords/word")
		require.NoError(b, comp.Close())
	}
}

type rss struct{ anon, file int64 } // kB

// procRSS reads the resident anonymous and file-backed memory of the
// process (Linux; zero elsewhere).
func procRSS() rss {
	var r rss
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return r
	}
	for _, l := range strings.Split(string(b), "\n") {
		k, v, _ := strings.Cut(l, ":")
		n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		switch k {
		case "RssAnon":
			r.anon = n
		case "RssFile":
			r.file = n
		}
	}
	return r
}

const syntheticVocab = 500_000

// syntheticWord spells word i of the synthetic vocabulary: letter
// syllables, short for frequent words.
func syntheticWord(sb *strings.Builder, i uint64) {
	const consonants, vowels = "bdfgklmnprstvz", "aeiou"
	const base = uint64(len(consonants) * len(vowels))
	for i++; i > 0; i /= base {
		k := int(i % base)
		sb.WriteByte(consonants[k/len(vowels)])
		sb.WriteByte(vowels[k%len(vowels)])
	}
}

type syntheticGen struct {
	rng  *rand.Rand
	zipf *rand.Zipf
	sb   strings.Builder
}

func newSyntheticGen(seed uint64) *syntheticGen {
	rng := rand.New(rand.NewPCG(seed, 1))
	return &syntheticGen{rng: rng, zipf: rand.NewZipf(rng, 1.07, 2, syntheticVocab-1)}
}

// phrase returns a phrase of 1–4 words (30/35/25/10%).
func (g *syntheticGen) phrase() string {
	n := 1
	switch x := g.rng.IntN(100); {
	case x >= 90:
		n = 4
	case x >= 65:
		n = 3
	case x >= 30:
		n = 2
	}
	g.sb.Reset()
	for i := 0; i < n; i++ {
		if i > 0 {
			g.sb.WriteByte(' ')
		}
		syntheticWord(&g.sb, g.zipf.Uint64())
	}
	return g.sb.String()
}

// writeSyntheticTable writes a gzip Meteor-format table of the given
// number of records, grouped by A-phrase like Meteor's tables: each
// distinct A-phrase gets 1 + Exponential(mean 5) records; 70% of the
// B-phrases are earlier A-phrases of the table.
func writeSyntheticTable(t testing.TB, path string, records int) {
	t.Helper()
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	zw, err := gzip.NewWriterLevel(f, gzip.BestSpeed)
	require.NoError(t, err)
	w := bufio.NewWriterSize(zw, 1<<20)
	g := newSyntheticGen(1)
	pool := make([]string, 0, 1<<20)
	var line []byte
	seen := map[string]struct{}{} // A-phrases are distinct: one group each
	for r := 0; r < records; {
		a := g.phrase()
		if _, dup := seen[a]; dup {
			continue
		}
		seen[a] = struct{}{}
		if len(pool) < cap(pool) {
			pool = append(pool, a)
		} else {
			pool[g.rng.IntN(len(pool))] = a
		}
		for k := 1 + int(g.rng.ExpFloat64()*5); k > 0 && r < records; k-- {
			b := pool[g.rng.IntN(len(pool))]
			if g.rng.IntN(10) >= 7 || b == a {
				b = g.phrase()
			}
			line = strconv.AppendFloat(line[:0], g.rng.Float64(), 'f', 6, 64)
			line = append(append(append(append(append(line, '\n'), a...), '\n'), b...), '\n')
			_, err := w.Write(line)
			require.NoError(t, err)
			r++
		}
	}
	require.NoError(t, w.Flush())
	require.NoError(t, zw.Close())
	require.NoError(t, f.Close())
}

// syntheticSegments returns n segments of the given length drawn from
// the synthetic vocabulary.
func syntheticSegments(n, length int) [][]string {
	g := newSyntheticGen(2)
	segs := make([][]string, n)
	for i := range segs {
		for len(segs[i]) < length {
			segs[i] = append(segs[i], strings.Fields(g.phrase())...)
		}
		segs[i] = segs[i][:length]
	}
	return segs
}
