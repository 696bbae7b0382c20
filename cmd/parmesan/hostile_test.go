package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/ter"
)

// Regression tests for issue 27 (hostile input) at the command level.

// A file named h (or help) after a command is a file, not the help.
func TestPositionalHelpNameIsAFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "r"), []byte("a b c\nd e f\n"), 0o644))
	for _, name := range []string{"h", "help"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("a b c\nd e x\n"), 0o644))
		out, errOut, code := runCmd(t, "", "score", "-q", "--metric", "bleu", "-r", "r", name)
		assert.Equal(t, 0, code, errOut)
		assert.Contains(t, out, name+"  original  BLEU = ", "%s is scored", name)
		assert.NotContains(t, out, "USAGE")
	}
}

// #12: --min-human NaN or Inf is a usage error, not an empty list.
func TestCopywordsMinHumanNaN(t *testing.T) {
	set := exampleEvalSet(t)
	for _, v := range []string{"NaN", "inf", "-Inf"} {
		out, errOut, code := runCmd(t, "", "copywords", "extract", "--set", set, "--min-human", v, "-o", filepath.Join(t.TempDir(), "cw.txt"))
		assert.Equal(t, 2, code, errOut)
		assert.Contains(t, errOut, "--min-human")
		assert.Contains(t, errOut, "not a finite number")
		assert.Empty(t, out)
	}
}

// #13: empty files are an error naming the file, never "BLEU = NaN".
func TestScoreEmptyFiles(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	for _, m := range []string{"bleu", "chrf", "ter", "meteor"} {
		out, errOut, code := runCmd(t, "", "score", "-q", "--metric", m, "-r", empty, empty)
		assert.Equal(t, 1, code, "%s: %s", m, out)
		assert.Contains(t, errOut, empty+": no lines", m)
		assert.NotContains(t, out, "NaN", m)
	}
}

// #13, pinned (not a change): sacrebleu 2.x refuses an empty reference
// line (base.py _cache_references: "Empty or `None` reference sentence
// found.") and scores an empty hypothesis line (0 matches). BLEU, chrF
// and TER do the same, naming the system and the 1-based segment.
func TestScoreEmptyLinesAsSacrebleu(t *testing.T) {
	dir := t.TempDir()
	withGap := filepath.Join(dir, "gap")
	full := filepath.Join(dir, "full")
	require.NoError(t, os.WriteFile(withGap, []byte("a b c\n\nd e f\n"), 0o644))
	require.NoError(t, os.WriteFile(full, []byte("a b c\nx y\nd e f\n"), 0o644))
	for _, m := range []string{"bleu", "chrf", "ter"} {
		_, errOut, code := runCmd(t, "", "score", "-q", "--metric", m, "-r", withGap, full)
		assert.Equal(t, 1, code, m)
		assert.Contains(t, errOut, "segment 2", m)
		assert.Contains(t, errOut, "no non-empty reference", m)
		out, errOut, code := runCmd(t, "", "score", "-q", "--metric", m, "-r", full, withGap)
		assert.Equal(t, 0, code, "%s: %s", m, errOut)
		assert.NotContains(t, out, "NaN", m)
	}
}

