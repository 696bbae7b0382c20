// Package cs holds the Czech agreement-repair rules of package fix.
//
// After a reference word is replaced by a hypothesis word (package
// rewrite), the rules re-establish Czech agreement:
//
//   - a substituted noun takes the case of the slot it fills (keeping the
//     slot's number); its gender comes from the new lemma;
//   - attributive words before the noun (adjectives, determiners,
//     possessives, ordinal numerals, participles, and the numerals and
//     quantifiers dva, oba, všechen) that agreed with the old noun take
//     the new noun's gender (and animacy);
//   - if the old noun was a subject (nominative), the predicate across the
//     copula or auxiliary "být" follows: nominal predicate adjectives and
//     past participles (l-forms, "byla" → "bylo") take the new gender,
//     unless another noun of the clause could be the predicate's subject
//     (its form agrees with that noun too);
//   - the relative pronoun "který" right after the noun follows its
//     gender (keeping its case), and a nominative one carries the change
//     into its clause's predicate;
//   - a substituted adjective is re-inflected to the case, number and
//     gender of its slot, a substituted verb to the person, number,
//     tense, gender and form of its slot.
//
// The slot of a substituted noun is read from the (case, number) readings
// of the reference form, narrowed by its preposition, its agreeing
// attributes and a numeral or quantifier before it (oba díly before a
// singular verb is an accusative, not an instrumental); a hypothesis form standing after the same governing word as
// the reference noun keeps the case that governor gave it. A word is
// changed only when the analysis says it agreed with the old noun,
// generation confirms that analysis, and gives one form (or one nearest
// in ending to the reference word) that the spelling dictionary accepts.
package cs

import (
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func init() {
	fix.Register(lang.Czech.Code, func(l lemma.Language) fix.Fixer { return &rules{l: l} }, ruleDocs...)
}

type rules struct {
	l         lemma.Language
	cellCache cellCache // realises's answers by word (cells.go)
}

// Rule names recorded in edits.
const (
	RuleNounCase      = "cs-noun-case"
	RuleAttribute     = "cs-attribute-agreement"
	RulePredicate     = "cs-predicate-agreement"
	RuleParticiple    = "cs-participle-agreement"
	RuleAdjectiveSlot = "cs-adjective-slot"
	RuleVerbSlot      = "cs-verb-slot"
	RuleVocalisation  = "cs-vocalisation"
	RuleRelative      = "cs-relative-agreement"
	RulePronoun       = "cs-pronoun-agreement"
)

// Rules are the Czech rules with their docs, in the order of the package
// documentation; fix.Rules("cs") and fix.LookupRule return them.
var ruleDocs = []fix.Rule{
	{Name: RuleNounCase, Doc: "the substituted noun takes the case (and keeps the number) of the slot it fills"},
	{Name: RuleAttribute, Doc: "an attribute (adjective, determiner, possessive, ordinal, participle, dva/oba/všechen) that agreed with the old noun takes the new noun's gender and animacy"},
	{Name: RulePredicate, Doc: "the nominal predicate across \"být\" follows the new subject's gender"},
	{Name: RuleParticiple, Doc: "a past participle (l-form) that agreed with the old subject takes the new gender"},
	{Name: RuleRelative, Doc: "the relative pronoun \"který\" right after the substituted noun takes its gender and animacy (keeping its case)"},
	{Name: RulePronoun, Doc: "a personal pronoun after the substituted noun that agreed with it takes the new gender when the hypothesis has the pronoun in that gender and case"},
	{Name: RuleAdjectiveSlot, Doc: "the substituted adjective is re-inflected to the case, number and gender of its slot"},
	{Name: RuleVerbSlot, Doc: "the substituted verb is re-inflected to the person, number, tense, gender and form of its slot"},
	{Name: RuleVocalisation, Doc: "the preposition before the changed word takes its plain or vocalised form (v/ve, s/se, z/ze, k/ke) as the word's first consonant requires"},
}

var attributivePOS = map[string]bool{"ADJ": true, "DET": true}

// agrees reports whether an attributive or predicate word agreed with the
// old noun: same gender (and animacy when both say), and, when checkCase,
// the same case and number.
func agrees(w, noun lemma.Token, checkCase bool) bool {
	g := w.Feats["Gender"]
	if g == "" || g != noun.Feats["Gender"] {
		return false
	}
	if a, b := w.Feats["Animacy"], noun.Feats["Animacy"]; a != "" && b != "" && a != b {
		return false
	}
	if w.Feats["Number"] != noun.Feats["Number"] {
		return false
	}
	return !checkCase || w.Feats["Case"] == noun.Feats["Case"]
}

func isBe(t lemma.Token) bool { return t.Lemma == "být" }

// boundary ends the search for a predicate: punctuation and coordinating
// or subordinating conjunctions.
func boundary(t lemma.Token) bool {
	if t.POS == "PUNCT" && strings.ContainsAny(t.Form, "\"„“”‚‘’«»") {
		return false // quotation marks do not end a clause (tato otázka „přišla na řadu")
	}
	return t.POS == "PUNCT" || t.POS == "CCONJ" || t.POS == "SCONJ"
}

func (r *rules) regen(tokens []string, edits *[]fix.Edit, rule string, k int, t lemma.Token, feats lemma.Feats) {
	r.regenLike(tokens, edits, rule, k, t, feats, "")
}

// regenLike is regen choosing among several forms of the same features
// (průmyslu, průmysle) the one whose ending is nearest to like, the
// reference word of the slot (oboru), when one is nearest.
func (r *rules) regenLike(tokens []string, edits *[]fix.Edit, rule string, k int, t lemma.Token, feats lemma.Feats, like string) {
	if r.realises(tokens[k], t.Lemma, t.POS, feats) {
		return // the word already has a form with these features (syncretism)
	}
	if !r.realises(tokens[k], t.Lemma, t.POS, t.Feats) {
		// The analysis is not confirmed by generation (najalo read as a
		// form of najít, an upper-case ČÁSTI): re-inflecting from it
		// would put a form of another word in place.
		return
	}
	form, ok := fix.Unique(r.l, t.Lemma, t.POS, feats, tokens[k])
	if !ok && t.Feats["Variant"] == "Short" {
		form, ok = r.shortForm(t.Lemma, t.POS, feats)
		form = lemma.MatchCase(form, tokens[k])
	}
	if !ok && like != "" {
		form, ok = nearestEnding(r.l.Generate(t.Lemma, t.POS, feats), like)
		form = lemma.MatchCase(form, tokens[k])
	}
	if !ok && like == "" {
		// A word re-inflected in its own lemma (an attribute, a predicate)
		// keeps its variant: of svůj's "své" and "svojí" the one nearest
		// in beginning to "svém" (ve svém článku → ve své zprávě).
		forms := r.l.Generate(t.Lemma, t.POS, feats)
		form, ok = nearestBeginning(forms, tokens[k])
		if !ok {
			form, ok = sameVariant(forms, tokens[k])
		}
		form = lemma.MatchCase(form, tokens[k])
	}
	if !ok || form == tokens[k] || !r.known(tokens, k, form, t.Lemma) || !r.attested(form, tokens[k]) {
		return
	}
	*edits = append(*edits, fix.Edit{Rule: rule, Pos: k, Before: tokens[k], After: form})
	tokens[k] = form
}

// shortForm picks the one short (predicative) form among the generated
// forms of a passive participle (oznámena among oznámená, oznámené, …):
// the generator does not tell the variants apart, the analyzer does.
func (r *rules) shortForm(lem, pos string, feats lemma.Feats) (string, bool) {
	var out []string
	for _, f := range r.l.Generate(lem, pos, feats) {
		a := r.analyze([]string{f})
		if len(a) == 1 && a[0].Feats["Variant"] == "Short" && a[0].Feats["Gender"] == feats["Gender"] &&
			a[0].Feats["Number"] == feats["Number"] && !slices.Contains(out, strings.ToLower(f)) {
			out = append(out, strings.ToLower(f))
		}
	}
	if len(out) != 1 {
		return "", false
	}
	return out[0], true
}

// nearestEnding picks the form sharing the longest ending with like, if
// exactly one does.
func nearestEnding(forms []string, like string) (string, bool) {
	return nearest(forms, like, commonSuffix)
}

// nearestBeginning picks the form sharing the longest beginning with
// like, if exactly one does.
func nearestBeginning(forms []string, like string) (string, bool) {
	return nearest(forms, like, commonPrefix)
}

// nearest picks the lower-cased form with the largest positive shared(form,
// like), if exactly one distinct form has it.
func nearest(forms []string, like string, shared func(a, b string) int) (string, bool) {
	best, bestN, tie := "", -1, false
	seen := map[string]bool{}
	like = strings.ToLower(like)
	for _, f := range forms {
		f = strings.ToLower(f)
		if seen[f] {
			continue
		}
		seen[f] = true
		n := shared(f, like)
		switch {
		case n > bestN:
			best, bestN, tie = f, n, false
		case n == bestN:
			tie = true
		}
	}
	return best, best != "" && !tie && bestN > 0
}

func commonPrefix(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	return n
}

func commonSuffix(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[len(ra)-1-n] == rb[len(rb)-1-n] {
		n++
	}
	return n
}

// attester is implemented by languages with a spelling dictionary
// (lemma/cs).
type attester interface{ Attested(form string) bool }

// attested reports whether a generated form may replace old: the
// dictionary accepts it, or it cannot judge old either (a name, a word it
// lacks). Paradigm tables overgenerate (předpověď → *předpověďem,
// poradce → *poradcee).
func (r *rules) attested(form, old string) bool {
	a, ok := r.l.(attester)
	return !ok || a.Attested(form) || !a.Attested(old)
}

// analyze is the language's analysis of tokens, for reading only: the
// fixer asks the analyser to check a generated form and never changes
// the features, so it takes them shared where it can (no copy of every
// token's map).
func (r *rules) analyze(tokens []string) []lemma.Token {
	return lemma.AnalyzeShared(r.l, tokens)
}

// realises reports whether form is one of the forms of lem with feats.
func (r *rules) realises(form, lem, pos string, feats lemma.Feats) bool {
	for _, f := range r.l.Generate(lem, pos, feats) {
		if strings.EqualFold(f, form) {
			return true
		}
	}
	return false
}

// known reports whether the analyzer, reading the sentence around k with
// the generated form in place, gives it back lemma: generation from a
// misread paradigm (téma as feminine → "témaí") is not trusted.
func (r *rules) known(tokens []string, k int, form, lem string) bool {
	lo, hi := max(0, k-3), min(len(tokens), k+4)
	win := append([]string(nil), tokens[lo:hi]...)
	win[k-lo] = form
	a := r.analyze(win)
	return len(a) == len(win) && strings.EqualFold(a[k-lo].Lemma, lem)
}

// nounCases are the cases a noun form may be read in (vocative left out).
var nounCases = []string{"Nom", "Gen", "Dat", "Acc", "Loc", "Ins"}

// reading is one (case, number) in which a noun form may be read.
type reading struct{ c, n string }

// slotReadings returns the cases and numbers in which the reference
// noun's form can be read ("taktu" is genitive, dative or locative
// singular; "části" also nominative or accusative plural), narrowed by
// the cases the governing preposition takes (na: accusative or
// locative) and by the forms of the attributive words agreeing with the
// noun ("sloupová síň" is only nominative). An empty result means the
// analysis is not confirmed by generation.
func (r *rules) slotReadings(ref []lemma.Token, pos int) []reading {
	old := ref[pos]
	var out []reading
	prep := governingCases(ref, pos)
	predNumber := predicateNumber(ref, pos)
	cells := r.cells(old.Form, old.Lemma, "NOUN", old.Feats, false)
	var attrs [3]*cellSet // the attributes' cellSets, attributesAllow's
	for ni, n := range []string{"Sing", "Plur"} {
		for ci, c := range nounCases {
			if prep != nil && !slices.Contains(prep, c) {
				continue
			}
			if c == "Nom" && predNumber != "" && n != predNumber {
				continue // a subject agrees in number with its verb (Mistrovství Asie má)
			}
			if cells.has(r, ci, ni, 0) && r.attributesAllow(ref, pos, ci, ni, &attrs) {
				out = append(out, reading{c, n})
			}
		}
	}
	return out
}

// predicateNumber returns the number of the third-person finite verb or
// l-participle that follows the noun at pos in its clause (over its
// attributes and modifiers), or "".
func predicateNumber(ref []lemma.Token, pos int) string {
	for k := pos + 1; k < len(ref) && k <= pos+6; k++ {
		t := ref[k]
		if boundary(t) {
			return ""
		}
		if (t.POS == "VERB" || t.POS == "AUX") && (t.Feats["VerbForm"] == "Fin" || t.Feats["VerbForm"] == "Part") {
			if p := t.Feats["Person"]; p != "" && p != "3" {
				return ""
			}
			return t.Feats["Number"]
		}
	}
	return ""
}

// attributesAllow reports whether the adjectives and determiners right
// before the noun at pos that agree with it in gender, animacy, number
// and the tagged case can be read in case c and number n. A predicate
// adjective before an object of another number is none of them (jsou
// jistí svým výběrem), nor a word of the noun's gender and number the
// tagger read in another case: "možná" (perhaps, read as the adjective
// možný) in "možná správnou osobou" left the instrumental slot without
// readings, and the substituted noun in the hypothesis's nominative
// (správným člověk, WMT23 en-cs segment 1315). A form of dva, oba or
// všechen of the noun's gender and number (agreeingQuantifier) decides:
// the noun's case is one its form can be read in (oba: nominative or
// accusative), and the words before it are not asked. c and n are
// nounCases[ci] and the number of index ni; attrs keeps the cellSets of
// the words before the noun between the calls of one slotReadings.
func (r *rules) attributesAllow(ref []lemma.Token, pos, ci, ni int, attrs *[3]*cellSet) bool {
	noun := ref[pos]
	for k := pos - 1; k >= 0 && k >= pos-3; k-- {
		t := ref[k]
		if table := agreeingQuantifier(t.Form, noun); table != nil {
			// dva, oba, všechen stand in the noun's case: "oba díly"
			// before a singular verb is an accusative, not an
			// instrumental (oběma díly).
			g, a := noun.Feats["Gender"], noun.Feats["Animacy"]
			return endingAgreesIn(table, strings.ToLower(t.Form), g, a, nounCases[ci], [2]string{"Sing", "Plur"}[ni])
		}
		if !attributivePOS[t.POS] || !agrees(t, noun, true) {
			return true
		}
		s := &attrs[pos-1-k]
		if *s == nil {
			*s = r.cells(t.Form, t.Lemma, t.POS, t.Feats, false)
		}
		if !(*s).has(r, ci, ni, 0) {
			return false
		}
	}
	return true
}

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	tokens := append([]string(nil), res.Tokens...)
	var edits []fix.Edit
	substituted := map[int]bool{}
	for _, s := range res.Subs {
		substituted[s.Pos] = true
	}
	for _, s := range res.Subs {
		old := res.Ref[s.Pos]
		nw := res.Hyp[s.HypPos]
		switch old.POS {
		case "NOUN":
			r.fixNoun(tokens, &edits, res, substituted, s.Pos, old, nw)
		case "ADJ":
			if shortPassive(nw) && (shortPassive(old) || predicateAfterBe(res.Ref, s.Pos)) {
				r.fixShortPassive(tokens, &edits, res, substituted, s.Pos, old, nw)
				continue
			}
			g, a := old.Feats["Gender"], old.Feats["Animacy"]
			if head, ok := substitutedHead(res, substituted, s.Pos); ok {
				// The noun the adjective modifies was replaced too: the new
				// adjective takes the new noun's gender, not the slot's.
				g, a = genderOf(head)
			}
			kv := [...]string{"Case", old.Feats["Case"], "Number", old.Feats["Number"], "Gender", g, "Animacy", a}
			if old.Feats["Case"] != "" && !hasFeats(nw.Feats, kv[:]) &&
				!r.fitsAdjectiveSlot(tokens[s.Pos], nw, old, headNoun(res.Ref, substituted, s.Pos)) {
				r.regenLike(tokens, &edits, RuleAdjectiveSlot, s.Pos, nw, nw.Feats.With(kv[:]...), old.Form)
			}
		case "VERB":
			var kv [2 * len(verbSlotKeys)]string
			for i, k := range verbSlotKeys {
				kv[2*i], kv[2*i+1] = k, old.Feats[k]
			}
			if !hasFeats(nw.Feats, kv[:]) {
				r.regenLike(tokens, &edits, RuleVerbSlot, s.Pos, nw, nw.Feats.With(kv[:]...), old.Form)
			}
		}
	}
	vocalise(res, tokens, &edits)
	return tokens, edits
}

