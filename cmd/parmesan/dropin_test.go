package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/oracletest"
	"github.com/parmesan-mt/parmesan/meteor"
)

// stdioClient drives "parmesan meteor - - -stdio ARGS…" as pycocoevalcap's
// meteor.py drives the jar: one SCORE line per segment (references, then
// the hypothesis with "|||" removed), reading its statistics line before
// sending the next; then one EVAL line with all statistics, reading N+1
// answers. It returns the statistics lines, the N+1 EVAL answers and
// stderr.
func stdioClient(t *testing.T, args []string, hyps []string, refs [][]string) (stats, scores []string, stderr string) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var errBuf lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(append([]string{"parmesan", "meteor", "-", "-", "-stdio"}, args...), inR, outW, &errBuf)
		outW.Close()
	}()
	out := bufio.NewReader(outR)
	readLine := func() string {
		t.Helper()
		line, err := out.ReadString('\n')
		require.NoError(t, err, "stderr: %s", errBuf.String())
		return strings.TrimSpace(line)
	}
	send := func(line string) {
		t.Helper()
		_, err := io.WriteString(inW, line+"\n")
		require.NoError(t, err)
	}
	eval := []string{"EVAL"}
	for i, h := range hyps {
		h = strings.ReplaceAll(strings.ReplaceAll(h, "|||", ""), "  ", " ") // as meteor.py's _stat
		send(strings.Join([]string{"SCORE", strings.Join(refs[i], " ||| "), h}, " ||| "))
		s := readLine()
		stats = append(stats, s)
		eval = append(eval, s)
	}
	send(strings.Join(eval, " ||| "))
	for range len(hyps) + 1 {
		scores = append(scores, readLine())
	}
	require.NoError(t, inW.Close())
	require.Equal(t, 0, <-done, "stderr: %s", errBuf.String())
	return stats, scores, errBuf.String()
}

// TestDropInPycocoevalcapLayout (issue 26): "parmesan meteor - - -stdio -l
// en -norm" run, with no resource option, in a directory laid out as
// pycocoevalcap's meteor package (meteor-1.5.jar and
// data/paraphrase-en.gz), answers the client protocol with the jar's bytes:
// every statistics line equals the reference's -ssOut line, every segment
// score its segment score and the EVAL aggregate its final score, with one
// reference (xray3000, 3,000 segments) and two (xray2refs, 2,489).
func TestDropInPycocoevalcapLayout(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	dir := oracletest.ClientLayout(t)
	scoring := filepath.Join(oracletest.Oracle(t), "scoring")
	t.Chdir(dir)
	for _, tc := range []struct {
		name, set string
		refs      int
	}{
		{"xray3000_en_norm_default", "xray3000", 1},
		{"xray2refs_en_norm_default_r2", "xray2refs", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hyps := oracletest.ReadLines(t, filepath.Join(scoring, tc.set+".hyp"))
			flat := oracletest.ReadLines(t, filepath.Join(scoring, tc.set+".ref"))
			require.Len(t, flat, len(hyps)*tc.refs)
			refs := make([][]string, len(hyps))
			for i := range refs {
				refs[i] = flat[i*tc.refs : (i+1)*tc.refs]
			}
			stats, scores, stderr := stdioClient(t, []string{"-l", "en", "-norm"}, hyps, refs)
			wantSS := oracletest.ReadLines(t, filepath.Join(scoring, tc.name+".ss"))
			wantSeg := oracletest.ReadLines(t, filepath.Join(scoring, tc.name+".segscores"))
			wantFinal := oracletest.ReadLines(t, filepath.Join(scoring, tc.name+".final"))
			require.Len(t, wantSS, len(hyps))
			diffSS, diffSeg := 0, 0
			for i := range hyps {
				if stats[i] != wantSS[i] {
					if diffSS++; diffSS <= 3 {
						t.Errorf("segment %d statistics: %q, jar %q", i+1, stats[i], wantSS[i])
					}
				}
				if scores[i] != wantSeg[i] {
					if diffSeg++; diffSeg <= 3 {
						t.Errorf("segment %d score: %s, jar %s", i+1, scores[i], wantSeg[i])
					}
				}
			}
			assert.Zero(t, diffSS, "statistics lines differing from the jar's")
			assert.Zero(t, diffSeg, "segment scores differing from the jar's")
			assert.Equal(t, wantFinal[0], scores[len(hyps)], "corpus score")
			assert.Contains(t, stderr, "using meteor-1.5.jar and data/paraphrase-en.gz from the working directory")
			assert.NotContains(t, stderr, "embedded")
		})
	}
}

