package ter

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/parmesan-mt/parmesan/metric"
)

// StatsAll computes the statistics of every segment with workers
// goroutines (GOMAXPROCS when workers ≤ 0), in input order: refs[i] are
// the references of hyps[i]. The first error names its segment (1-based).
// Any metric.Metric works; TER is where it pays, a segment costing up to
// a thousand edit distances.
func StatsAll(m metric.Metric, hyps []string, refs [][]string, workers int) ([]metric.Stats, error) {
	if len(refs) != len(hyps) {
		return nil, fmt.Errorf("ter: %d hypotheses but %d reference sets", len(hyps), len(refs))
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	out := make([]metric.Stats, len(hyps))
	errs := make([]error, len(hyps))
	var next int64
	var mu sync.Mutex
	take := func() int {
		mu.Lock()
		defer mu.Unlock()
		i := int(next)
		next++
		return i
	}
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := take(); i < len(hyps); i = take() {
				out[i], errs[i] = m.Stats(hyps[i], refs[i])
			}
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("segment %d: %w", i+1, err)
		}
	}
	return out, nil
}
