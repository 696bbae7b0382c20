package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSubjectAfterShortParticiple (csagr15, issue #34): a noun after a
// short passive participle is not a genitive attribute of the noun
// before the participle (policií zadrženy osoby: osoby is the subject,
// nominative plural, not a genitive singular of policií's); a noun
// right after a noun still is one.
func TestSubjectAfterShortParticiple(t *testing.T) {
	c := czech(t)
	assert.Equal(t, "osoba NOUN Case=Nom|Gender=Fem|Number=Plur|Polarity=Pos",
		analyzeWord(c, "Na místě byly policií zadrženy osoby .", "osoby"))
	assert.Regexp(t, `^osoba NOUN Case=Gen`, analyzeWord(c, "Byl to seznam osoby .", "osoby"))
}
