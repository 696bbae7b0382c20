package eval

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

func TestParseSpec(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Spec
		ok   bool
	}{
		{"chrf", Spec{Metric: "chrf"}, true},
		{"chrf@parmesan", Spec{Metric: "chrf", Rewritten: true}, true},
		{"parmesan", Spec{Metric: "meteor", Rewritten: true}, true},
		{"meteor@parmesan", Spec{Metric: "meteor", Rewritten: true}, true},
		{"m-ter@parmesan", Spec{Metric: "m-ter", Rewritten: true}, true},
		{"chrf@other", Spec{}, false},
		{"@parmesan", Spec{}, false},
		{"parmesan@parmesan", Spec{}, false},
		{"", Spec{}, false},
	} {
		t.Run(c.in, func(t *testing.T) {
			got, err := ParseSpec(c.in)
			if !c.ok {
				assert.True(t, errors.Is(err, ErrUnknownMetric), "%v", err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, got)
			back, err := ParseSpec(got.String())
			require.NoError(t, err)
			assert.Equal(t, got, back, "String reads back")
		})
	}
}

// TestRunRefuses: names on rewritten references need a rewriter, and
// sources need a rewritten metric; nothing is scored.
func TestRunRefuses(t *testing.T) {
	c := Corpus{Refs: [][]string{{"a cat", "a dog"}}}
	systems := []System{{Name: "s", Hyps: []string{"a cat", "the dog"}}}
	o := Options{Meteor: meteor.Config{Language: "en"}}
	res, err := Run(context.Background(), c, systems, []string{"chrf@parmesan"}, o, RunOptions{})
	assert.ErrorContains(t, err, "chrf@parmesan needs a rewriter")
	assert.Nil(t, res)
	c.Sources = []string{"x", "y"}
	res, err = Run(context.Background(), c, systems, []string{"chrf"}, o, RunOptions{})
	assert.ErrorContains(t, err, "source sentences ground the rewritten references")
	assert.Nil(t, res)
	res, err = Run(context.Background(), Corpus{Refs: c.Refs}, systems, []string{"chrf", "bleu"}, o, RunOptions{})
	require.NoError(t, err)
	require.Len(t, res.Results, 2)
	assert.Equal(t, "chrf", res.Results[0].Metric)
	assert.Equal(t, "bleu", res.Results[1].Metric)
	assert.Equal(t, RefsOriginal, res.Results[0].References)
	assert.Equal(t, 2, res.Segments)
	assert.Equal(t, 1, res.References)
}
