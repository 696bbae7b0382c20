package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// userbinLangs are the languages that rewrite with a lemma model.
var userbinLangs = []string{"cs", "en", "de", "pl", "ru", "ro", "fr", "es"}

// TestUserBinary runs the built binary as a user meets it (issue 33): a
// copy outside the repository, run from a fresh directory with a fresh
// HOME, XDG directories and cache, no PARMESAN_* variable and nothing of
// ../shared within reach. For every rewriting language it rewrites the
// lines of testdata/userbin (rewrite -o) and scores them with the
// Parmesan metric (score --rewrite) and with the lemma matcher (score -m
// "exact lemma", which English does not have): every run must succeed,
// the rewritten lines must be tokenized (their full stops split off), and when ../shared is present,
// the rewritten references and the scores must be byte-identical to the
// same runs from the repository's root (where ../shared is found). A
// language is skipped only when its Debian dictionary is missing. The
// binary is built once; skipped with -short. The run in the repository
// goes on beside the user's, and the test beside the package's other
// parallel tests.
func TestUserBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs it per language: skipped with -short")
	}
	t.Parallel() // its own processes, directories and environments
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	data, err := filepath.Abs(filepath.Join("testdata", "userbin"))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	built := filepath.Join(t.TempDir(), "parmesan")
	build := exec.Command(goTool, "build", "-o", built, "./cmd/parmesan")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	t.Logf("go build: %v", time.Since(start).Round(time.Millisecond))

	// The user's machine: the binary copied into a fresh working
	// directory, nothing of the repository beside it.
	user := newUserEnv(t)
	bin := filepath.Join(user.dir, "parmesan")
	copyFile(t, built, bin)
	// The same binary run from the repository's root, where ../shared
	// (and so shared/ud) is found, when it is there.
	var lab *userEnv
	if st, err := os.Stat(filepath.Join(root, "..", "shared")); err == nil && st.IsDir() {
		lab = newUserEnv(t)
		lab.dir = root
	} else {
		t.Logf("../shared is absent: the runs must succeed, with nothing to compare them to")
	}

	list := user.runOK(t, bin, "list")
	for _, l := range userbinLangs {
		t.Run(l, func(t *testing.T) {
			if miss := missingDictionaries(list, l); len(miss) > 0 {
				t.Skipf("%s: Debian dictionary missing:\n%s", l, strings.Join(miss, "\n"))
			}
			start := time.Now()
			ref, hyp := filepath.Join(data, l+".ref"), filepath.Join(data, l+".hyp")
			runs := [][]string{
				{"rewrite", "-l", l, "-r", ref, "-i", hyp, "-o", "OUT"},
				{"score", "--rewrite", "-l", l, "-r", ref, hyp},
				{"score", "-m", "exact lemma", "-l", l, "-r", ref, hyp},
			}
			for i, args := range runs {
				// The run in the repository, when there is one, goes on
				// beside the user's: separate directories, environments
				// and caches, one binary read by both.
				var want string
				var labErr error
				labDone := make(chan struct{})
				go func() {
					defer close(labDone)
					if lab != nil {
						want, labErr = lab.run(t, bin, args...)
					}
				}()
				got, err := user.run(t, bin, args...)
				<-labDone
				if err != nil {
					t.Fatalf("in %s: %v", user.dir, err)
				}
				if i == 0 {
					untokenized(t, got)
				}
				if lab == nil {
					continue
				}
				if labErr != nil {
					t.Fatalf("in %s: %v", lab.dir, labErr)
				}
				if got != want {
					t.Errorf("%s: outside the repository:\n%s\nin the repository with ../shared:\n%s", strings.Join(args, " "), got, want)
				}
			}
			t.Logf("%s: %d runs in %v", l, len(runs)*(1+btoi(lab != nil)), time.Since(start).Round(time.Millisecond))
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// userEnv is where a run happens: a working directory and an
// environment with fresh HOME, XDG directories and parmesan cache, and no
// other PARMESAN_* variable.
type userEnv struct {
	dir string
	env []string
}

func newUserEnv(t *testing.T) *userEnv {
	t.Helper()
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k == "HOME" || strings.HasPrefix(k, "XDG_") || strings.HasPrefix(k, "PARMESAN_") {
			continue
		}
		env = append(env, kv)
	}
	for _, k := range []string{"HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "PARMESAN_CACHE_DIR"} {
		env = append(env, k+"="+t.TempDir())
	}
	return &userEnv{dir: t.TempDir(), env: env}
}

// run runs bin with args in u; "OUT" in args is replaced by a file in a
// fresh directory, whose content is returned with stdout.
func (u *userEnv) run(t *testing.T, bin string, args ...string) (string, error) {
	t.Helper()
	args = append([]string(nil), args...)
	out := ""
	for i, a := range args {
		if a == "OUT" {
			out = filepath.Join(t.TempDir(), "out")
			args[i] = out
		}
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir, cmd.Env = u.dir, u.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", &runError{args: args, err: err, stderr: stderr.String()}
	}
	res := stdout.String()
	if out != "" {
		b, err := os.ReadFile(out)
		if err != nil {
			return "", err
		}
		res = "output file:\n" + string(b) + "stdout:\n" + res
	}
	return res, nil
}

// runOK is run, failing the test on error.
func (u *userEnv) runOK(t *testing.T, bin string, args ...string) string {
	t.Helper()
	out, err := u.run(t, bin, args...)
	if err != nil {
		t.Fatalf("in %s: %v", u.dir, err)
	}
	return out
}

type runError struct {
	args   []string
	err    error
	stderr string
}

func (e *runError) Error() string {
	return "parmesan " + strings.Join(e.args, " ") + ": " + e.err.Error() + "\n" + e.stderr
}

// untokenized fails the test for each line of rewrite's output file
// (run's "output file:" part) whose final full stop is not a token of its
// own: every testdata line ends with one, attached, and every language
// tokenizes untokenized text (Meteor's normalizer, or meteor.UAX29 where
// Meteor has none).
func untokenized(t *testing.T, out string) {
	t.Helper()
	file, _, _ := strings.Cut(strings.TrimPrefix(out, "output file:\n"), "stdout:\n")
	for i, line := range strings.Split(strings.TrimSuffix(file, "\n"), "\n") {
		if !strings.HasSuffix(line, " .") {
			t.Errorf("rewritten line %d keeps its full stop on the word: %q", i+1, line)
		}
	}
}

// missingDictionaries returns the lines of "parmesan list" that report a
// system dictionary (hunspell, MyThes) of language l missing.
func missingDictionaries(list, l string) []string {
	var miss []string
	for _, line := range strings.Split(list, "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || f[0] != l || !strings.Contains(line, "missing") {
			continue
		}
		if strings.Contains(line, "hunspell") || strings.Contains(line, "MyThes") {
			miss = append(miss, line)
		}
	}
	return miss
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o755); err != nil {
		t.Fatal(err)
	}
}