// predicateAfterBe reports a reference adjective at pos that is the
// predicate of a form of "být" before it (over adverbs: Moskva byla
// démonizovaná, je velmi oblíbený): there a short passive of the
// hypothesis (byla démonizována) is as grammatical as the long form and
// keeps its own form, agreeing in gender and number only.
func predicateAfterBe(ref []lemma.Token, pos int) bool {
	for k := pos - 1; k >= 0 && k >= pos-3; k-- {
		switch {
		case isBe(ref[k]):
			return true
		case ref[k].POS != "ADV":
			return false
		}
	}
	return false
}

// shortPassive reports a short passive participle (určen, uvedeno,
// odeslána): it has no case, only the gender and number of its subject.
func shortPassive(t lemma.Token) bool {
	return t.Feats["Variant"] == "Short" && t.Feats["VerbForm"] == "Part" && t.Feats["Voice"] == "Pass"
}

// fixShortPassive puts a substituted short passive into the gender,
// number and animacy of the reference's short passive it replaces,
// keeping the hypothesis lemma: the subject of the reference clause is
// still there (Položka je odeslána → Položka je expedována, not the
// hypothesis's *expedováno). When that subject was substituted too
// (substitutedSubject), the new noun's gender and animacy are taken
// (je provedení uvedeno → je konstrukce zobrazena). Nothing changes when
// the reference word's gender or number is not known.
func (r *rules) fixShortPassive(tokens []string, edits *[]fix.Edit, res *rewrite.Result, substituted map[int]bool, pos int, old, nw lemma.Token) {
	g, n, a := old.Feats["Gender"], old.Feats["Number"], old.Feats["Animacy"]
	if g == "" || n == "" {
		return
	}
	if subj, ok := substitutedSubject(res, substituted, pos, old); ok {
		g, a = genderOf(subj)
	}
	kv := [...]string{"Gender", g, "Number", n, "Animacy", a}
	if !hasFeats(nw.Feats, kv[:]) {
		r.regenLike(tokens, edits, RuleAdjectiveSlot, pos, nw, nw.Feats.With(kv[:]...), old.Form)
	}
}

