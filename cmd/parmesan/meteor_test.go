package main

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/oracletest"
)

func oracleDir(t *testing.T) string { return oracletest.Oracle(t) }

func resourcesDir(t *testing.T) string { return oracletest.Resources(t) }

type oracleCmd struct {
	name string
	args []string
	dir  string
}

func oracleCommands(t *testing.T, dir string) []oracleCmd {
	b, err := os.ReadFile(filepath.Join(dir, "COMMANDS.txt"))
	require.NoError(t, err)
	var out []oracleCmd
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, cmd, ok := strings.Cut(line, ": ")
		require.True(t, ok, line)
		w := oracletest.ShellWords(cmd)
		require.Equal(t, "run.sh", w[0])
		args := w[1:]
		// Make the file arguments relative to the test's directory.
		args[0], args[1] = filepath.Join(dir, args[0]), filepath.Join(dir, args[1])
		for i := 2; i+1 < len(args); i++ {
			if args[i] == "-a" {
				args[i+1] = filepath.Join(dir, args[i+1])
			}
		}
		out = append(out, oracleCmd{name, args, dir})
	}
	return out
}

func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"parmesan"}, args...), strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func splitLines(s string) []string {
	var lines []string
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// TestMeteorCommandOracle runs every configuration of the oracle
// COMMANDS.txt files through "parmesan meteor" and compares stdout,
// stderr and the alignment file with the reference's outputs.
func TestMeteorCommandOracle(t *testing.T) {
	t.Parallel() // in-process runs on their own files: no environment variable or working directory changed
	od := oracleDir(t)
	res := resourcesDir(t)
	var cmds []oracleCmd
	cmds = append(cmds, oracleCommands(t, filepath.Join(od, "scoring"))...)
	cmds = append(cmds, oracleCommands(t, filepath.Join(od, "wmt23"))...)
	for k, c := range cmds {
		if testing.Short() && k%4 != 0 {
			continue // -short: every fourth command (package meteor/jar runs them all)
		}
		t.Run(c.name, func(t *testing.T) {
			tmp := t.TempDir()
			prefix := filepath.Join(tmp, "out")
			args := append([]string{"meteor"}, c.args...)
			args = append(args, "-resources", res)

			// -q: segment scores on stderr, final score on stdout; plus alignments.
			stdout, stderr, code := runCmd(t, "", append(args, "-q", "-writeAlignments", "-f", prefix)...)
			require.Equal(t, 0, code, stderr)
			wantSeg, err := os.ReadFile(filepath.Join(c.dir, c.name+".segscores"))
			require.NoError(t, err)
			wantFinal, err := os.ReadFile(filepath.Join(c.dir, c.name+".final"))
			require.NoError(t, err)
			sameLines(t, "segment scores (-q stderr)", string(wantSeg), stderr)
			require.Equal(t, strings.TrimSpace(string(wantFinal)), strings.TrimSpace(stdout), "final score (-q stdout)")
			wantAlign, err := os.ReadFile(filepath.Join(c.dir, c.name+"-align.out"))
			require.NoError(t, err)
			gotAlign, err := os.ReadFile(prefix + "-align.out")
			require.NoError(t, err)
			sameLines(t, "alignment file", string(wantAlign), string(gotAlign))

			// -ssOut lines.
			stdout, stderr, code = runCmd(t, "", append(args, "-ssOut")...)
			require.Equal(t, 0, code, stderr)
			wantSS, err := os.ReadFile(filepath.Join(c.dir, c.name+".ss"))
			require.NoError(t, err)
			sameLines(t, "-ssOut lines", string(wantSS), stdout)
		})
	}
}

// TestMeteorStdioOracle feeds the stdio oracle input through -stdio. For
// EVAL lines parmesan answers N+1 lines like the shipped jar; the oracle
// (built from the public source) has one, which must equal our last.
func TestMeteorStdioOracle(t *testing.T) {
	od := oracleDir(t)
	in, err := os.ReadFile(filepath.Join(od, "stdio", "input.txt"))
	require.NoError(t, err)
	want := splitLines(string(must(os.ReadFile(filepath.Join(od, "stdio", "output.en_norm_exstsy.txt")))))
	stdout, stderr, code := runCmd(t, string(in), "meteor", "-", "-", "-l", "en", "-norm", "-m", "exact stem synonym", "-stdio", "-resources", resourcesDir(t))
	require.Equal(t, 0, code, stderr)
	got := splitLines(stdout)
	inLines := splitLines(string(in))
	require.Len(t, want, len(inLines))
	k := 0
	for i, line := range inLines {
		if strings.HasPrefix(line, "EVAL") || strings.HasPrefix(line, "eval") {
			n := len(strings.Split(line, "|||")) - 1
			require.LessOrEqual(t, k+n+1, len(got))
			require.Equal(t, want[i], got[k+n], "line %d: %s", i+1, line)
			k += n + 1
			continue
		}
		require.Equal(t, want[i], got[k], "line %d: %.60s", i+1, line)
		k++
	}
	require.Equal(t, len(got), k, "extra output lines")
}

// TestMeteorSGMLOracle scores the SGML example and compares the .scr
// files and alignments with the reference's.
func TestMeteorSGMLOracle(t *testing.T) {
	od := oracleDir(t)
	res := resourcesDir(t)
	test, ref := filepath.Join(od, "example", "test.sgm"), filepath.Join(od, "example", "ref.sgm")
	tmp := t.TempDir()
	for _, c := range []struct {
		name  string
		extra []string
		files []string
	}{
		{"sgmtest", nil, []string{"-seg.scr", "-doc.scr", "-sys.scr"}},
		{"sg3", []string{"-ssOut", "-writeAlignments"}, []string{"-seg.scr", "-doc.scr", "-sys.scr", "-align.out"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			prefix := filepath.Join(tmp, c.name)
			args := append([]string{"meteor", test, ref, "-l", "en", "-norm", "-sgml", "-m", "exact stem synonym", "-f", prefix, "-resources", res}, c.extra...)
			_, stderr, code := runCmd(t, "", args...)
			require.Equal(t, 0, code, stderr)
			for _, suf := range c.files {
				want := must(os.ReadFile(filepath.Join(od, "sgml", c.name+suf)))
				got := must(os.ReadFile(prefix + suf))
				require.True(t, bytes.Equal(want, got), "%s%s differs", c.name, suf)
			}
		})
	}
}

// sameLines requires want and got to be byte-identical, reporting how
// many lines differ and the first few when they are not.
func sameLines(t *testing.T, what, want, got string) {
	t.Helper()
	if want == got {
		return
	}
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	bad := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			if bad < 3 {
				t.Errorf("%s line %d:\nwant %q\n got %q", what, i+1, a, b)
			}
			bad++
		}
	}
	t.Fatalf("%s: %d of %d lines differ (%d vs %d bytes)", what, bad, len(w), len(want), len(got))
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
