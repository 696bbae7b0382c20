package ter_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/internal/sacretest"
	"github.com/parmesan-mt/parmesan/metric/ter"
)

// bench100k reads ../shared/bench/bench-100k as sacrebleu's command line
// would, skipping when it is absent.
func bench100k(b *testing.B) (hyps []string, refs [][]string, bytes int64) {
	b.Helper()
	dir := filepath.Join(sacretest.Root(b), "..", "shared", "bench", "bench-100k")
	if _, err := os.Stat(filepath.Join(dir, "hyp.txt")); err != nil {
		b.Skipf("bench-100k not found under %s: %v", dir, err)
	}
	hyps = sacretest.ReadLines(b, filepath.Join(dir, "hyp.txt"))
	r := sacretest.ReadLines(b, filepath.Join(dir, "ref.txt"))
	if len(r) != len(hyps) {
		b.Fatalf("bench-100k: %d hypotheses, %d references", len(hyps), len(r))
	}
	refs = make([][]string, len(r))
	for i := range r {
		refs[i] = r[i : i+1]
		bytes += int64(len(hyps[i]) + len(r[i]))
	}
	return hyps, refs, bytes
}

// BenchmarkCorpus100k scores all of bench-100k (100,000 segments) with
// default TER on every core; the corpus score is reported as "TER".
// sacrebleu 2.6.0 takes 3,019 s on this machine.
func BenchmarkCorpus100k(b *testing.B) {
	hyps, refs, bytes := bench100k(b)
	m := ter.New(ter.Options{})
	b.SetBytes(bytes)
	b.ReportAllocs()
	b.ResetTimer()
	var score float64
	for range b.N {
		segs, err := ter.StatsAll(m, hyps, refs, 0)
		if err != nil {
			b.Fatal(err)
		}
		score = m.Corpus(metric.Aggregate(m, segs)).Score
	}
	b.ReportMetric(score, "TER")
	b.Logf("corpus TER %.6f", score)
}

// BenchmarkStats scores the first 2,000 segments of bench-100k on one
// goroutine.
func BenchmarkStats(b *testing.B) {
	hyps, refs, _ := bench100k(b)
	hyps, refs = hyps[:2000], refs[:2000]
	var bytes int64
	for i := range hyps {
		bytes += int64(len(hyps[i]) + len(refs[i][0]))
	}
	m := ter.New(ter.Options{})
	b.SetBytes(bytes)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for i := range hyps {
			if _, err := m.Stats(hyps[i], refs[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkTokenizeNormalized is the tercom normalizer on a long line.
func BenchmarkTokenizeNormalized(b *testing.B) {
	line := strings.Repeat("Herrmann-Wick's 34-year-old rival, \"the favourite\" (aged 29), won 2.5 km & more. ", 8)
	o := ter.Options{Normalized: true, AsianSupport: true}
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for range b.N {
		ter.Tokenize(line, o)
	}
}
