package jar

import (
	"bufio"
	"errors"
	"fmt"
	"github.com/parmesan-mt/parmesan/meteor"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// BeamWarning is what the reference prints to stderr each time the beam
// search has no path to continue with (spec §5.3).
const BeamWarning = "Warning: unexpected conditions - skipping matches until possible to continue"

// ErrLineCount is returned when the test and reference files do not have
// matching line counts. (The reference prints an error and exits 0.)
var ErrLineCount = errors.New("Error: test and reference not same length")

// Env is what Run talks to. Nil fields mean os.Stdin, os.Stdout,
// os.Stderr, os.Getenv and all CPUs.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	Workers        int
	// Signature, when set, makes -stdio answer "SIGNATURE ||| n" with the
	// signature of the scores (ServeStdioSigned).
	Signature func(set meteor.Settings, fp meteor.Fingerprints, nrefs int) string
}

func (e *Env) fill() {
	if e.Stdin == nil {
		e.Stdin = os.Stdin
	}
	if e.Stdout == nil {
		e.Stdout = os.Stdout
	}
	if e.Stderr == nil {
		e.Stderr = os.Stderr
	}
	if e.Getenv == nil {
		e.Getenv = os.Getenv
	}
	if e.Workers <= 0 {
		e.Workers = runtime.GOMAXPROCS(0)
	}
}

// EmbeddedParaphraseNote is printed once to stderr when an English run
// uses parmesan's embedded paraphrase table for want of the reference's.
const EmbeddedParaphraseNote = "parmesan meteor: no paraphrase table given (-a, -resources DIR|JAR, $" + meteor.ResourceEnv + " or ./data/paraphrase-en.gz); using parmesan's embedded English WordNet table, so scores differ from the reference's paraphrase-en.gz"

// ResourceNotes are what a run says on stderr about where its resources
// came from: the files found in the working directory when none were
// given, and the embedded paraphrase table used for want of one. The
// reference prints nothing of the kind; clients read only its stdout.
func ResourceNotes(res *meteor.Resources) []string {
	var out []string
	if len(res.Found) > 0 {
		out = append(out, "parmesan meteor: no -resources given; using "+strings.Join(res.Found, " and ")+
			" from the working directory, where pycocoevalcap and nlg-eval keep them")
	}
	switch {
	case res.ParaphraseMissing != "":
		out = append(out, "parmesan meteor: no paraphrase table at "+res.ParaphraseMissing+
			"; using parmesan's embedded English WordNet table, so scores differ from the reference's paraphrase-en.gz")
	case res.EmbeddedParaphrases:
		out = append(out, EmbeddedParaphraseNote)
	}
	return out
}

// Run does what the reference scorer does with the same options: score a
// plaintext or SGML test file against references, or serve the -stdio
// protocol, writing the same bytes to stdout, stderr and output files.
func Run(o *Options, env Env) error {
	env.fill()
	for _, w := range o.Warnings {
		fmt.Fprintln(env.Stderr, w)
	}
	set, err := o.Config.Resolve()
	if err != nil {
		return err
	}
	for _, w := range set.Warnings {
		fmt.Fprintln(env.Stderr, w)
	}
	res, err := meteor.LoadResources(set, o.Files(env.Getenv))
	if err != nil {
		return err
	}
	for _, n := range ResourceNotes(res) {
		fmt.Fprintln(env.Stderr, n)
	}
	sc, err := meteor.NewWithSettings(set, res)
	if err != nil {
		return err
	}
	switch {
	case o.Stdio:
		if env.Signature == nil {
			return ServeStdio(sc, env.Stdin, env.Stdout)
		}
		return ServeStdioSigned(sc, env.Stdin, env.Stdout, func(n int) string { return env.Signature(set, res.Fingerprints, n) })
	case o.SGML:
		return runSGML(sc, o, env)
	default:
		return runPlain(sc, o, env)
	}
}

// countLines counts lines with Java readLine semantics.
func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := newLineScanner(f)
	n := 0
	for sc.Scan() {
		n++
	}
	if err := sc.Err(); err != nil {
		return n, &data.PosError{File: path, Line: n + 1, Err: err}
	}
	return n, nil
}

