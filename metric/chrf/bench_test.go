package chrf

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/internal/sacretest"
)

func readLines(b *testing.B, path string) []string {
	f, err := os.Open(path)
	if err != nil {
		b.Skipf("bench-100k not found (%v)", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// BenchmarkCorpus100k computes chrF statistics of ../shared/bench/bench-100k
// on one goroutine.
func BenchmarkCorpus100k(b *testing.B) {
	dir := filepath.Join(sacretest.Root(b), "..", "shared", "bench", "bench-100k")
	hyps, refs := readLines(b, filepath.Join(dir, "hyp.txt")), readLines(b, filepath.Join(dir, "ref.txt"))
	m, _ := New(Options{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var tot metric.Stats
		for j := range hyps {
			s, err := m.Stats(hyps[j], refs[j:j+1])
			if err != nil {
				b.Fatal(err)
			}
			m.Add(&tot, s)
		}
		b.ReportMetric(m.Corpus(tot).Score, "chrF")
	}
}
