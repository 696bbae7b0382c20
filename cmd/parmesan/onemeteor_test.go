package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/meteor"
)

// TestOneMeteorDefault: "parmesan score", "parmesan meteor" and the Go
// API give the same corpus Meteor for the same files and settings (the
// Python package's side is python/tests/test_metrics.py), with the one
// default module list: no paraphrase module without a table. Without the
// jar's resources each command says once on stderr that the scores are
// not the jar's, and the Go API says it through CompareWithJar; with the
// resources and a table given, nothing is said and paraphrase is on.
func TestOneMeteorDefault(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	ref, err := filepath.Abs(exRef)
	require.NoError(t, err)
	hyp, err := filepath.Abs(exHyp)
	require.NoError(t, err)
	t.Chdir(t.TempDir()) // no meteor-1.5.jar or data/ to find

	scoreCLI := func(extra ...string) (float64, string, string) {
		out, errOut, code := runCmd(t, "", append([]string{"score", "-q", "-f", "json", "-r", ref, hyp}, extra...)...)
		require.Equal(t, 0, code, errOut)
		var rep struct {
			Results []struct {
				Score     float64 `json:"score"`
				Signature string  `json:"signature"`
			} `json:"results"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &rep), out)
		require.Len(t, rep.Results, 1)
		return rep.Results[0].Score, rep.Results[0].Signature, errOut
	}
	final := regexp.MustCompile(`(?m)^Final score:\s+(\S+)$`)
	meteorCLI := func(extra ...string) (float64, string) {
		out, errOut, code := runCmd(t, "", append([]string{"meteor", hyp, ref, "-l", "en", "-norm"}, extra...)...)
		require.Equal(t, 0, code, errOut)
		m := final.FindStringSubmatch(out)
		require.NotNil(t, m, out)
		x, err := strconv.ParseFloat(m[1], 64)
		require.NoError(t, err)
		return x, errOut
	}
	goAPI := func(o parmesan.Options) (float64, parmesan.JarDifference) {
		refs, hyps := readLinesT(t, ref), readLinesT(t, hyp)
		rep, err := parmesan.Evaluate([][]string{refs}, []parmesan.System{{Name: "h", Hyps: hyps}}, o)
		require.NoError(t, err)
		d, err := parmesan.CompareWithJar(o)
		require.NoError(t, err)
		return rep.Results[0].Score, d
	}

	// Embedded resources: the defaults everywhere.
	s, sig, sErr := scoreCLI()
	m, mErr := meteorCLI()
	g, gd := goAPI(parmesan.DefaultOptions("en"))
	assert.Contains(t, sig, "|mods:ex_st_sy|", "no paraphrase module without a table")
	assert.Equal(t, s, m, "score and meteor")
	assert.Equal(t, s, g, "score and the Go API")
	const note = "scores are not the reference jar's: parmesan's embedded function words and synonyms"
	assert.Equal(t, 1, strings.Count(sErr, note), sErr)
	assert.Equal(t, 1, strings.Count(mErr, note), mErr)
	assert.Contains(t, sErr, "no paraphrase table, so no paraphrase module")
	assert.Contains(t, mErr, "no paraphrase table, so no paraphrase module")
	assert.True(t, gd.EmbeddedResources && gd.ParaphraseOff && !gd.EmbeddedParaphrases, "%+v", gd)

	// The embedded WordNet phrase table only by name, and said.
	_, sigPa, sErr := scoreCLI("-m", "exact stem synonym paraphrase")
	assert.Contains(t, sigPa, "|mods:ex_st_sy_pa|")
	assert.Contains(t, sErr, "embedded English WordNet phrase table")
	_, mErr = meteorCLI("-m", "exact stem synonym paraphrase")
	assert.Contains(t, mErr, "embedded English WordNet table")

	// The jar's resources and a paraphrase table: paraphrase on, nothing said.
	shared := filepath.Join(filepath.Dir(filepath.Dir(filepath.Dir(ref))), "..", "shared", "resources")
	res, table := filepath.Join(shared, "meteor-1.5"), filepath.Join(shared, "paraphrase", "wordnet-en.gz")
	if _, err := os.Stat(table); err != nil {
		t.Skipf("%s not found (the rest needs ../shared beside the repo): %v", table, err)
	}
	s, sig, sErr = scoreCLI("--resources", res, "-a", table)
	m, mErr = meteorCLI("-resources", res, "-a", table)
	o := parmesan.DefaultOptions("en")
	o.Resources = meteor.ResourceFiles{Dir: res, Paraphrases: table}
	g, gd = goAPI(o)
	assert.Contains(t, sig, "|mods:ex_st_sy_pa|")
	assert.Equal(t, s, m)
	assert.Equal(t, s, g)
	assert.Empty(t, sErr)
	assert.Empty(t, mErr)
	assert.False(t, gd.Any(), "%+v", gd)
}

func readLinesT(t *testing.T, p string) []string {
	t.Helper()
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}
