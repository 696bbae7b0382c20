package jar

import (
	"bufio"
	"errors"
	"io"
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
// line, flushing after every answer:
//
//	SCORE ||| ref1 ||| … ||| refN ||| hyp   → the 23-field statistics line of the best ref
//	EVAL ||| s1 ||| … ||| sN               → N+1 lines: the score of each s_i, then of their sum
//
// EVAL follows the jar that wrappers ship (pycocoevalcap reads N+1 lines).
// A malformed line, a line over data.MaxLineBytes and an EVAL statistic
// that is not a count (meteor.ParseSS) are answered with an "Error: …"
// line and serving goes on (the reference dies on malformed EVAL numbers
// and scores negative or infinite ones). Lines end as Java's readLine
// ends them, a bare "\r" included (see requestReader).
func ServeStdio(sc *meteor.Scorer, in io.Reader, out io.Writer) error {
	rd := newRequestReader(in, data.MaxLineBytes)
	w := bufio.NewWriter(out)
	var buf []byte
	for {
		raw, err := rd.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		line := string(raw)
		buf = buf[:0]
		switch {
		case errors.Is(err, errLineTooLong):
			buf = append(buf, "Error: "+err.Error()+"\n"...)
		case err != nil:
			return err
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
		default:
			buf = append(buf, "Error: specify SCORE or EVAL\n"...)
		}
		if _, err := w.Write(buf); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
}
