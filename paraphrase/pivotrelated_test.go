package paraphrase

import (
	"fmt"
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

// Polysemy: two shared heads are too few for a word that more than
// twenty source words translate to (case: Gehäuse, Kiste, Fall, …),
// enough for a word of few; twenty is the boundary (2 × 10).
func TestPivotRelatedPolysemy(t *testing.T) {
	back := TranslationMap{
		"gehäuse":        {"case": true, "chassis": true},
		"kiste":          {"case": true, "chassis": true},
		"erstattung":     {"reimbursement": true, "refund": true},
		"rückerstattung": {"reimbursement": true, "refund": true},
		"rückzahlung":    {"refund": true},
	}
	for i := range 19 { // case has 21 heads
		back[fmt.Sprintf("fall%d", i)] = map[string]bool{"case": true}
	}
	ix := NewSenseIndex(back)
	assert.Equal(t, 21, ix.Count("case"))
	assert.Equal(t, 0, ix.Count("zebra"))
	p := PivotRelated{Senses: ix, MinShared: 2, Polysemy: 10}
	_, ok := p.Lookup("case", "chassis")
	assert.False(t, ok, "2 of case's 21 heads")
	_, ok = p.Lookup("refund", "reimbursement")
	assert.True(t, ok, "2 of refund's 3 heads")
	delete(back, "fall0")
	p.Senses = NewSenseIndex(back)
	_, ok = p.Lookup("case", "chassis")
	assert.True(t, ok, "2 of case's 20 heads: 2 × 10 ≥ 20")
	p.Senses, p.Polysemy = ix, 0
	_, ok = p.Lookup("case", "chassis")
	assert.True(t, ok, "no polysemy limit")
}
