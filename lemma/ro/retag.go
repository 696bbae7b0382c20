package ro

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Retag corrects the tagged analysis of a Romanian sentence (Spec.Retag)
// with these rules, in this order:
//
//   - closed: a possessive determiner or amândoi/ambii, which the training
//     treebank (UD Romanian-RRT's dev split) lacks or has only in part,
//     takes its UD analysis when no reading of it has a closed part of
//     speech ("tău" is no participle of a verb "tă");
//   - capitals: a capitalised word the training treebank saw in lower case
//     with the tagged part of speech takes the lemma and features the
//     treebank gave it ("Tatăl" as "tatăl": tată, definite), which the
//     tagger, keying its lemmas by spelling, misses at a sentence's start;
//   - prenominal: between an article or determiner and a word tagged as
//     an adjective, a word tagged as a noun that is a form of a listed
//     adjective is the adjective, and the next word the noun, when its
//     adjective reading's lemma is no dictionary word ("o rapidă
//     răspândire": not the noun "rapidă" and an adjective "răspândir");
//   - seen: a noun, adjective or verb whose lemma the dictionary does
//     not list and the treebank did not give the word, a word the
//     treebank saw, takes the reading the treebank gave it most ("Sunt
//     morți": mort, not a participle of "moea"), save a participle for
//     an adjective (the tagger's call in context), keeping the taggers'
//     case, gender and number when the part of speech stays;
//   - unlisted: a noun or adjective whose lemma neither the dictionary
//     lists nor the treebank gave the word takes the listed masculine of
//     an adjective (ulterioar → ulterior), else the word's first noun or
//     adjective reading of a listed lemma ("apei": apă, not an adjective
//     "ap"), keeping the taggers' case, gender and number; a reading
//     whose lemma is the word itself, listed without affix flags, is no
//     such reading (its features are guesses);
//   - bare plural: a word the dictionary lists only without affix flags
//     whose ending is a plural's in -i with the consonant palatalised
//     (-ști, -ți, -zi) is the plural of the listed singular in -ste, -te,
//     -de, when there is one ("Vești": veste, which hunspell-ro lists
//     bare, as it does vești, beside an unrelated "veșcă");
//   - lemma by gender: a noun after a determiner or numeral of its tagged
//     gender and number, whose lemma has no reading with them, takes a
//     listed lemma that has ("Amândoi soții": soț, not soție).
func Retag(l *hunspell.Language, toks []lemma.Token) {
	closed(l, toks)
	capitals(l, toks)
	prenominal(l, toks)
	seen(l, toks)
	unlisted(l, toks)
	barePlural(l, toks)
	lemmaByGender(l, toks)
}

// score counts the agreement features f shares with t.
func score(f, t lemma.Feats) int {
	n := 0
	for _, k := range []string{"Case", "Gender", "Number", "Definite"} {
		if f[k] != "" && f[k] == t[k] {
			n++
		}
	}
	return n
}

// capitals is the rule of that name (Retag).
func capitals(l *hunspell.Language, toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		low := strings.ToLower(t.Form)
		if low == t.Form {
			continue
		}
		var best lemma.Token
		bestN := -1
		for _, a := range l.Attested(low) {
			if a.POS != t.POS {
				continue
			}
			if strings.EqualFold(a.Lemma, t.Lemma) {
				bestN = -1
				break // the tagger's lemma is one the treebank gave
			}
			if n := score(a.Feats, t.Feats); n > bestN {
				best, bestN = a, n
			}
		}
		if bestN >= 0 {
			t.Lemma, t.Feats = best.Lemma, best.Feats
		}
	}
}

// reading returns the first reading of form with part of speech pos
// whose lemma the dictionary lists, agreeing with det's gender and
// number where both have them; other, when set, is a lemma to skip.
func reading(l *hunspell.Language, form, pos string, det lemma.Feats, other bool) (lemma.Token, bool) {
	for _, c := range l.Candidates(form) {
		if c.POS != pos || !listed(l, c.Lemma) || other && strings.EqualFold(c.Lemma, form) {
			continue
		}
		ok := true
		for _, k := range []string{"Gender", "Number"} {
			if det[k] != "" && c.Feats[k] != "" && det[k] != c.Feats[k] {
				ok = false
			}
		}
		if ok {
			return c, true
		}
	}
	return lemma.Token{}, false
}

