// Package en holds the English agreement-repair rules of package fix:
//
//   - "a"/"an" before a word whose first sound changed;
//   - a substituted noun takes the number of its slot; when it cannot be
//     re-inflected, the determiner (this/these, that/those, much/many)
//     and a following present-tense verb or copula ("is"/"are",
//     "was"/"were", "has"/"have") follow the noun's number;
//   - a substituted verb is re-inflected to the tense, person and form of
//     its slot; a substituted adjective to its slot's degree.
package en

import (
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func init() {
	fix.Register(lang.English.Code, func(l lemma.Language) fix.Fixer { return &rules{l: l} }, ruleDocs...)
}

type rules struct{ l lemma.Language }

// Rule names recorded in edits.
const (
	RuleArticle    = "en-a-an"
	RuleNounNumber = "en-noun-number"
	RuleDeterminer = "en-determiner-number"
	RuleVerbAgree  = "en-subject-verb"
	RuleVerbSlot   = "en-verb-slot"
	RuleDegreeSlot = "en-adjective-degree"
	RuleDeclined   = "en-declined"
)

// Rules are the English rules with their docs, in the order of the
// package documentation; fix.Rules("en") and fix.LookupRule return them.
var ruleDocs = []fix.Rule{
	{Name: RuleArticle, Doc: "\"a\"/\"an\" follows the first sound of the new word"},
	{Name: RuleNounNumber, Doc: "the substituted noun takes the number of its slot"},
	{Name: RuleDeterminer, Doc: "the determiner (this/these, that/those, much/many) follows the noun's number"},
	{Name: RuleVerbAgree, Doc: "a present-tense verb or copula after the noun follows its number"},
	{Name: RuleVerbSlot, Doc: "the substituted verb is re-inflected to the tense, person and form of its slot"},
	{Name: RuleDegreeSlot, Doc: "the substituted adjective takes its slot's degree"},
	{Name: RuleDeclined, Doc: "a substitution the rules cannot make agree is undone, the reference's word put back: a plural-only noun after a/an, another, each or every"},
}

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	tokens := append([]string(nil), res.Tokens...)
	var edits []fix.Edit
	set := func(rule string, k int, form string) {
		form = lemma.MatchCase(form, tokens[k])
		if form != tokens[k] {
			edits = append(edits, fix.Edit{Rule: rule, Pos: k, Before: tokens[k], After: form})
			tokens[k] = form
		}
	}
	// decline puts the reference's word back as the reference wrote it.
	decline := func(k int, form string) {
		if form != tokens[k] {
			edits = append(edits, fix.Edit{Rule: RuleDeclined, Pos: k, Before: tokens[k], After: form})
			tokens[k] = form
		}
	}
	for _, s := range res.Subs {
		old, nw := res.Ref[s.Pos], res.Hyp[s.HypPos]
		if old.POS == "NOUN" && nw.POS == "VERB" {
			// A noun read as a verb (claims tagged third person): its
			// -s form is its lemma's noun plural, and it takes the noun
			// slot's number as a noun.
			if n, ok := r.nounReading(nw); ok {
				nw = n
			}
		}
		if nw.POS != old.POS {
			// A word of another part of speech (the rewriter pairs
			// such words alone in one slot) keeps its own form: as
			// the reference word's part of speech it would be
			// generated wrong (pleased → happy, not *happied).
			continue
		}
		switch old.POS {
		case "NOUN":
			on, nn := old.Feats["Number"], nw.Feats["Number"]
			if on != "" && nn != "" && on != nn {
				if (on == "Sing" || modifier(res.Ref, s.Pos)) && !r.confirmed(old) {
					// The slot's number is not its form's: a plural form
					// tagged singular (discs), or a singular form tagged
					// plural that modifies the noun after it (bob in "Two
					// person bob Olympic champion"): the tag, not the
					// hypothesis word, is wrong there. A plural the
					// generator does not know (people) stands elsewhere.
					continue
				}
				if on == "Sing" && nn == "Plur" && pluralSubject(res.Ref, s.Pos) {
					// The reference's own verb after the slot is plural
					// (Nutria were): the slot's singular tag is wrong (a
					// noun singular and plural alike), and the plural
					// hypothesis noun is right as it is.
					continue
				}
				if nn == "Sing" && on == "Plur" && pluralLooking(nw.Form) {
					// A "singular" that already ends like a plural (news,
					// series, colours the analyser did not reduce) would
					// take a second plural ending (newses): left as it is.
					continue
				}
				if nn == "Sing" && on == "Plur" && bare(res.Hyp, s.HypPos) ||
					nn == "Plur" && strings.HasSuffix(strings.ToLower(old.Form), "ing") && bare(res.Ref, s.Pos) {
					// A bare singular in the hypothesis is a mass use (brings
					// trouble): re-inflecting it for the plural slot gives
					// "troubles". The hypothesis form is kept and the words
					// around it follow its number. A bare verbal noun in the
					// slot is a mass use too (extreme rioting → riots, not
					// riot); other bare singular slots are not evidence ("in
					// bloom" takes "in blossom").
					r.agreeWithNumber(res, tokens, set, s.Pos, nn)
					continue
				}
				f, ok := fix.Unique(r.l, nw.Lemma, "NOUN", nw.Feats.With("Number", on), tokens[s.Pos])
				if ok && !(on == "Sing" && strings.EqualFold(f, tokens[s.Pos])) {
					set(RuleNounNumber, s.Pos, f)
					continue
				}
				if ok && !pluralOnly(tokens[s.Pos]) {
					// The singular is the form itself and the form does not
					// look plural (sheep, fish, aircraft, species): a noun
					// singular and plural alike, right in the slot as it is.
					continue
				}
				// No singular for the slot: generation gives none, or gives
				// the plural itself, the lemma of a noun used only in the
				// plural (surroundings, people). The noun keeps its
				// number and the words around it follow; after a/an,
				// another, each or every, which have no plural, the
				// substitution is declined.
				if nn == "Plur" && singularOnly(res.Ref, s.Pos) {
					decline(s.Pos, old.Form)
					continue
				}
				r.agreeWithNumber(res, tokens, set, s.Pos, nn)
			}
		case "VERB":
			keys := []string{"VerbForm", "Tense", "Person", "Number", "Mood"}
			f := nw.Feats.Clone()
			if f == nil {
				f = lemma.Feats{}
			}
			changed := false
			for _, k := range keys {
				if old.Feats[k] != f[k] {
					changed = true
					if old.Feats[k] == "" {
						delete(f, k)
					} else {
						f[k] = old.Feats[k]
					}
				}
			}
			if !changed || !r.confirmed(old) || !r.confirmed(nw) && !r.presentForm(nw) {
				// Nothing to re-inflect; or the slot's tag is not one of
				// the reference form's readings (meet tagged past):
				// re-inflecting from it would put a wrong form in place of
				// a hypothesis form that may be right. Nor is a verb whose
				// own form the generator does not give for its tag (burst
				// tagged past): its inflection is irregular beyond the
				// generator's knowledge (*bursted). A present form tagged
				// with a person or number it does not have (depart tagged
				// third-person singular after "Companies that") is a
				// mistagged present, not an irregular verb: its form is
				// the present the generator gives for another person.
				continue
			}
			if form, ok := fix.Unique(r.l, nw.Lemma, "VERB", f, tokens[s.Pos]); ok {
				set(RuleVerbSlot, s.Pos, form)
			}
		case "ADJ":
			od, nd := degree(old.Feats), degree(nw.Feats)
			if od != nd {
				if form, ok := fix.Unique(r.l, nw.Lemma, "ADJ", nw.Feats.With("Degree", od), tokens[s.Pos]); ok {
					set(RuleDegreeSlot, s.Pos, form)
				}
			}
		}
	}
	// a/an before every word (substituted or re-inflected words included).
	for k := 0; k+1 < len(tokens); k++ {
		low := strings.ToLower(tokens[k])
		if low != "a" && low != "an" {
			continue
		}
		want := "a"
		if VowelSound(tokens[k+1]) {
			want = "an"
		}
		if low != want && changedNear(res, tokens, k+1) {
			set(RuleArticle, k, want)
		}
	}
	return tokens, edits
}

