package paraphrase

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A small German–English dictionary shaped like FreeDict deu-eng:
// Gesellschaft and Körperschaft both give corporation and company;
// Haushalt alone gives budget and household; a head and its genitive
// give hook and hooks.
var (
	pivotBack = TranslationMap{
		"gesellschaft": {"company": true, "corporation": true, "society": true},
		"körperschaft": {"corporation": true, "company": true, "body": true},
		"haushalt":     {"budget": true, "household": true},
		"haken":        {"hook": true, "hooks": true},
		"hakens":       {"hook": true, "hooks": true},
		"ergänzen":     {"complement": true, "supplement": true},
	}
)

func TestPivotRelatedTwoHeads(t *testing.T) {
	p := PivotRelated{Senses: NewSenseIndex(pivotBack), MinShared: 2}
	src, ok := p.Lookup("corporation", "company")
	assert.True(t, ok, "two German heads translate to both")
	assert.Equal(t, SourcePivotRelated, src)
	assert.True(t, src.SlotOnly())
	assert.Equal(t, "pivot-related", src.String())
	_, ok = p.Lookup("company", "corporation")
	assert.True(t, ok, "either direction")
	_, ok = p.Lookup("budget", "household")
	assert.False(t, ok, "one shared head (Haushalt) is one ambiguous word")
	_, ok = p.Lookup("complement", "supplement")
	assert.False(t, ok, "one head")
	_, ok = p.Lookup("company", "company")
	assert.False(t, ok)
	_, ok = p.Lookup("society", "body")
	assert.False(t, ok, "no shared head")
	assert.True(t, p.HasKey("company"))
	assert.False(t, p.HasKey("zebra"))
	var zero PivotRelated
	_, ok = zero.Lookup("corporation", "company")
	assert.False(t, ok, "no index: no pair, no panic")
	assert.False(t, zero.HasKey("company"))
}

// Two heads that are forms of one German word pair an English word with
// its own inflection: refused.
func TestPivotRelatedRefusesInflections(t *testing.T) {
	p := PivotRelated{Senses: NewSenseIndex(pivotBack), MinShared: 2}
	for _, ab := range [][2]string{{"hook", "hooks"}, {"hooks", "hook"}} {
		_, ok := p.Lookup(ab[0], ab[1])
		assert.False(t, ok, ab)
	}
	for _, c := range []struct {
		long, short string
		want        bool
	}{{"hooks", "hook", true}, {"loosely", "loose", true}, {"works", "work", true}, {"closed", "close", true},
		{"cancellation", "cancelation", false}, {"recruiting", "recruitment", false}, {"ok", "ok", false}} {
		assert.Equal(t, c.want, suffixed(c.long, c.short), c)
	}
}
