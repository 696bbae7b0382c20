package main

import (
	"testing"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The sample tokenizes as score does by default: Meteor's -norm where a
// normalizer exists, lowercased tokenized text elsewhere (so Romanian ș
// and ț stay inside their words).
func TestMeteorConfig(t *testing.T) {
	for _, c := range []struct {
		lang string
		want meteor.Normalization
	}{
		{"cs", meteor.Norm},
		{"en", meteor.Norm},
		{"de", meteor.Norm},
		{"ru", meteor.Norm},
		{"pl", meteor.LowerOnly},
		{"ro", meteor.LowerOnly},
	} {
		assert.Equal(t, c.want, meteorConfig(c.lang).Normalization, c.lang)
	}
}

// Under score's settings a Romanian segment keeps ș and ț inside their
// words (Meteor's Czech -norm, used before, split "intervenția" into
// "interven ț ia").
func TestMeteorConfigRomanianTokens(t *testing.T) {
	sc, err := meteor.New(meteorConfig("ro"), nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"după", "intervenția", "și", "ț"}, sc.Tokenize("după intervenția și ț"))
	cs, err := meteor.New(meteorConfig("cs"), nil)
	require.NoError(t, err)
	assert.NotEqual(t, []string{"după", "intervenția", "și"}, cs.Tokenize("după intervenția și"), "the Czech normalizer splits them")
}