// #2: TER and m-TER have Meteor's budget (same default, same flag, a
// warning in the same words naming file:line) instead of memory that
// grows with the square of the segment length.
func TestTERBudgetWarning(t *testing.T) {
	assert.Equal(t, meteor.DefaultMaxSegmentTokens, ter.DefaultMaxSegmentTokens)
	dir := t.TempDir()
	long := strings.Repeat("w ", 3000)
	ref := filepath.Join(dir, "ref")
	hyp := filepath.Join(dir, "hyp")
	require.NoError(t, os.WriteFile(ref, []byte("a b c\n"+long+"x\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("a b c\n"+long+"\n"), 0o644))
	out, errOut, code := runCmd(t, "", "score", "-q", "--metric", "ter", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, hyp+":2: warning: segment over the TER budget (max segment tokens 2000)")
	assert.NotContains(t, errOut, hyp+":1:")
	assert.Contains(t, out, "TER = ")
	_, errOut, code = runCmd(t, "", "score", "-q", "--metric", "ter", "--max-segment-tokens", "0", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, errOut, "warning")
}

// #18: control characters in file and metric names are escaped in text
// output (score, correlate); JSON keeps the name (encoding/json escapes).
func TestTextOutputEscapesControlCharacters(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref")
	evil := filepath.Join(dir, "sys\x1b[2J\x1b]0;pwned\a\u202e")
	require.NoError(t, os.WriteFile(ref, []byte("a b c\nd e f\n"), 0o644))
	require.NoError(t, os.WriteFile(evil, []byte("a b c\nd e x\n"), 0o644))
	out, errOut, code := runCmd(t, "", "score", "-q", "--metric", "bleu", "-r", ref, evil)
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "\x1b")
	assert.NotContains(t, out, "\a")
	assert.NotContains(t, out, "\u202e")
	assert.Contains(t, out, `sys\x1b[2J\x1b]0;pwned\a\u202e`)

	h := filepath.Join(dir, "h.tsv")
	require.NoError(t, os.WriteFile(h, []byte("A\t1\nB\t2\nC\t3\n"), 0o644))
	out, errOut, code = runCmd(t, "", "correlate", "--human", h, "--scores", "m\x1b[31m="+h, "--resamples", "20")
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "\x1b")
	assert.Contains(t, out, `m\x1b[31m`)
}

// #20: a bad option value is a usage error, exit 2, in every command.
func TestBadOptionValuesExit2(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref")
	h := filepath.Join(dir, "h.tsv")
	require.NoError(t, os.WriteFile(ref, []byte("a b c\n"), 0o644))
	require.NoError(t, os.WriteFile(h, []byte("A\t1\nB\t2\nC\t3\n"), 0o644))
	corr := []string{"correlate", "--human", h, "--scores", "m=" + h}
	for _, args := range [][]string{
		{"score", "-r", ref, ref, "--task", "nope"},
		{"score", "-r", ref, ref, "--rewrite", "--sources", "nope"},
		append(corr, "--resamples", "-1"),
		append(corr, "--alpha", "2"),
		append(corr, "--alpha", "NaN"),
		append(corr, "--width", "-3"),
		{"tune", "--set", dir, "--folds", "-1"},
	} {
		out, errOut, code := runCmd(t, "", args...)
		assert.Equal(t, 2, code, "%v: %s", args, errOut)
		assert.Empty(t, out, "%v", args)
	}
}

// Issue #38, defect 4: meteor++ alone is scored with the matchers asked
// for (-m, -w, --tuned), as it is beside meteor; before, needsMeteor did
// not know it and it was scored with exact matching alone. Meteor's
// settings given to metrics that do not use them are a usage error.
func TestMeteorPPAloneUsesModules(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(ref, []byte("the cats are sitting on the mat\nJohn walked to the old station\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("a cat sat on the mats\nJohn walks to the station\n"), 0o644))
	for _, args := range [][]string{
		{"-m", "exact stem", "-w", "1 0.5"},
		{"--tuned", "meteor-en"},
		{},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			score := func(metrics string) map[string]string {
				a := append([]string{"score", "-q", "-f", "tsv", "--copy-words", "ner:caps", "--metric", metrics, "-r", ref}, args...)
				out, errOut, code := runCmd(t, "", append(a, hyp)...)
				require.Equal(t, 0, code, errOut)
				rows := map[string]string{}
				for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
					if f := strings.Split(l, "\t"); strings.Contains(l, "meteor++") {
						rows["meteor++"] = strings.Join(f, "|")
					}
				}
				return rows
			}
			alone, together := score("meteor++"), score("meteor,meteor++,bleu")
			require.NotEmpty(t, alone["meteor++"])
			assert.Equal(t, together["meteor++"], alone["meteor++"])
			if len(args) > 0 {
				assert.NotContains(t, alone["meteor++"], "mods:ex|", "the matchers asked for act")
			}
		})
	}
	for _, flag := range [][]string{{"-m", "exact stem"}, {"--weights", "1"}, {"-p", "0.85 0.2 0.6 0.75"}, {"-t", "adq"}} {
		_, errOut, code := runCmd(t, "", append(append([]string{"score", "-q", "--metric", "bleu,chrf", "-r", ref}, flag...), hyp)...)
		assert.Equal(t, 2, code, "%v: %s", flag, errOut)
		assert.Contains(t, errOut, "none of the metrics")
	}
}

