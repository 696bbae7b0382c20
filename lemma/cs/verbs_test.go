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
	for w, fls := range c.h.AllWords {
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

// TestCompoundPresent: the present of a compound of an irregular verb
// that the dictionary lists without a conjugation class (napsat,
// převzít, přibýt) is analysed and generated like its base's, with
// Tense=Pres as UD Czech tags a perfective present.
func TestCompoundPresent(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ form, lemma, person, number string }{
		{"napíšu", "napsat", "1", "Sing"}, {"napíše", "napsat", "3", "Sing"}, {"podepíšou", "podepsat", "3", "Plur"},
		{"přepíšete", "přepsat", "2", "Plur"}, {"převezme", "převzít", "3", "Sing"}, {"přibude", "přibýt", "3", "Sing"},
		{"uspěje", "uspět", "3", "Sing"}, {"odřeknou", "odříci", "3", "Plur"}, {"vynajdu", "vynajít", "1", "Sing"},
		{"předsevezmu", "předsevzít", "1", "Sing"},
	} {
		t.Run(x.form, func(t *testing.T) {
			f := lemma.Feats{"Mood": "Ind", "VerbForm": "Fin", "Person": x.person, "Number": x.number, "Tense": "Pres"}
			assert.True(t, hasReading(c.readings(x.form), x.lemma, "VERB", f), "%v", c.readings(x.form))
			assert.Contains(t, c.Generate(x.lemma, "VERB", f), x.form)
		})
	}
	// Not compounds: a prefix the dictionary does not list with the root
	// (*obpsat), and jít's future půjdu, which has no compounds.
	assert.Empty(t, c.compoundReadings("obpíše"))
	assert.NotEmpty(t, c.compoundReadings("opíše"), "opsat/IN")
	for _, r := range c.compoundReadings("přijdu") {
		assert.Equal(t, "Pres", r.feats["Tense"])
	}
	assert.Empty(t, c.compoundForms("vstát"), "stát has no compounds here (vstanu, obstojím)")
	assert.Empty(t, c.compoundForms("svědět"), "svědět (itch) is no compound of vědět")
}

// TestPresentItEt: the present of -it/-ět/-et verbs (prosit, vidět,
// sedět) in every person.
func TestPresentItEt(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ form, lemma, person, number string }{
		{"vidím", "vidět", "1", "Sing"}, {"vidíš", "vidět", "2", "Sing"}, {"vidí", "vidět", "3", "Sing"},
		{"vidíme", "vidět", "1", "Plur"}, {"vidíte", "vidět", "2", "Plur"}, {"vidí", "vidět", "3", "Plur"},
		{"uvidíte", "uvidět", "2", "Plur"}, {"prosíš", "prosit", "2", "Sing"},
	} {
		t.Run(x.form+"-"+x.person+x.number, func(t *testing.T) {
			f := lemma.Feats{"Mood": "Ind", "VerbForm": "Fin", "Person": x.person, "Number": x.number, "Tense": "Pres"}
			assert.True(t, hasReading(c.readings(x.form), x.lemma, "VERB", f), "%v", c.readings(x.form))
		})
	}
}

// Every root of compoundRoots belongs to one base: compoundBases maps a
// root to its base, and a root under two bases would make the answer
// depend on map order.
func TestCompoundRootsUnique(t *testing.T) {
	seen := map[string]string{}
	for base, roots := range compoundRoots {
		for _, root := range roots {
			if other, dup := seen[root]; dup {
				t.Errorf("root %q listed under %q and %q", root, other, base)
			}
			seen[root] = base
		}
	}
	if len(seen) != len(compoundBases()) {
		t.Errorf("compoundBases has %d roots, compoundRoots %d", len(compoundBases()), len(seen))
	}
}
