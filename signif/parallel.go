package signif

import (
	"sync"
	"sync/atomic"
)

// run calls job(w, k) for every k in [0, n) on up to workers goroutines,
// where w is the worker's own scratch state from newWorker. Jobs are handed
// out in blocks by an atomic counter, so the split among workers varies
// between runs; callers make each job's result depend on k alone.
//
// A panic in a job (a bug in the metric) is re-raised in the calling
// goroutine, with the same value, after all workers have stopped, where
// the caller can recover it, instead of crashing the program from a worker.
func run[W any](n, workers int, newWorker func() W, job func(w W, k int)) {
	workers = max(1, min(workers, n))
	if workers == 1 {
		w := newWorker()
		for k := 0; k < n; k++ {
			job(w, k)
		}
		return
	}
	const block = 4
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		panicked atomic.Pointer[any]
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					panicked.CompareAndSwap(nil, &r)
					next.Store(int64(n)) // stop the others early
				}
			}()
			w := newWorker()
			for {
				start := int(next.Add(block)) - block
				if start >= n {
					return
				}
				for k := start; k < min(start+block, n); k++ {
					job(w, k)
				}
			}
		}()
	}
	wg.Wait()
	if p := panicked.Load(); p != nil {
		panic(*p)
	}
}
