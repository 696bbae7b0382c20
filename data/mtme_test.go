package data

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeTree writes files (relative path → content) under a new root.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for rel, text := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	return root
}

// toyMTME is a three-segment wmt23 en-de tree in mt-metrics-eval's layout:
// two references (refA standard, refB a human translation among the
// systems), the outlier synthetic_ref, MQM and DA scores.
func toyMTME() map[string]string {
	return map[string]string{
		"wmt23/sources/en-de.txt":                      "a\nb\nc\n",
		"wmt23/references/en-de.refA.txt":              "A1\nA2\nA3\n",
		"wmt23/references/en-de.refB.txt":              "B1\nB2\nB3\n",
		"wmt23/system-outputs/en-de/refA.txt":          "A1\nA2\nA3\n",
		"wmt23/system-outputs/en-de/refB.txt":          "B1\nB2\nB3\n",
		"wmt23/system-outputs/en-de/sys1.txt":          "x1\nx2\nx3\n",
		"wmt23/system-outputs/en-de/synthetic_ref.txt": "s1\ns2\ns3\n",
		"wmt23/documents/en-de.docs":                   "news d1\nnews d1\nsocial d2\n",
		// sys1's second segment unscored; refB's lines interleaved.
		"wmt23/human-scores/en-de.mqm.seg.score":    "sys1 -1\nrefB 0\nsys1 None\nrefB -0.5\nsys1\t-3\nrefB -2\n",
		"wmt23/human-scores/en-de.mqm.sys.score":    "sys1 -2\nrefB -0.833\nsynthetic_ref None\n",
		"wmt23/human-scores/en-de.da-sqm.sys.score": "sys1 70\nrefB 90\n",
	}
}

func TestReadMTME(t *testing.T) {
	root := writeTree(t, toyMTME())
	e, err := ReadMTME(root, MTMEOptions{}) // the only test set and pair; wmt23 en-de's standard: refA, mqm
	require.NoError(t, err)
	assert.Equal(t, "wmt23 en-de", e.Name)
	assert.Equal(t, "de", e.Lang)
	assert.Equal(t, "refA", e.RefName)
	assert.Equal(t, []string{"A1", "A2", "A3"}, e.Ref)
	assert.Equal(t, []string{"refB", "synthetic_ref", "sys1"}, e.Systems, "the primary reference is no system")
	assert.Equal(t, map[string]bool{"refB": true}, e.Human)
	assert.Equal(t, map[string]bool{"synthetic_ref": true}, e.Outliers)
	assert.Equal(t, []string{"news", "news", "social"}, e.Domains)
	assert.Equal(t, []string{"d1", "d1", "d2"}, e.Docs)
	assert.Equal(t, []float64{0, -0.5, -2}, e.SegScores["refB"])
	s1 := e.SegScores["sys1"]
	assert.Equal(t, -1.0, s1[0])
	assert.True(t, math.IsNaN(s1[1]), "None is a missing score")
	assert.Equal(t, -3.0, s1[2])
	assert.Equal(t, map[string]float64{"sys1": -2, "refB": -0.833}, e.SysScores)
	assert.True(t, strings.HasSuffix(e.SegScoresFile, "en-de.mqm.seg.score"))
	names, refs, err := e.References()
	require.NoError(t, err)
	assert.Equal(t, []string{"refA", "refB"}, names)
	assert.Equal(t, []string{"B1", "B2", "B3"}, refs[1])
	lines, err := e.SystemLines("sys1")
	require.NoError(t, err)
	assert.Equal(t, []string{"x1", "x2", "x3"}, lines)
	src, err := e.SourceLines()
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "b", "c"}, src)
	assert.True(t, IsMTME(root))
	assert.True(t, IsMTME(filepath.Join(root, "wmt23")))
	assert.False(t, IsMTME(filepath.Join(root, "wmt23", "sources")))

	// Another score and reference by name; refA is then a human system.
	e, err = ReadMTME(filepath.Join(root, "wmt23"), MTMEOptions{LP: "en-de", HumanScore: "da-sqm", Ref: "refB"})
	require.NoError(t, err)
	assert.Nil(t, e.SegScores)
	assert.Equal(t, map[string]float64{"sys1": 70, "refB": 90}, e.SysScores)
	assert.Equal(t, []string{"B1", "B2", "B3"}, e.Ref)
	assert.Equal(t, []string{"refA", "synthetic_ref", "sys1"}, e.Systems)
	assert.Equal(t, map[string]bool{"refA": true}, e.Human)
}

// TestReadMTMEGlobCharacters: a root whose name holds glob metacharacters
// is a directory name, not a pattern (filepath.Glob read "a[1]" as "a1").
func TestReadMTMEGlobCharacters(t *testing.T) {
	files := map[string]string{}
	for k, v := range toyMTME() {
		files["a[1]*/"+k] = v
	}
	root := filepath.Join(writeTree(t, files), "a[1]*")
	e, err := ReadMTME(root, MTMEOptions{})
	require.NoError(t, err)
	assert.Equal(t, []string{"A1", "A2", "A3"}, e.Ref)
	assert.Equal(t, []string{"refB", "synthetic_ref", "sys1"}, e.Systems)
	assert.Equal(t, map[string]float64{"sys1": -2, "refB": -0.833}, e.SysScores)
	names, _, err := e.References()
	require.NoError(t, err)
	assert.Equal(t, []string{"refA", "refB"}, names)
	var got []string
	for _, f := range MTMEFiles(root, "") {
		rel, err := filepath.Rel(root, f)
		require.NoError(t, err)
		got = append(got, filepath.ToSlash(rel))
	}
	var want []string
	for k := range toyMTME() {
		want = append(want, k)
	}
	assert.ElementsMatch(t, want, got, "every file of the set, once")
	assert.Equal(t, []string{"en-de"}, mtmePairs(filepath.Join(root, "wmt23")))
}

