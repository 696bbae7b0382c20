package en

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPossibleTags: a tag WordNet says the word cannot have is replaced by
// one it can (WordNet 3.0: "select" has verb and adjective senses only,
// "congress" noun senses only, "mental" adjective senses only). Each
// sentence is one where the tagger gives the impossible tag.
func TestPossibleTags(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	for _, c := range []struct {
		sent, word, pos string
	}{
		{"Open the menu and select Help .", "select", "VERB"},
		{"He has to release his tax returns to congress .", "congress", "NOUN"},
		{"How do I help with a mental shock ?", "mental", "ADJ"},
	} {
		toks := strings.Fields(c.sent)
		out := e.Analyze(toks)
		for i, w := range toks {
			if w == c.word {
				assert.Equal(t, c.pos, out[i].POS, "%s in %q (Penn %s)", w, c.sent, out[i].XPOS)
			}
		}
	}
	// Left alone: a preposition WordNet knows only as a verb; an -ing
	// word the tagger reads as a noun (a gerund noun WordNet does not list).
	for _, c := range []struct {
		sent, word, pos string
	}{
		{"Everyone except John came .", "except", "ADP"},
		{"NBA : Despite 20 points by Wagner : Magic lose at Clippers", "Despite", "ADP"},
		{"She offers private tutoring for students .", "tutoring", "NOUN"},
	} {
		toks := strings.Fields(c.sent)
		out := e.Analyze(toks)
		for i, w := range toks {
			if w == c.word {
				assert.Equal(t, c.pos, out[i].POS, "%s in %q (Penn %s)", w, c.sent, out[i].XPOS)
			}
		}
	}
}

// TestNameObject: a plural-noun reading between a name opening the
// sentence and a name object is the verb ("Biden welcomes Lula", a
// headline the tagger reads as three nouns).
func TestNameObject(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	out := e.Analyze(strings.Fields(`Biden welcomes Lula : " Must fight together "`))
	assert.Equal(t, "VERB", out[1].POS)
	assert.Equal(t, "welcome", out[1].Lemma)
}

// TestBeParticiple: a verb the tagger reads as a base form right after a
// form of "be" is a participle spelt as the base (WMT22 de-en 1720: "the
// entire sides are burst"); a base verb elsewhere stays one.
func TestBeParticiple(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	out := e.Analyze(strings.Fields("This is a glass chest of drawers and the entire sides are burst , so there is glass everywhere"))
	assert.Equal(t, "VBN", out[12].XPOS, "burst after are")
	assert.Equal(t, "Part", out[12].Feats["VerbForm"])
	out = e.Analyze(strings.Fields("They will burst the balloons"))
	assert.Equal(t, "Inf", out[2].Feats["VerbForm"], "burst after will")
}

// TestSplitNegationAndAfter: the first half of a Meteor-split negation
// keeps its auxiliary reading (WMT22 de-en 1601: "haven 't", a noun in
// WordNet); a noun reading after a negated "do" or modal is the base verb
// (cs-en 585: "you don 't talk nicely"); a base-verb reading after a
// preposition is the noun (de-en 165: "got in touch").
func TestSplitNegationAndAfter(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	out := e.Analyze(strings.Fields("As I haven 't received anything , I wanted to ask"))
	assert.Equal(t, "AUX", out[2].POS, "haven")
	assert.Equal(t, "SCONJ", out[0].POS, "As before a clause")
	out = e.Analyze(strings.Fields("you don 't talk nicely about an elephant"))
	assert.Equal(t, "VERB", out[3].POS, "talk after don 't")
	out = e.Analyze(strings.Fields("We originally got in touch half a year ago ."))
	assert.Equal(t, "NOUN", out[4].POS, "touch after in")
}
