package jar

import (
	"bufio"
	"github.com/parmesan-mt/parmesan/meteor"
	"io"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
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
// A malformed line is answered with an "Error: …" line and serving goes on
// (the reference dies on malformed EVAL numbers).
func ServeStdio(sc *meteor.Scorer, in io.Reader, out io.Writer) error {
	rd := newLineScanner(in)
	w := bufio.NewWriter(out)
	var buf []byte
	for rd.Scan() {
		line := rd.Text()
		buf = buf[:0]
		switch {
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
	return rd.Err()
}