// prenominal is the rule of that name (Retag).
func prenominal(l *hunspell.Language, toks []lemma.Token) {
	for i := 0; i+2 < len(toks); i++ {
		d, x, y := toks[i], &toks[i+1], &toks[i+2]
		if d.POS != "DET" || x.POS != "NOUN" || y.POS != "ADJ" || listed(l, y.Lemma) {
			continue
		}
		adj, ok := reading(l, x.Form, "ADJ", d.Feats, true)
		if !ok {
			continue
		}
		noun, ok := reading(l, y.Form, "NOUN", d.Feats, false)
		if !ok {
			continue
		}
		x.POS, x.Lemma, x.Feats = "ADJ", adj.Lemma, adj.Feats
		y.POS, y.Lemma, y.Feats = "NOUN", noun.Lemma, noun.Feats
		i += 2
	}
}

// openPOS are the parts of speech whose readings come from the dictionary.
var openPOS = map[string]bool{"NOUN": true, "ADJ": true}

// unlisted is the rule of that name (Retag).
func unlisted(l *hunspell.Language, toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		if !openPOS[t.POS] || listed(l, t.Lemma) || attested(l, t.Form, t.POS, t.Lemma) {
			continue
		}
		if t.POS == "ADJ" {
			if lem, ok := adjectiveLemma(l, t.Lemma); ok {
				t.Lemma = lem
				continue
			}
		}
		var alt lemma.Token
		found := false
		for _, c := range l.Candidates(t.Form) {
			if openPOS[c.POS] && listed(l, c.Lemma) && !(strings.EqualFold(c.Lemma, t.Form) && bare(l, t.Form)) && (!found || c.POS == t.POS && alt.POS != t.POS) {
				alt, found = c, true
			}
		}
		if found {
			f := alt.Feats.Clone()
			for _, k := range hunspell.TaggedFeatures {
				if v := t.Feats[k]; v != "" {
					f[k] = v // the taggers' values in context
				} else {
					delete(f, k)
				}
			}
			t.POS, t.Lemma, t.Feats = alt.POS, alt.Lemma, f
		}
	}
}

// attested reports whether the treebank gave form the lemma lem with
// part of speech pos.
func attested(l *hunspell.Language, form, pos, lem string) bool {
	for _, a := range l.Attested(form) {
		if a.POS == pos && strings.EqualFold(a.Lemma, lem) {
			return true
		}
	}
	return false
}

// adjectiveEnds are lemma endings a script learned from feminine forms
// leaves and the masculine's: ulterioar(ă) → ulterior, moal(e) → moale.
var adjectiveEnds = [][2]string{{"oar", "or"}, {"", "e"}}

// adjectiveLemma returns the listed masculine an unlisted adjective
// lemma stands for.
func adjectiveLemma(l *hunspell.Language, lem string) (string, bool) {
	for _, e := range adjectiveEnds {
		if s, ok := strings.CutSuffix(lem, e[0]); ok && s != "" && listed(l, s+e[1]) {
			return s + e[1], true
		}
	}
	return "", false
}

// listed reports whether the dictionary has word as an entry.
func listed(l *hunspell.Language, word string) bool { return len(l.Entries(word)) > 0 }

// bare reports whether the dictionary lists word only without affix
// flags: its readings are guesses ("noastre", "școli" as nouns of their
// own).
func bare(l *hunspell.Language, word string) bool {
	es := l.Entries(word)
	for _, e := range es {
		if e != "" {
			return false
		}
	}
	return len(es) > 0
}

// closedForms are closed-class words the training treebank (UD
// Romanian-RRT's dev split) lacks or has only in part, with their UD
// Romanian-RRT analysis: the possessive determiners and amândoi, ambii.
var closedForms = func() map[string]lemma.Token {
	out := map[string]lemma.Token{}
	poss := func(forms [4]string, lem, person, psor string) {
		cells := []string{"Gender=Masc|Number=Sing", "Case=Acc,Nom|Gender=Fem|Number=Sing", "Gender=Masc|Number=Plur", "Gender=Fem|Number=Plur"}
		for i, f := range forms {
			feats, _ := lemma.ParseFeats(cells[i] + "|Number[psor]=" + psor + "|Person=" + person + "|Poss=Yes|PronType=Prs")
			out[f] = lemma.Token{Form: f, Lemma: lem, POS: "DET", Feats: feats}
		}
	}
	poss([4]string{"meu", "mea", "mei", "mele"}, "meu", "1", "Sing")
	poss([4]string{"tău", "ta", "tăi", "tale"}, "tău", "2", "Sing")
	poss([4]string{"său", "sa", "săi", "sale"}, "său", "3", "Sing")
	poss([4]string{"nostru", "noastră", "noștri", "noastre"}, "meu", "1", "Plur")
	poss([4]string{"vostru", "voastră", "voștri", "voastre"}, "tău", "2", "Plur")
	for _, b := range [][3]string{{"amândoi", "amândoi", "Masc"}, {"amândouă", "amândoi", "Fem"}, {"ambii", "ambii", "Masc"}, {"ambele", "ambii", "Fem"}} {
		feats, _ := lemma.ParseFeats("Case=Acc,Nom|Gender=" + b[2] + "|Number=Plur|NumType=Card|PronType=Tot")
		out[b[0]] = lemma.Token{Form: b[0], Lemma: b[1], POS: "NUM", Feats: feats}
	}
	return out
}()

