package signif

import (
	"context"
	"fmt"

	"github.com/parmesan-mt/parmesan/internal/pool"
)

// run calls job(w, k) for every k in [0, n) on up to workers goroutines
// (the project's worker pool), where w is the worker's own scratch state
// from newWorker. Jobs are handed out in blocks, so the split among
// workers varies between runs; callers make each job's result depend on k
// alone.
//
// A panic in a job (a bug in the metric) comes back as an error wrapping
// a *pool.PanicError (errors.Is sees the panic value when it is an error)
// instead of crashing the program from a worker.
func run[W any](n, workers int, newWorker func() W, job func(w W, k int)) error {
	err := pool.Run(context.Background(), n, pool.Options{Workers: max(1, workers), Block: 4}, newWorker,
		func(w W, k int) error { job(w, k); return nil })
	if err != nil {
		return fmt.Errorf("signif: %w", err)
	}
	return nil
}
