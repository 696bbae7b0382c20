package meteor

import (
	"io"
	"sync"
)

// streamBatch is the number of segments a worker scores at a time.
const streamBatch = 128

type batch struct {
	start int
	hyps  []string
	refs  [][]string
	segs  []Segment
	done  chan struct{}
}

// Stream scores segments produced by next (which returns io.EOF at the
// end) on workers goroutines and calls emit for each result in input
// order. Memory stays bounded: at most a few batches per worker are in
// flight. The first error from next or emit stops the stream.
func (s *Scorer) Stream(next func() (hyp string, refs []string, err error), workers int, emit func(i int, seg *Segment) error) error {
	if workers < 1 {
		workers = 1
	}
	work := make(chan *batch, workers)
	ordered := make(chan *batch, 2*workers)
	stop := make(chan struct{})
	var readErr error
	go func() {
		defer close(work)
		defer close(ordered)
		i := 0
		for {
			b := &batch{start: i, done: make(chan struct{})}
			for len(b.hyps) < streamBatch {
				h, r, err := next()
				if err != nil {
					if err != io.EOF {
						readErr = err
					}
					break
				}
				b.hyps = append(b.hyps, h)
				b.refs = append(b.refs, r)
			}
			if len(b.hyps) == 0 {
				return
			}
			i += len(b.hyps)
			select {
			case ordered <- b:
			case <-stop:
				return
			}
			select {
			case work <- b:
			case <-stop:
				return
			}
			if len(b.hyps) < streamBatch {
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for k := 0; k < workers; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				b.segs = make([]Segment, len(b.hyps))
				for j := range b.hyps {
					b.segs[j] = s.Align(b.hyps[j], b.refs[j])
				}
				close(b.done)
			}
		}()
	}
	var emitErr error
	for b := range ordered {
		if emitErr != nil {
			continue
		}
		<-b.done
		for j := range b.segs {
			if err := emit(b.start+j, &b.segs[j]); err != nil {
				emitErr = err
				close(stop)
				break
			}
		}
	}
	if emitErr != nil {
		// Drain: workers finish their batches; the reader has stopped.
		go func() {
			for range work {
			}
		}()
		wg.Wait()
		return emitErr
	}
	wg.Wait()
	return readErr
}
