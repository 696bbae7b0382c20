package cs

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

// hasReading reports whether rs holds a reading of lem with part of
// speech pos whose features include want.
func hasReading(rs []reading, lem, pos string, want lemma.Feats) bool {
	for _, r := range rs {
		if r.lemma != lem || r.pos != pos {
			continue
		}
		ok := true
		for k, v := range want {
			if r.feats[k] != v {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// TestBareInfinitives: verbs hunspell-cs lists with no conjugation class
// (psát/I, napsat/IN, říci/N) read as infinitives; words of the same
// shape that are no verbs do not.
func TestBareInfinitives(t *testing.T) {
	c := czech(t)
	inf := lemma.Feats{"VerbForm": "Inf", "Polarity": "Pos"}
	for _, x := range []struct {
		form, lemma string
		feats       lemma.Feats
	}{
		{"psát", "psát", inf}, {"napsat", "napsat", inf}, {"podepsat", "podepsat", inf},
		{"vzít", "vzít", inf}, {"převzít", "převzít", inf}, {"uspět", "uspět", inf},
		{"odříci", "odříci", inf}, {"pomoct", "pomoci", inf}, {"vyříct", "vyříci", inf},
		{"psáti", "psát", inf}, // the archaic infinitive (flag I)
		{"nenapsat", "napsat", lemma.Feats{"VerbForm": "Inf", "Polarity": "Neg"}}, // flag N
		{"nepsat", "psát", lemma.Feats{"VerbForm": "Inf", "Polarity": "Neg"}},     // listed as nepsat/I
	} {
		t.Run(x.form, func(t *testing.T) {
			rs := c.readings(x.form)
			assert.True(t, hasReading(rs, x.lemma, "VERB", x.feats), "%s: %v", x.form, rs)
		})
	}
	for _, w := range []string{
		"ženat",               // ženat/N: the short form of ženatý
		"dvanáct", "jedenáct", // -náct numerals (flag I)
		"deset", "dvacet", // numerals (closed class)
		"spolupráci", "práci", // -áci: noun forms, no -ci infinitive
		"byt", "svět", "cit", // nouns with noun paradigms
		"bit", "jat", "kontrakt", // participle stems (O), a noun
		"zet", // the letter
	} {
		t.Run(w, func(t *testing.T) {
			for _, r := range c.readings(w) {
				assert.False(t, r.pos == "VERB" && r.feats["VerbForm"] == "Inf", "%s: %v", w, r)
			}
		})
	}
}

// TestBareInfinitiveRoots: no root the rule reads as an infinitive has a
// homonym with a noun, adjective, participle or numeral paradigm. The
// roots are counted so that a dictionary or rule change shows.
func TestBareInfinitiveRoots(t *testing.T) {
	c := czech(t)
	var roots []string
	for w, fls := range c.h.Words {
		for _, fl := range fls {
			if c.bareInfinitive(w, fl) {
				roots = append(roots, w)
				all, _ := c.wordFlags(w)
				assert.Empty(t, nounClasses(w, all), w)
				assert.False(t, strings.ContainsAny(all, "OFY"+verbFlags), "%s/%s", w, all)
				break
			}
		}
	}
	sort.Strings(roots)
	t.Logf("%d roots read as bare infinitives: %v", len(roots), roots)
	assert.Greater(t, len(roots), 100)
}