// substitutedSubject returns the new noun when the subject of a short
// passive at pos was substituted: the one substituted nominative noun of
// its clause (within six words either way) whose reference form has the
// passive's gender and number (je provedení tašek uvedeno, provedení →
// konstrukce). Two such nouns, or none, give nothing.
func substitutedSubject(res *rewrite.Result, substituted map[int]bool, pos int, old lemma.Token) (lemma.Token, bool) {
	lo, hi := clauseSpan(res.Ref, pos, 6)
	at, n := -1, 0
	for k := lo; k <= hi; k++ {
		t := res.Ref[k]
		if k != pos && substituted[k] && t.POS == "NOUN" && t.Feats["Case"] == "Nom" &&
			t.Feats["Gender"] == old.Feats["Gender"] && t.Feats["Number"] == old.Feats["Number"] {
			at, n = k, n+1
		}
	}
	if n != 1 {
		return lemma.Token{}, false
	}
	return newNoun(res, substituted, at)
}

// genderOf returns a noun's gender and its animacy, which only a
// masculine has.
func genderOf(t lemma.Token) (g, animacy string) {
	g = t.Feats["Gender"]
	if g == "Masc" {
		animacy = t.Feats["Animacy"]
	}
	return g, animacy
}

// clauseSpan returns the first and last word of the clause around k, at
// most w words away either way.
func clauseSpan(ref []lemma.Token, k, w int) (lo, hi int) {
	lo, hi = k, k
	for lo > 0 && lo > k-w && !clauseEnd(ref, lo-1) {
		lo--
	}
	for hi+1 < len(ref) && hi < k+w && !clauseEnd(ref, hi+1) {
		hi++
	}
	return lo, hi
}

// vocalise puts v/ve, s/se, z/ze, k/ke right before every word the
// rewrite or the repair changed, where the rule is certain (Vocalise).
func vocalise(res *rewrite.Result, tokens []string, edits *[]fix.Edit) {
	for k := 1; k < len(tokens) && k < len(res.Ref); k++ {
		if tokens[k] == res.Ref[k].Form || res.Ref[k-1].POS != "ADP" {
			continue // unchanged, or not after a preposition (reflexive se)
		}
		want, ok := Vocalise(tokens[k-1], tokens[k])
		if ok && want != tokens[k-1] {
			*edits = append(*edits, fix.Edit{Rule: RuleVocalisation, Pos: k - 1, Before: tokens[k-1], After: want})
			tokens[k-1] = want
		}
	}
}

// prepositionCases are the cases each preposition governs (a grammar
// fact: v, na, o, po take the locative or the accusative; za, před, nad,
// pod, mezi the instrumental or the accusative).
var prepositionCases = map[string][]string{
	"v": {"Loc", "Acc"}, "na": {"Loc", "Acc"}, "o": {"Loc", "Acc"}, "po": {"Loc", "Acc"},
	"za": {"Acc", "Ins", "Gen"}, "před": {"Ins", "Acc"}, "nad": {"Ins", "Acc"}, "pod": {"Ins", "Acc"},
	"mezi": {"Ins", "Acc"}, "s": {"Ins", "Gen"}, "při": {"Loc"}, "z": {"Gen"}, "do": {"Gen"},
	"od": {"Gen"}, "u": {"Gen"}, "bez": {"Gen"}, "během": {"Gen"}, "podle": {"Gen"}, "kolem": {"Gen"},
	"kromě": {"Gen"}, "vedle": {"Gen"}, "okolo": {"Gen"}, "k": {"Dat"}, "proti": {"Dat"},
	"díky": {"Dat"}, "pro": {"Acc"}, "přes": {"Acc"},
}

// governingADP returns the position of the preposition governing the
// noun at pos (the nearest word before it over adjectives, determiners,
// numerals and adverbs, at most four back), or -1 when there is none.
func governingADP(ref []lemma.Token, pos int) int {
	for k := pos - 1; k >= 0 && k >= pos-4; k-- {
		switch ref[k].POS {
		case "ADJ", "DET", "NUM", "ADV":
			continue
		case "ADP":
			return k
		}
		return -1
	}
	return -1
}

// governingCases returns the cases the preposition governing the noun at
// pos may take (governingADP), or nil when there is none or it is not
// listed.
func governingCases(ref []lemma.Token, pos int) []string {
	if k := governingADP(ref, pos); k >= 0 {
		return prepositionCases[strings.ToLower(ref[k].Lemma)]
	}
	return nil
}

// fitsAdjectiveSlot reports whether the hypothesis adjective's form is the
// new lemma's form for some reading of the reference adjective's form
// (soft adjectives like "pozemní" are read many ways; the hypothesis form
// is evidence which).
func (r *rules) fitsAdjectiveSlot(form string, nw, old lemma.Token, head *lemma.Token) bool {
	var headCells *cellSet
	if head != nil {
		headCells = r.cells(head.Form, head.Lemma, "NOUN", head.Feats, false)
	}
	oldCells := r.cells(old.Form, old.Lemma, "ADJ", old.Feats, true)
	var nwCells *cellSet // asked for only when the old form has a reading
	for ci := range nounCases {
		for ni := range 2 {
			if head != nil && !headCells.has(r, ci, ni, 0) {
				continue // the reading must be one of the noun it modifies
			}
			// genderCells are the genders Masc, Fem, Neut with the
			// animacies read for masculine forms only, and always.
			for gi, ga := range genderCells {
				if head != nil && ga[0] != head.Feats["Gender"] {
					continue
				}
				if !oldCells.has(r, ci, ni, gi) {
					continue
				}
				if nwCells == nil {
					nwCells = r.cells(form, nw.Lemma, "ADJ", nw.Feats, true)
				}
				if nwCells.has(r, ci, ni, gi) {
					return true
				}
			}
		}
	}
	return false
}

// headNoun returns the unsubstituted reference noun right after an
// attributive adjective at pos (over adjectives and adverbs), or nil: its
// form fixes the adjective's slot (s prosincovou smrtící střelbou is
// instrumental, though smrtící alone reads as any case).
func headNoun(ref []lemma.Token, substituted map[int]bool, pos int) *lemma.Token {
	for k := pos + 1; k < len(ref) && k <= pos+3; k++ {
		switch ref[k].POS {
		case "ADJ", "ADV":
			continue
		case "NOUN":
			if substituted[k] || ref[k].Feats["Gender"] == "" {
				return nil
			}
			return &ref[k]
		}
		return nil
	}
	return nil
}

// substitutedHead returns the new noun when the noun an adjective at
// pos modifies (the first noun after it, over adjectives, determiners and
// adverbs) was itself substituted; for a predicate adjective right after
// "být" (montáž byla obtížná), the subject before it.
func substitutedHead(res *rewrite.Result, substituted map[int]bool, pos int) (lemma.Token, bool) {
	if pos >= 2 && isBe(res.Ref[pos-1]) && res.Ref[pos-2].POS == "NOUN" && res.Ref[pos-2].Feats["Case"] == "Nom" {
		return newNoun(res, substituted, pos-2)
	}
	for k := pos + 1; k < len(res.Ref) && k <= pos+3; k++ {
		switch t := res.Ref[k]; t.POS {
		case "ADJ", "DET", "ADV":
			continue
		case "NOUN":
			return newNoun(res, substituted, k)
		}
		return lemma.Token{}, false
	}
	return lemma.Token{}, false
}

// newNoun returns the hypothesis noun that replaced the reference noun at
// k, if it was substituted and has a gender.
func newNoun(res *rewrite.Result, substituted map[int]bool, k int) (lemma.Token, bool) {
	if !substituted[k] {
		return lemma.Token{}, false
	}
	for _, s := range res.Subs {
		if s.Pos == k {
			return res.Hyp[s.HypPos], res.Hyp[s.HypPos].Feats["Gender"] != ""
		}
	}
	return lemma.Token{}, false
}

// verbSlotKeys are the features a substituted verb takes from its slot.
var verbSlotKeys = [...]string{"Person", "Number", "Tense", "Gender", "Animacy", "VerbForm", "Mood"}

// hasFeats reports whether f has the features of kv (name, value, name,
// value, …; an empty value: f lacks the feature), so that f.With(kv...)
// changes none of them: the substituted word needs no repair, and the
// map With would build is not built.
func hasFeats(f lemma.Feats, kv []string) bool {
	for i := 0; i+1 < len(kv); i += 2 {
		if f[kv[i]] != kv[i+1] {
			return false
		}
	}
	return true
}

