package agree

import (
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// SlavicRules are the rule names a Slavic language's edits record.
type SlavicRules struct {
	Slot, Attribute, Numeral, Predicate, Relative string
	// AdjectiveSlot re-inflects a substituted adjective.
	AdjectiveSlot string
}

// Slavic is the agreement repair shared by Polish and Russian: the noun
// takes its slot's case and number, and the words agreeing with it in the
// noun phrase (adjectives, determiners and pronouns, numerals), the
// predicate of a nominative subject (past-tense verbs, predicative
// adjectives and participles) and a relative pronoun after a comma take
// the new noun's gender (and animacy) in their own case and number.
type Slavic struct {
	L     Morphology
	Rules SlavicRules
	// PluralGender is true when plural forms distinguish genders (Polish
	// virile plural: UD Polish keeps Gender and Animacy in the plural;
	// the non-virile forms, the same for every other gender, are
	// generated as the feminine's).
	PluralGender bool
	// Relatives are the lemmas of the relative pronoun (który, который).
	Relatives map[string]bool
	// Predicate, when set, re-generates a predicate word that the
	// morphology cannot (Russian short adjectives); ok false leaves it.
	Predicate func(w lemma.Token, form string, old, nw lemma.Token) (string, bool)
	// Numerals, when set, give the form of a numeral (by lemma) in a case
	// for the new noun's gender and animacy (Polish dwa, dwie, dwaj); a
	// numeral they list is not generated otherwise, and "" leaves it.
	Numerals map[string]func(cs string, change lemma.Feats) string
	// Gender, when set, tells a noun's gender from its lemma where the
	// ending decides it (Russian -а → feminine, -о → neuter); ok false
	// leaves it to the analysis and the dictionary's readings.
	Gender func(lem string) (string, bool)
	// Govern, when set, gives the case and number a numeral (by lemma, in
	// its case) requires of its noun (Russian два, три, четыре in the
	// nominative: genitive singular); ok false leaves the slot's own.
	Govern func(lem, cs string) (string, string, bool)
	// NumeralForms are forms of the Numerals' lemmas (form → lemma) that
	// the morphology does not read as such (обоих, which the Russian
	// dictionary lacks).
	NumeralForms map[string]string
	// Prefixes are negative prefixes Gen may strip (nie, не).
	Prefixes []string
	// Guess, when set, generates an adjective or a substituted noun
	// whose lemma the morphology cannot generate (a word the dictionary
	// lacks, жулебинский, or lists without endings, край) from the
	// declension its ending gives; nil leaves the word.
	Guess func(lem, pos string, f lemma.Feats, check []string) []string
	// SlotFallback, when set, names the case whose form of the noun lem
	// (of gender g) in case cs and number num is the same, generated when
	// the morphology has no form of cs (Polish masculine locative =
	// vocative: swetrze); "" for none.
	SlotFallback func(lem, cs, num, g string) string
	// PluralReadGender is true when the substituted noun's plural form
	// may be generated with another gender its lemma's readings have when
	// none with its own is found: plural nouns inflect alike in every
	// gender, and learned tables give some nouns' plural forms another
	// (Russian дланями, of the feminine длань, read only as masculine or
	// neuter). (Not in the singular: there the tables' other genders give
	// wrong forms, училищ as a locative of училище.)
	PluralReadGender bool
	// Participial is true when an adjective or participle agreeing with
	// the noun may stand before a prepositional phrase that precedes the
	// noun (Russian "Выстроенный в греко-романском стиле город"): it is
	// re-generated with the attributes.
	Participial bool
	// InstrumentalVerbs are the lemmas of copulas whose predicate
	// adjective is instrumental (Russian быть, называться): an adjective
	// right after one, tagged another case its form also has, is read as
	// that instrumental.
	InstrumentalVerbs map[string]bool
	// Wrong, when set, rejects a generated form of part of speech pos
	// with features f that the language's endings rule out (a learned
	// table's misreading: Polish -owi is never a locative, -ego never a
	// nominative).
	Wrong func(pos string, f lemma.Feats, form string) bool
	// Derive, when set, makes the form with features f of the word whose
	// reading is r and present form is form, when the morphology generates
	// none (Polish virile past plural "odnieśli" from "odniosły", a form
	// the dictionary's learned tags misread); nil or no forms leaves it.
	Derive func(r lemma.Token, form string, f lemma.Feats) []string
	// InfinitiveObjects, when true, reads a noun tagged nominative whose
	// form is also the accusative as the object of an infinitive before
	// it in its clause when no finite verb there could agree with it
	// (Polish "Trudno wyobrazić sobie ich wspólny rynek").
	InfinitiveObjects bool
}

// clauseEnd are the tokens a predicate is not looked for beyond.
var clauseEnd = map[string]bool{".": true, ";": true, ":": true, "?": true, "!": true, ",": true, "(": true, ")": true, "–": true, "-": true, "—": true}

// Fix repairs the agreement that res's noun substitutions broke.
func (s *Slavic) Fix(res *rewrite.Result) *Editor {
	e := NewEditor(res)
	if len(res.Tokens) != len(res.Ref) {
		return e
	}
	for _, sub := range res.Subs {
		old, nw := res.Ref[sub.Pos], res.Hyp[sub.HypPos]
		if old.POS == "ADJ" && nw.POS == "ADJ" && s.Rules.AdjectiveSlot != "" {
			if !Reads(s.L, old.Form, old.Lemma, "ADJ", old.Feats, Present(old.Feats, "Case", "Number", "Gender")) {
				continue // the analysis does not explain the old word: its features are no guide
			}
			if n, ok := NeighbourNoun(res, sub.Pos); ok {
				// its noun was substituted too: the adjective agrees
				// with the new one
				g, a := s.gender(n, true)
				old.Feats = old.Feats.With("Gender", g, "Animacy", a)
			}
			s.adjectiveSlot(e, sub.Pos, old, nw)
			continue
		}
		if old.POS != "NOUN" || nw.POS != "NOUN" {
			continue
		}
		cs, num := old.Feats["Case"], old.Feats["Number"]
		if cs == "" || num == "" {
			continue
		}
		gcs, gnum, governed := s.governed(res, sub.Pos)
		if !governed && !Reads(s.L, old.Form, old.Lemma, "NOUN", old.Feats, []string{"Case", "Number"}) {
			// A case and number the old noun's form cannot have: its
			// reading that the phrase's attributes and the tagger agree
			// with most ("za dobry olej", olej tagged genitive: the
			// accusative of dobry; "ofiary zimy" tagged plural: the
			// genitive singular).
			r, ok := s.reread(res, sub.Pos, old)
			if !ok {
				continue
			}
			cs, num = r.Feats["Case"], r.Feats["Number"]
			old.Feats = old.Feats.With("Case", cs, "Number", num)
		}
		if cs == "Loc" && !governed && !s.afterPreposition(res, sub.Pos) && (alsoDative(old) ||
			Reads(s.L, old.Form, old.Lemma, "NOUN", old.Feats.With("Case", "Dat"), []string{"Case", "Number"})) {
			// the locative comes only after a preposition: a form that is
			// also the dative is one ("zawdzięcza Podole czarnoziemnej
			// glebie")
			cs = "Dat"
			old.Feats = old.Feats.With("Case", cs)
		}
		g0, a0 := s.gender(old, false)
		if cs == "Nom" && (s.notSubject(res, sub.Pos, g0, num) || s.InfinitiveObjects && s.infinitiveObject(res, sub.Pos, old, g0, num)) {
			cs = "Acc" // a nominative-looking object: the clause's verb agrees with another word
		}
		scs, snum := cs, num
		if governed {
			scs, snum = gcs, gnum
		}
		nw = s.slotReading(nw, scs, snum)
		g1, a1 := s.gender(nw, true)
		old.Feats = old.Feats.With("Gender", g0, "Animacy", a0, "Case", cs)
		nw.Feats = nw.Feats.With("Gender", g1, "Animacy", a1)
		s.slot(e, sub.Pos, nw, scs, snum)
		change, ok := s.change(old, nw, num)
		if !ok {
			s.pluralNumeral(res, e, sub.Pos, old, nw, num)
			continue
		}
		s.phrase(res, e, sub.Pos, old, change)
		// The subject: a nominative, or an accusative the form of which is
		// also the nominative (a masculine inanimate or a neuter, whose
		// case the tagger guesses).
		if cs == "Nom" || cs == "Acc" && Reads(s.L, old.Form, old.Lemma, "NOUN", old.Feats.With("Case", "Nom"), []string{"Case", "Number"}) {
			s.predicate(res, e, sub.Pos, old, nw, change)
		}
		s.relative(res, e, sub.Pos, old, change)
	}
	return e
}

// drop removes from forms those Wrong rejects for pos and f.
func (s *Slavic) drop(forms []string, pos string, f lemma.Feats) []string {
	if s.Wrong == nil {
		return forms
	}
	return slices.DeleteFunc(forms, func(x string) bool { return s.Wrong(pos, f, strings.ToLower(x)) })
}

// pluralNumeral re-generates a numeral of the Numerals table before the
// plural noun at p when the noun's gender changed and the language's
// plural has no genders otherwise (Russian "в обоих направлениях" →
// "в обеих сторонах").
func (s *Slavic) pluralNumeral(res *rewrite.Result, e *Editor, p int, old, nw lemma.Token, num string) {
	g0, g1 := old.Feats["Gender"], nw.Feats["Gender"]
	cs := old.Feats["Case"] // an oblique plural noun is in its numeral's case
	if s.PluralGender || num != "Plur" || g0 == "" || g1 == "" || g0 == g1 || cs == "Nom" || cs == "Acc" {
		return
	}
	k, ok := s.numeral(res, p)
	if !ok {
		return
	}
	a := nw.Feats["Animacy"]
	if g1 != "Masc" {
		a = ""
	}
	if f := s.Numerals[s.numeralLemma(res.Ref[k])](cs, lemma.Feats{"Gender": g1, "Animacy": a}); f != "" {
		e.Set(s.Rules.Numeral, k, f)
	}
}

// alsoDative reports whether t, a locative, has the dative's form: a
// feminine singular in -a or -я (Polish glebie, Russian стене), which
// learned tables may read only as the locative.
func alsoDative(t lemma.Token) bool {
	low := strings.ToLower(t.Lemma)
	return t.Feats["Number"] == "Sing" && t.Feats["Gender"] == "Fem" && (strings.HasSuffix(low, "a") || strings.HasSuffix(low, "а") || strings.HasSuffix(low, "я"))
}

// afterPreposition reports whether the phrase of the noun at p (its
// adjectives, determiners, numerals and adverbs before it) follows a
// preposition.
func (s *Slavic) afterPreposition(res *rewrite.Result, p int) bool {
	for k := p - 1; k >= 0; k-- {
		switch res.Ref[k].POS {
		case "ADP":
			return true
		case "ADJ", "DET", "NUM", "ADV":
			continue
		}
		return false
	}
	return false
}

// gender is the gender and animacy of a noun: the analysed ones for the
// reference noun (its agreeing words told the tagger), the lemma's ending
// first for the hypothesis noun (its context is another sentence), then
// the dictionary's readings (Vote).
func (s *Slavic) gender(t lemma.Token, byEnding bool) (string, string) {
	if t.Feats["VerbForm"] == "Vnoun" {
		return "Neut", "" // a verbal noun (UD Polish lemmatizes porozumienie to porozumieć) is neuter
	}
	g, a := Vote(s.L, t)
	if byEnding && s.Gender != nil {
		// (A masculine personal noun in -a, mężczyzna, мужчина, is one the
		// dictionary and the tagger agree on.)
		if ge, ok := s.Gender(strings.ToLower(t.Lemma)); ok && !(g == "Masc" && a == "Hum" && t.Feats["Gender"] == "Masc") {
			if ge != g {
				a = t.Feats["Animacy"]
				if ge == "Masc" && a == "" {
					a = "Inan"
				}
			}
			g = ge
		}
	} else if own := t.Feats["Gender"]; own != "" {
		if own != g || t.Feats["Animacy"] != "" && Reads(s.L, t.Form, t.Lemma, "NOUN", t.Feats, []string{"Gender", "Animacy", "Case", "Number"}) {
			// the analysed animacy too, when the form can have it
			// (Rosyjscy żołnierze: virile, though most of żołnierze's
			// readings out of context are not)
			a = t.Feats["Animacy"]
		}
		g = own
	}
	if g != "Masc" {
		a = ""
	}
	return g, a
}

// adjectiveSlot puts a substituted adjective into the case, number,
// gender and animacy of the one it replaced ("łącznej liczby" with
// całkowita: całkowitej).
func (s *Slavic) adjectiveSlot(e *Editor, p int, old, nw lemma.Token) {
	want := lemma.Feats{}
	var check []string
	for _, k := range []string{"Case", "Number", "Gender", "Animacy"} {
		if v := old.Feats[k]; v != "" {
			want[k] = v
			check = append(check, k)
		}
	}
	if len(want) == 0 || Reads(s.L, e.Tokens[p], nw.Lemma, "ADJ", want, check) {
		return
	}
	if d := nw.Feats["Degree"]; d != "" {
		want["Degree"] = d // the new word keeps its own degree (starsi stays comparative: starsze)
	}
	f := Gen(s.L, nw.Lemma, "ADJ", want, check, s.Prefixes...)
	if len(f) == 0 && want["Animacy"] != "" {
		f = Gen(s.L, nw.Lemma, "ADJ", want, check[:len(check)-1], s.Prefixes...)
	}
	if len(f) > 0 {
		e.SetSlot(s.Rules.AdjectiveSlot, p, f[0])
	}
}

// notSubject reports whether the noun at p, analysed as nominative, is
// the object: the nearest past-tense verb before it in its clause has a
// gender or number the noun's is not (a masculine inanimate or neuter
// accusative reads as a nominative: "показала пятый результат").
func (s *Slavic) notSubject(res *rewrite.Result, p int, g, num string) bool {
	for k := p - 1; k >= 0 && k >= p-6; k-- {
		t := res.Ref[k]
		if clauseEnd[t.Form] || t.POS == "SCONJ" || t.POS == "CCONJ" {
			return false
		}
		if (t.POS == "VERB" || t.POS == "AUX") && t.Feats["Tense"] == "Past" && t.Feats["VerbForm"] == "Fin" {
			vn, vg := t.Feats["Number"], t.Feats["Gender"]
			return vn != "" && vn != num || num == "Sing" && vg != "" && g != "" && vg != g
		}
	}
	return false
}

// copulas are the infinitives whose noun after them is no object.
var copulas = map[string]bool{"być": true, "zostać": true, "stać": true, "bywać": true, "zostawać": true, "stawać": true, "wydawać": true}

// infinitiveObject reports whether the noun old at p, analysed as
// nominative, is the object of an infinitive before it in its clause:
// its form is also the accusative, the nearest verb before it is an
// infinitive (not a copula), and no finite verb before that could have
// the noun as its subject (one in the third person or of no person,
// whose number, and gender when it has one, are the noun's: "może
// pojawić się problem", "zaczął padać deszcz" keep the nominative).
func (s *Slavic) infinitiveObject(res *rewrite.Result, p int, old lemma.Token, g, num string) bool {
	if !Reads(s.L, old.Form, old.Lemma, "NOUN", old.Feats.With("Case", "Acc"), []string{"Case", "Number"}) {
		return false
	}
	inf := false
	for k := p - 1; k >= 0; k-- {
		t := res.Ref[k]
		if clauseEnd[t.Form] || t.POS == "SCONJ" || t.POS == "CCONJ" {
			break
		}
		if t.POS != "VERB" && t.POS != "AUX" {
			continue
		}
		if t.Feats["VerbForm"] == "Inf" {
			if !inf && copulas[strings.ToLower(t.Lemma)] {
				return false
			}
			inf = true
			continue
		}
		if !inf {
			return false // a finite verb nearer than any infinitive
		}
		if per := t.Feats["Person"]; (per == "" || per == "3") && t.Feats["Number"] == num && (t.Feats["Gender"] == "" || num != "Sing" || t.Feats["Gender"] == g) {
			return false // it may be the noun's verb
		}
	}
	return inf
}

// reread returns the reading of the old noun at p (same lemma, a noun,
// with case and number) that agrees best with the case and number of an
// adjective or determiner of its gender right before or after it (4
// each) and with the tagger's case and number (1 each); the first in
// reading order among the best; ok false when there is none, or when
// nothing agrees.
func (s *Slavic) reread(res *rewrite.Result, p int, old lemma.Token) (lemma.Token, bool) {
	var attrs []lemma.Token
	for _, k := range []int{p - 1, p + 1} {
		if k >= 0 && k < len(res.Ref) && (res.Ref[k].POS == "ADJ" || res.Ref[k].POS == "DET") {
			attrs = append(attrs, res.Ref[k])
		}
	}
	best, bs := lemma.Token{}, 0
	for _, c := range readings(s.L, old.Form) {
		if c.POS != "NOUN" || !strings.EqualFold(c.Lemma, old.Lemma) || c.Feats["Case"] == "" || c.Feats["Number"] == "" {
			continue
		}
		n := 0
		for _, a := range attrs {
			if a.Feats["Case"] == c.Feats["Case"] && a.Feats["Number"] == c.Feats["Number"] && Agrees(a, old, "Gender") {
				n += 4
			}
		}
		if c.Feats["Case"] == old.Feats["Case"] {
			n++
		}
		if c.Feats["Number"] == old.Feats["Number"] {
			n++
		}
		if n > bs {
			best, bs = c, n
		}
	}
	return best, bs > 0
}

// governed returns the case and number a numeral before the noun at p
// requires of it (Govern), ok false when there is none.
func (s *Slavic) governed(res *rewrite.Result, p int) (string, string, bool) {
	k, ok := s.numeral(res, p)
	if !ok || s.Govern == nil {
		return "", "", false
	}
	return s.Govern(s.numeralLemma(res.Ref[k]), res.Ref[k].Feats["Case"])
}

// numeral returns the position of a numeral of the Numerals table before
// the noun at p (across adjectives), or false.
func (s *Slavic) numeral(res *rewrite.Result, p int) (int, bool) {
	for k := p - 1; k >= 0 && k >= p-4; k-- {
		t := res.Ref[k]
		if s.numeralLemma(t) != "" {
			return k, true
		}
		if t.POS != "ADJ" && t.POS != "DET" {
			return 0, false
		}
	}
	return 0, false
}

// numeralLemma is the lemma under which the Numerals table lists the
// word t, from its analysis or a reading out of context ("обоих" tagged
// as a noun of its own lemma), or "".
func (s *Slavic) numeralLemma(t lemma.Token) string {
	if _, ok := s.Numerals[strings.ToLower(t.Lemma)]; ok {
		return strings.ToLower(t.Lemma)
	}
	if len(s.Numerals) == 0 || t.POS == "PUNCT" {
		return ""
	}
	if l, ok := s.NumeralForms[strings.ToLower(t.Form)]; ok {
		return l
	}
	for _, c := range s.L.Candidates(t.Form) {
		if _, ok := s.Numerals[strings.ToLower(c.Lemma)]; ok && c.POS == "NUM" {
			return strings.ToLower(c.Lemma)
		}
	}
	return ""
}

// slotReading is the new noun nw read as the noun its form is the lemma
// of, when that reading is in the slot's case cs and number num and the
// tagged lemma has no such reading (pl "odsetek", tagged the genitive
// plural of odsetka, is the nominative singular of odsetek): the reading
// the reference's slot confirms, whose form needs no change, rather than
// another noun's form generated from the tagged lemma. (A reading of
// another lemma is not taken: "grafika" is also the accusative of the
// masculine grafik.)
func (s *Slavic) slotReading(nw lemma.Token, cs, num string) lemma.Token {
	check := []string{"Case", "Number"}
	want := lemma.Feats{"Case": cs, "Number": num}
	if Reads(s.L, nw.Form, nw.Lemma, "NOUN", want, check) {
		return nw
	}
	for _, c := range readings(s.L, nw.Form) {
		if c.POS == "NOUN" && c.Feats["Case"] == cs && c.Feats["Number"] == num && strings.EqualFold(c.Lemma, nw.Form) {
			return lemma.Token{Form: nw.Form, Lemma: c.Lemma, POS: c.POS, Feats: c.Feats}
		}
	}
	return nw
}

// slot puts the new noun at p into case cs and number num.
func (s *Slavic) slot(e *Editor, p int, nw lemma.Token, cs, num string) {
	want := lemma.Feats{"Case": cs, "Number": num, "Gender": nw.Feats["Gender"]}
	if Reads(s.L, e.Tokens[p], nw.Lemma, "NOUN", want, []string{"Case", "Number"}) {
		return
	}
	check := []string{"Case", "Number"}
	f := Gen(s.L, nw.Lemma, "NOUN", want, check)
	f = s.drop(f, "NOUN", want)
	if len(f) == 0 && s.PluralReadGender && num == "Plur" && want["Gender"] != "" {
		for _, c := range s.L.Candidates(nw.Lemma) {
			if g := c.Feats["Gender"]; len(f) == 0 && c.POS == "NOUN" && strings.EqualFold(c.Lemma, nw.Lemma) && g != "" && g != want["Gender"] {
				f = s.drop(Gen(s.L, nw.Lemma, "NOUN", want.With("Gender", g), check), "NOUN", want)
			}
		}
	}
	if len(f) == 0 && s.Guess != nil {
		f = s.Guess(nw.Lemma, "NOUN", want, check) // a noun the dictionary gives no endings (край)
	}
	if len(f) == 0 && s.SlotFallback != nil {
		if fb := s.SlotFallback(strings.ToLower(nw.Lemma), cs, num, nw.Feats["Gender"]); fb != "" {
			f = Gen(s.L, nw.Lemma, "NOUN", want.With("Case", fb), check)
		}
	}
	if len(f) > 0 {
		e.SetSlot(s.Rules.Slot, p, f[0])
	}
}

// change is the feature change from the old noun's agreement features to
// the new one's in number num; ok is false when there is none to make or
// the new noun's gender is unknown.
func (s *Slavic) change(old, nw lemma.Token, num string) (lemma.Feats, bool) {
	g0, g1 := old.Feats["Gender"], nw.Feats["Gender"]
	a0, a1 := old.Feats["Animacy"], nw.Feats["Animacy"]
	if g1 == "" {
		return nil, false
	}
	if g1 != "Masc" {
		a1 = ""
	}
	if g0 != "Masc" {
		a0 = ""
	}
	if num == "Plur" && !s.PluralGender {
		g0, g1 = "", ""
	}
	if g0 == g1 && a0 == a1 {
		return nil, false
	}
	return lemma.Feats{"Gender": g1, "Animacy": a1}, true
}

// genKeys are the features a word agreeing with a noun is generated with.
var genKeys = []string{"Case", "Number", "Gender", "Animacy", "Person", "Tense", "Mood", "VerbForm", "Voice", "Definite", "Degree"}

// apply re-generates the word at k, whose reading agrees with want (the
// old noun's features), with change: the new gender, and the animacy
// when the word is masculine (dropped from a Russian plural adjective,
// which has no gender, and outside the accusative there).
func (s *Slavic) apply(e *Editor, rule string, k int, w lemma.Token, want lemma.Feats, pos map[string]bool, change lemma.Feats) {
	r, ok := s.reading(w, e.Tokens[k], want, pos)
	if !ok {
		return
	}
	target := lemma.Feats{}
	for _, key := range genKeys {
		if v := r.Feats[key]; v != "" {
			target[key] = v
		}
	}
	if _, has := target["Gender"]; has {
		target["Gender"] = change["Gender"]
	}
	if c, _, alt := strings.Cut(want["Case"], "|"); alt {
		target["Case"] = c // the case wanted first, not the reading's alternative
	}
	if s.PluralGender || target["Case"] == "Acc" {
		if target["Gender"] == "Masc" || !s.PluralGender && change["Animacy"] != "" {
			target["Animacy"] = change["Animacy"]
		} else {
			delete(target, "Animacy")
		}
	}
	if target["Animacy"] == "" {
		delete(target, "Animacy")
	}
	if s.PluralGender && target["Number"] == "Plur" && !(target["Gender"] == "Masc" && target["Animacy"] == "Hum") && target["Gender"] != "" {
		// Non-virile plural: one set of forms for every gender but the
		// masculine personal, generated as the feminine's (rosyjskie
		// oddziały as rosyjskie kobiety).
		target["Gender"] = "Fem"
		delete(target, "Animacy")
	}
	if num, ok := s.Numerals[strings.ToLower(r.Lemma)]; ok && r.POS == "NUM" {
		if f := num(r.Feats["Case"], change); f != "" {
			e.Set(rule, k, f)
		}
		return
	}
	check := []string{"Person"} // a past form of no person is no first-person one (odnieśli, not odniosłem)
	for _, key := range []string{"Case", "Number", "Gender", "Animacy"} {
		if target[key] != "" {
			check = append(check, key)
		}
	}
	f := Gen(s.L, r.Lemma, r.POS, target, check, s.Prefixes...)
	if len(f) == 0 && target["Animacy"] != "" {
		f = Gen(s.L, r.Lemma, r.POS, target, check[:len(check)-1], s.Prefixes...)
	}
	if c := target["Case"]; len(f) == 0 && target["Animacy"] != "" && c != "" && c != "Nom" && c != "Acc" {
		// outside the nominative and accusative animacy decides no form:
		// one of any animacy (tego starszego pana, though the treebank
		// showed tego only for things)
		f = Gen(s.L, r.Lemma, r.POS, target.With("Animacy", ""), check[:len(check)-1], s.Prefixes...)
	}
	f = s.drop(f, r.POS, target)
	if len(f) == 0 && target["Case"] == "Nom" && target["Number"] == "Sing" && target["Gender"] == "Masc" && target["Animacy"] == "Inan" {
		// a masculine inanimate's accusative is its nominative, which
		// learned tables may lack (został przyjęty)
		acc := target.With("Case", "Acc")
		f = s.drop(Gen(s.L, r.Lemma, r.POS, acc, check, s.Prefixes...), r.POS, target)
	}
	if len(f) == 0 && s.Derive != nil {
		f = s.Derive(r, e.Tokens[k], target)
	}
	if len(f) == 0 && s.Guess != nil && !s.knows(r.Lemma, r.POS) {
		f = s.Guess(r.Lemma, r.POS, target, check)
	}
	if len(f) > 0 {
		e.Set(rule, k, f[0])
	}
}

// reading is Reading, and for an adjective the dictionary lacks (Guess)
// whose tagged features do not fit want, the reading with want's case,
// number and gender when its form is the one Guess gives them
// ("Бахмутское", tagged masculine: the neuter accusative of бахмутский).
func (s *Slavic) reading(w lemma.Token, form string, want lemma.Feats, pos map[string]bool) (lemma.Token, bool) {
	if r, ok := Reading(s.L, w, form, want, pos); ok || s.Guess == nil || w.POS != "ADJ" || !pos["ADJ"] || s.knows(w.Lemma, "ADJ") {
		return r, ok
	}
	f := lemma.Feats{"Case": w.Feats["Case"], "Number": want["Number"]}
	if c, _, _ := strings.Cut(want["Case"], "|"); c != "" {
		f["Case"] = c // the case wanted first (Acc of "Acc|Nom")
	}
	if f["Case"] == "" || f["Number"] == "" {
		return lemma.Token{}, false
	}
	check := []string{"Case", "Number"}
	for _, g := range strings.Split(want["Gender"], "|") {
		if g != "" {
			f["Gender"] = g
			check = append(check, "Gender")
		}
		if f["Case"] == "Acc" && g == "Masc" {
			continue // (animacy decides the masculine accusative)
		}
		for _, x := range s.Guess(w.Lemma, "ADJ", f, check) {
			if strings.EqualFold(x, form) {
				r := lemma.Token{Form: w.Form, Lemma: w.Lemma, POS: "ADJ", Feats: w.Feats.With("Case", f["Case"], "Number", f["Number"], "Gender", f["Gender"])}
				return r, true
			}
		}
		if g == "" {
			break
		}
		check = check[:2]
	}
	return lemma.Token{}, false
}

// knows reports whether the morphology has a reading of lem, as a form,
// with lemma lem and part of speech pos (the dictionary knows the word).
func (s *Slavic) knows(lem, pos string) bool {
	for _, c := range readings(s.L, lem) {
		if c.POS == pos && strings.EqualFold(c.Lemma, lem) {
			return true
		}
	}
	return false
}

// agreeing are the parts of speech of words agreeing with a noun inside
// its phrase; predicates the parts of speech of a predicate that agrees.
var (
	agreeing   = map[string]bool{"ADJ": true, "DET": true, "NUM": true}
	predicates = map[string]bool{"ADJ": true, "VERB": true, "AUX": true}
	relatives  = map[string]bool{"PRON": true, "DET": true, "ADJ": true}
)

// want is what a word agreeing with the noun old in its phrase must read
// as: its case and number, and its gender (none in a plural without
// genders); predicate words are not held to the case.
func (s *Slavic) want(old lemma.Token, withCase bool) lemma.Feats {
	w := lemma.Feats{"Number": old.Feats["Number"]}
	if old.Feats["Number"] == "Sing" || s.PluralGender {
		w["Gender"] = old.Feats["Gender"]
	}
	if withCase {
		w["Case"] = old.Feats["Case"]
		if c := w["Case"]; c != "Nom" && c != "Acc" && c != "Voc" && (w["Gender"] == "Masc" || w["Gender"] == "Neut") {
			w["Gender"] = "Masc|Neut" // one form for both outside the nominative and accusative
		}
		if w["Case"] == "Dat" && w["Number"] == "Sing" && w["Gender"] == "Fem" {
			// a feminine singular adjective's dative is its locative
			// (czarnoziemnej, стеклянной), which learned tables may
			// offer alone; generated as the dative
			w["Case"] = "Dat|Loc"
		}
		if w["Case"] == "Acc" && w["Number"] == "Sing" && (w["Gender"] == "Neut" || w["Gender"] == "Masc" && old.Feats["Animacy"] == "Inan") {
			// a masculine inanimate or neuter singular attribute's
			// accusative is its nominative, which the tagger may have
			// given ("jeść mniejszy kawałek"); generated as the accusative
			w["Case"] = "Acc|Nom"
		}
	}
	return w
}

func (s *Slavic) fits(res *rewrite.Result, e *Editor, k int, want lemma.Feats, pos map[string]bool) bool {
	_, ok := s.reading(res.Ref[k], e.Tokens[k], want, pos)
	return ok
}

// attribute reports whether the word at k agrees with the noun as an
// attribute would: it fits want and is no short form (Russian "продет",
// "сходен" are predicates, whatever case a reading gives them).
func (s *Slavic) attribute(res *rewrite.Result, e *Editor, k int, want lemma.Feats) bool {
	if !s.fits(res, e, k, want, agreeing) {
		return false
	}
	if res.Ref[k].Feats["Variant"] == "Short" {
		return false
	}
	for _, c := range s.L.Candidates(e.Tokens[k]) {
		if c.Feats["Variant"] == "Short" {
			return false
		}
	}
	return true
}

// phrase re-generates the agreeing words next to the noun at p: the run
// of adjectives, determiners and numerals before it (across an adverb
// between them and the noun, "pierwsze dzisiaj cygaro", and a conjunction
// or comma between adjectives) and the adjectives and determiners right
// after it ("sad ten").
func (s *Slavic) phrase(res *rewrite.Result, e *Editor, p int, old lemma.Token, change lemma.Feats) {
	want := s.want(old, true)
	var ks []int
	if k, ok := s.numeral(res, p); ok {
		ks = append(ks, k) // a numeral governs its noun's case: it keeps its own
	}
	for k := p - 1; k >= 0; k-- {
		if len(ks) > 0 && ks[0] == k {
			break
		}
		if s.attribute(res, e, k, want) {
			ks = append(ks, k)
			continue
		}
		t := res.Ref[k]
		if _, ok := s.numeral(res, p); ok && t.POS == "ADJ" {
			continue // "два других жестовых языка": plural adjectives after the numeral
		}
		if (t.POS == "ADV" || (t.POS == "CCONJ" || t.Form == ",") && len(ks) > 0) && k > 0 && s.fits(res, e, k-1, want, agreeing) {
			continue
		}
		if j, ok := s.prepositionalPhrase(res, k); ok && s.Participial && j > 0 && s.attribute(res, e, j-1, want) {
			k = j // "Выстроенный в греко-романском стиле город": the attribute's own phrase
			continue
		}
		break
	}
	for k := p + 1; k < len(res.Ref) && s.attribute(res, e, k, want); k++ {
		ks = append(ks, k)
	}
	for _, k := range ks {
		rule := s.Rules.Attribute
		if num, ok := s.Numerals[s.numeralLemma(res.Ref[k])]; ok || res.Ref[k].POS == "NUM" {
			rule = s.Rules.Numeral
			if ok {
				if f := num(res.Ref[k].Feats["Case"], change); f != "" {
					e.Set(rule, k, f)
				}
				continue
			}
		}
		s.apply(e, rule, k, res.Ref[k], want, agreeing, change)
	}
}

// prepositionalPhrase returns the position of the preposition of a
// prepositional phrase ending in the noun at k (a preposition, then
// adjectives, determiners and numerals, then the noun); ok false when
// the word at k ends none.
func (s *Slavic) prepositionalPhrase(res *rewrite.Result, k int) (int, bool) {
	if t := res.Ref[k].POS; t != "NOUN" && t != "PROPN" {
		return 0, false
	}
	for j := k - 1; j >= 0; j-- {
		switch res.Ref[j].POS {
		case "ADP":
			return j, true
		case "ADJ", "DET", "NUM":
			continue
		}
		return 0, false
	}
	return 0, false
}

// predicate re-generates the predicate of the nominative noun at p: a
// past-tense verb or auxiliary, a participle and a predicative adjective
// agreeing with it, after it in its clause (up to the next nominative
// noun or pronoun, or clause punctuation), or a past-tense verb before
// its phrase.
func (s *Slavic) predicate(res *rewrite.Result, e *Editor, p int, old, nw lemma.Token, change lemma.Feats) {
	want := s.want(old, false)
	try := func(k int) {
		t := res.Ref[k]
		if s.Predicate != nil {
			if f, ok := s.Predicate(t, e.Tokens[k], old, nw); ok {
				e.Set(s.Rules.Predicate, k, f)
				return
			}
		}
		switch t.POS {
		case "VERB", "AUX":
			if t.Feats["Gender"] == "" && t.Feats["Tense"] != "Past" && t.Feats["VerbForm"] != "Part" {
				return
			}
		case "ADJ":
			if c := t.Feats["Case"]; c != "" && c != "Nom" && c != "Ins" {
				if k == 0 || !s.InstrumentalVerbs[strings.ToLower(res.Ref[k-1].Lemma)] ||
					!Reads(s.L, e.Tokens[k], t.Lemma, "ADJ", t.Feats.With("Case", "Ins"), []string{"Case", "Number", "Gender"}) {
					return
				}
				// the instrumental predicate of a copula the tagger read
				// as another case of the same form ("называлась
				// Соколиной", tagged genitive)
				t.Feats = t.Feats.With("Case", "Ins")
			}
			if k+1 < len(res.Ref) && (res.Ref[k+1].POS == "NOUN" || res.Ref[k+1].POS == "ADJ") {
				return // attribute of a predicate noun
			}
		default:
			return
		}
		if !s.fits(res, e, k, want, predicates) {
			return
		}
		s.apply(e, s.Rules.Predicate, k, t, want, predicates, change)
	}
	k := p + 1
	for k < len(res.Ref) && s.attribute(res, e, k, s.want(old, true)) {
		k++ // the phrase's own words
	}
	for ; k < len(res.Ref) && k < p+9; k++ {
		t := res.Ref[k]
		if clauseEnd[t.Form] || t.POS == "SCONJ" {
			break
		}
		try(k) // (before the test below: a short adjective may be tagged a nominative noun)
		if (t.POS == "NOUN" || t.POS == "PRON" || t.POS == "PROPN") && t.Feats["Case"] == "Nom" {
			if k > p+1 || !Reads(s.L, e.Tokens[k], t.Lemma, t.POS, t.Feats.With("Case", "Gen"), []string{"Case"}) {
				break // another subject (one right after the noun that may be its genitive is passed)
			}
		}
	}
	k = p - 1
	for k >= 0 && s.attribute(res, e, k, s.want(old, true)) {
		k--
	}
	for k >= 0 && (res.Ref[k].POS == "PART" || res.Ref[k].POS == "ADV" || strings.EqualFold(res.Ref[k].Form, "się")) {
		k--
	}
	if k >= 0 && (res.Ref[k].POS == "VERB" || res.Ref[k].POS == "AUX") {
		try(k)
	}
}

// relative re-generates a relative pronoun right after ", " following
// the noun at p (and its adjectives), keeping its case.
func (s *Slavic) relative(res *rewrite.Result, e *Editor, p int, old lemma.Token, change lemma.Feats) {
	k := p + 1
	for k < len(res.Ref) && s.fits(res, e, k, s.want(old, true), agreeing) {
		k++
	}
	if k+1 >= len(res.Ref) || res.Ref[k].Form != "," {
		return
	}
	k++
	t := res.Ref[k]
	if !s.Relatives[strings.ToLower(t.Lemma)] {
		return
	}
	want := s.want(old, false)
	if !s.fits(res, e, k, want, relatives) {
		return
	}
	s.apply(e, s.Rules.Relative, k, t, want, relatives, change)
}
