package metaeval

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/parmesan-mt/parmesan/eval"
)

// BenchmarkEvalScoredCS is the eval-scored part of "parmesan correlate
// --metric parmesan,meteor" on WMT23 en-cs (15 systems × 2,074
// segments): the Parmesan metric's and Meteor's Stats, sharing the
// hypotheses (eval.Hypotheses) as FromSet has them, without the cache.
// The resources load and the Czech analyser's caches fill before the
// timer starts, so each iteration is a warm run of the stage (issue #37).
func BenchmarkEvalScoredCS(b *testing.B) {
	dir := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs")
	lines := func(p string) []string {
		raw, err := os.ReadFile(p)
		if err != nil {
			b.Skipf("WMT23 en-cs not found: %v", err)
		}
		return strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n")
	}
	refs := [][]string{lines(filepath.Join(dir, "ref.txt"))}
	paths, _ := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	var hyps [][]string
	for _, p := range paths {
		hyps = append(hyps, lines(p))
	}
	h := &eval.Hypotheses{}
	var scorers []Scorer
	for _, name := range []string{Parmesan, Meteor} {
		sc, err := NewScorer(name, ScorerConfig{Lang: "cs", hyps: h})
		if err != nil {
			b.Fatal(err)
		}
		scorers = append(scorers, sc)
	}
	run := func() {
		*h = eval.Hypotheses{}
		for _, sc := range scorers {
			if _, err := sc.Stats(refs, hyps); err != nil {
				b.Skipf("%s: %v", sc.Name(), err)
			}
		}
	}
	run()
	b.ReportAllocs()
	b.ResetTimer()
	before := cpuTime()
	for range b.N {
		run()
	}
	b.ReportMetric(float64(cpuTime()-before)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the process's user and system time so far: the stage's
// workers keep both cores busy, and other processes on the machine
// lengthen the wall time only.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
