// Package sacretest reads the sacrebleu 2.6.0 oracle
// (../shared/oracle/sacrebleu-2.6.0 beside the repository) for the parity
// tests of metric/bleu, metric/chrf and metric/ter: the configurations of
// COMMANDS.txt, their inputs under ../shared/eval, the corpus score and
// signature of NAME.json and the sentence scores of NAME.sent, and the
// comparison at the printed number of digits.
//
// Tests calling it skip with a clear message when the shared material is
// absent, so a fresh clone passes.
package sacretest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Config is one line of COMMANDS.txt.
type Config struct {
	Name   string
	SetDir string   // absolute directory of the evaluation set
	Refs   []string // reference files, absolute, in order
	Sys    string   // system file, absolute
	// Args are sacrebleu's options after the system file, without the
	// output options (-w, -f): e.g. ["-m", "bleu", "-tok", "intl"].
	Args []string
	dir  string
}

// Metric is the value of -m.
func (c Config) Metric() string { return c.Flag("-m") }

// Flag returns the value following flag in Args ("" when absent).
func (c Config) Flag(flag string) string {
	for i, a := range c.Args {
		if a == flag && i+1 < len(c.Args) {
			return c.Args[i+1]
		}
	}
	return ""
}

// Has reports whether the switch flag is in Args.
func (c Config) Has(flag string) bool {
	for _, a := range c.Args {
		if a == flag {
			return true
		}
	}
	return false
}

// Corpus is the content of NAME.json.
type Corpus struct {
	Name      string `json:"name"`
	Signature string `json:"signature"`
	Verbose   string `json:"verbose_score"`
	// ScoreText is the score as printed (6 decimals, or fewer when
	// Python's float() dropped trailing zeros).
	ScoreText string
}

// Root returns the repository's root directory (where go.mod is),
// searching upward from the working directory.
func Root(t testing.TB) string {
	t.Helper()
	d, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		p := filepath.Dir(d)
		if p == d {
			t.Fatal("sacretest: go.mod not found above the working directory")
		}
		d = p
	}
}

// Shared returns ../shared beside the repository, skipping the test when
// it is absent.
func Shared(t testing.TB) string {
	t.Helper()
	d := filepath.Join(Root(t), "..", "shared")
	if _, err := os.Stat(filepath.Join(d, "oracle", "sacrebleu-2.6.0", "COMMANDS.txt")); err != nil {
		t.Skipf("sacrebleu oracle not found under %s (these tests need ../shared beside the repo): %v", d, err)
	}
	return d
}

// Configs parses COMMANDS.txt, keeping the configurations whose metric
// (-m) is one of metrics (all when none is given).
func Configs(t testing.TB, metrics ...string) []Config {
	t.Helper()
	shared := Shared(t)
	dir := filepath.Join(shared, "oracle", "sacrebleu-2.6.0")
	path := filepath.Join(dir, "COMMANDS.txt")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []Config
	for i, line := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		c, err := parseCommand(line, filepath.Join(shared, "eval"))
		if err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
		c.dir = dir
		if len(metrics) == 0 || contains(metrics, c.Metric()) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no configuration for %v", path, metrics)
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parseCommand reads
// "NAME: [SET] sacrebleu REF... -i SYS OPTIONS -w 6 -f json   (and …)".
func parseCommand(line, evalDir string) (Config, error) {
	var c Config
	name, rest, ok := strings.Cut(line, ":")
	if !ok {
		return c, fmt.Errorf("no NAME: prefix")
	}
	c.Name = strings.TrimSpace(name)
	rest, _, _ = strings.Cut(rest, "(and")
	f := strings.Fields(rest)
	if len(f) < 4 || !strings.HasPrefix(f[0], "[") || !strings.HasSuffix(f[0], "]") || f[1] != "sacrebleu" {
		return c, fmt.Errorf("unexpected command %q", rest)
	}
	c.SetDir = filepath.Join(evalDir, strings.Trim(f[0], "[]"))
	f = f[2:]
	i := 0
	for ; i < len(f) && f[i] != "-i"; i++ {
		c.Refs = append(c.Refs, filepath.Join(c.SetDir, f[i]))
	}
	if i+1 >= len(f) {
		return c, fmt.Errorf("no -i SYS in %q", rest)
	}
	c.Sys = filepath.Join(c.SetDir, f[i+1])
	for j := i + 2; j < len(f); j++ {
		if f[j] == "-w" || f[j] == "-f" {
			j++
			continue
		}
		c.Args = append(c.Args, f[j])
	}
	return c, nil
}

// ReadLines reads a text file as sacrebleu's command line does: lines
// split at "\n", each stripped of trailing whitespace.
func ReadLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<26)
	var lines []string
	for sc.Scan() {
		lines = append(lines, strings.TrimRightFunc(sc.Text(), isPySpace))
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return lines
}

func isPySpace(r rune) bool {
	switch {
	case r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f':
		return true
	case r >= 0x1c && r <= 0x1f, r == 0x85, r == 0xa0, r == 0x1680, r >= 0x2000 && r <= 0x200a,
		r == 0x2028, r == 0x2029, r == 0x202f, r == 0x205f, r == 0x3000:
		return true
	}
	return false
}

// Inputs returns the system's lines and, per segment, its references.
func (c Config) Inputs(t testing.TB) (hyps []string, refs [][]string) {
	t.Helper()
	hyps = ReadLines(t, c.Sys)
	refs = make([][]string, len(hyps))
	for _, p := range c.Refs {
		r := ReadLines(t, p)
		if len(r) != len(hyps) {
			t.Fatalf("%s has %d lines, %s has %d", p, len(r), c.Sys, len(hyps))
		}
		for i := range r {
			refs[i] = append(refs[i], r[i])
		}
	}
	return hyps, refs
}

// Corpus reads NAME.json.
func (c Config) Corpus(t testing.TB) Corpus {
	t.Helper()
	path := filepath.Join(c.dir, c.Name+".json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var out Corpus
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out.ScoreText = string(raw["score"])
	return out
}

// Sentences reads NAME.sent: one printed score a line.
func (c Config) Sentences(t testing.TB) []string {
	t.Helper()
	return ReadLines(t, filepath.Join(c.dir, c.Name+".sent"))
}

// Same reports whether x printed as the oracle printed want agrees with
// it: want's digits after the point decide the rounding. Python's JSON
// writes float(f"{x:.6f}"), which drops trailing zeros, so the value is
// compared rather than the text.
func Same(x float64, want string) bool {
	w, err := strconv.ParseFloat(want, 64)
	if err != nil {
		return false
	}
	got, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 6, 64), 64)
	return got == w || math.IsNaN(got) && math.IsNaN(w)
}

// SameText reports whether x printed with want's number of decimals is
// exactly want (for the .sent files, printed with "%.6f").
func SameText(x float64, want string) bool {
	d := 0
	if i := strings.IndexByte(want, '.'); i >= 0 {
		d = len(want) - i - 1
	}
	return strconv.FormatFloat(x, 'f', d, 64) == want
}
