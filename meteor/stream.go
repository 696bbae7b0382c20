package meteor

import (
	"context"

	"github.com/parmesan-mt/parmesan/internal/pool"
)

// streamBatch is the number of segments a worker scores at a time.
const streamBatch = 128

type streamItem struct {
	hyp  string
	refs []string
}

// Stream scores segments produced by next (which returns io.EOF at the
// end) on workers goroutines and calls emit for each result in input
// order, from the calling goroutine. Memory stays bounded: at most a few
// batches per worker are in flight. The first error from next or emit
// stops the stream and is returned; so is a panic while scoring, as an
// error (*pool.PanicError) rather than a crash.
func (s *Scorer) Stream(next func() (hyp string, refs []string, err error), workers int, emit func(i int, seg *Segment) error) error {
	return pool.Ordered(context.Background(), pool.Options{Workers: max(1, workers), Block: streamBatch},
		func() (streamItem, error) {
			h, r, err := next()
			return streamItem{h, r}, err
		},
		func(it streamItem) Segment { return s.Align(it.hyp, it.refs) },
		emit)
}
