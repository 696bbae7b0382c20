package meteor

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// sharedDir is the project's shared material, beside the repository.
func sharedDir(t testing.TB) string {
	t.Helper()
	d := filepath.Join("..", "..", "shared")
	if _, err := os.Stat(filepath.Join(d, "oracle", "meteor-1.5")); err != nil {
		t.Skipf("shared material not found at %s (the Meteor oracle parity tests need ../shared beside the repo): %v", d, err)
	}
	return d
}

// oracleCommand is one line of an oracle COMMANDS.txt file.
type oracleCommand struct {
	Name string
	Args []string // reference-style args: TEST REF options...
	Dir  string   // directory the command ran in
}

// readCommands parses "NAME: run.sh ARGS..." lines with shell-style quotes.
func readCommands(t testing.TB, path string) []oracleCommand {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []oracleCommand
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		name, cmd, ok := strings.Cut(line, ": ")
		if !ok {
			t.Fatalf("%s: malformed line %q", path, line)
		}
		words := shellSplit(cmd)
		if len(words) < 3 || words[0] != "run.sh" {
			t.Fatalf("%s: unexpected command %q", path, cmd)
		}
		out = append(out, oracleCommand{Name: name, Args: words[1:], Dir: filepath.Dir(path)})
	}
	return out
}

// shellSplit splits on spaces, honouring single and double quotes.
func shellSplit(s string) []string {
	var out []string
	var cur strings.Builder
	in := false
	var q rune
	started := false
	for _, r := range s {
		switch {
		case q != 0:
			if r == q {
				q = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			q = r
			started = true
		case r == ' ':
			if started || cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
		}
		_ = in
	}
	if started || cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

func readLines(t testing.TB, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	sc.Split(jvm.ScanLines)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// TestOracleEngine runs every plaintext configuration of the oracle
// COMMANDS.txt files through the library and compares, as text, the
// -ssOut lines, segment scores, final score and alignment file.
func TestOracleEngine(t *testing.T) {
	shared := sharedDir(t)
	var cmds []oracleCommand
	for _, sub := range []string{"scoring", "wmt23"} {
		cmds = append(cmds, readCommands(t, filepath.Join(shared, "oracle", "meteor-1.5", sub, "COMMANDS.txt"))...)
	}
	res := filepath.Join(shared, "resources", "meteor-1.5")
	for _, c := range cmds {
		t.Run(c.Name, func(t *testing.T) {
			opts, err := ParseArgs(c.Args)
			if err != nil {
				t.Fatal(err)
			}
			opts.ResourceDir = res
			if opts.ParaphraseTable != "" {
				opts.ParaphraseTable = filepath.Join(c.Dir, opts.ParaphraseTable)
			}
			set, err := opts.Config.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			r, err := LoadResources(set, opts.Files(nil))
			if err != nil {
				t.Fatal(err)
			}
			sc, err := NewWithSettings(set, r)
			if err != nil {
				t.Fatal(err)
			}
			hyps := readLines(t, filepath.Join(c.Dir, opts.Test))
			refs := readLines(t, filepath.Join(c.Dir, opts.Reference))
			n := opts.RefsPerHyp
			if len(refs) != n*len(hyps) {
				t.Fatalf("line counts: %d hyps, %d refs, -r %d", len(hyps), len(refs), n)
			}
			wantSS := readLines(t, filepath.Join(c.Dir, c.Name+".ss"))
			wantSeg := readLines(t, filepath.Join(c.Dir, c.Name+".segscores"))
			wantFinal := strings.TrimSpace(string(must(os.ReadFile(filepath.Join(c.Dir, c.Name+".final")))))
			wantAlign := string(must(os.ReadFile(filepath.Join(c.Dir, c.Name+"-align.out"))))
			var agg Stats
			var align []byte
			badSS, badSeg := 0, 0
			for i, h := range hyps {
				seg := sc.Align(h, refs[i*n:(i+1)*n])
				agg.Add(&seg.Stats)
				if got := seg.Stats.SS(); i < len(wantSS) && got != wantSS[i] {
					if badSS < 3 {
						t.Errorf("segment %d ss:\n got %s\nwant %s", i+1, got, wantSS[i])
					}
					badSS++
				}
				if got := jvm.FormatDouble(seg.Metrics.Score); i < len(wantSeg) && got != wantSeg[i] {
					if badSeg < 3 {
						t.Errorf("segment %d score: got %s want %s", i+1, got, wantSeg[i])
					}
					badSeg++
				}
				align = AppendAlignment(align, itoa(i+1), &seg)
			}
			if len(wantSS) != len(hyps) || len(wantSeg) != len(hyps) {
				t.Errorf("oracle has %d ss / %d seg lines for %d segments", len(wantSS), len(wantSeg), len(hyps))
			}
			final := jvm.FormatDouble(sc.Compute(agg).Score)
			if final != wantFinal {
				t.Errorf("final score: got %s want %s", final, wantFinal)
			}
			alignOK := string(align) == wantAlign
			if !alignOK {
				t.Errorf("alignment file differs (%d vs %d bytes)", len(align), len(wantAlign))
			}
			t.Logf("%d segments: ss mismatches %d, score mismatches %d, final ok %v, alignments identical %v",
				len(hyps), badSS, badSeg, final == wantFinal, alignOK)
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func itoa(i int) string { return strconv.Itoa(i) }
