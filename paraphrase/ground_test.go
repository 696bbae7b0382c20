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