// closed is the rule of that name (Retag).
func closed(l *hunspell.Language, toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		c, ok := closedForms[strings.ToLower(t.Form)]
		if !ok || t.POS == c.POS {
			continue
		}
		known := false
		for _, r := range l.Candidates(t.Form) {
			known = known || hunspell.ClosedPOS[r.POS] || r.POS == "NUM"
		}
		if !known {
			t.POS, t.Lemma, t.Feats = c.POS, c.Lemma, c.Feats.Clone()
		}
	}
}

// lemmaByGender is the rule of that name (Retag).
func lemmaByGender(l *hunspell.Language, toks []lemma.Token) {
	for i := 1; i < len(toks); i++ {
		t, d := &toks[i], toks[i-1]
		g, n := t.Feats["Gender"], t.Feats["Number"]
		if t.POS != "NOUN" || g == "" || n == "" || d.POS != "DET" && d.POS != "NUM" || d.Feats["Gender"] != g || d.Feats["Number"] != n {
			continue
		}
		own, fits, found := false, false, false
		var alt lemma.Token
		for _, c := range l.Candidates(t.Form) {
			if c.POS != t.POS {
				continue
			}
			match := c.Feats["Gender"] == g && c.Feats["Number"] == n
			if strings.EqualFold(c.Lemma, t.Lemma) {
				own, fits = true, fits || match
			} else if match && !found && listed(l, c.Lemma) && !(strings.EqualFold(c.Lemma, t.Form) && bare(l, t.Form)) {
				alt, found = c, true
			}
		}
		if own && !fits && found {
			t.Lemma, t.Feats = alt.Lemma, alt.Feats
		}
	}
}

// seen is the rule of that name (Retag). (A verb's lemma, the
// infinitive, is seldom a dictionary word in hunspell-ro: the rule asks
// the treebank.)
func seen(l *hunspell.Language, toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		if !openPOS[t.POS] && t.POS != "VERB" || listed(l, t.Lemma) {
			continue
		}
		as := l.Attested(strings.ToLower(t.Form))
		if len(as) == 0 || attested(l, t.Form, t.POS, t.Lemma) {
			continue
		}
		a := as[0]
		if t.POS == "VERB" && a.POS == "ADJ" {
			continue // participle or adjective: the tagger's call in context
		}
		f := a.Feats.Clone()
		if a.POS == t.POS {
			for _, k := range hunspell.TaggedFeatures {
				if v := t.Feats[k]; v != "" {
					f[k] = v
				} else {
					delete(f, k)
				}
			}
		}
		t.POS, t.Lemma, t.Feats = a.POS, a.Lemma, f
	}
}

// pluralEnds are endings of Romanian plurals in -i whose consonant the
// ending palatalised, with the singular's: vești → veste, frați → frate,
// brazi → brad.
var pluralEnds = [][2]string{{"ști", "ste"}, {"ți", "te"}, {"zi", "de"}}

// barePlural is the rule of that name (Retag).
func barePlural(l *hunspell.Language, toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		low := strings.ToLower(t.Form)
		if !openPOS[t.POS] || !bare(l, low) || attested(l, t.Form, t.POS, t.Lemma) {
			continue
		}
		for _, e := range pluralEnds {
			if s, ok := strings.CutSuffix(low, e[0]); ok && s != "" && listed(l, s+e[1]) {
				f := lemma.Feats{"Definite": "Ind", "Number": "Plur"}
				if g := t.Feats["Gender"]; g != "" {
					f["Gender"] = g // (frați is masculine, vești feminine)
				}
				t.POS, t.Lemma, t.Feats = "NOUN", s+e[1], f
				break
			}
		}
	}
}