// confirmed reports whether the reference token's form is one that
// generation gives for its lemma and features; a generator that knows no
// form of them cannot say, and the tag is trusted.
func (r *rules) confirmed(t lemma.Token) bool {
	forms := r.l.Generate(t.Lemma, t.POS, t.Feats)
	if len(forms) == 0 {
		return true
	}
	for _, f := range forms {
		if strings.EqualFold(f, t.Form) {
			return true
		}
	}
	return false
}

// nounReading returns a verb token as the plural noun its form also is:
// a third-person singular present whose form generation gives as its
// lemma's noun plural too (claims, creases). A base form is not read as
// a noun: its form does not show the reading.
func (r *rules) nounReading(t lemma.Token) (lemma.Token, bool) {
	f := t.Feats
	if f["VerbForm"] != "Fin" || f["Tense"] != "Pres" || f["Person"] != "3" || f["Number"] != "Sing" || !r.confirmed(t) {
		return t, false
	}
	for _, p := range r.l.Generate(t.Lemma, "NOUN", lemma.Feats{"Number": "Plur"}) {
		if strings.EqualFold(p, t.Form) {
			return lemma.Token{Form: t.Form, Lemma: t.Lemma, POS: "NOUN", Feats: lemma.Feats{"Number": "Plur"}}, true
		}
	}
	return t, false
}