func (r *rules) fixNoun(tokens []string, edits *[]fix.Edit, res *rewrite.Result, substituted map[int]bool, pos int, old, nw lemma.Token) {
	oc, on := old.Feats["Case"], old.Feats["Number"]
	// The slot's readings, computed once when first asked for.
	var readings []reading
	haveReadings := false
	slot := func() []reading {
		if !haveReadings {
			readings, haveReadings = r.slotReadings(res.Ref, pos), true
		}
		return readings
	}
	// The new noun in the slot's case and number, unless the hypothesis
	// form already fits one reading of the slot (the tagger's case of an
	// ambiguous reference form is a guess; the hypothesis form is
	// evidence). When one reading is left the target is that reading;
	// otherwise the tagger's, if it is one of them.
	if oc != "" && (nw.Feats["Case"] != oc || nw.Feats["Number"] != on) {
		rs := slot()
		// The hypothesis form fits when its own reading is one of the
		// slot's, or it has the tagger's reading of the slot by syncretism
		// (a nominative "montáž" is not kept after "po" because it could
		// be read as an accusative).
		tagged := reading{oc, on}
		fits := slices.Contains(rs, reading{nw.Feats["Case"], nw.Feats["Number"]}) ||
			slices.Contains(rs, tagged) && r.realisesCN(tokens[pos], nw.Lemma, "NOUN", nw.Feats, oc, on) ||
			sameGovernor(res.Ref, pos, res.Hyp, res.Subs)
		switch {
		case fits || len(rs) == 0:
		case len(rs) == 1:
			r.regenLike(tokens, edits, RuleNounCase, pos, nw, nw.Feats.With("Case", rs[0].c, "Number", rs[0].n), old.Form)
		case slices.Contains(rs, tagged):
			r.regenLike(tokens, edits, RuleNounCase, pos, nw, nw.Feats.With("Case", oc, "Number", on), old.Form)
		}
	}
	ng, na := nw.Feats["Gender"], nw.Feats["Animacy"]
	if ng == "" || (ng == old.Feats["Gender"] && na == old.Feats["Animacy"]) {
		return // same gender: nothing else changes
	}
	if na == "" && ng == "Masc" {
		na = old.Feats["Animacy"]
	}
	animacy := na
	if ng != "Masc" {
		animacy = ""
	}
	// Attributive words before the noun, in the reading the new noun's
	// form has (nounReading).
	fc, fn := r.nounReading(res.Ref, pos, tokens[pos], nw, slot)
	for k := pos - 1; k >= 0; k-- {
		t := res.Ref[k]
		if !substituted[k] && r.fixIndefinite(tokens, edits, k, old, ng, animacy, fc, fn) {
			continue
		}
		if !substituted[k] && fixQuantifier(tokens, edits, k, old, ng, animacy, fc, fn) {
			continue
		}
		if t.POS == "ADV" {
			continue
		}
		if !substituted[k] && personalPossessive(t, old) {
			// můj, tvůj, svůj: the tagger's features of these forms are
			// not always the noun's (své read Neut Sing before domácí
			// výtvory), so the form is checked against the old noun. It
			// keeps its own case unless its form can be read in the new
			// noun's (keepCase, as a quantifier's), and takes the new
			// number. náš/váš, owner possessives and indefinites below
			// still take the new noun's case and number, as before
			// csmend16: no development row showed them wrong.
			pc := keepCase(old, fc, fn, func(c, n string) bool { return personalPossessive(t, withCase(old, c, n)) })
			if f := personalPossessiveForm(tokens[k], ng, animacy, pc, fn); f != "" && f != tokens[k] {
				*edits = append(*edits, fix.Edit{Rule: RuleAttribute, Pos: k, Before: tokens[k], After: f})
				tokens[k] = f
			}
			continue
		}
		if !substituted[k] && possessive(tokens[k], old) {
			// náš/váš: the tagger leaves these forms without gender and
			// case (našem) or reads them as names (vaše → Vaš).
			if f := possessiveForm(tokens[k], ng, animacy, fc, fn); f != "" && f != tokens[k] { // the case and number the other attributes take
				*edits = append(*edits, fix.Edit{Rule: RuleAttribute, Pos: k, Before: tokens[k], After: f})
				tokens[k] = f
			}
			continue
		}
		if !substituted[k] && ownerPossessive(t, old) {
			// Corbinův: the tagger reads a name's possessive adjective as
			// a name, which the generator does not inflect.
			if f := ownerPossessiveForm(tokens[k], ng, animacy, fc, fn); f != "" && f != tokens[k] {
				*edits = append(*edits, fix.Edit{Rule: RuleAttribute, Pos: k, Before: tokens[k], After: f})
				tokens[k] = f
			}
			continue
		}
		if !attributivePOS[t.POS] || substituted[k] {
			break
		}
		if agrees(t, old, true) {
			r.regen(tokens, edits, RuleAttribute, k, t, r.attributeFeats(t, ng, animacy, fc, fn))
		}
	}
	r.fixRelative(tokens, edits, res, substituted, pos, old, ng, animacy)
	r.fixPronoun(tokens, edits, res, substituted, pos, old, ng, animacy)
	// The predicate of a nominative subject, across "být"; not when the
	// new noun's form is of another case (Vyhrál boj → Vyhrál bitvu: the
	// tagger's nominative boj was the object).
	if oc != "Nom" || fc != "Nom" {
		return
	}
	beBefore := r.fixPrecedingPredicate(tokens, edits, res, substituted, pos, old, ng, animacy, fn)
	r.fixPredicate(tokens, edits, res, substituted, pos, old, ng, animacy, beBefore)
}

// fixPronoun makes a third-person personal pronoun after the noun at pos
// that agreed with the old noun (reklamu … na ni) take the new gender,
// keeping its case (inzerát … na něj), when the hypothesis has a form
// of the pronoun in the new gender, number and that case: the
// translator read it as the noun's. Nothing changes when another noun
// of the old gender and number stands between them (a nearer
// antecedent), nor past the end of the noun's sentence (., ! or ?) or
// its next twelve tokens.
func (r *rules) fixPronoun(tokens []string, edits *[]fix.Edit, res *rewrite.Result, substituted map[int]bool, pos int, old lemma.Token, ng, animacy string) {
	for k := pos + 1; k < len(res.Ref) && k <= pos+12; k++ {
		t := res.Ref[k]
		if substituted[k] || (t.POS == "NOUN" || t.POS == "PROPN") && agrees(t, old, false) {
			return
		}
		if t.Form == "." || t.Form == "!" || t.Form == "?" {
			return
		}
		if t.POS != "PRON" || t.Lemma != "on" || t.Feats["PronType"] != "Prs" || !agrees(t, old, false) {
			continue
		}
		f := t.Feats.With("Gender", ng, "Animacy", animacy)
		for _, h := range res.Hyp {
			if h.POS == "PRON" && h.Lemma == "on" && h.Feats["Gender"] == ng && h.Feats["Number"] == t.Feats["Number"] &&
				h.Feats["Case"] == t.Feats["Case"] { // the animacy of něj, něho is the tagger's guess
				r.regen(tokens, edits, RulePronoun, k, t, f)
				return
			}
		}
		return
	}
}

// fixPrecedingPredicate makes the predicate before a nominative subject
// at subj in its clause follow the new noun's gender, animacy and number
// n (keeping person and tense): an l-participle (Včera se změnila poloha
// → změnilo místo), or "být" in the l-form with a short passive
// participle (byla vydána nová výstraha → bylo vydáno nové varování).
// Each word changes only when it agreed with the old noun in gender and
// number, no first- or second-person auxiliary makes the clause's
// subject another (personalAux), and no other noun of the clause could
// be its subject (rivalSubject). The walk stops at the clause's start, a
// nominative noun or pronoun, a finite verb, or the first l-participle
// of a verb other than "být". It reports whether it passed a form of
// "být" (NENÍ VRÁCENÍ MOŽNÉ: the adjective after the subject is then
// its predicate).
func (r *rules) fixPrecedingPredicate(tokens []string, edits *[]fix.Edit, res *rewrite.Result, substituted map[int]bool, subj int, old lemma.Token, ng, animacy, n string) (seenBe bool) {
	for k := subj - 1; k >= 0 && k >= subj-6; k-- {
		t := res.Ref[k]
		if boundary(t) || substituted[k] || (t.POS == "NOUN" || t.POS == "PRON") && t.Feats["Case"] == "Nom" {
			return seenBe
		}
		participle := t.Feats["VerbForm"] == "Part" && t.Feats["Gender"] != "" &&
			(t.POS == "VERB" && t.Feats["Voice"] != "Pass" || isBe(t) || shortPassive(t))
		if participle && agrees(t, old, false) && !personalAux(res.Ref, k) && !r.rivalSubject(res.Ref, subj, k) && !nominativeBefore(res.Ref, k) {
			f := t.Feats.With("Gender", ng, "Animacy", animacy)
			if n != "" {
				f = f.With("Number", n)
			}
			r.regen(tokens, edits, RuleParticiple, k, t, f)
		}
		if isBe(t) {
			seenBe = true
		}
		// A passive participle right before the l-participle of "být" is
		// the same predicate (Zadrženy byly tři osoby).
		passiveBefore := isBe(t) && k > 0 && shortPassive(res.Ref[k-1])
		if participle && !shortPassive(t) && !passiveBefore || t.Feats["VerbForm"] == "Fin" && (t.POS == "VERB" || t.POS == "AUX") {
			return seenBe
		}
	}
	return seenBe
}

