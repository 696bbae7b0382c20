package tune

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestCollectGrounds: "tune --rewrite --source" printed ground=… in its
// signature but Collect never grounded the references, so the statistics
// (and the start correlation) were those without --source. Collect now
// grounds in CollectOptions.Sources, giving the statistics of the
// grounded evaluator, and an evaluator with a grounding dictionary but no
// sources is an error.
func TestCollectGrounds(t *testing.T) {
	dir := t.TempDir()
	refs := []string{"The cat sat on the mat .", "He bought an automobile yesterday .", "It was raining hard ."}
	hyps := []string{"The cat sat on a carpet .", "Yesterday he bought a car .", "It rained hard ."}
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "ref.txt"), []byte(strings.Join(refs, "\n")+"\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sys", "a.txt"), []byte(strings.Join(hyps, "\n")+"\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sys_scores.tsv"), []byte("a\t0.5\n"), 0o644))
	set, err := data.ReadEvalSet(dir)
	require.NoError(t, err)

	// WordNet only: the grounding does not drop pairs mined from many
	// translations (the default multi-en table carries its own evidence).
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English, Sources: []pipeline.Source{{Kind: pipeline.SourceWordNet}}})
	require.NoError(t, err)
	grounded := *ro
	grounded.Dictionary = paraphrase.NewDictionary() // translates nothing: grounding keeps no substitution
	o := eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Rewrite: &grounded}
	ev, err := eval.NewEvaluator(o)
	require.NoError(t, err)

	_, err = Collect(ev, set, CollectOptions{})
	assert.True(t, errors.Is(err, eval.ErrNoSources), "no sources: %v", err)

	src := []string{"x", "y", "z"}
	d, err := Collect(ev, set, CollectOptions{Sources: src})
	require.NoError(t, err)
	prepared, err := ev.PrepareReferences([][]string{refs}, src)
	require.NoError(t, err)
	want, err := ev.ScoreSystem("a", hyps, prepared)
	require.NoError(t, err)
	assert.Equal(t, want.Segments, d.Stats[0], "the grounded evaluator's statistics")

	o.Rewrite = ro
	free, err := eval.NewEvaluator(o)
	require.NoError(t, err)
	dFree, err := Collect(free, set, CollectOptions{})
	require.NoError(t, err)
	assert.NotEqual(t, dFree.Stats[0], d.Stats[0], "grounding must change the statistics of this corpus")
	_, err = Collect(free, set, CollectOptions{Sources: src})
	assert.Error(t, err, "sources without a dictionary")
}
