package eval

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// saving is an analyser whose SaveAnalyses returns err, as lemma/cs's
// does when its deferred dictionary changed during the run.
type saving struct {
	lemma.Language
	err error
}

func (s saving) SaveAnalyses() error { return s.err }

// TestResourceChangedIsAnError: analyses made after a resource changed
// during the run (lemma.ErrResourceChanged, reported when they would be
// saved) fail Run, so that no score made with them is printed; any other
// failure to save costs only the next run's time.
func TestResourceChangedIsAnError(t *testing.T) {
	c := Corpus{Refs: [][]string{{"a cat sat", "a dog ran"}}}
	systems := []System{{"s", []string{"a cat sat", "a dog ran"}}}
	for _, tc := range []struct {
		err     error
		wantErr bool
	}{
		{fmt.Errorf("lemma/cs: %w: the dictionary changed", lemma.ErrResourceChanged), true},
		{errors.New("cache directory not writable"), false},
		{nil, false},
	} {
		ro, err := pipeline.New(pipeline.Config{Lang: lang.English, NoFix: true})
		require.NoError(t, err)
		ro.Language = saving{ro.Language, tc.err}
		o := Options{Rewrite: ro, Meteor: meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}}}
		res, err := Run(context.Background(), c, systems, []string{"chrf@parmesan"}, o, RunOptions{})
		if tc.wantErr {
			assert.ErrorIs(t, err, lemma.ErrResourceChanged)
			assert.Nil(t, res)
		} else {
			assert.NoError(t, err, "%v", tc.err)
			assert.NotNil(t, res)
		}
	}
}