// TestReadMTMEUnknownTestSet: outside mt-metrics-eval's meta-information
// the only score name of a level, else the first of mtmePreference, is
// chosen; refA is the primary reference when there is one.
func TestReadMTMEUnknownTestSet(t *testing.T) {
	files := map[string]string{}
	for k, v := range toyMTME() {
		files[strings.Replace(k, "wmt23/", "mine/", 1)] = v
	}
	files["mine/human-scores/en-de.esa.seg.score"] = "sys1 1\nsys1 2\nsys1 3\n"
	root := writeTree(t, files)
	e, err := ReadMTME(root, MTMEOptions{TestSet: "mine"})
	require.NoError(t, err)
	assert.Equal(t, "refA", e.RefName)
	assert.Nil(t, e.Outliers)
	assert.True(t, strings.HasSuffix(e.SegScoresFile, "en-de.mqm.seg.score"), e.SegScoresFile)
	assert.True(t, strings.HasSuffix(e.SysScoresFile, "en-de.mqm.sys.score"), e.SysScoresFile)
}

func TestReadMTMEErrors(t *testing.T) {
	for _, tc := range []struct {
		name, file, text string
		o                MTMEOptions
		want             string
	}{
		{"short output", "wmt23/system-outputs/en-de/sys1.txt", "x1\n", MTMEOptions{}, "sys1.txt has 1 lines, the source"},
		{"seg lines", "wmt23/human-scores/en-de.mqm.seg.score", "sys1 1\nsys1 2\nrefB 1\nrefB 1\nrefB 1\n", MTMEOptions{}, "en-de.mqm.seg.score: system sys1 has 2 segment lines, the set has 3 segments"},
		{"bad score", "wmt23/human-scores/en-de.mqm.sys.score", "sys1 -2\nrefB x\n", MTMEOptions{}, "en-de.mqm.sys.score:2: score \"x\" is not a finite number"},
		{"three fields", "wmt23/human-scores/en-de.mqm.sys.score", "sys1 -2 3\n", MTMEOptions{}, "en-de.mqm.sys.score:1: want 2 whitespace-separated fields"},
		{"unknown system", "wmt23/human-scores/en-de.mqm.sys.score", "sys9 -2\n", MTMEOptions{}, "scores for system sys9, which has no output"},
		{"docs", "wmt23/documents/en-de.docs", "news\n", MTMEOptions{}, "en-de.docs:1: want 2 fields (domain, document), got 1"},
		{"no score", "", "", MTMEOptions{HumanScore: "esa"}, "no human scores esa at segment or system level (there: mqm.seg, da-sqm.sys, mqm.sys)"},
		{"no pair", "", "", MTMEOptions{LP: "en-cs"}, "has no language pair en-cs"},
		{"no ref", "", "", MTMEOptions{Ref: "refC"}, "no reference refC for en-de (references: refA, refB)"},
		{"no test set", "", "", MTMEOptions{TestSet: "wmt22"}, "is not an mt-metrics-eval test set (no sources/ and system-outputs/); test sets there: wmt23"},
		{"two test sets", "wmt22/system-outputs/en-de/x.txt", "a\n", MTMEOptions{}, "holds several mt-metrics-eval test sets: name one (--testset wmt22, wmt23)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := toyMTME()
			if tc.file != "" {
				files[tc.file] = tc.text
			}
			if strings.HasPrefix(tc.file, "wmt22/") {
				files["wmt22/sources/en-de.txt"] = "a\n"
			}
			_, err := ReadMTME(writeTree(t, files), tc.o)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// TestReadScoresMTMEFiles: ReadScores takes mt-metrics-eval's files by
// their names and whitespace-separated lines of the project's format.
func TestReadScoresMTMEFiles(t *testing.T) {
	root := writeTree(t, map[string]string{
		"en-de.mqm.seg.score":    "A 1\nB 2\nA None\nB 4\n",
		"BLEU-refA.sys.score":    "A 10\nB 20\n",
		"spaces.tsv":             "A 0 1\nA 1 2\n",
		"en-de.mqm.domain.score": "news A 1\n",
	})
	s, err := ReadScores(filepath.Join(root, "en-de.mqm.seg.score"))
	require.NoError(t, err)
	assert.Equal(t, map[string]map[int]float64{"A": {0: 1}, "B": {0: 2, 1: 4}}, s.Seg)
	s, err = ReadScores(filepath.Join(root, "BLEU-refA.sys.score"))
	require.NoError(t, err)
	assert.Equal(t, map[string]float64{"A": 10, "B": 20}, s.Sys)
	s, err = ReadScores(filepath.Join(root, "spaces.tsv"))
	require.NoError(t, err)
	assert.Equal(t, map[string]map[int]float64{"A": {0: 1, 1: 2}}, s.Seg)
	_, err = ReadScores(filepath.Join(root, "en-de.mqm.domain.score"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "domain-level scores (mt-metrics-eval) are not read here")
}
