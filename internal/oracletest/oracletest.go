// Package oracletest gives tests access to the project's shared material
// (../shared beside the repository: the Meteor 1.5 oracle outputs, its
// resources, the evaluation data) and parses the oracle's COMMANDS.txt
// files. Every accessor skips the calling test when the material is
// absent, so a fresh clone passes.
package oracletest

import (
	"archive/zip"
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// Shared returns the shared directory beside the repository, skipping t
// when it (or its Meteor oracle) is absent.
func Shared(t testing.TB) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Skip("oracletest: cannot locate the repository")
	}
	d := filepath.Join(filepath.Dir(file), "..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(d, "oracle", "meteor-1.5")); err != nil {
		t.Skipf("shared material not found at %s (the Meteor oracle tests need ../shared beside the repo): %v", d, err)
	}
	return d
}

// Oracle returns the Meteor 1.5 oracle directory (shared/oracle/meteor-1.5).
func Oracle(t testing.TB) string { return filepath.Join(Shared(t), "oracle", "meteor-1.5") }

// Resources returns the reference's resource directory
// (shared/resources/meteor-1.5).
func Resources(t testing.TB) string { return filepath.Join(Shared(t), "resources", "meteor-1.5") }

// Command is one line of an oracle COMMANDS.txt file.
type Command struct {
	Name string
	Args []string // reference-style arguments: TEST REFERENCE options…
	Dir  string   // the directory the command ran in
}

// Commands parses the "NAME: run.sh ARGS…" lines of a COMMANDS.txt file.
func Commands(t testing.TB, path string) []Command {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []Command
	for i, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		name, cmd, ok := strings.Cut(line, ": ")
		if !ok {
			t.Fatalf("%s:%d: malformed line %q", path, i+1, line)
		}
		words := ShellWords(cmd)
		if len(words) < 3 || words[0] != "run.sh" {
			t.Fatalf("%s:%d: unexpected command %q", path, i+1, cmd)
		}
		out = append(out, Command{Name: name, Args: words[1:], Dir: filepath.Dir(path)})
	}
	return out
}

// ShellWords splits a command line on spaces, honouring single and double
// quotes.
func ShellWords(s string) []string {
	var out []string
	var cur strings.Builder
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
			q, started = r, true
		case r == ' ':
			if started || cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
		}
	}
	if started || cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

// ReadLines reads a file's lines with the reference's line rules (a lone
// "\r" ends a line).
func ReadLines(t testing.TB, path string) []string {
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
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return lines
}

// WriteJar writes a zip file laid out as the reference's meteor-1.5.jar
// holds its resources (function/, nonbreaking/, synonym/, stem/ at the
// root, directory entries included, and a manifest), taken from the
// resource directory res (shared/resources/meteor-1.5). The jar's Java
// classes are left out: parmesan reads only the resources.
func WriteJar(w io.Writer, res string) error {
	zw := zip.NewWriter(w)
	mf, err := zw.Create("META-INF/MANIFEST.MF")
	if err != nil {
		return err
	}
	if _, err := io.WriteString(mf, "Manifest-Version: 1.0\r\nMain-Class: Meteor\r\n\r\n"); err != nil {
		return err
	}
	for _, sub := range []string{"function", "nonbreaking", "synonym", "stem"} {
		if _, err := zw.Create(sub + "/"); err != nil {
			return err
		}
		ents, err := os.ReadDir(filepath.Join(res, sub))
		if err != nil {
			return err
		}
		for _, e := range ents {
			if e.IsDir() {
				continue
			}
			b, err := os.ReadFile(filepath.Join(res, sub, e.Name()))
			if err != nil {
				return err
			}
			f, err := zw.Create(sub + "/" + e.Name())
			if err != nil {
				return err
			}
			if _, err := f.Write(b); err != nil {
				return err
			}
		}
	}
	return zw.Close()
}

// ClientLayout builds, in a new temporary directory, the layout of
// pycocoevalcap's meteor package: meteor-1.5.jar (WriteJar from the shared
// resources) and data/paraphrase-en.gz (the shared WordNet paraphrase
// table, which the oracles were computed with as -a). It returns the
// directory; it skips t when the shared material is absent.
func ClientLayout(t testing.TB) string {
	t.Helper()
	shared := Shared(t)
	dir := t.TempDir()
	var jar bytes.Buffer
	if err := WriteJar(&jar, filepath.Join(shared, "resources", "meteor-1.5")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "meteor-1.5.jar"), jar.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	para, err := os.ReadFile(filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "data", "paraphrase-en.gz"), para, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}