// Issue #38, defect 6: --mem below the floor (1M) or not a finite size is
// a usage error; before, 1 byte was accepted (192 s and 268,833 spill
// files instead of 0.4 s) and 0.5, nan, inf and 99999999999G meant
// "never spill".
func TestMpedaMemFloor(t *testing.T) {
	dir := t.TempDir()
	dom := filepath.Join(dir, "dom.txt")
	require.NoError(t, os.WriteFile(dom, []byte("my cat sat on the mat\n"), 0o644))
	out := filepath.Join(dir, "x.gz")
	for _, v := range []string{"1", "0.5", "512K", "nan", "inf", "-inf", "99999999999G", "1e300"} {
		_, errOut, code := runCmd(t, "", "table", "mpeda", "--lang", "none", "--domain", dom, "--general", dom, "-o", out, "--mem", v)
		assert.Equal(t, 2, code, "--mem %s: %s", v, errOut)
		assert.Contains(t, errOut, "--mem", v)
		assert.NoFileExists(t, out)
	}
	for _, v := range []string{"1M", "1024K", "2G"} {
		n, err := parseSize(v)
		require.NoError(t, err, v)
		assert.GreaterOrEqual(t, n, int64(minMem), v)
	}
}

// signalHelperEnv runs the test binary as the parmesan command, with the
// signal handler of main, for TestMpedaSignal.
const signalHelperEnv = "PARMESAN_TEST_SIGNAL_HELPER"

func TestSignalHelperProcess(t *testing.T) {
	args := os.Getenv(signalHelperEnv)
	if args == "" {
		t.Skip("the parmesan command for TestMpedaSignal (runs only as its child)")
	}
	removeTempsOnSignal()
	os.Exit(run(append([]string{"parmesan"}, strings.Split(args, "\x1f")...), os.Stdin, os.Stdout, os.Stderr))
}

// Issue #38, defect 5: SIGTERM and SIGINT stop table mpeda while it
// spills, within a second, with exit status 128+signal, and leave no file
// in --tmp and no output. Before, the handler removed the spill directory
// while the spilling goroutines went on writing into it.
func TestMpedaSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs table mpeda in a child process")
	}
	dir := t.TempDir()
	var dom, gen strings.Builder
	for i := range 30000 {
		b := &gen
		if i < 600 {
			b = &dom
		}
		for j := range 8 + i%13 {
			fmt.Fprintf(b, "w%d ", (i*7919+j*104729)%(1+(i*31+j)%5000))
		}
		b.WriteString("\n")
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "dom.txt"), []byte(dom.String()), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "gen.txt"), []byte(gen.String()), 0o644))
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			tmp := filepath.Join(dir, "tmp-"+sig.String())
			require.NoError(t, os.Mkdir(tmp, 0o755))
			out := filepath.Join(dir, "t.gz")
			args := []string{"table", "mpeda", "--lang", "none", "--domain", filepath.Join(dir, "dom.txt"),
				"--general", filepath.Join(dir, "gen.txt"), "--mem", "1M", "-j", "8", "--tmp", tmp, "-o", out}
			cmd := exec.Command(os.Args[0], "-test.run=^TestSignalHelperProcess$")
			cmd.Env = append(os.Environ(), signalHelperEnv+"="+strings.Join(args, "\x1f"))
			require.NoError(t, cmd.Start())
			// Wait for spilled runs of the counting pass.
			deadline := time.Now().Add(60 * time.Second)
			for {
				runs, _ := filepath.Glob(filepath.Join(tmp, "mpeda-parmesan-*", "run-*"))
				if len(runs) >= 3 {
					break
				}
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatal("no spilled runs after 60 s")
				}
				time.Sleep(5 * time.Millisecond)
			}
			sent := time.Now()
			require.NoError(t, cmd.Process.Signal(sig))
			err := cmd.Wait()
			took := time.Since(sent)
			var ee *exec.ExitError
			require.ErrorAs(t, err, &ee)
			assert.Equal(t, 128+int(sig), ee.ExitCode())
			assert.Less(t, took, 2*time.Second, "exit after the signal")
			left := 0
			filepath.WalkDir(tmp, func(p string, d fs.DirEntry, err error) error {
				if err == nil && p != tmp {
					left++
				}
				return nil
			})
			assert.Zero(t, left, "entries left in --tmp")
			assert.NoFileExists(t, out)
		})
	}
}

