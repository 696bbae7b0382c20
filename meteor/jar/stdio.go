package jar

import (
	"bufio"
	"errors"
	"io"
	"runtime"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/meteor"
)

// javaSplit splits s on the literal sep like Java's String.split with a
// quoted pattern: trailing empty fields are dropped.
func javaSplit(s, sep string) []string {
	parts := strings.Split(s, sep)
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// ServeStdio answers the reference's -stdio protocol (spec §10.6) line by
// line, in order, scoring on all CPUs and flushing whenever no further
// request is waiting (so an interactive client gets each answer at once):
//
//	SCORE ||| ref1 ||| … ||| refN ||| hyp   → the 23-field statistics line of the best ref
//	EVAL ||| s1 ||| … ||| sN               → N+1 lines: the score of each s_i, then of their sum
//
// EVAL follows the jar that wrappers ship (pycocoevalcap reads N+1 lines).
// One request is parmesan's own (ServeStdioSigned):
//
//	SIGNATURE ||| n                        → the signature of the scores for n references
//
// A malformed line, a line over data.MaxLineBytes and an EVAL statistic
// that is not a count (meteor.ParseSS) are answered with an "Error: …"
// line and serving goes on (the reference dies on malformed EVAL numbers
// and scores negative or infinite ones). Lines end as Java's readLine
// ends them, a bare "\r" included (see requestReader).
func ServeStdio(sc *meteor.Scorer, in io.Reader, out io.Writer) error {
	return serveStdio(sc, in, out, runtime.GOMAXPROCS(0), nil)
}

// ServeStdioSigned is ServeStdio that also answers "SIGNATURE ||| n" with
// sign(n), the signature of the scores for n references per segment (the
// Python package asks for it; the reference scorer has no such request).
func ServeStdioSigned(sc *meteor.Scorer, in io.Reader, out io.Writer, sign func(nrefs int) string) error {
	return serveStdio(sc, in, out, runtime.GOMAXPROCS(0), sign)
}

// request is one stdio line on its way through serveStdio.
type request struct {
	line   string
	err    error // from reading: errLineTooLong is answered, others end serving
	answer []byte
	done   chan struct{}
}

// serveStdio answers requests on several goroutines and writes the answers
// in request order. It flushes whenever no further request is waiting, so
// a client that sends one line and waits for its answer gets it at once,
// while a client that streams many lines gets them in buffered blocks
// (throughput close to file mode instead of one scoring goroutine and one
// write system call per line).
func serveStdio(sc *meteor.Scorer, in io.Reader, out io.Writer, workers int, sign func(int) string) error {
	rd := newRequestReader(in, data.MaxLineBytes)
	stop := make(chan struct{})
	defer close(stop)
	work := make(chan *request, 4*workers)
	queue := make(chan *request, 4*workers)
	go func() {
		defer close(work)
		defer close(queue)
		for {
			raw, err := rd.next()
			if errors.Is(err, io.EOF) {
				return
			}
			r := &request{line: string(raw), err: err, done: make(chan struct{})}
			select {
			case queue <- r:
			case <-stop:
				return
			}
			if err != nil && !errors.Is(err, errLineTooLong) {
				return
			}
			select {
			case work <- r:
			case <-stop:
				return
			}
		}
	}()
	for range workers {
		go func() {
			var buf []byte
			for r := range work {
				buf = answer(sc, sign, r.line, r.err, buf[:0])
				r.answer = append([]byte(nil), buf...)
				close(r.done)
			}
		}()
	}
	w := bufio.NewWriter(out)
	for r := range queue {
		if r.err != nil && !errors.Is(r.err, errLineTooLong) {
			w.Flush()
			return r.err
		}
		<-r.done
		if _, err := w.Write(r.answer); err != nil {
			return err
		}
		if len(queue) == 0 {
			if err := w.Flush(); err != nil {
				return err
			}
		}
	}
	return w.Flush()
}

// answer appends the answer to one request line (read with error err) to
// buf.
func answer(sc *meteor.Scorer, sign func(int) string, line string, err error, buf []byte) []byte {
	switch {
	case errors.Is(err, errLineTooLong):
		buf = append(buf, "Error: "+err.Error()+"\n"...)
	case strings.HasPrefix(line, "SCORE") || strings.HasPrefix(line, "score"):
		parts := javaSplit(line, "|||")
		if len(parts) < 3 {
			buf = append(buf, "Error: specify hypothesis and at least one reference\n"...)
			break
		}
		for i := range parts {
			parts[i] = jvm.Trim(parts[i])
		}
		seg := sc.Align(parts[len(parts)-1], parts[1:len(parts)-1])
		buf = append(seg.Stats.AppendSS(buf), '\n')
	case strings.HasPrefix(line, "EVAL") || strings.HasPrefix(line, "eval"):
		parts := javaSplit(line, "|||")
		if len(parts) < 2 {
			buf = append(buf, "Error: specify Meteor stats\n"...)
			break
		}
		var agg meteor.Stats
		var scores []byte
		ok := true
		for _, p := range parts[1:] {
			st, err := meteor.ParseSS(p)
			if err != nil {
				buf = append(buf, "Error: "+err.Error()+"\n"...)
				ok = false
				break
			}
			agg.Add(&st)
			scores = append(jvm.AppendDouble(scores, sc.Compute(st).Score), '\n')
		}
		if ok {
			buf = append(buf, scores...)
			buf = append(jvm.AppendDouble(buf, sc.Compute(agg).Score), '\n')
		}
	case sign != nil && strings.HasPrefix(line, "SIGNATURE"):
		parts := javaSplit(line, "|||")
		n, err := 0, error(nil)
		if len(parts) == 2 {
			n, err = strconv.Atoi(jvm.Trim(parts[1]))
		}
		if len(parts) != 2 || err != nil || n < 1 {
			buf = append(buf, "Error: specify SIGNATURE ||| number of references\n"...)
			break
		}
		buf = append(append(buf, sign(n)...), '\n')
	default:
		buf = append(buf, "Error: specify SCORE or EVAL\n"...)
	}
	return buf
}
