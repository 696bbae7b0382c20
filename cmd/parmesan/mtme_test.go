package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// mtmeTree writes the project-layout set at proj into a temporary tree in
// mt-metrics-eval's layout (mt_metrics_eval/data.py): sources/<lp>.txt,
// references/<lp>.<ref>.txt (refs/ref.txt renamed refA), the references
// also among system-outputs/<lp>/ as mt-metrics-eval ships them, human
// scores as <lp>.<score>.seg.score ("system score" per segment, each
// system's lines in segment order, None where unscored) and
// <lp>.<score>.sys.score, and documents/<lp>.docs. It returns the root.
func mtmeTree(t *testing.T, proj, testSet, lp, score string) string {
	t.Helper()
	set, err := data.ReadEvalSet(proj)
	require.NoError(t, err)
	root := t.TempDir()
	dir := filepath.Join(root, testSet)
	write := func(rel string, lines []string) {
		p := filepath.Join(dir, rel)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	}
	src, err := set.SourceLines()
	require.NoError(t, err)
	require.NotNil(t, src, "%s has no src.txt", proj)
	write(filepath.Join("sources", lp+".txt"), src)
	names, refs, err := set.References()
	require.NoError(t, err)
	for k, n := range names {
		if n == "ref" {
			n = "refA"
		}
		write(filepath.Join("references", lp+"."+n+".txt"), refs[k])
		write(filepath.Join("system-outputs", lp, n+".txt"), refs[k])
	}
	for _, s := range set.Systems {
		lines, err := set.SystemLines(s)
		require.NoError(t, err)
		write(filepath.Join("system-outputs", lp, s+".txt"), lines)
	}
	if set.SegScores != nil {
		var lines []string
		var systems []string
		for s := range set.SegScores {
			systems = append(systems, s)
		}
		sort.Strings(systems)
		for _, s := range systems {
			for _, v := range set.SegScores[s] {
				if math.IsNaN(v) {
					lines = append(lines, s+" None")
				} else {
					lines = append(lines, fmt.Sprintf("%s %v", s, v))
				}
			}
		}
		write(filepath.Join("human-scores", lp+"."+score+".seg.score"), lines)
	}
	if set.SysScores != nil {
		var lines []string
		for s, v := range set.SysScores {
			lines = append(lines, fmt.Sprintf("%s %v", s, v))
		}
		sort.Strings(lines)
		write(filepath.Join("human-scores", lp+"."+score+".sys.score"), lines)
	}
	docs := make([]string, len(set.Ref))
	for i := range docs {
		docs[i] = fmt.Sprintf("talks doc%d", i/10)
	}
	write(filepath.Join("documents", lp+".docs"), docs)
	return root
}

// TestCorrelateMTMEEqualsProjectLayout: the same data in the project's
// layout and in mt-metrics-eval's gives the same correlate table, by
// --mtme ROOT --testset --lp and by --set on the test set's directory;
// at system level (WMT23 en-de DA+SQM, named with --human-score) and at
// segment level (MQM TED en-de, mt-metrics-eval's standard mqm for
// wmt21.tedtalks en-de, chosen by default).
func TestCorrelateMTMEEqualsProjectLayout(t *testing.T) {
	t.Parallel() // in-process runs on their own files: no environment variable or working directory changed
	eval := filepath.Join("..", "..", "..", "shared", "eval")
	for _, tc := range []struct {
		proj, testSet, lp, score string
		extra                    []string
	}{
		{"wmt23-general/generaltest2023.en-de", "wmt23", "en-de", "da-sqm", []string{"--human-score", "da-sqm"}},
		{"mqm-ted2021/tedtalks2021.en-de", "wmt21.tedtalks", "en-de", "mqm", nil},
	} {
		t.Run(tc.testSet, func(t *testing.T) {
			proj := filepath.Join(eval, filepath.FromSlash(tc.proj))
			if _, err := os.Stat(proj); err != nil {
				t.Skipf("%s not found (this test needs ../shared beside the repo): %v", proj, err)
			}
			root := mtmeTree(t, proj, tc.testSet, tc.lp, tc.score)
			common := []string{"correlate", "--metric", "chrf,bleu", "--no-cache", "--resamples", "100"}
			want, errOut, code := runCmd(t, "", append(common, "--set", proj)...)
			require.Equal(t, 0, code, errOut)
			projName := filepath.Base(proj)
			mtmeName := tc.testSet + " " + tc.lp
			require.True(t, strings.HasPrefix(want, projName+": "), want)
			want = mtmeName + strings.TrimPrefix(want, projName)

			got, errOut, code := runCmd(t, "", append(append(common, "--mtme", root, "--testset", tc.testSet, "--lp", tc.lp), tc.extra...)...)
			require.Equal(t, 0, code, errOut)
			assert.Equal(t, want, got)
			assert.Contains(t, errOut, "mt-metrics-eval "+mtmeName+": references refA (primary refA), human scores "+tc.lp+"."+tc.score)

			got, errOut, code = runCmd(t, "", append(append(common, "--set", filepath.Join(root, tc.testSet)), tc.extra...)...)
			require.Equal(t, 0, code, errOut)
			assert.Equal(t, want, got, "--set on the test set's directory")
		})
	}
}