// TestDropInResourceJar: -resources names the jar itself (its directories
// read from the archive, the paraphrase table from data/ beside it); the
// numbers are the oracle's.
func TestDropInResourceJar(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	dir := oracletest.ClientLayout(t)
	scoring := filepath.Join(oracletest.Oracle(t), "scoring")
	t.Chdir(t.TempDir()) // nothing to find here
	out, stderr, code := runCmd(t, "", "meteor", filepath.Join(scoring, "xray3000.hyp"), filepath.Join(scoring, "xray3000.ref"),
		"-l", "en", "-norm", "-q", "-resources", filepath.Join(dir, "meteor-1.5.jar"))
	require.Equal(t, 0, code, stderr)
	want := oracletest.ReadLines(t, filepath.Join(scoring, "xray3000_en_norm_default.final"))
	assert.Equal(t, want[0]+"\n", out)
	assert.Equal(t, strings.Join(oracletest.ReadLines(t, filepath.Join(scoring, "xray3000_en_norm_default.segscores")), "\n")+"\n", stderr,
		"-q: segment scores on stderr and nothing else (the paraphrase table was found beside the jar)")
}

// TestDropInMissingParaphrases: a resource directory, or a jar, without
// the English paraphrase table leaves the paraphrase module out of the
// default modules (the one default of every surface), with a note naming
// the file looked for, instead of failing.
func TestDropInMissingParaphrases(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	res := oracletest.Resources(t)
	dir := oracletest.ClientLayout(t)
	require.NoError(t, os.RemoveAll(filepath.Join(dir, "data")))
	t.Chdir(t.TempDir())
	for r, missing := range map[string]string{
		res:                                  filepath.Join(res, "paraphrase-en.gz"),
		filepath.Join(dir, "meteor-1.5.jar"): filepath.Join(dir, "data", "paraphrase-en.gz"),
	} {
		out, stderr, code := runCmd(t, "SCORE ||| the cat sat down ||| the cat sat\n", "meteor", "-", "-", "-stdio", "-l", "en", "-norm", "-resources", r)
		require.Equal(t, 0, code, stderr)
		assert.Len(t, strings.Fields(out), 23, out)
		assert.Equal(t, "parmesan meteor: scores are not the reference jar's: no paraphrase table (none at "+missing+
			"), so no paraphrase module, which the jar's default has (give a table with -a)\n", stderr)
		// Asked for by name, the embedded table stands in, said with the file looked for.
		_, stderr, code = runCmd(t, "SCORE ||| the cat sat down ||| the cat sat\n", "meteor", "-", "-", "-stdio", "-l", "en", "-norm", "-m", "exact stem synonym paraphrase", "-resources", r)
		require.Equal(t, 0, code, stderr)
		assert.Equal(t, "parmesan meteor: no paraphrase table at "+missing+
			"; using parmesan's embedded English WordNet table, so scores differ from the reference's paraphrase-en.gz\n", stderr)
	}
	// Another language has no embedded table: still an error naming the file.
	_, stderr, code := runCmd(t, "", "meteor", "-", "-", "-stdio", "-l", "cz", "-m", "exact paraphrase", "-resources", res)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, stderr, "paraphrase-cz.gz")
}

// TestDropInNothingFound: with nothing in the working directory, the
// embedded resources are used, said once on stderr; stdout holds only
// answers.
func TestDropInNothingFound(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	t.Chdir(t.TempDir())
	stats, scores, stderr := stdioClient(t, []string{"-l", "en", "-norm"}, []string{"a cat sat on the mat"}, [][]string{{"the cat sat on a mat"}})
	assert.Len(t, strings.Fields(stats[0]), 23)
	assert.Len(t, scores, 2)
	assert.NotContains(t, stderr, "working directory")
	assert.Equal(t, 1, strings.Count(stderr, "scores are not the reference jar's"), stderr)
}

// TestStdioSignature: "SIGNATURE ||| n", parmesan's own -stdio request
// (the Python package asks it), answers the signature "parmesan score"
// prints for the same settings, resources and number of references.
func TestStdioSignature(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	res := oracletest.Resources(t)
	table := filepath.Join(oracletest.Shared(t), "resources", "paraphrase", "wordnet-en.gz")
	out, stderr, code := runCmd(t, "SIGNATURE ||| 2\nSIGNATURE\n", "meteor", "-", "-", "-stdio", "-l", "en", "-norm", "-resources", res, "-a", table)
	require.Equal(t, 0, code, stderr)
	lines := splitLines(out)
	require.Len(t, lines, 2)
	assert.Equal(t, "Error: specify SIGNATURE ||| number of references", lines[1])

	dir := t.TempDir()
	hyp, ref := filepath.Join(dir, "hyp.txt"), filepath.Join(dir, "ref.txt")
	require.NoError(t, os.WriteFile(hyp, []byte("a cat sat\n"), 0o644))
	require.NoError(t, os.WriteFile(ref, []byte("the cat sat\n"), 0o644))
	js, stderr, code := runCmd(t, "", "score", "-q", "--format", "json", "--metric", "meteor", "-l", "en",
		"-m", "exact stem synonym paraphrase", "--resources", res, "-a", table, "-r", ref, "-r", ref, hyp)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, js, `"signature": "`+lines[0]+`"`)
	assert.Contains(t, lines[0], "|nrefs:2|")
}