func newLineScanner(r io.Reader) *bufio.Scanner {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), data.MaxLineBytes)
	sc.Split(jvm.ScanLines)
	return sc
}

func runPlain(sc *meteor.Scorer, o *Options, env Env) error {
	nh, err := countLines(o.Test)
	if err != nil {
		return err
	}
	nrLines, err := countLines(o.Reference)
	if err != nil {
		return err
	}
	r := o.RefsPerHyp
	if nrLines != nh*r {
		return fmt.Errorf("%w (%s: %d lines, %s: %d lines, %d reference(s) per segment)", ErrLineCount, o.Test, nh, o.Reference, nrLines, r)
	}
	stdout := bufio.NewWriterSize(env.Stdout, 64*1024)
	stderr := bufio.NewWriter(env.Stderr)
	defer stdout.Flush()
	defer stderr.Flush()
	set := sc.Settings()
	if !o.SSOut && !o.Quiet {
		if err := WriteHeader(stdout, set, false); err != nil {
			return err
		}
	}
	var align *data.AtomicFile
	if o.WriteAlignments {
		if align, err = data.CreateAtomic(o.Prefix + "-align.out"); err != nil {
			return err
		}
		defer align.Abort()
	}
	tf, err := os.Open(o.Test)
	if err != nil {
		return err
	}
	defer tf.Close()
	rf, err := os.Open(o.Reference)
	if err != nil {
		return err
	}
	defer rf.Close()
	ts, rs := newLineScanner(tf), newLineScanner(rf)
	read := 0
	next := func() (string, []string, error) {
		if !ts.Scan() {
			if err := ts.Err(); err != nil {
				return "", nil, &data.PosError{File: o.Test, Line: read + 1, Err: err}
			}
			return "", nil, io.EOF
		}
		read++
		refs := make([]string, r)
		for k := range refs {
			if !rs.Scan() {
				err := rs.Err()
				if err == nil {
					err = io.ErrUnexpectedEOF
				}
				return "", nil, &data.PosError{File: o.Reference, Line: (read-1)*r + k + 1, Err: err}
			}
			refs[k] = rs.Text()
		}
		return ts.Text(), refs, nil
	}
	var agg meteor.Stats
	var buf []byte
	err = sc.Stream(next, env.Workers, func(i int, seg *meteor.Segment) error {
		for k := 0; k < seg.Warnings; k++ {
			stderr.WriteString(BeamWarning + "\n")
		}
		if seg.Bounded {
			stderr.WriteString(sc.BoundedWarning(o.Test+":"+strconv.Itoa(i+1)) + "\n")
		}
		agg.Add(&seg.Stats)
		buf = buf[:0]
		switch {
		case o.SSOut:
			buf = append(seg.Stats.AppendSS(buf), '\n')
			stdout.Write(buf)
		case o.Quiet:
			buf = append(jvm.AppendDouble(buf, seg.Metrics.Score), '\n')
			stderr.Write(buf)
		default:
			buf = append(buf, "Segment "...)
			buf = strconv.AppendInt(buf, int64(i+1), 10)
			buf = append(buf, " score:\t"...)
			if o.VOut {
				buf = AppendVerbose(buf, seg.Metrics)
			} else {
				buf = jvm.AppendDouble(buf, seg.Metrics.Score)
			}
			buf = append(buf, '\n')
			stdout.Write(buf)
		}
		if align != nil {
			align.Writer.Write(AppendAlignment(nil, strconv.Itoa(i+1), seg))
		}
		return nil
	})
	if err != nil {
		return err
	}
	switch {
	case o.SSOut:
	case o.Quiet:
		fmt.Fprintln(stdout, jvm.FormatDouble(sc.Compute(agg).Score))
	default:
		fmt.Fprint(stdout, "\nSystem level statistics:\n\n")
		if err := stdout.Flush(); err != nil {
			return err
		}
		if err := WriteStatsBlock(stdout, set, &agg, true); err != nil {
			return err
		}
	}
	if align != nil {
		if err := data.CommitAll(align); err != nil {
			return err
		}
	}
	if err := stderr.Flush(); err != nil {
		return err
	}
	return stdout.Flush()
}