// TestCorrelateMTMEScoreFiles: --human and --scores read
// mt-metrics-eval's whitespace-separated files (NAME.seg.score by name),
// with the same table as the project's tab-separated ones.
func TestCorrelateMTMEScoreFiles(t *testing.T) {
	dir := t.TempDir()
	var tsvH, tsvM, mH, mM strings.Builder
	for s, name := range []string{"A", "B", "C"} {
		for i := 0; i < 12; i++ {
			h := float64((i*7+s*3)%11) / 10
			m := float64((i*5+s*2)%7) / 10
			fmt.Fprintf(&tsvH, "%s\t%d\t%g\n", name, i, h)
			fmt.Fprintf(&tsvM, "%s\t%d\t%g\n", name, i, m)
			fmt.Fprintf(&mH, "%s %g\n", name, h)
			fmt.Fprintf(&mM, "%s   %g\n", name, m)
		}
	}
	h1 := writeFile(t, dir, "human.tsv", tsvH.String())
	m1 := writeFile(t, dir, "metric.tsv", tsvM.String())
	h2 := writeFile(t, dir, "en-de.mqm.seg.score", mH.String())
	m2 := writeFile(t, dir, "X-refA.seg.score", mM.String())
	want, errOut, code := runCmd(t, "", "correlate", "--human", h1, "--scores", "X="+m1, "--resamples", "50")
	require.Equal(t, 0, code, errOut)
	got, errOut, code := runCmd(t, "", "correlate", "--human", h2, "--scores", "X="+m2, "--resamples", "50")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, got, "3 systems × 12 segments")
	want = strings.ReplaceAll(strings.TrimPrefix(want, "human.tsv"), m1, m2) // the signature names the score file
	assert.Equal(t, want, strings.TrimPrefix(got, "en-de.mqm.seg.score"))

	// A per-segment file not named .seg.score is refused with the hint.
	h3 := writeFile(t, dir, "human.txt", mH.String())
	_, errOut, code = runCmd(t, "", "correlate", "--human", h3, "--scores", "X="+m2)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "human.txt:2: second score for system A")
	assert.Contains(t, errOut, "NAME.seg.score")
}

// TestMTMEFlagsNeedTheLayout: mt-metrics-eval's flags on a project-layout
// set are a usage error, not ignored.
func TestMTMEFlagsNeedTheLayout(t *testing.T) {
	dir := correlateSet(t)
	_, errOut, code := runCmd(t, "", "correlate", "--set", dir, "--metric", "chrf", "--human-score", "mqm")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--human-score applies to mt-metrics-eval's layout")
}

// TestTuneReportMTME: tune and report take the same tree by --mtme, with
// the same systems as from the project's layout.
func TestTuneReportMTME(t *testing.T) {
	t.Parallel() // in-process runs on their own files: no environment variable or working directory changed
	proj := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-de")
	if _, err := os.Stat(proj); err != nil {
		t.Skipf("%s not found (this test needs ../shared beside the repo): %v", proj, err)
	}
	root := mtmeTree(t, proj, "wmt23", "en-de", "da-sqm")
	tuneArgs := []string{"tune", "--metric", "chrf", "--level", "sys", "--folds", "0", "--space", "beta=1:3 char-order=6 word-order=0 eps=no", "--format", "json"}
	want, errOut, code := runCmd(t, "", append(tuneArgs, "--set", proj)...)
	require.Equal(t, 0, code, errOut)
	got, errOut, code := runCmd(t, "", append(tuneArgs, "--mtme", root, "--human-score", "da-sqm")...)
	require.Equal(t, 0, code, errOut)
	var a, b map[string]any
	require.NoError(t, json.Unmarshal([]byte(want), &a))
	require.NoError(t, json.Unmarshal([]byte(got), &b))
	for _, m := range []map[string]any{a, b} {
		for k := range m {
			if k == "set" || strings.HasSuffix(k, "_seconds") { // the directory, timings
				delete(m, k)
			}
		}
	}
	assert.Equal(t, a, b, "tune: the same result from both layouts")

	page := filepath.Join(t.TempDir(), "r.html")
	_, errOut, code = runCmd(t, "", "report", "--mtme", root, "--human-score", "da-sqm", "--metric", "chrf", "-o", page)
	require.Equal(t, 0, code, errOut)
	html, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Contains(t, string(html), "wmt23 en-de")
	assert.Contains(t, string(html), "ONLINE-W")
	assert.NotContains(t, string(html), "refA", "the primary reference is no system")
}

// TestCorrelateMTMEToy: the README's mt-metrics-eval example
// (testdata/mtme, the same texts and scores as testdata/report-set in
// the project's layout) gives the project layout's table, without
// ../shared.
func TestCorrelateMTMEToy(t *testing.T) {
	common := []string{"correlate", "--metric", "chrf,bleu,meteor", "--no-cache", "--resamples", "100"}
	want, errOut, code := runCmd(t, "", append(common, "--set", filepath.Join("..", "..", "testdata", "report-set"))...)
	require.Equal(t, 0, code, errOut)
	require.True(t, strings.HasPrefix(want, "report-set: "), want)
	want = "toy de-en" + strings.TrimPrefix(want, "report-set")
	got, errOut, code := runCmd(t, "", append(common, "--mtme", filepath.Join("..", "..", "testdata", "mtme"), "--testset", "toy", "--lp", "de-en")...)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, want, got)
	assert.Contains(t, errOut, "dropped system \"refA\"")
}