// Issue #38, defects 9-11: --sub-corpus-ids is checked before the work
// like every other output; table restrict that keeps nothing is an error
// with no file (every consumer rejects a table of no record); table build
// --thesaurus on a file that is not one quotes a short prefix of its
// first line, not the line (5,027,110 bytes for a 5 MB line).
func TestTableErrorPaths(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	dom := write("dom.txt", strings.Repeat("my cat sat on the mat\nthe kitten likes the mat\n", 5))
	t.Run("sub-corpus-ids unwritable", func(t *testing.T) {
		out := filepath.Join(dir, "m.gz")
		_, errOut, code := runCmd(t, "", "table", "mpeda", "--lang", "none", "--domain", dom, "--general", dom, "-o", out,
			"--sub-corpus-ids", filepath.Join(dir, "no-such-dir", "ids.tsv"))
		assert.Equal(t, 1, code, errOut)
		assert.Contains(t, errOut, "no-such-dir")
		assert.NotContains(t, errOut, "mpeda: counted", "refused before the work")
		assert.NoFileExists(t, out)
	})
	t.Run("restrict keeps nothing", func(t *testing.T) {
		tab := write("t.txt", "0.5\nkitten\ncat\n0.5\ncat\nkitten\n") // Meteor's format
		corpus := write("c.txt", "stock prices rose in march\n")
		out := filepath.Join(dir, "r.gz")
		_, errOut, code := runCmd(t, "", "table", "restrict", "--corpus", corpus, "-o", out, tab)
		assert.Equal(t, 1, code, errOut)
		assert.Contains(t, errOut, "kept 0 of")
		assert.NoFileExists(t, out)
	})
	t.Run("thesaurus of one long line", func(t *testing.T) {
		long := write("long.dat", strings.Repeat("x", 1<<20)+"\n")
		out := filepath.Join(dir, "th.gz")
		_, errOut, code := runCmd(t, "", "table", "build", "--thesaurus", long, "-o", out)
		assert.Equal(t, 1, code, errOut)
		assert.Contains(t, errOut, "long.dat:1: not a MyThes .dat file")
		assert.Less(t, len(errOut), 400, "the message quotes a prefix")
		assert.Contains(t, errOut, "(1048576 bytes)")
		assert.NoFileExists(t, out)
	})
}

// Issue #38, defect 12: the lemma module's error for a language without a
// lemmatizer does not tell score users to pass --model (score has none);
// the lemma commands, which have it, still say so.
func TestLemmaModuleErrorNoModelHint(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "t.txt")
	require.NoError(t, os.WriteFile(f, []byte("il gatto\n"), 0o644))
	_, errOut, code := runCmd(t, "", "score", "-q", "-l", "it", "-m", "exact lemma", "-r", f, f)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "the lemma module has no lemmatizer for it")
	assert.NotContains(t, errOut, "--model")
	_, errOut, code = runCmd(t, "il gatto\n", "lemma", "analyze", "-l", "it")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "--model")
}

