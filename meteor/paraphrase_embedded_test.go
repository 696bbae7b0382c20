package meteor

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 16, defect 7: English without a paraphrase table uses the
// embedded WordNet table, which the fingerprint names; other languages
// still need a table.
func TestEmbeddedParaphrasesWhenNoTable(t *testing.T) {
	set, err := Config{Language: "en", Normalization: Norm, Modules: []Module{Exact, Paraphrase}}.Resolve()
	require.NoError(t, err)
	res, err := LoadResources(set, ResourceFiles{})
	require.NoError(t, err)
	assert.True(t, res.EmbeddedParaphrases)
	assert.True(t, strings.HasPrefix(res.Fingerprints.Paraphrases, "wn-"), res.Fingerprints.Paraphrases)
	sc, err := NewWithSettings(set, res)
	require.NoError(t, err)
	seg := sc.Align("we must look into the matter", []string{"we must investigate the matter"})
	// stage 2 (paraphrase): "look into" in the hypothesis, "investigate" in the reference
	assert.Equal(t, [2]float64{2, 1}, [2]float64{seg.Stats.TestContent[1] + seg.Stats.TestFunction[1], seg.Stats.RefContent[1] + seg.Stats.RefFunction[1]}, "%+v", seg.Stats)

	set, err = Config{Language: "fr", Modules: []Module{Exact, Paraphrase}}.Resolve()
	require.NoError(t, err)
	_, err = LoadResources(set, ResourceFiles{})
	assert.True(t, errors.Is(err, ErrMissingResource), "%v", err)
}
