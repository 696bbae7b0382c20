package pool

import (
	"context"
	"errors"
	"io"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var errBoom = errors.New("boom")

func TestRunVisitsEveryJobOnce(t *testing.T) {
	for _, w := range []int{1, 3, 16} {
		for _, block := range []int{0, 1, 7} {
			seen := make([]atomic.Int32, 1000)
			var progress atomic.Int64
			err := Each(context.Background(), len(seen), Options{Workers: w, Block: block, Progress: func(d int) {
				// Progress runs concurrently: keep the maximum with a CAS loop.
				for old := progress.Load(); int64(d) > old && !progress.CompareAndSwap(old, int64(d)); old = progress.Load() {
				}
			}},
				func(k int) error { seen[k].Add(1); return nil })
			require.NoError(t, err)
			for k := range seen {
				require.Equal(t, int32(1), seen[k].Load(), "workers %d block %d job %d", w, block, k)
			}
			assert.Equal(t, int64(len(seen)), progress.Load())
		}
	}
}

// TestRunPanicIsAnError injects a panic into one job: the caller gets an
// error carrying the value and the stack, whatever the number of workers.
func TestRunPanicIsAnError(t *testing.T) {
	for _, w := range []int{1, 4} {
		err := Run(context.Background(), 100, Options{Workers: w},
			func() []int { return nil },
			func(_ []int, k int) error {
				if k == 37 {
					panic(errBoom)
				}
				return nil
			})
		var pe *PanicError
		require.ErrorAs(t, err, &pe, "workers %d", w)
		assert.ErrorIs(t, err, errBoom)
		assert.Contains(t, string(pe.Stack), "pool_test.go")
		// A panic with a non-error value.
		var empty []int
		err = Each(context.Background(), 10, Options{Workers: w}, func(k int) error {
			empty[k]++ // a runtime error: index out of range
			return nil
		})
		require.ErrorAs(t, err, &pe)
		assert.Contains(t, err.Error(), "index out of range")
	}
}

func TestRunStopsAtFirstError(t *testing.T) {
	var ran atomic.Int64
	err := Each(context.Background(), 100000, Options{Workers: 4}, func(k int) error {
		ran.Add(1)
		if k == 10 {
			return errBoom
		}
		return nil
	})
	require.ErrorIs(t, err, errBoom)
	assert.Less(t, ran.Load(), int64(100000))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, Each(ctx, 10, Options{}, func(int) error { return nil }), context.Canceled)
}

// counter yields 0, 1, …, n-1 then io.EOF.
func counter(n int) func() (int, error) {
	i := 0
	return func() (int, error) {
		if i == n {
			return 0, io.EOF
		}
		i++
		return i - 1, nil
	}
}

func TestOrderedKeepsOrder(t *testing.T) {
	for _, w := range []int{1, 2, 8} {
		for _, n := range []int{0, 1, 127, 128, 129, 1000} {
			var got []int
			err := Ordered(context.Background(), Options{Workers: w, Block: 128}, counter(n),
				func(x int) int { return x * x },
				func(i int, r *int) error {
					require.Equal(t, i*i, *r)
					got = append(got, i)
					return nil
				})
			require.NoError(t, err)
			require.Len(t, got, n, "workers %d n %d", w, n)
		}
	}
}

func TestOrderedErrors(t *testing.T) {
	for _, w := range []int{1, 4} {
		// A panic in work.
		err := Ordered(context.Background(), Options{Workers: w, Block: 8}, counter(1000),
			func(x int) int {
				if x == 500 {
					panic(errBoom)
				}
				return x
			},
			func(int, *int) error { return nil })
		var pe *PanicError
		require.ErrorAs(t, err, &pe, "workers %d", w)
		require.ErrorIs(t, err, errBoom)
		// A panic in next.
		n := 0
		err = Ordered(context.Background(), Options{Workers: w}, func() (int, error) {
			n++
			if n == 50 {
				panic(errBoom)
			}
			return n, nil
		}, func(x int) int { return x }, func(int, *int) error { return nil })
		require.ErrorIs(t, err, errBoom)
		// An error from next, and one from emit.
		errRead := errors.New("read")
		err = Ordered(context.Background(), Options{Workers: w}, func() (int, error) { return 0, errRead },
			func(x int) int { return x }, func(int, *int) error { return nil })
		require.ErrorIs(t, err, errRead)
		emitted := 0
		err = Ordered(context.Background(), Options{Workers: w, Block: 4}, counter(1000),
			func(x int) int { return x },
			func(i int, _ *int) error {
				emitted++
				if i == 10 {
					return errBoom
				}
				return nil
			})
		require.ErrorIs(t, err, errBoom)
		assert.Equal(t, 11, emitted, "emit is not called after its error")
	}
}