// nominativeBefore reports a nominative word before the predicate word
// at k in its clause (at most four words back): a substantivised
// adjective or pronoun may be the subject, the noun after the verb its
// predicate (ostatní byli zaměstnanci: ostatní byli personál, not *byl).
// The demonstrative "to" is passed over: with it the verb agrees with
// the noun (to mohl být dobrý obchod → to mohla být dobrá dohoda).
func nominativeBefore(ref []lemma.Token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		t := ref[j]
		if boundary(t) {
			return false
		}
		if t.Feats["Case"] == "Nom" && t.POS != "ADP" && !demonstrativeTo[strings.ToLower(t.Form)] {
			return true
		}
	}
	return false
}

// demonstrativeTo are the forms of the demonstrative subject "to", with
// which a copula agrees with the noun after it.
var demonstrativeTo = map[string]bool{"to": true, "toto": true, "tohle": true, "tohleto": true}

// fixPredicate makes the predicate of a nominative subject at subj that
// was (or agreed with) the old noun follow its new gender: l-participles
// and passive participles, and, after "být", predicate adjectives and
// determiners, from the word after subj to the end of the clause. It
// changes nothing when another noun of the clause could be the
// predicate's subject (rivalSubject). seenBe says that a form of "být"
// came before the subject in its clause.
func (r *rules) fixPredicate(tokens []string, edits *[]fix.Edit, res *rewrite.Result, substituted map[int]bool, subj int, old lemma.Token, ng, animacy string, seenBe bool) {
	start := subj + 1
	// beAgreed: a form of "být" in the old subject's number came after
	// it, so a nominative of another number later in the clause is not
	// its subject (Osoby byly v pondělí večer zadrženy: večer is an
	// adverbial). part: the last participle changed, which a conjunction
	// joins to the next participle of the same subject (byly zadrženy a
	// vyslýchány).
	beAgreed, part := false, -1
	if end, ok := relativeClause(res.Ref, start); ok {
		start = end + 1 // Lidé , kteří byli zadrženi , byli propuštěni
	}
	for k := start; k < len(res.Ref) && k <= start+7; k++ {
		t := res.Ref[k]
		if part == k-1 && coordinatedParticiple(res.Ref, k) {
			continue
		}
		otherNumber := beAgreed && t.Feats["Number"] != "" && t.Feats["Number"] != old.Feats["Number"]
		if clauseEnd(res.Ref, k) || substituted[k] || otherSubject(t) && res.Ref[k-1].POS != "ADP" && !otherNumber {
			break // the end of the clause, or another subject (výrok „Mé pohlaví je mužské")
		}
		if isBe(t) && t.Feats["Number"] == old.Feats["Number"] {
			beAgreed = true
		}
		if (t.Feats["VerbForm"] == "Part" || seenBe && (t.POS == "ADJ" || t.POS == "DET")) && r.rivalSubject(res.Ref, subj, k) {
			return // the predicate may agree with another noun: its subject is unclear
		}
		switch {
		case t.Feats["VerbForm"] == "Part" && t.Feats["Gender"] != "" && agrees(t, old, false):
			// l-participle (byla, řekla) or passive participle agreeing with the subject.
			r.regen(tokens, edits, RuleParticiple, k, t, t.Feats.With("Gender", ng, "Animacy", animacy))
			part = k
			if isBe(t) {
				seenBe = true
			}
		case isBe(t):
			seenBe = true
		case seenBe && (t.POS == "ADJ" || t.POS == "DET") && t.Feats["Case"] == "Nom" && agrees(t, old, false):
			r.regen(tokens, edits, RulePredicate, k, t, t.Feats.With("Gender", ng, "Animacy", animacy))
		case t.POS == "VERB" && t.Feats["VerbForm"] == "Fin":
			return // another finite verb: a different clause structure
		}
	}
}

// relativePronouns are the lemmas of the relative pronouns that open a
// relative clause on a noun.
var relativePronouns = map[string]bool{"který": true, "jenž": true, "jaký": true}

// relativeClause reports a relative clause at k, right after a subject:
// a comma, the relative pronoun (který, jenž, jaký; after a preposition:
// , o kterých), at most twelve words with no other punctuation that ends
// a clause, and a closing comma followed by a verb or an auxiliary not in
// the first or second person, which is then the subject's predicate (Osoby , které byly zadrženy , byly propuštěny).
// end is the position of the closing comma. Any other comma still ends
// the subject's clause.
func relativeClause(ref []lemma.Token, k int) (end int, ok bool) {
	if k+1 >= len(ref) || ref[k].Form != "," {
		return 0, false
	}
	j := k + 1
	if ref[j].POS == "ADP" {
		j++
	}
	if j >= len(ref) || !relativePronouns[strings.ToLower(ref[j].Lemma)] {
		return 0, false
	}
	for e := j + 1; e < len(ref) && e <= j+12; e++ {
		if ref[e].POS != "PUNCT" || !clauseEnd(ref, e) {
			continue // a conjunction inside the clause (které byly zadrženy a vyslýchány)
		}
		if ref[e].Form != "," || e+1 >= len(ref) {
			return 0, false
		}
		v := ref[e+1]
		if v.POS != "VERB" && v.POS != "AUX" || v.Feats["Person"] == "1" || v.Feats["Person"] == "2" {
			return 0, false // not the subject's predicate (Ženy , které přišly , jsme pozvaly)
		}
		return e, true
	}
	return 0, false
}

// coordinatedParticiple reports a coordinating conjunction at k (a, i,
// ani, nebo) followed by a participle with a gender: a second predicate
// of the same subject (byly zadrženy a vyslýchány).
func coordinatedParticiple(toks []lemma.Token, k int) bool {
	if toks[k].POS != "CCONJ" || k+1 >= len(toks) || !coordinators[strings.ToLower(toks[k].Form)] {
		return false
	}
	n := toks[k+1]
	return n.Feats["VerbForm"] == "Part" && n.Feats["Gender"] != ""
}

// coordinators are the conjunctions that join two predicates of one
// subject.
var coordinators = map[string]bool{"a": true, "i": true, "ani": true, "nebo": true, "či": true}

// genitiveCoordination reports a coordinating conjunction at k followed
// by a genitive noun: it joins two modifiers of the subject (Vrácení
// zboží a peněz proběhlo), not two clauses, whose second would open with
// a subject or a verb.
func genitiveCoordination(toks []lemma.Token, k int) bool {
	return toks[k].POS == "CCONJ" && k+1 < len(toks) && toks[k+1].POS == "NOUN" && toks[k+1].Feats["Case"] == "Gen"
}

// fixRelative makes the relative pronoun "který" opening a clause right
// after the noun at pos (", který", ", o kterém") follow the noun's new
// gender, keeping its case; a nominative one is the subject of its
// clause, whose predicate follows too (", která byla nová" → ", který
// byl nový"). The pronoun agreed with the old noun when its form is one
// of the old gender and number (the tagger's gender of a syncretic
// "kterém" is a guess).
func (r *rules) fixRelative(tokens []string, edits *[]fix.Edit, res *rewrite.Result, substituted map[int]bool, pos int, old lemma.Token, ng, animacy string) {
	k := pos + 1
	if k+1 >= len(res.Ref) || res.Ref[k].Form != "," {
		return
	}
	if h := pos - 1; h >= 0 && old.Feats["Case"] == "Gen" && res.Ref[h].POS == "NOUN" &&
		res.Ref[h].Feats["Gender"] == old.Feats["Gender"] && res.Ref[h].Feats["Number"] == old.Feats["Number"] {
		return // výsledek úkolu, který: the pronoun may refer to the head noun
	}
	k++
	var prep []string
	if res.Ref[k].POS == "ADP" && k+1 < len(res.Ref) {
		prep = prepositionCases[strings.ToLower(res.Ref[k].Lemma)]
		k++
	}
	t := res.Ref[k]
	if strings.ToLower(t.Lemma) != "který" || substituted[k] {
		return
	}
	oa := old.Feats["Animacy"]
	if old.Feats["Gender"] != "Masc" {
		oa = ""
	}
	// The cases in which the form is one of the old gender and number,
	// within the preposition's cases; the tagger's when several are left.
	var cases []string
	for _, c := range nounCases {
		if (prep == nil || slices.Contains(prep, c)) && r.realisesCNGA(t.Form, t.Lemma, t.POS, t.Feats, c, old.Feats["Number"], old.Feats["Gender"], oa) {
			cases = append(cases, c)
		}
	}
	c := t.Feats["Case"]
	switch {
	case len(cases) == 1:
		c = cases[0]
	case !slices.Contains(cases, c):
		return // it did not agree with the noun, or its case is unclear
	case c == "Nom" && slices.Contains(cases, "Acc") && !r.subjectVerb(res.Ref, k, old):
		c = "Acc" // , které policie zadržela: the object, not the subject
	}
	t.Feats = t.Feats.With("Case", c, "Gender", old.Feats["Gender"], "Animacy", oa, "Number", old.Feats["Number"])
	n := len(*edits)
	r.regen(tokens, edits, RuleRelative, k, t, t.Feats.With("Gender", ng, "Animacy", animacy))
	if c == "Nom" && len(*edits) > n {
		r.fixPredicate(tokens, edits, res, substituted, k, old, ng, animacy, false)
	}
}

