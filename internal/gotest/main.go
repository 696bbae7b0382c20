// Command gotest runs "go test" and prints what it prints, plus one line
// at the end that says how many tests skipped themselves and why.
//
//	go run ./internal/gotest ./...            # the README's test command
//	go run ./internal/gotest -race -short ./...
//
// Without -v, "go test ./..." prints one "ok" line per passing package and
// nothing about the tests inside it that skipped: a fresh clone without
// ../shared passes while every oracle and parity test skips, and the
// output looks the same as a run that checked them all. gotest runs
// "go test -json" with the arguments given, prints each package's summary
// line as go test does (and, for a failing package, the output of its
// failing tests), then classifies every skipped test by its skip message:
// needs ../shared (oracle, parity and evaluation data), needs a Debian
// package, long (skipped with -short), opt-in (an environment variable
// runs it), other. The exit status is go test's.
//
// Unless the arguments give -timeout, gotest passes -timeout 20m: go
// test's own default, 10 minutes per test binary, is too short for the
// slowest packages on a loaded two-core machine.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"sort"
	"strings"
)

// event is one line of "go test -json" (cmd/test2json's TestEvent, plus
// the build events go test interleaves with them).
type event struct {
	Action     string
	Package    string
	ImportPath string
	Test       string
	Output     string
}

// defaultTimeout is the -timeout gotest gives go test unless told one.
const defaultTimeout = "20m"

// testArgs is go test's command line for gotest's arguments: -json, and
// -timeout defaultTimeout unless the arguments set a timeout.
func testArgs(args []string) []string {
	out := []string{"test", "-json"}
	has := false
	for _, a := range args {
		if a == "--" || a == "-args" || a == "--args" { // the rest goes to the test binary
			break
		}
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && (name == "timeout" || name == "test.timeout") {
			has = true
		}
	}
	if !has {
		out = append(out, "-timeout", defaultTimeout)
	}
	return append(out, args...)
}

func main() {
	cmd := exec.Command("go", testArgs(os.Args[1:])...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gotest:", err)
		os.Exit(2)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "gotest:", err)
		os.Exit(2)
	}
	s := newSummary(os.Stdout)
	if err := s.read(out); err != nil {
		fmt.Fprintln(os.Stderr, "gotest:", err)
	}
	werr := cmd.Wait()
	s.finish()
	if werr != nil {
		if ee, ok := werr.(*exec.ExitError); ok {
			os.Exit(ee.ExitCode())
		}
		fmt.Fprintln(os.Stderr, "gotest:", werr)
		os.Exit(2)
	}
	if s.failed {
		os.Exit(1)
	}
}

// summary follows the event stream: the output of each running test (to
// classify a skip or show a failure) and the skip counts by reason.
type summary struct {
	w       io.Writer
	output  map[[2]string]*strings.Builder // (package, test) → output so far
	result  map[string]string              // package → its "ok"/"FAIL"/"?" line
	skipped map[string]int                 // reason → tests
	others  []string                       // tests skipped for another reason
	failed  bool
}

func newSummary(w io.Writer) *summary {
	return &summary{w: w, output: map[[2]string]*strings.Builder{}, result: map[string]string{}, skipped: map[string]int{}}
}

func (s *summary) read(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			// Not an event (go test prints some errors as plain text):
			// pass it through.
			fmt.Fprintln(s.w, sc.Text())
			continue
		}
		s.event(e)
	}
	return sc.Err()
}

func (s *summary) event(e event) {
	switch e.Action {
	case "build-output":
		fmt.Fprint(s.w, e.Output)
		return
	case "build-fail":
		s.failed = true
		return
	}
	key := [2]string{e.Package, e.Test}
	switch e.Action {
	case "output":
		if e.Test == "" {
			// The package's own lines: its summary ("ok", "FAIL", "?")
			// is printed as go test prints it; the rest is kept for a
			// failure.
			if isSummary(e.Output) {
				s.result[e.Package] = e.Output
				return
			}
		}
		b := s.output[key]
		if b == nil {
			b = &strings.Builder{}
			s.output[key] = b
		}
		b.WriteString(e.Output)
	case "skip":
		if e.Test != "" {
			r := reason(s.text(key))
			s.skipped[r]++
			if r == reasonOther {
				s.others = append(s.others, path.Base(e.Package)+"."+e.Test)
			}
		}
		delete(s.output, key)
	case "pass":
		delete(s.output, key)
	case "fail":
		s.failed = true
		fmt.Fprint(s.w, s.text(key))
		delete(s.output, key)
	}
	if e.Test == "" && (e.Action == "pass" || e.Action == "fail" || e.Action == "skip") {
		fmt.Fprint(s.w, s.result[e.Package])
		delete(s.result, e.Package)
	}
}

func (s *summary) text(key [2]string) string {
	if b := s.output[key]; b != nil {
		return b.String()
	}
	return ""
}

// isSummary reports whether a package-level output line is go test's
// per-package result line.
func isSummary(line string) bool {
	for _, p := range []string{"ok  \t", "FAIL\t", "?   \t"} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}

// The reasons a test skips itself, read from its skip message.
const (
	reasonShared = "need ../shared (oracle, parity and evaluation data)"
	reasonDebian = "need a Debian package (.ci/run installs them)"
	reasonShort  = "are long (skipped with -short)"
	reasonOptIn  = "are opt-in (an environment variable runs them)"
	reasonOther  = "other"
)

func reason(msg string) string {
	switch {
	case strings.Contains(msg, "/shared") || strings.Contains(msg, "shared material"): // ../shared beside the repository
		return reasonShared
	case strings.Contains(msg, "apt-get install") || strings.Contains(msg, "not installed"):
		return reasonDebian
	case strings.Contains(msg, "-short") || strings.Contains(msg, "short mode"):
		return reasonShort
	case strings.Contains(msg, "set PARMESAN_") || strings.Contains(msg, "PARMESAN_"):
		return reasonOptIn
	}
	return reasonOther
}

// finish prints the one line about skipped tests.
func (s *summary) finish() {
	total := 0
	for _, n := range s.skipped {
		total += n
	}
	if total == 0 {
		return
	}
	order := []string{reasonShared, reasonDebian, reasonShort, reasonOptIn, reasonOther}
	var parts []string
	for _, r := range order {
		if n := s.skipped[r]; n > 0 {
			p := fmt.Sprintf("%d %s", n, r)
			if r == reasonOther && n <= 3 {
				sort.Strings(s.others)
				p += " (" + strings.Join(s.others, ", ") + ")"
			}
			parts = append(parts, p)
		}
	}
	tests := "tests"
	if total == 1 {
		tests = "test"
	}
	fmt.Fprintf(s.w, "skipped %d %s: %s; go test -v names them\n", total, tests, strings.Join(parts, ", "))
}