// Issue #38, smaller: correlate's usage errors exit 2 with one prefix;
// --tuned "" and a repeated --tuned are usage errors; --tuned meteor-cs
// --rewrite is refused before the rewriter loads; tune --folds 0 -o is
// refused instead of writing "held-out mean NaN".
func TestHostileSmallerUsage(t *testing.T) {
	set := exampleEvalSet(t)
	ref := filepath.Join(set, "ref.txt")
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"correlate unknown metric", []string{"correlate", "--set", set, "--metric", "nope", "--no-cache"}, `parmesan correlate: unknown metric "nope"`},
		{"correlate unknown tuned", []string{"correlate", "--set", set, "--tuned", "nope", "--no-cache"}, `parmesan correlate: tuned preset: unknown preset "nope"`},
		{"correlate metric twice", []string{"correlate", "--set", set, "--metric", "bleu,bleu", "--no-cache"}, `parmesan correlate: metric "bleu" given twice`},
		{"correlate meteor++ without copy words", []string{"correlate", "--set", set, "--metric", "meteor++", "--no-cache"}, "needs copy words"},
		{"correlate unknown stat", []string{"correlate", "--set", set, "--metric", "bleu", "--stat", "nope"}, `parmesan correlate: unknown statistic "nope"`},
		{"tuned empty", []string{"score", "-q", "--tuned", "", "-r", ref, ref}, "empty: name a preset"},
		{"tuned twice", []string{"score", "-q", "--tuned", "meteor-en", "--tuned", "meteor-cs", "-r", ref, ref}, "given twice"},
		// A paraphrase source that cannot load shows whether the rewriter
		// loads first (on main: exit 1 naming the missing table).
		{"tuned meteor-cs --rewrite", []string{"score", "-q", "-l", "cs", "--tuned", "meteor-cs", "--rewrite", "--sources", "table:" + filepath.Join(set, "no-such-table.gz"), "-r", ref, ref}, "it is Meteor's, not the Parmesan metric's"},
		{"tune --folds 0 -o", []string{"tune", "--set", set, "-m", "exact", "--folds", "0", "-o", filepath.Join(t.TempDir(), "p.params")}, "--folds 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			out, errOut, code := runCmd(t, "", tc.args...)
			assert.Equal(t, 2, code, errOut)
			assert.Contains(t, errOut, tc.want)
			for _, twice := range []string{": parmesan:", "parmesan: parmesan", "correlate: correlate:", "metaeval:"} {
				assert.NotContains(t, errOut, twice, "one prefix")
			}
			assert.NotContains(t, errOut, "NaN")
			assert.Empty(t, out)
			assert.Less(t, time.Since(start), 2*time.Second, "refused before loading")
		})
	}
	assert.NoFileExists(t, filepath.Join(t.TempDir(), "p.params"))
}

// Issue #38, defect 7, in the browser: a system file named with a
// right-to-left override shows its name isolated with the override
// visible wherever the script writes it (selects, the segment table, the
// segment detail with its scores), and the page's text holds no raw
// override.
func TestReportBidiNameInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped with -short")
	}
	ctx := newBrowser(t, 2*time.Minute)
	dir := t.TempDir()
	name := filepath.Join(dir, "sys\u202eA.txt")
	b, err := os.ReadFile(exHyp)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(name, b, 0o644))
	out := filepath.Join(dir, "report.html")
	_, errOut, code := runCmd(t, "", "report", "-o", out, "--metric", "meteor,chrf", "-r", exRef, name, exHyp2)
	require.Equal(t, 0, code, errOut)
	openReport(t, ctx, out)
	jsEval[chromedp.Void](t, ctx, `document.querySelector("#seg-body tr[data-row]").click()`)
	text := jsEval[string](t, ctx, `document.body.innerText`)
	assert.NotContains(t, text, "\u202e", "no raw override in the page's text")
	detail := jsEval[string](t, ctx, `document.getElementById("detail").innerText`)
	assert.Contains(t, detail, "\u2068sys\\u202eA\u2069: Meteor ", "the detail names the system isolated, then its scores")
	assert.Contains(t, jsEval[string](t, ctx, `document.getElementById("sysA").options[0].textContent`), `\u202e`)
}

// A segment over the rewriting budget is scored (and written) with its
// reference as written, with a warning naming file:line, instead of memory
// that grows with the square of the segment length (a 2,000,000-word line
// ran out of memory: a crash with no message).
func TestRewriteBudgetWarning(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("w ", 2500)
	ref := filepath.Join(dir, "ref")
	hyp := filepath.Join(dir, "hyp")
	require.NoError(t, os.WriteFile(ref, []byte("the house is big\n"+long+"x\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("the building is big\n"+long+"\n"), 0o644))
	const warn = ":2: warning: segment over the rewriting budget (max segment tokens 2000) was not rewritten"
	out, errOut, code := runCmd(t, "", "score", "-q", "--rewrite", "-l", "en", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 1, strings.Count(errOut, hyp+warn), errOut)
	assert.NotContains(t, errOut, hyp+":1:")
	assert.Contains(t, out, "Parmesan = ")
	_, errOut, code = runCmd(t, "", "score", "-q", "--rewrite", "-l", "en", "--metric", "chrf@parmesan,bleu@parmesan", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 1, strings.Count(errOut, hyp+warn), errOut)
	o := filepath.Join(dir, "out")
	_, errOut, code = runCmd(t, "", "rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", o)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, hyp+warn)
	got, err := os.ReadFile(o)
	require.NoError(t, err)
	assert.True(t, strings.HasSuffix(string(got), long+"x\n"))
}
