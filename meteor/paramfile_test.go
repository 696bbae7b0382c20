package meteor

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

func TestParamFileRoundTrip(t *testing.T) {
	for _, p := range []*ParamFile{
		{Language: "czech", Modules: []Module{Exact, Paraphrase}, Params: &Params{0.95, 0.2, 0.6, 0.8}, Weights: []float64{1, 0.4}},
		{Params: &Params{0.1 + 0.2, 1e-7, 0, 1}},         // awkward doubles survive
		{Weights: []float64{1, 0.6000000000000001, 0.8}}, // weights alone
		{Language: "english", Normalization: "norm_nopunct", Metric: MetricParmesan, Weights: []float64{1}},
	} {
		p.Comments = []string{"tuned by a test", "second line"}
		path := filepath.Join(t.TempDir(), "p.txt")
		require.NoError(t, WriteParamFile(path, p))
		got, err := ReadParamFile(path)
		require.NoError(t, err)
		got.Comments = p.Comments
		assert.Equal(t, p, got)
	}
}

func TestParamFileErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"unknown key", "params 0.1 0.2 0.3 0.4\nalpha 0.5\n", "p.txt:2: meteor: parameter file: unknown key \"alpha\""},
		{"three params", "# c\n\nparams 0.1 0.2 0.3\n", "p.txt:3: meteor: parameter file: params takes 4 numbers"},
		{"not a number", "weights 1 x\n", "p.txt:1: meteor: parameter file: weights: \"x\" is not a finite number"},
		{"infinite", "params 1 Inf 0 0\n", "p.txt:1: meteor: parameter file: params: \"Inf\" is not a finite number"},
		{"negative", "weights 1 -0.5\n", "p.txt:1: meteor: parameter file: weights: -0.5 is negative"},
		// Issue 27 #10: what tune --alpha 2:3:0.5 wrote is refused on reading.
		{"alpha above 1", "params 2.5 1 0.5 0.5\n", "p.txt:1: meteor: parameter file: params: meteor: alpha 2.5 is not in [0, 1]"},
		{"gamma above 1", "params 0.5 1 1.5 0.5\n", "p.txt:1: meteor: parameter file: params: meteor: gamma 1.5 is not in [0, 1]"},
		{"twice", "weights 1\nweights 1\n", "p.txt:2: meteor: parameter file: \"weights\" given twice (first on line 1)"},
		{"bad module", "modules exact lexicon\nweights 1 1\n", "p.txt:1: meteor: parameter file: meteor: unknown module \"lexicon\""}, // (lemma is a module: parmesan's Lemma)
		{"bad language", "language klingon\nweights 1\n", "p.txt:1: meteor: parameter file: meteor: unknown language \"klingon\""},
		{"empty value", "params\n", "p.txt:1: meteor: parameter file: \"params\" needs a value"},
		{"nothing set", "language en\n", "p.txt: meteor: parameter file sets neither params nor weights"},
		{"weights vs modules", "modules exact stem\nweights 1\n", "p.txt:2: meteor: parameter file: 1 weights for 2 modules"},
		{"bad normalization", "normalization yes\nweights 1\n", "p.txt:1: meteor: parameter file: normalization takes one of no_norm lc_only norm norm_nopunct uax29, got \"yes\""},
		{"bad metric", "weights 1\nmetric bleu\n", "p.txt:2: meteor: parameter file: metric takes meteor or parmesan, got \"bleu\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseParamFile(strings.NewReader(tc.text), "p.txt")
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), tc.want), err.Error())
			var pe *data.PosError
			assert.True(t, errors.As(err, &pe))
		})
	}
	_, err := ReadParamFile(filepath.Join(t.TempDir(), "missing"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestParamFileApply(t *testing.T) {
	p := &ParamFile{Language: "czech", Modules: []Module{Exact}, Params: &Params{0.5, 1, 0.5, 0.5}, Weights: []float64{1}}
	// Explicit options win; unset ones come from the file.
	cfg := Config{Language: "cz", Weights: []float64{0.7}}
	require.NoError(t, p.Apply(&cfg))
	assert.Equal(t, Params{0.5, 1, 0.5, 0.5}, *cfg.Params)
	assert.Equal(t, []float64{0.7}, cfg.Weights)
	assert.Equal(t, []Module{Exact}, cfg.Modules)
	s, err := cfg.Resolve()
	require.NoError(t, err)
	assert.Equal(t, "Custom", s.TaskName)
	// Another language is an error.
	assert.ErrorContains(t, p.Apply(&Config{Language: "en"}), "tuned for czech")
	var b bytes.Buffer
	_, err = p.WriteTo(&b)
	require.NoError(t, err)
	assert.Equal(t, "language czech\nmodules exact\nparams 0.5 1.0 0.5 0.5\nweights 1.0\n", b.String())
}

// FuzzParamFile: the parser never panics, its errors render, and what it
// accepts writes back to a file that reads to the same values.
func FuzzParamFile(f *testing.F) {
	f.Add("language czech\nmodules exact paraphrase\nparams 0.95 0.2 0.6 0.8\nweights 1.0 0.4\n")
	f.Add("# c\nparams 1e-3 2 NaN 0\n")
	f.Add("weights 1 2 3 4 5\nweights\n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseParamFile(strings.NewReader(text), "f")
		if err != nil {
			_ = err.Error()
			return
		}
		var b bytes.Buffer
		_, err = p.WriteTo(&b)
		require.NoError(t, err)
		q, err := ParseParamFile(&b, "again")
		require.NoError(t, err, b.String())
		assert.Equal(t, p, q)
	})
}

// TestParamFileSettingsChecked: a file that records its normalization
// and metric is refused under others; params alone keep the language's
// task weights instead of the custom task's (zero outside English).
func TestParamFileSettingsChecked(t *testing.T) {
	p := &ParamFile{Language: "czech", Normalization: "norm", Metric: MetricParmesan, Params: &Params{0.5, 1, 0.5, 0.5}}
	assert.ErrorContains(t, p.Apply(&Config{Language: "cz"}), "tuned with normalization norm, but this run's is no_norm")
	assert.ErrorContains(t, p.Apply(&Config{Language: "cz", Normalization: NormNoPunct}), "but this run's is norm_nopunct")
	cfg := Config{Language: "cz", Normalization: Norm}
	require.NoError(t, p.Apply(&cfg))
	s, err := cfg.Resolve()
	require.NoError(t, err)
	assert.Equal(t, TaskRank, s.Task)
	assert.Equal(t, []float64{1.0, 0.4}, s.Weights, "the Czech rank weights, not the custom task's zeros")
	assert.Equal(t, "Custom", s.TaskName)
	assert.ErrorContains(t, p.CheckMetric(false), "tuned for the Parmesan metric")
	assert.NoError(t, p.CheckMetric(true))
	p.Metric = MetricMeteor
	assert.ErrorContains(t, p.CheckMetric(true), "tuned for plain Meteor")
	assert.NoError(t, p.CheckMetric(false))
	p.Metric, p.Normalization = "", ""
	assert.NoError(t, p.CheckMetric(true))
	assert.NoError(t, p.Apply(&Config{Language: "cz"}))
}
