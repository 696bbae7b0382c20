// Package pool is the project's one worker pool: it runs indexed jobs
// (Run) or an ordered stream (Ordered) on several goroutines, stops at the
// first error or at the context's cancellation, and turns a panic in a job
// into an error returned to the caller (a *PanicError carrying the value
// and the worker's stack) instead of a crash of the whole process from a
// goroutine nobody can recover.
package pool

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// PanicError is a panic recovered in a pool's goroutine.
type PanicError struct {
	Value any    // the value passed to panic
	Stack []byte // the panicking goroutine's stack
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("panic in a worker: %v\n%s", e.Value, e.Stack)
}

// Unwrap returns the panic value when it is an error, so that errors.Is
// and errors.As see through the panic.
func (e *PanicError) Unwrap() error {
	err, _ := e.Value.(error)
	return err
}

// Options say how a pool runs. The zero value is valid.
type Options struct {
	// Workers is the number of goroutines (default runtime.GOMAXPROCS).
	Workers int
	// Block is the number of consecutive jobs a worker takes at a time
	// (default 1 for Run, 128 for Ordered).
	Block int
	// Progress, when set, is called with the number of jobs done after
	// each block. Run calls it from the workers, concurrently.
	Progress func(done int)
}

func (o Options) workers(n int) int {
	w := o.Workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	return max(1, min(w, n))
}

// protect calls f, returning its error or its panic as a *PanicError.
func protect(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &PanicError{Value: r, Stack: debug.Stack()}
		}
	}()
	return f()
}

// Run calls job(w, k) for every k in [0, n) on up to o.Workers
// goroutines, where w is the goroutine's own scratch state made by
// newWorker. Jobs are handed out in blocks by an atomic counter, so the
// split among workers varies between runs; callers make a job's result
// depend on k alone. The first error (a job's, a panic's, or the
// context's) stops the hand-out and is returned once every worker has
// stopped.
func Run[W any](ctx context.Context, n int, o Options, newWorker func() W, job func(w W, k int) error) error {
	if n <= 0 {
		return ctx.Err()
	}
	block := max(1, o.Block)
	var (
		next, done atomic.Int64
		first      atomic.Pointer[error]
		wg         sync.WaitGroup
	)
	fail := func(err error) {
		first.CompareAndSwap(nil, &err)
		next.Store(int64(n)) // stop the others early
	}
	work := func() {
		defer wg.Done()
		err := protect(func() error {
			w := newWorker()
			for {
				if err := ctx.Err(); err != nil {
					return err
				}
				start := int(next.Add(int64(block))) - block
				if start >= n {
					return nil
				}
				end := min(start+block, n)
				for k := start; k < end; k++ {
					if err := job(w, k); err != nil {
						return err
					}
				}
				d := done.Add(int64(end - start))
				if o.Progress != nil {
					o.Progress(int(d))
				}
			}
		})
		if err != nil {
			fail(err)
		}
	}
	workers := o.workers(n)
	wg.Add(workers)
	for range workers - 1 {
		go work()
	}
	work() // the caller's goroutine is one of the workers
	wg.Wait()
	if p := first.Load(); p != nil {
		return *p
	}
	return nil
}

// Each is Run without per-worker state.
func Each(ctx context.Context, n int, o Options, job func(k int) error) error {
	return Run(ctx, n, o, func() struct{} { return struct{}{} }, func(_ struct{}, k int) error { return job(k) })
}

// Ordered reads items with next (which returns io.EOF at the end), maps
// each with work on up to o.Workers goroutines, and calls emit with the
// results in input order, from the calling goroutine. Memory stays
// bounded: at most a few blocks per worker are in flight. The first error
// from next, work (a panic included), emit or the context stops the
// stream and is returned.
func Ordered[T, R any](ctx context.Context, o Options, next func() (T, error), work func(T) R, emit func(i int, r *R) error) error {
	type batch struct {
		start int
		in    []T
		out   []R
		err   error
		done  chan struct{}
	}
	workers := o.workers(1 << 30)
	size := o.Block
	if size <= 0 {
		size = 128
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan *batch, workers)
	ordered := make(chan *batch, 2*workers)
	var readErr error
	go func() {
		defer close(jobs)
		defer close(ordered)
		i := 0
		for {
			b := &batch{start: i, done: make(chan struct{})}
			err := protect(func() error {
				for len(b.in) < size {
					x, err := next()
					if err != nil {
						return err
					}
					b.in = append(b.in, x)
				}
				return nil
			})
			if err != nil && !errors.Is(err, io.EOF) {
				readErr = err
			}
			if len(b.in) == 0 {
				return
			}
			i += len(b.in)
			select {
			case ordered <- b:
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- b:
			case <-ctx.Done():
				return
			}
			if len(b.in) < size {
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range jobs {
				b.err = protect(func() error {
					b.out = make([]R, len(b.in))
					for j := range b.in {
						b.out[j] = work(b.in[j])
					}
					return nil
				})
				close(b.done)
			}
		}()
	}
	var err error
	for b := range ordered {
		if err != nil {
			continue // drain: the reader stops at the cancelled context
		}
		select {
		case <-b.done:
		case <-ctx.Done():
			err = ctx.Err()
			cancel()
			continue
		}
		if b.err != nil {
			err = b.err
			cancel()
			continue
		}
		for j := range b.out {
			if e := protect(func() error { return emit(b.start+j, &b.out[j]) }); e != nil {
				err = e
				cancel()
				break
			}
		}
	}
	wg.Wait() // the reader has closed jobs; workers finish what was queued
	if err != nil {
		return err
	}
	if readErr != nil {
		return readErr
	}
	return ctx.Err()
}
