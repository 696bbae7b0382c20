package paraphrase

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

func TestDictionaryGround(t *testing.T) {
	d := NewDictionary()
	d.Add(data.Translation{Head: "fan", Targets: []string{"fanoušek", "ventilátor", " [tech] větrák <n>"}})
	d.Add(data.Translation{Head: "supporter", Targets: []string{"příznivec", "podporovatel", "see: {x}", "zastánce věci"}})
	d.Add(data.Translation{Head: "gehen", Targets: []string{"go <v>", "to walk", "Note: sth."}})
	assert.True(t, d.Translate("fan")["větrák"], "notes and tags are stripped")
	assert.False(t, d.Translate("supporter")["zastánce věci"], "multiword targets are skipped")
	assert.Len(t, d.Translate("supporter"), 2)
	assert.True(t, d.Translate("gehen")["walk"], "English 'to' is stripped")

	g := d.Ground([]lemma.Token{{Form: "fans", Lemma: "fan"}, {Form: "and", Lemma: "and"}, {Form: "supporters", Lemma: "supporter"}})
	assert.True(t, g.Supports("fanoušek", "ventilátor"), "one source word translates to both")
	assert.True(t, g.Supports("příznivec", "podporovatel"))
	assert.False(t, g.Supports("fanoušek", "příznivec"), "two different source words do not ground a pair")
	assert.False(t, g.Supports("fanoušek", "zvon"))

	de := d.Ground([]lemma.Token{{Form: "Gehen", Lemma: "Gehen"}})
	assert.True(t, de.Supports("go", "walk"), "looked up in lower case")
	de = d.Ground([]lemma.Token{{Form: "gehend", Lemma: "gehend"}})
	assert.False(t, de.Supports("go", "walk"), "no ending rule makes gehend gehen")
	de = d.Ground([]lemma.Token{{Form: "gehenen", Lemma: "gehenen"}})
	assert.True(t, de.Supports("go", "walk"), "an inflectional ending is stripped when the form is unknown")
}

// TestGrounderLearned: a learned lexicon grounds a pair FreeDict lacks
// (protesters → protestující, demonstrant), through the form or the
// lemma of the source word.
func TestGrounderLearned(t *testing.T) {
	d := NewDictionary()
	d.AddPair("protester", "protestující")
	src := []lemma.Token{{Form: "Protesters", Lemma: "protester"}, {Form: "shouted", Lemma: "shout"}}
	assert.False(t, d.Ground(src).Supports("protestující", "demonstrant"), "FreeDict alone")
	learned := TranslationMap{"protester": {"demonstrant": true, "protestující": true}}
	g := Grounder{Translators: []Translator{d, learned}}.Ground(src)
	assert.True(t, g.Supports("protestující", "demonstrant"))
	assert.True(t, Grounder{Translators: []Translator{learned}}.Ground(src).Supports("demonstrant", "protestující"))
	assert.False(t, g.Supports("demonstrant", "křičet"))
}

// TestGroundingAgainst: a pair is contradicted only when the source word
// translating to the reference word is rendered in the hypothesis by
// another of its translations; silence is not evidence against.
func TestGroundingAgainst(t *testing.T) {
	tm := TranslationMap{
		"time":    {"čas": true, "doba": true, "takt": true},
		"tempo":   {"tempo": true},
		"quickly": {"rychle": true},
	}
	src := []lemma.Token{{Form: "time", Lemma: "time"}, {Form: "quickly", Lemma: "quickly"}}
	assert.True(t, Grounder{Translators: []Translator{tm}}.Ground(src).Against("takt", "tempo", []string{"v", "tempo"}),
		"without OnEvidence an unsupported pair is contradicted")
	g := Grounder{Translators: []Translator{tm}, OnEvidence: true}.Ground(src)
	// ref takt, hyp tempo: time is rendered by čas in the hypothesis.
	assert.True(t, g.Against("takt", "tempo", []string{"v", "čas", "tempo"}))
	// No translation of time in the hypothesis: no evidence.
	assert.False(t, g.Against("takt", "tempo", []string{"v", "tempo"}))
	// The hypothesis word is itself a translation of time: no evidence.
	assert.False(t, g.Against("takt", "doba", []string{"doba", "čas"}))
	// The reference word translates no source word: no evidence.
	assert.False(t, g.Against("metr", "tempo", []string{"čas", "tempo"}))
}

// TestGroundingLicenses: with a sense index, a pair licensed through one
// ambiguous source word (bed: záhon "flower bed", lůžko "bunk") must
// share a second source word in the dictionaries.
func TestGroundingLicenses(t *testing.T) {
	tm := TranslationMap{
		"bed":       {"záhon": true, "lůžko": true, "postel": true},
		"berth":     {"lůžko": true},
		"couch":     {"lůžko": true, "postel": true},
		"flowerbed": {"záhon": true},
	}
	src := []lemma.Token{{Form: "bed", Lemma: "bed"}}
	plain := Grounder{Translators: []Translator{tm}}.Ground(src)
	assert.True(t, plain.Licenses("záhon", "lůžko"), "without an index, support licenses")
	g := Grounder{Translators: []Translator{tm}, Senses: NewSenseIndex(tm), MinShared: 2}.Ground(src)
	assert.True(t, g.Supports("záhon", "lůžko"))
	assert.False(t, g.Licenses("záhon", "lůžko"), "bed alone links them")
	assert.True(t, g.Licenses("lůžko", "postel"), "bed and couch")
	assert.Equal(t, 2, NewSenseIndex(tm).Shared("postel", "lůžko"))
}
