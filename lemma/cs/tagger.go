package cs

import (
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// posPreference breaks ties between readings of a word.
var posPreference = map[string]int{"AUX": 0, "ADP": 0, "CCONJ": 0, "SCONJ": 0, "PRON": 1, "DET": 1, "ADV": 1, "PART": 1,
	"NOUN": 2, "ADJ": 3, "VERB": 4, "PROPN": 5}

var casePreference = map[string]int{"Nom": 0, "Acc": 1, "Gen": 2, "Loc": 3, "Ins": 4, "Dat": 5, "Voc": 6}

func isPunct(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// Analyze tags a tokenized sentence: each word's readings come from the
// dictionary and paradigms; in context, a preposition selects the case of
// the following nominal group, an adjective agrees with the following
// noun, and otherwise nominative singular readings are preferred.
func (c *Czech) Analyze(tokens []string) []lemma.Token {
	all := make([][]reading, len(tokens))
	for i, w := range tokens {
		all[i] = c.readings(w)
	}
	out := make([]lemma.Token, len(tokens))
	govern := "" // case required by the last preposition, until a noun
	for i, w := range tokens {
		t := lemma.Token{Form: w}
		rs := all[i]
		switch {
		case w == "" || isPunct(w):
			t.Lemma, t.POS = punctLemma(w), "PUNCT"
			out[i] = t
			continue
		case strings.IndexFunc(w, unicode.IsLetter) < 0:
			t.Lemma, t.POS, t.Feats = w, "NUM", lemma.Feats{"NumForm": "Digit", "NumType": "Card"}
			out[i] = t
			continue
		case len(rs) == 0:
			t.Lemma, t.POS, t.Feats = c.guess(w, i)
			out[i] = t
			continue
		}
		// Agreement target: the next noun's readings.
		var next []reading
		for k := i + 1; k < len(tokens) && k <= i+3; k++ {
			if len(all[k]) > 0 && (all[k][0].pos == "NOUN" || all[k][0].pos == "PROPN") {
				next = all[k]
				break
			}
			if len(all[k]) == 0 || all[k][0].pos != "ADJ" && all[k][0].pos != "ADV" {
				break
			}
		}
		best, bestScore := 0, 1<<30
		for k, x := range rs {
			s := posPreference[x.pos] * 100
			if cs := x.feats["Case"]; cs != "" {
				s += casePreference[cs] * 3
				if govern != "" && cs != govern {
					s += 40
				}
				if x.feats["Number"] == "Plur" {
					s += 2
				}
			}
			if x.pos == "ADJ" && next != nil {
				agree := false
				for _, n := range next {
					if n.feats["Case"] == x.feats["Case"] && n.feats["Number"] == x.feats["Number"] && n.feats["Gender"] == x.feats["Gender"] &&
						(govern == "" || n.feats["Case"] == govern) {
						agree = true
						break
					}
				}
				if agree {
					s -= 250
				}
			}
			if s < bestScore {
				best, bestScore = k, s
			}
		}
		x := rs[best]
		t.Lemma, t.POS, t.Feats = x.lemma, x.pos, x.feats.Clone()
		switch {
		case x.pos == "ADP":
			govern = x.feats["Case"]
			delete(t.Feats, "Case")
			t.Feats["Case"] = govern
		case x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "PRON":
			govern = ""
		case x.pos == "VERB" && x.feats["VerbForm"] != "Inf":
			govern = "Acc" // the object of a transitive verb
		case x.pos == "VERB" || x.pos == "AUX" || x.pos == "CCONJ" || x.pos == "SCONJ":
			govern = ""
		}
		out[i] = t
	}
	return out
}

// Generate returns the forms realising a lemma with features: nouns and
// adjectives from the paradigm tables, verbs' l-participles and present
// tense from the infinitive, "být" from its table.
func (c *Czech) Generate(lem, pos string, f lemma.Feats) []string {
	var cands []reading
	fl, ok := c.flags(lem)
	switch pos {
	case "ADJ":
		if ok && isAdjLemma(lem, fl) || strings.HasSuffix(lem, "ý") || strings.HasSuffix(lem, "í") {
			cands = adjForms(lem)
			if f["Degree"] == "Cmp" || f["Degree"] == "Sup" || f["Variant"] == "Short" {
				cands = degreeForms(lem)
			}
		}
	case "NOUN", "PROPN":
		if irr, isIrr := irregularNouns[lem]; isIrr {
			for _, x := range irr {
				f, _ := lemma.ParseFeats(x.feats)
				if f["Gender"] == "" {
					f["Gender"], f["Animacy"] = "Masc", "Inan"
					if lem == "člověk" {
						f["Animacy"] = "Anim"
					}
				}
				cands = append(cands, reading{x.form, pos, f})
			}
		}
		if ok {
			for _, p := range nounClasses(lem, fl) {
				cands = append(cands, nounForms(lem, p)...)
			}
		}
	case "AUX", "VERB", "DET", "PRON":
		if pos == "DET" || pos == "PRON" {
			cands = append(cands, pronForms(lem, pos)...)
			if strings.HasSuffix(lem, "ý") { // který, každý, jaký, žádný: adjectival declension
				for _, x := range adjForms(lem) {
					cands = append(cands, reading{x.lemma, pos, x.feats})
				}
			}
		}
		for form, rs := range closedClass {
			for _, x := range rs {
				if x.lemma == lem && x.pos == pos {
					cands = append(cands, reading{form, pos, x.feats})
				}
			}
		}
		if pos == "VERB" {
			cands = append(cands, verbForms(lem)...)
			for _, ip := range irregularPast {
				if strings.HasSuffix(lem, ip[0]) {
					pre := strings.TrimSuffix(lem, ip[0])
					stem := ip[1]
					for _, g := range []struct{ end, gender, anim, number string }{
						{"", "Masc", "", "Sing"}, {"a", "Fem", "", "Sing"}, {"o", "Neut", "", "Sing"},
						{"i", "Masc", "Anim", "Plur"}, {"y", "Masc", "Inan", "Plur"}, {"y", "Fem", "", "Plur"}, {"a", "Neut", "", "Plur"},
					} {
						form := pre + stem + g.end
						if g.end != "" && strings.HasSuffix(stem, "el") && stem != "chtěl" && stem != "měl" && stem != "jel" {
							form = pre + strings.TrimSuffix(stem, "el") + "l" + g.end // šel → šla
						}
						f := lemma.Feats{"VerbForm": "Part", "Tense": "Past", "Voice": "Act", "Gender": g.gender, "Number": g.number}
						if g.anim != "" {
							f["Animacy"] = g.anim
						}
						cands = append(cands, reading{form, pos, f})
					}
					break
				}
			}
		}
		if pos == "PRON" {
			for _, x := range firstSecond[lem] {
				f, _ := lemma.ParseFeats(x.feats)
				cands = append(cands, reading{x.form, pos, f})
			}
		}
		if pos == "PRON" && lem == "on" {
			for _, x := range onForms {
				f, _ := lemma.ParseFeats(x.feats)
				f["Person"] = "3"
				cands = append(cands, reading{x.form, pos, f})
			}
		}
	}
	neg := f["Polarity"] == "Neg" && (pos == "VERB" || pos == "ADJ" || pos == "AUX")
	var out []string
	seen := map[string]bool{}
	for _, x := range cands {
		match := true
		for k, v := range f {
			if !inflectional[k] || k == "Animacy" && x.feats["Animacy"] == "" || x.feats[k] == "" && (k == "Person" || k == "Mood" || k == "Voice" || k == "Degree" || k == "Variant" || k == "Gender" && pos == "PRON" || k == "VerbForm" && (pos == "ADJ" || pos == "NOUN")) {
				continue
			}
			have := x.feats[k]
			if k == "PrepCase" && have == "" {
				have = "Npr"
			}
			if !valueIn(have, v) {
				match = false
				break
			}
		}
		if match && !seen[x.lemma] {
			seen[x.lemma] = true
			out = append(out, x.lemma)
		}
	}
	if len(out) == 0 && (pos == "DET" || pos == "PRON") {
		out = []string{lem} // indeclinable (což, mnoho, několik, co)
	}
	if neg {
		for i, o := range out {
			out[i] = "ne" + o
		}
	}
	return out
}

func punctLemma(w string) string {
	switch w {
	case "„", "“", "”":
		return "\""
	case "–", "—":
		return "-"
	}
	return w
}

// guess analyses a word without a dictionary reading: dictionary words
// without declension or conjugation flags are adverbs; otherwise the
// ending decides (adjective, l-participle, noun), and capitalised words
// inside a sentence are proper nouns.
func (c *Czech) guess(w string, i int) (string, string, lemma.Feats) {
	low := strings.ToLower(w)
	if fl, ok := c.words[low]; ok && !strings.ContainsAny(fl, "YZMHPUDSKABJTQIV") {
		return low, "ADV", nil
	}
	if unicode.IsUpper([]rune(w)[0]) && i > 0 {
		return w, "PROPN", nil
	}
	for _, e := range []string{"ého", "ému", "ých", "ými", "ým", "ý", "á", "ou"} {
		if strings.HasSuffix(low, e) && len(low) > len(e)+2 {
			return strings.TrimSuffix(low, e) + "ý", "ADJ", nil
		}
	}
	for _, e := range []string{"la", "lo", "li", "ly"} {
		if strings.HasSuffix(low, e) && len(low) > 4 {
			return strings.TrimSuffix(low, e[1:]) + "t", "VERB", lemma.Feats{"Tense": "Past", "VerbForm": "Part"}
		}
	}
	if unicode.IsUpper([]rune(w)[0]) {
		return w, "PROPN", nil
	}
	return low, "NOUN", nil
}

// inflectional are the features generation realises; others (Aspect,
// Polarity, Degree, Voice, …) do not select among a lemma's forms here.
var inflectional = map[string]bool{"Case": true, "Number": true, "Gender": true, "Animacy": true, "Person": true, "Tense": true, "VerbForm": true, "Mood": true, "Voice": true, "PrepCase": true, "Degree": true, "Variant": true}

// valueIn reports whether have is one of the values of a UD feature that
// may list several ("Gender=Masc,Neut").
func valueIn(have, want string) bool {
	if have == want {
		return true
	}
	for _, v := range strings.Split(want, ",") {
		if v == have {
			return true
		}
	}
	return false
}