// pluralSubject reports a noun at k whose verb in the reference, the word
// after it or the one after a single adverb, is a plural form of be, have or do (are,
// were, have, do), where the noun begins its clause's subject: no
// preposition before its noun phrase ("the prices of fuel were": fuel
// is not the subject).
func pluralSubject(toks []lemma.Token, k int) bool {
	plural := false
	for j := k + 1; j < len(toks) && j <= k+2; j++ {
		t := toks[j]
		if t.POS == "ADV" {
			continue
		}
		if p, ok := numberPairs[strings.ToLower(t.Form)]; ok && (t.POS == "AUX" || t.POS == "VERB") && strings.EqualFold(t.Form, p[1]) && p[0] != p[1] {
			plural = true
		}
		break
	}
	if !plural {
		return false
	}
	for j := k - 1; j >= 0; j-- {
		switch toks[j].POS {
		case "DET", "ADJ", "NUM", "NOUN", "PROPN", "ADV":
			continue
		case "ADP":
			return false
		}
		break
	}
	return true
}

// singularOnly reports a determiner before the noun at k, over
// adjectives, adverbs and numerals, that has no plural: a/an, another,
// each, every.
func singularOnly(toks []lemma.Token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		switch toks[j].POS {
		case "ADJ", "ADV", "NUM":
			continue
		case "DET":
			switch strings.ToLower(toks[j].Form) {
			case "a", "an", "another", "each", "every":
				return true
			}
		}
		return false
	}
	return false
}

// presentForm reports a verb tagged finite present whose form is the
// generator's present of its lemma for another person and number: the
// base form (depart) or the third-person singular (departs).
func (r *rules) presentForm(t lemma.Token) bool {
	if t.Feats["Tense"] != "Pres" || t.Feats["VerbForm"] != "Fin" {
		return false
	}
	for _, pn := range [][2]string{{"", ""}, {"Sing", "3"}} {
		for _, f := range r.l.Generate(t.Lemma, "VERB", t.Feats.With("Number", pn[0], "Person", pn[1])) {
			if strings.EqualFold(f, t.Form) {
				return true
			}
		}
	}
	return false
}

// invariantPlural are the English nouns that are plural without a plural
// ending and have no singular: the closed class of "unmarked plural
// invariables" of English grammar (people, police, cattle; Quirk et al.,
// A Comprehensive Grammar of the English Language), not a list of words
// met in data.
var invariantPlural = map[string]bool{"cattle": true, "gentry": true, "people": true, "police": true, "poultry": true, "vermin": true}

// pluralOnly reports a noun form whose singular generation gives as the
// form itself and that is used in the plural only: a form in -s after a
// consonant (surroundings, goods; pluralLooking) or one of
// invariantPlural. A noun singular and plural alike (sheep, fish, deer)
// is neither, nor one in -ies whose singular is itself (series,
// species): the -ies of pluralLooking is a plural's when generation
// gives another singular (amenities), which this case has excluded.
func pluralOnly(form string) bool {
	w := strings.ToLower(form)
	return pluralLooking(w) && !strings.HasSuffix(w, "ies") || invariantPlural[w]
}

// pluralLooking reports a noun form that ends as a plural does: -ies, or
// -s after a consonant other than s (news, series, physics, colours),
// not a singular in -s after a vowel or in -ss (bus, crisis, boss), whose
// regular plural is right.
func pluralLooking(form string) bool {
	w := strings.ToLower(form)
	n := len(w)
	if n < 4 || w[n-1] != 's' {
		return false
	}
	if strings.HasSuffix(w, "ies") {
		return true
	}
	c := w[n-2]
	return c >= 'a' && c <= 'z' && !isVowelByte(c) && c != 's'
}