// subjectVerb reports whether the first finite verb or l-participle of
// the relative clause opened by the pronoun at k could have the old noun
// (which the pronoun stands for) as its subject: third person (or none),
// the noun's number, and a participle's gender (in the tagger's reading
// or another reading of its form). A clause without such a verb gives
// true. "Osoby , které policie zadržela": zadržela is
// singular, so které is not its subject but its object (an accusative,
// which stays které after osoby → lidé, not *kteří).
func (r *rules) subjectVerb(ref []lemma.Token, k int, old lemma.Token) bool {
	for j := k + 1; j < len(ref) && j <= k+8 && !clauseEnd(ref, j); j++ {
		t := ref[j]
		if t.POS != "VERB" && t.POS != "AUX" || t.Feats["VerbForm"] != "Fin" && t.Feats["VerbForm"] != "Part" || shortPassive(t) {
			continue
		}
		if p := t.Feats["Person"]; p == "1" || p == "2" {
			return false
		}
		if t.Feats["Number"] == "" || t.Feats["Number"] == old.Feats["Number"] && (t.Feats["Gender"] == "" || t.Feats["Gender"] == old.Feats["Gender"]) {
			return true
		}
		// The tagger's reading of a syncretic form is a guess (byla is
		// feminine singular or neuter plural, byly feminine or masculine
		// inanimate plural): the form may have the noun's features.
		f := t.Feats.With("Number", old.Feats["Number"])
		if t.Feats["Gender"] != "" {
			f = f.With("Gender", old.Feats["Gender"], "Animacy", animacyOf(old))
		}
		return r.realises(t.Form, t.Lemma, t.POS, f)
	}
	return true
}

// animacyOf returns a masculine noun's animacy, "" for other genders.
func animacyOf(t lemma.Token) string {
	_, a := genderOf(t)
	return a
}

// personalAux reports a first- or second-person auxiliary (jsem, bych,
// jste) in the clause of the l-participle at k, or such a conjunction
// opening it (abych, kdybys): its subject is then that person ("rád bych
// viděl přínos": the noun after it is the object, even when its form
// reads as a nominative).
func personalAux(ref []lemma.Token, k int) bool {
	for _, d := range []int{-1, 1} {
		for x := k + d; x >= 0 && x < len(ref) && x >= k-4 && x <= k+4; x += d {
			t := ref[x]
			if d < 0 && t.POS == "SCONJ" && (t.Feats["Person"] == "1" || t.Feats["Person"] == "2") {
				return true
			}
			if boundary(t) {
				break
			}
			if t.POS == "AUX" && (t.Feats["Person"] == "1" || t.Feats["Person"] == "2") {
				return true
			}
		}
	}
	return false
}

// rivalSubject reports another noun in the clause of the predicate word
// at k (a participle, a predicate adjective) that could be its subject
// instead of the word at subj: a noun the tagger
// reads as a nominative or an accusative (it reads many nominatives as
// accusatives), not after a preposition, whose form can be read as a
// nominative in the verb's number and whose gender (and animacy) the verb
// agrees with. "Setkání … se zúčastnilo také tabákové vedení": either
// neuter noun may be the subject of "zúčastnilo" (it is vedení; setkání
// is a genitive), so replacing setkání by schůzka must not make the verb
// feminine. A verb whose form fits one noun only agrees with that one
// (Setkání přineslo výsledek).
func (r *rules) rivalSubject(ref []lemma.Token, subj, k int) bool {
	v := ref[k]
	if v.Feats["Gender"] == "" || v.Feats["Number"] == "" {
		return false // no gender to agree in (a finite verb)
	}
	lo, hi := clauseSpan(ref, k, 8)
	for j := lo; j <= hi; j++ {
		t := ref[j]
		if j == subj || t.POS != "NOUN" || t.Feats["Case"] != "Nom" && t.Feats["Case"] != "Acc" || afterPreposition(ref, j) {
			continue
		}
		if t.Feats["Gender"] != v.Feats["Gender"] {
			continue
		}
		if a, b := t.Feats["Animacy"], v.Feats["Animacy"]; a != "" && b != "" && a != b {
			continue
		}
		if r.realisesCN(t.Form, t.Lemma, "NOUN", t.Feats, "Nom", v.Feats["Number"]) {
			return true
		}
	}
	return false
}

// clauseEnd reports a word that ends a clause: a boundary other than the
// dot of an ordinal or a conjunction joining genitive modifiers.
func clauseEnd(ref []lemma.Token, k int) bool {
	return boundary(ref[k]) && !ordinalDot(ref, k) && !genitiveCoordination(ref, k)
}

// afterPreposition reports a noun at pos governed by a preposition
// (governingADP).
func afterPreposition(ref []lemma.Token, pos int) bool { return governingADP(ref, pos) >= 0 }

// otherSubject reports a word that may be another subject before the
// predicate: a nominative noun or pronoun, or an accusative noun (the
// tagger reads many nominatives as accusatives: pohlaví); genitive
// modifiers (otázka přistěhovalectví byla), pronoun objects (poloha nás
// překvapila) and, by the caller, nouns after a preposition (štěrbina na
// karty je velká) are passed over.
func otherSubject(t lemma.Token) bool {
	c := t.Feats["Case"]
	return (t.POS == "NOUN" || t.POS == "PRON") && c == "Nom" || t.POS == "NOUN" && c == "Acc"
}

// ordinalDot reports the dot of an ordinal numeral (24 . února), which
// does not end the clause.
func ordinalDot(ref []lemma.Token, k int) bool {
	if ref[k].Form != "." || k == 0 || k+1 >= len(ref) {
		return false
	}
	for _, r := range ref[k-1].Form {
		if r < '0' || r > '9' {
			return false
		}
	}
	return ref[k+1].POS != "PUNCT"
}

// sameGovernor reports whether the hypothesis noun that replaced the
// reference noun at pos stands right after the same governing word (a
// noun, a verb, an auxiliary or a preposition: the same lemma with the
// same polarity) as the reference noun (počet obyvatel / počet
// rezidentů): the hypothesis chose its case for the same governor, so
// its form is evidence against the tagger's reading of the reference
// form, which may be a guess (obyvatel read as a nominative singular,
// not a genitive plural), and it is the form that governor allows where
// the reference's case would need another construction: "není divu", a
// genitive after negated "být", stays, though "není překvapením" is an
// instrumental (the forced instrumental is *divou, read from "diva").
func sameGovernor(ref []lemma.Token, pos int, hyp []lemma.Token, subs []rewrite.Substitution) bool {
	if pos == 0 {
		return false
	}
	for _, s := range subs {
		if s.Pos != pos {
			continue
		}
		h := s.HypPos
		g := ref[pos-1]
		switch g.POS {
		case "NOUN", "VERB", "AUX", "ADP":
			// A word that governs the noun's case; an attribute before it
			// (v určitých mezích / v rámci určitých hranic) agrees with the
			// noun instead, whatever governs the two.
		default:
			return false
		}
		if h == 0 {
			return false
		}
		hg := hyp[h-1]
		if strings.EqualFold(g.Form, hg.Form) {
			return true
		}
		// Another form of the same governor (nebylo / není, v / ve):
		// negation changes what a verb governs, so the polarity must match.
		return g.POS == hg.POS && g.Lemma != "" && strings.EqualFold(g.Lemma, hg.Lemma) &&
			g.Feats["Polarity"] == hg.Feats["Polarity"]
	}
	return false
}

// possEndings are the endings of the possessives náš and váš after naš-
// / vaš-, by gender (MascAnim, MascInan, Fem, Neut), number and case
// (Nom, Gen, Dat, Acc, Loc, Ins); "" is the nominative masculine
// singular (náš, váš).
var possEndings = map[string]map[string][6]string{
	"Sing": {
		"MascAnim": {"", "eho", "emu", "eho", "em", "ím"},
		"MascInan": {"", "eho", "emu", "", "em", "ím"},
		"Fem":      {"e", "í", "í", "i", "í", "í"},
		"Neut":     {"e", "eho", "emu", "e", "em", "ím"},
	},
	"Plur": {
		"MascAnim": {"i", "ich", "im", "e", "ich", "imi"},
		"MascInan": {"e", "ich", "im", "e", "ich", "imi"},
		"Fem":      {"e", "ich", "im", "e", "ich", "imi"},
		"Neut":     {"e", "ich", "im", "e", "ich", "imi"},
	},
}

var possCases = [6]string{"Nom", "Gen", "Dat", "Acc", "Loc", "Ins"}

// possStem splits a form of náš or váš into its stem (naš, vaš) and
// ending, lower case; ok is false for other words.
func possStem(form string) (stem, ending string, ok bool) {
	f := strings.ToLower(form)
	switch f {
	case "náš":
		return "naš", "", true
	case "váš":
		return "vaš", "", true
	}
	for _, st := range []string{"naš", "vaš"} {
		if e, found := strings.CutPrefix(f, st); found && e != "" {
			return st, e, true
		}
	}
	return "", "", false
}

// genderKey is the possEndings key of a gender and animacy.
func genderKey(g, animacy string) string {
	if g == "Masc" {
		if animacy == "Inan" {
			return "MascInan"
		}
		return "MascAnim"
	}
	return g
}