// modifier reports a noun at k followed by the noun it modifies, over
// adjectives and names (bob Olympic champion).
func modifier(toks []lemma.Token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		switch toks[j].POS {
		case "NOUN":
			return true
		case "ADJ", "PROPN":
			continue
		}
		return false
	}
	return false
}

func isVowelByte(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }

// bare reports a singular noun at k without a determiner, numeral or
// possessive before it in its noun phrase (over adjectives and noun
// modifiers): English uses singular count nouns only with one, so a bare
// singular is a mass noun here.
func bare(toks []lemma.Token, k int) bool {
	if toks[k].Feats["Number"] != "Sing" {
		return false
	}
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		switch toks[j].POS {
		case "ADJ", "NOUN", "ADV":
			continue
		case "DET", "NUM", "PRON", "PROPN":
			return false
		}
		return !strings.HasSuffix(toks[j].Form, "'s")
	}
	return k > 0
}

func degree(f lemma.Feats) string {
	if d := f["Degree"]; d != "" {
		return d
	}
	return "Pos"
}

// changedNear reports whether the word at k differs from the original
// reference (so that a/an is only repaired where the rewrite touched it).
func changedNear(res *rewrite.Result, tokens []string, k int) bool {
	return k < len(res.Ref) && !strings.EqualFold(tokens[k], res.Ref[k].Form)
}

var numberPairs = map[string][2]string{ // singular, plural
	"this": {"this", "these"}, "these": {"this", "these"},
	"that": {"that", "those"}, "those": {"that", "those"},
	"much": {"much", "many"}, "many": {"much", "many"},
	"is": {"is", "are"}, "are": {"is", "are"},
	"was": {"was", "were"}, "were": {"was", "were"},
	"has": {"has", "have"}, "have": {"has", "have"},
	"does": {"does", "do"}, "do": {"does", "do"},
}

// agreeWithNumber makes the determiner before the noun at pos and a
// present-tense verb after it agree with number n.
func (r *rules) agreeWithNumber(res *rewrite.Result, tokens []string, set func(string, int, string), pos int, n string) {
	idx := 0
	if n == "Plur" {
		idx = 1
	}
	for k := pos - 1; k >= 0 && k >= pos-3; k-- {
		t := res.Ref[k]
		if t.POS == "ADJ" || t.POS == "ADV" || t.POS == "NUM" {
			continue
		}
		if p, ok := numberPairs[strings.ToLower(t.Form)]; ok && t.POS == "DET" {
			set(RuleDeterminer, k, p[idx])
		}
		break
	}
	for k := pos + 1; k < len(res.Ref) && k <= pos+2; k++ {
		t := res.Ref[k]
		if t.POS == "ADV" {
			continue
		}
		if t.POS != "VERB" && t.POS != "AUX" {
			break
		}
		if p, ok := numberPairs[strings.ToLower(t.Form)]; ok {
			set(RuleVerbAgree, k, p[idx])
		} else if t.Feats["Tense"] == "Pres" && t.Feats["VerbForm"] == "Fin" {
			f := t.Feats.With("Number", n, "Person", "3")
			if n == "Plur" {
				f = t.Feats.With("Number", "", "Person", "")
			}
			if form, ok := fix.Unique(r.l, t.Lemma, t.POS, f, tokens[k]); ok {
				set(RuleVerbAgree, k, form)
			}
		}
		break
	}
}

// VowelSound guesses whether a word is pronounced with an initial vowel
// sound, for a/an: vowel letters, except "u"/"eu" pronounced /ju/ and
// "one"; silent "h" words (hour, honest, honour, heir); and letter-name
// initialisms (an FBI agent, an MP).
func VowelSound(w string) bool {
	low := strings.ToLower(w)
	if low == "" {
		return false
	}
	for _, p := range []string{"hour", "honest", "honor", "honour", "heir"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	for _, p := range []string{"uni", "use", "usu", "uti", "eu", "one", "once", "ewe", "ure", "uro"} {
		if strings.HasPrefix(low, p) {
			return false
		}
	}
	if len(w) > 1 && strings.ToUpper(w) == w && strings.ContainsAny(w[:1], "AEFHILMNORSX") {
		return true // initialism read letter by letter
	}
	return strings.ContainsAny(low[:1], "aeiou")
}