// possessive reports whether form is a form of náš or váš that can agree
// with the noun (in its gender, animacy when known, case and number).
func possessive(form string, noun lemma.Token) bool {
	_, e, ok := possStem(form)
	return ok && endingAgrees(possEndings, e, noun)
}

// endingAgrees reports whether the ending e is the one a table of
// possessive endings (number → gender key → case) gives for the noun's
// gender (either masculine animacy when it is unknown), case and number.
func endingAgrees(table map[string]map[string][6]string, e string, noun lemma.Token) bool {
	return endingAgreesIn(table, e, noun.Feats["Gender"], noun.Feats["Animacy"], noun.Feats["Case"], noun.Feats["Number"])
}

// endingAgreesIn is endingAgrees for a noun of gender g, animacy a, case
// c and number n (the noun's features need not be copied to ask of
// another case).
func endingAgreesIn(table map[string]map[string][6]string, e, g, a, c, n string) bool {
	ci := slices.Index(possCases[:], c)
	if ci < 0 {
		return false
	}
	keys := [2]string{genderKey(g, a)}
	if g == "Masc" && a == "" { // either animacy
		keys = [2]string{"MascAnim", "MascInan"}
	}
	for _, k := range keys {
		if es, ok := table[n][k]; ok && es[ci] == e {
			return true
		}
	}
	return false
}

// endingIn is the ending a table of endings (number → gender key →
// case, as possEndings) gives for a gender, animacy, case and number;
// found is false when the table has none.
func endingIn(table map[string]map[string][6]string, g, animacy, c, n string) (e string, found bool) {
	ci := slices.Index(possCases[:], c)
	es, found := table[n][genderKey(g, animacy)]
	if ci < 0 || !found {
		return "", false
	}
	return es[ci], true
}

// possessiveForm is the form of form's possessive (náš, váš) in a gender,
// animacy, case and number, in form's capitalisation, or "".
func possessiveForm(form, g, animacy, c, n string) string {
	st, _, ok := possStem(form)
	e, found := endingIn(possEndings, g, animacy, c, n)
	if !ok || !found {
		return ""
	}
	out := st + e
	if e == "" {
		out = map[string]string{"naš": "náš", "vaš": "váš"}[st]
	}
	return lemma.MatchCase(out, form)
}

// nounReading returns the case and number in which the new noun's form
// (form, lemma nw) stands in the slot of the reference noun at pos: the
// tagger's reading of the reference noun when the form has it, else the
// hypothesis's own reading when the form is still the hypothesis's (kept
// because it fits another reading of the slot: "žádosti" is a genitive
// singular or an accusative plural, "nároky" only the latter), else the
// one reading of the slot the form has (slot returns the slot's readings,
// slotReadings(ref, pos)).
func (r *rules) nounReading(ref []lemma.Token, pos int, form string, nw lemma.Token, slot func() []reading) (string, string) {
	oc, on := ref[pos].Feats["Case"], ref[pos].Feats["Number"]
	if oc == "" || r.realisesCN(form, nw.Lemma, "NOUN", nw.Feats, oc, on) {
		return oc, on
	}
	if strings.EqualFold(form, nw.Form) && nw.Feats["Case"] != "" {
		return nw.Feats["Case"], nw.Feats["Number"]
	}
	var found []reading
	for _, rd := range slot() {
		if r.realisesCN(form, nw.Lemma, "NOUN", nw.Feats, rd.c, rd.n) {
			found = append(found, rd)
		}
	}
	if len(found) == 1 {
		return found[0].c, found[0].n
	}
	return oc, on
}

// attributeFeats are the features an attribute t that agreed with the old
// noun takes: the new noun's gender and animacy, and the new noun's case
// and number (c, n) when t's own form can be read in them (falešné is a
// genitive singular or an accusative plural: before nároky, kept as the
// accusative plural, it is the latter, falešné, not *falešného).
func (r *rules) attributeFeats(t lemma.Token, g, animacy, c, n string) lemma.Feats {
	f := t.Feats.With("Gender", g, "Animacy", animacy)
	if c != "" && n != "" && (c != t.Feats["Case"] || n != t.Feats["Number"]) &&
		r.realisesCN(t.Form, t.Lemma, t.POS, t.Feats, c, n) {
		f = f.With("Case", c, "Number", n)
	}
	return f
}

// indefiniteSuffixes make indefinite determiners of the relative ones
// (jaký → jakýkoli, jakýkoliv, jakýsi; který → kterýkoli), longer first;
// the ending inflects inside them (jakoukoli), and the tagger reads them
// as adverbs with no features.
var indefiniteSuffixes = []string{"kolivěk", "koliv", "koli", "si"}

// indefiniteBases are the determiners indefiniteSuffixes attach to.
var indefiniteBases = []string{"jaký", "který"}

// fixIndefinite puts the indefinite determiner at k (jakýkoli, kterousi),
// when its inflected part agreed with the old noun (its gender, animacy,
// case and number), into the new noun's gender and animacy and the case
// and number c, n (jakýkoli boj → jakoukoli bitvu). It reports whether
// the word is such a determiner.
func (r *rules) fixIndefinite(tokens []string, edits *[]fix.Edit, k int, old lemma.Token, g, animacy, c, n string) bool {
	low := strings.ToLower(tokens[k])
	for _, suf := range indefiniteSuffixes {
		base, ok := strings.CutSuffix(low, suf)
		if !ok || base == "" {
			continue
		}
		of := lemma.Feats{}.With("Case", old.Feats["Case"], "Number", old.Feats["Number"], "Gender", old.Feats["Gender"], "Animacy", old.Feats["Animacy"])
		for _, lem := range indefiniteBases {
			if !strings.HasPrefix(base, lem[:3]) || !r.realises(base, lem, "DET", of) {
				continue
			}
			form, ok := fix.Unique(r.l, lem, "DET", lemma.Feats{}.With("Case", c, "Number", n, "Gender", g, "Animacy", animacy), base)
			if ok && form+suf != low && r.attested(form+suf, tokens[k]) {
				out := lemma.MatchCase(form+suf, tokens[k])
				*edits = append(*edits, fix.Edit{Rule: RuleAttribute, Pos: k, Before: tokens[k], After: out})
				tokens[k] = out
			}
			return true
		}
	}
	return false
}

// sameVariant picks, of the two variants of a possessive's form (svou and
// svoji, mé and mojí), the one of like's variant: the long one (-oj-)
// after a long form (svoje → svoji), the short one otherwise (svůj →
// svou), when forms are exactly such a pair.
func sameVariant(forms []string, like string) (string, bool) {
	var short, long []string
	for _, f := range forms {
		f = strings.ToLower(f)
		if strings.Contains(f, "oj") {
			long = append(long, f)
		} else {
			short = append(short, f)
		}
	}
	if len(short) != 1 || len(long) != 1 {
		return "", false
	}
	if strings.Contains(strings.ToLower(like), "oj") {
		return long[0], true
	}
	return short[0], true
}

// ownerEndings are the endings of a possessive adjective of the otcův
// type after its stem in -ov (Corbinov-), by gender key, number and case
// (as possEndings); "ův" is the masculine nominative singular, which
// replaces the stem's "ov".
var ownerEndings = map[string]map[string][6]string{
	"Sing": {
		"MascAnim": {"ův", "a", "u", "a", "ě", "ým"},
		"MascInan": {"ův", "a", "u", "ův", "ě", "ým"},
		"Fem":      {"a", "y", "ě", "u", "ě", "ou"},
		"Neut":     {"o", "a", "u", "o", "ě", "ým"},
	},
	"Plur": {
		"MascAnim": {"i", "ých", "ým", "y", "ých", "ými"},
		"MascInan": {"y", "ých", "ým", "y", "ých", "ými"},
		"Fem":      {"y", "ých", "ým", "y", "ých", "ými"},
		"Neut":     {"a", "ých", "ým", "a", "ých", "ými"},
	},
}

// ownerStem splits a possessive adjective of the otcův type into its stem
// ending in "ov" (Corbinov) and its ending (o), keeping the case of form.
func ownerStem(form string) (stem, ending string, ok bool) {
	if st, found := strings.CutSuffix(form, "ův"); found && st != "" {
		return st + "ov", "ův", true
	}
	if i := strings.LastIndex(form, "ov"); i > 0 {
		return form[:i+2], form[i+2:], true
	}
	return "", "", false
}

// ownerPossessive reports a word the tagger reads as a name in the old
// noun's case whose form is a possessive adjective of the otcův type
// (Corbinův; the tagger's lemma of these is a guess: Novákovo, Petrov)
// with an ending of the old noun's gender (animacy when known), case
// and number: it agreed with the noun.
func ownerPossessive(t lemma.Token, noun lemma.Token) bool {
	if t.POS != "PROPN" || t.Feats["Case"] != noun.Feats["Case"] {
		return false
	}
	_, e, ok := ownerStem(t.Form)
	return ok && endingAgrees(ownerEndings, strings.ToLower(e), noun)
}

// ownerPossessiveForm is the form of an otcův-type possessive adjective in
// a gender, animacy, case and number, or "".
func ownerPossessiveForm(form, g, animacy, c, n string) string {
	st, _, ok := ownerStem(form)
	e, found := endingIn(ownerEndings, g, animacy, c, n)
	if !ok || !found {
		return ""
	}
	if e == "ův" {
		return st[:len(st)-2] + "ův"
	}
	return st + e
}

// quantForms are the forms of the numerals dva and oba and of the
// quantifier všechen, which the tagger leaves without features (or reads
// as adverbs), by number, gender key (as possEndings) and case (Nom, Gen,
// Dat, Acc, Loc, Ins). A grammar fact: dva and oba have a masculine and
// a feminine-neuter form in the nominative and accusative only.
var quantForms = map[string]map[string]map[string][6]string{
	"dva": {"Plur": {
		"MascAnim": {"dva", "dvou", "dvěma", "dva", "dvou", "dvěma"},
		"MascInan": {"dva", "dvou", "dvěma", "dva", "dvou", "dvěma"},
		"Fem":      {"dvě", "dvou", "dvěma", "dvě", "dvou", "dvěma"},
		"Neut":     {"dvě", "dvou", "dvěma", "dvě", "dvou", "dvěma"},
	}},
	"oba": {"Plur": {
		"MascAnim": {"oba", "obou", "oběma", "oba", "obou", "oběma"},
		"MascInan": {"oba", "obou", "oběma", "oba", "obou", "oběma"},
		"Fem":      {"obě", "obou", "oběma", "obě", "obou", "oběma"},
		"Neut":     {"obě", "obou", "oběma", "obě", "obou", "oběma"},
	}},
	"všechen": {
		"Sing": {
			"MascAnim": {"všechen", "všeho", "všemu", "všechen", "všem", "vším"},
			"MascInan": {"všechen", "všeho", "všemu", "všechen", "všem", "vším"},
			"Fem":      {"všechna", "vší", "vší", "všechnu", "vší", "vší"},
			"Neut":     {"všechno", "všeho", "všemu", "všechno", "všem", "vším"},
		},
		"Plur": {
			"MascAnim": {"všichni", "všech", "všem", "všechny", "všech", "všemi"},
			"MascInan": {"všechny", "všech", "všem", "všechny", "všech", "všemi"},
			"Fem":      {"všechny", "všech", "všem", "všechny", "všech", "všemi"},
			"Neut":     {"všechna", "všech", "všem", "všechna", "všech", "všemi"},
		},
	},
}

// genderlessNumerals are forms of tři and čtyři, which agree with the noun
// in case only: the walk over the attributes passes them (ty tři osoby →
// ti tři lidé).
var genderlessNumerals = map[string]bool{
	"tři": true, "tří": true, "třem": true, "třech": true, "třemi": true,
	"čtyři": true, "čtyř": true, "čtyřem": true, "čtyřech": true, "čtyřmi": true,
}

// fixQuantifier puts the numeral or quantifier at k (dvě, obě, všechny),
// when its form is the one of the old noun's gender (either animacy when
// unknown), case and number, into the new noun's gender and animacy g,
// animacy and number n (dvě osoby → dva lidé, všechny osoby → všichni
// lidé), in the case c when its form can be read in c, else in its own
// case, the old noun's (keepCase: oba díly → obě, not obou, before a
// genitive částí kept from the hypothesis). It reports whether the word is such a numeral or
// quantifier, or tři/čtyři, so that the walk goes on past it.
func fixQuantifier(tokens []string, edits *[]fix.Edit, k int, old lemma.Token, g, animacy, c, n string) bool {
	low := strings.ToLower(tokens[k])
	if genderlessNumerals[low] {
		return true
	}
	for _, table := range quantForms {
		if !endingAgrees(table, low, old) {
			continue
		}
		c = keepCase(old, c, n, func(c, n string) bool { return endingAgrees(table, low, withCase(old, c, n)) })
		e, ok := endingIn(table, g, animacy, c, n)
		if !ok {
			return true
		}
		if out := lemma.MatchCase(e, tokens[k]); e != low {
			*edits = append(*edits, fix.Edit{Rule: RuleAttribute, Pos: k, Before: tokens[k], After: out})
			tokens[k] = out
		}
		return true
	}
	return false
}

// agreeingQuantifier returns the quantForms table of form when it is a
// form of dva, oba or všechen that agrees with the noun in gender and
// number in some case (the tagger reads these words as adverbs, without
// features, and the noun's tagged case may be a guess), else nil.
func agreeingQuantifier(form string, noun lemma.Token) map[string]map[string][6]string {
	low := strings.ToLower(form)
	if !quantForm[low] {
		return nil // most words: no table can agree
	}
	g, a, n := noun.Feats["Gender"], noun.Feats["Animacy"], noun.Feats["Number"]
	for _, table := range quantForms {
		for _, c := range possCases {
			if endingAgreesIn(table, low, g, a, c, n) {
				return table
			}
		}
	}
	return nil
}

// quantForm holds every form in quantForms.
var quantForm = func() map[string]bool {
	m := map[string]bool{}
	for _, table := range quantForms {
		for _, byGender := range table {
			for _, es := range byGender {
				for _, e := range es {
					m[e] = true
				}
			}
		}
	}
	return m
}()

// keepCase is the case an attribute that agreed with the old noun takes
// beside the new noun's form read in case c and number n: c when the
// attribute's own form, in the old noun's gender, can be read in c and n
// (reads; dvě is a nominative and an accusative, so it follows an
// accusative reading), else the case it had, the old noun's. An attribute
// keeps the case the sentence gives it; the new noun's case can be the
// hypothesis's, kept because the slot could be read in it (the genitive
// částí for the accusative díly), and an attribute moved into it would
// make the phrase a genitive (obou částí).
func keepCase(old lemma.Token, c, n string, reads func(c, n string) bool) string {
	if c == "" || n == "" || c == old.Feats["Case"] || reads(c, n) {
		return c
	}
	return old.Feats["Case"]
}

// withCase is noun with the case c and number n.
func withCase(noun lemma.Token, c, n string) lemma.Token {
	noun.Feats = noun.Feats.With("Case", c, "Number", n)
	return noun
}

// persPossShort and persPossLong are the endings of the possessives můj,
// tvůj and svůj after m-, tv-, sv-, by number, gender key (as
// possEndings) and case: the short forms (mé, svou) and the long ones
// (moje, svoji), "" where there is no long form (the masculine and the
// oblique cases other than the feminine singular). A grammar fact.
var persPossShort = map[string]map[string][6]string{
	"Sing": {
		"MascAnim": {"ůj", "ého", "ému", "ého", "ém", "ým"},
		"MascInan": {"ůj", "ého", "ému", "ůj", "ém", "ým"},
		"Fem":      {"á", "é", "é", "ou", "é", "ou"},
		"Neut":     {"é", "ého", "ému", "é", "ém", "ým"},
	},
	"Plur": {
		"MascAnim": {"í", "ých", "ým", "é", "ých", "ými"},
		"MascInan": {"é", "ých", "ým", "é", "ých", "ými"},
		"Fem":      {"é", "ých", "ým", "é", "ých", "ými"},
		"Neut":     {"á", "ých", "ým", "á", "ých", "ými"},
	},
}

var persPossLong = map[string]map[string][6]string{
	"Sing": {
		"Fem":  {"oje", "ojí", "ojí", "oji", "ojí", "ojí"},
		"Neut": {"oje", "", "", "oje", "", ""},
	},
	"Plur": {
		"MascAnim": {"oji", "", "", "oje", "", ""},
		"MascInan": {"oje", "", "", "oje", "", ""},
		"Fem":      {"oje", "", "", "oje", "", ""},
		"Neut":     {"oje", "", "", "oje", "", ""},
	},
}

// persPossStems are the stems of můj, tvůj and svůj by lemma.
var persPossStems = map[string]string{"můj": "m", "tvůj": "tv", "svůj": "sv"}

// persPossStem splits a form of můj, tvůj or svůj (the tagger's lemma)
// into its stem and ending, lower case.
func persPossStem(t lemma.Token) (stem, ending string, ok bool) {
	st, found := persPossStems[t.Lemma]
	if !found {
		return "", "", false
	}
	e, found := strings.CutPrefix(strings.ToLower(t.Form), st)
	return st, e, found && e != ""
}

// personalPossessive reports whether t is a form of můj, tvůj or svůj
// (by the tagger's lemma) whose ending, short or long, is the one of the
// noun's gender (either animacy when unknown), case and number.
func personalPossessive(t, noun lemma.Token) bool {
	_, e, ok := persPossStem(t)
	return ok && (endingAgrees(persPossShort, e, noun) || endingAgrees(persPossLong, e, noun))
}

// personalPossessiveForm is the form of t's possessive (můj, tvůj,
// svůj) in a gender, animacy, case and number, in the long variant when
// form is long (-oj-) and there is one, in form's capitalisation, or "".
func personalPossessiveForm(form, g, animacy, c, n string) string {
	low := strings.ToLower(form)
	var st string
	for _, s := range persPossStems { // no stem is another's prefix
		if strings.HasPrefix(low, s) {
			st = s
			break
		}
	}
	e, found := endingIn(persPossShort, g, animacy, c, n)
	if st == "" || !found {
		return ""
	}
	if strings.HasPrefix(low[len(st):], "oj") {
		if long, _ := endingIn(persPossLong, g, animacy, c, n); long != "" {
			e = long
		}
	}
	return lemma.MatchCase(st+e, form)
}
