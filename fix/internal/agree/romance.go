package agree

import (
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// Romance holds the agreement rules French and Spanish (fix/fr, fix/es)
// share: a substituted noun takes its slot's number and the words that
// agree with it (determiners, adjectives, participles, the predicate
// after a copula) its gender; a substituted adjective or verb takes the
// features of the word it replaces; and a substitution is declined
// (the reference's word put back) when its repair is unknown: a form the
// morphology cannot generate, a gender nothing tells, a contraction that
// would have to split or merge tokens (du → de la), or a reflexive verb
// replaced by a non-reflexive one or the reverse (the clitic cannot be
// added or taken away in place).
//
// The language supplies its closed classes and its phonology: the
// determiners as paradigms, and Sound, which repairs the elision and
// contraction between two neighbouring tokens after a change. A Romance
// is read only once built: Fix is safe for concurrent use when M is.
type Romance struct {
	M Morphology
	// Determiners are the gendered determiners by paradigm: masculine
	// singular, feminine singular, masculine plural, feminine plural. A
	// cell "" is a form that cannot be written in one token (du → de la):
	// a change into it declines the substitution.
	Determiners [][4]string
	// Partitives are the pronouns (masculine, feminine) that head a
	// plural phrase through de: uno/una, alguno/alguna, un/une.
	Partitives [][2]string
	// Clitics are the weak object pronouns of the third person by
	// gender and number, as Determiners (le, la, les; lo, la, los, las),
	// and Inverted the subject pronouns written after their verb
	// (-il, -elle, -ils, -elles).
	Clitics, Inverted [][4]string
	// Copulas are the lemmas after which an adjective or participle
	// agrees with the subject (être, ser, estar, …).
	Copulas map[string]bool
	// Reflexives are the reflexive clitics before a verb (se, s', …).
	Reflexives map[string]bool
	// Sound repairs the token at k+1's neighbour k (elision, contraction,
	// a determiner's form before a vowel) in toks, given the gender of
	// the noun phrase the pair belongs to ("" when unknown) and, when the
	// word at k+1 is the substituted one, the hypothesis's word before it
	// (hypBefore, else ""), which shows how the hypothesis treats its
	// sound (l'histoire, le héros); it reports false when the pair cannot
	// be written right in place.
	Sound func(toks []string, ref []lemma.Token, k int, gender, hypBefore string) ([]string, bool)
	// Enclitic splits a verb form into the form without its enclitic
	// pronouns and the pronouns ("sentarse" → "sentar", "se"); nil for a
	// language without enclitics on verbs (French). Attach puts them
	// back on another verb form of the same features (with the written
	// accent the longer word needs).
	// Enclitic returns Unknown as the clitic for a form whose clitics it
	// cannot tell apart (an imperative), and Attach false when it cannot
	// write the word.
	Enclitic func(m Morphology, t lemma.Token) (base, clitic string)
	Attach   func(base, clitic string, f lemma.Feats) (string, bool)
	// Regular, when set, writes a participle or adjective form (of
	// part of speech pos, realising from's gender and number) in to's
	// when the morphology generates none, where the language's spelling
	// is regular (French participles -é/-ée, Spanish -o/-a); ok is false
	// where it is not.
	Regular func(form, pos string, from, to lemma.Feats) (string, bool)
	// Rules are the names the edits record.
	Rules RomanceRules
}

// Unknown is the clitic Romance.Enclitic returns for a verb form it
// cannot split.
const Unknown = "?"

// RomanceRules names the rules of a Romance language's edits.
type RomanceRules struct {
	NounSlot, AdjectiveSlot, VerbSlot, Determiner, Attribute, Predicate, Pronoun, Sound, Declined string
}

// Cell indexes of a determiner paradigm.
const (
	MascSing = iota
	FemSing
	MascPlur
	FemPlur
)

// CellOf is the paradigm cell of gender and number ("Masc"/"Fem",
// "Sing"/"Plur"); -1 when either is unknown.
func CellOf(gender, number string) int {
	c := 0
	switch gender {
	case "Masc":
	case "Fem":
		c = 1
	default:
		return -1
	}
	switch number {
	case "Sing":
	case "Plur":
		c += 2
	default:
		return -1
	}
	return c
}

// determinerGender returns the gender and number a determiner form
// shows: "" for a feature its form does not tell (les; notre).
func (r *Romance) determinerGender(form string) (gender, number string, known bool) {
	low := strings.ToLower(form)
	var cells []int
	for _, row := range r.Determiners {
		for c, f := range row {
			if f == low && !slices.Contains(cells, c) {
				cells = append(cells, c)
			}
		}
	}
	if len(cells) == 0 {
		return "", "", false
	}
	g, n := map[string]bool{}, map[string]bool{}
	for _, c := range cells {
		g[[]string{"Masc", "Fem"}[c%2]] = true
		n[[]string{"Sing", "Plur"}[c/2]] = true
	}
	if len(g) == 1 {
		for k := range g {
			gender = k
		}
	}
	if len(n) == 1 {
		for k := range n {
			number = k
		}
	}
	return gender, number, true
}

// switchDeterminer returns the form of the paradigm of form (whose cell
// agrees with gender g0 and number) for gender g1; ok is false when form
// is in no paradigm or the new cell cannot be written in one token.
func (r *Romance) switchDeterminer(form, g0, g1, number string) (string, bool) {
	low := strings.ToLower(form)
	from, to := CellOf(g0, number), CellOf(g1, number)
	if from < 0 || to < 0 {
		return "", false
	}
	for _, row := range r.Determiners {
		if row[from] == low && row[to] != "" {
			return row[to], true
		}
	}
	for _, row := range r.Determiners {
		if row[from] == low {
			return "", false // (a cell "": du → de la)
		}
	}
	return "", false
}

// Fix repairs every substitution of res in turn; a substitution whose
// repair fails is declined.
func (r *Romance) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	e := NewEditor(res)
	if len(res.Tokens) != len(res.Ref) {
		return e.Tokens, nil
	}
	for _, sub := range res.Subs {
		if sub.Pos < 0 || sub.Pos >= len(res.Ref) || sub.HypPos < 0 || sub.HypPos >= len(res.Hyp) {
			return e.Tokens, nil // (not a rewrite of these tokens: nothing to repair)
		}
	}
	for _, sub := range res.Subs {
		toks := append([]string(nil), e.Tokens...)
		n := len(e.Edits)
		gender, ok := r.repair(res, e, sub)
		if old := res.Ref[sub.Pos].Form; ok && isUpper(old) && !isUpper(e.Tokens[sub.Pos]) {
			// a reference in capitals: the new word too
			e.Edits = append(e.Edits, fix.Edit{Rule: r.Rules.Sound, Pos: sub.Pos, Before: e.Tokens[sub.Pos], After: strings.ToUpper(e.Tokens[sub.Pos])})
			e.Tokens[sub.Pos] = strings.ToUpper(e.Tokens[sub.Pos])
		}
		if ok {
			ok = r.sound(res, e, toks, n, sub.Pos, sub.HypPos, gender)
		}
		if !ok {
			e.Tokens, e.Edits = toks, e.Edits[:n]
			old := res.Ref[sub.Pos].Form
			if e.Tokens[sub.Pos] != old {
				e.Edits = append(e.Edits, fix.Edit{Rule: r.Rules.Declined, Pos: sub.Pos, Before: e.Tokens[sub.Pos], After: old})
				e.Tokens[sub.Pos] = old
			}
		}
	}
	return e.Tokens, e.Edits
}

// isUpper reports whether a word of two letters or more is written in
// capitals.
func isUpper(w string) bool {
	return len([]rune(w)) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w
}

// sound runs the language's phonology over each pair of neighbours one
// of which this substitution changed (compared with before).
func (r *Romance) sound(res *rewrite.Result, e *Editor, before []string, n, p, hp int, gender string) bool {
	changed := map[int]bool{p: true}
	for _, ed := range e.Edits[n:] {
		changed[ed.Pos] = true
	}
	for k := range before {
		if before[k] != e.Tokens[k] {
			changed[k] = true
		}
	}
	var ks []int
	for k := range changed {
		if k > 0 {
			ks = append(ks, k-1)
		}
		if k+1 < len(e.Tokens) {
			ks = append(ks, k)
		}
	}
	slices.Sort(ks)
	ks = slices.Compact(ks)
	for _, k := range ks {
		g := gender
		if k+1 != p && k != p {
			g = "" // a pair away from the substituted word: its own analysis
		}
		hypBefore := ""
		if k+1 == p && hp > 0 {
			hypBefore = res.Hyp[hp-1].Form
		}
		out, ok := r.Sound(slices.Clone(e.Tokens), res.Ref, k, g, hypBefore)
		if !ok {
			return false
		}
		for j := k; j <= k+1; j++ {
			if out[j] != e.Tokens[j] {
				e.Edits = append(e.Edits, fix.Edit{Rule: r.Rules.Sound, Pos: j, Before: e.Tokens[j], After: out[j]})
				e.Tokens[j] = out[j]
			}
		}
	}
	return true
}

// repair applies the rules of one substitution and returns the gender of
// the noun phrase the substituted word heads ("" when not a noun or
// unknown); ok is false when the substitution is to be declined.
func (r *Romance) repair(res *rewrite.Result, e *Editor, sub rewrite.Substitution) (string, bool) {
	old, nw := res.Ref[sub.Pos], res.Hyp[sub.HypPos]
	switch {
	case old.POS == "NOUN" && nw.POS == "NOUN":
		return r.noun(res, e, sub, old, nw)
	case old.POS == "ADJ" && nw.POS == "ADJ":
		return "", r.adjectiveSlot(res, e, sub.Pos, old, nw)
	case (old.POS == "VERB" || old.POS == "AUX") && (nw.POS == "VERB" || nw.POS == "AUX"):
		return "", r.verb(res, e, sub, old, nw)
	}
	return "", true
}

// phraseGender is the gender and number the determiners before the noun
// at p of toks show, else the noun's analysis's.
func (r *Romance) phraseGender(toks []lemma.Token, p int) (gender, number string) {
	gender, number = toks[p].Feats["Gender"], toks[p].Feats["Number"]
	for k := p - 1; k >= 0 && k >= p-4; k-- {
		t := toks[k]
		if t.POS != "DET" && t.POS != "ADJ" && t.POS != "NUM" && t.POS != "ADV" {
			break
		}
		if t.POS != "DET" {
			continue
		}
		if g, n, ok := r.determinerGender(t.Form); ok {
			if g != "" && r.vowelNeutral(t.Form, toks, k) {
				gender = g
			}
			if n != "" {
				number = n
			}
			break
		}
	}
	return gender, number
}

// vowelNeutral reports whether the determiner at k tells its gender
// whatever the next word's sound: mon before a vowel is also feminine
// (mon amie), el before a stressed a- too (el agua).
func (r *Romance) vowelNeutral(form string, toks []lemma.Token, k int) bool {
	if k+1 >= len(toks) {
		return true
	}
	low := strings.ToLower(form)
	next := strings.ToLower(toks[k+1].Form)
	switch low {
	case "mon", "ton", "son":
		return !VowelInitial(next)
	case "el", "un", "algún", "ningún":
		return !strings.HasPrefix(next, "a") && !strings.HasPrefix(next, "á") && !strings.HasPrefix(next, "ha") && !strings.HasPrefix(next, "há")
	}
	return true
}

// VowelInitial reports whether a word begins with a vowel letter (not h).
func VowelInitial(w string) bool {
	for _, c := range strings.ToLower(w) {
		return strings.ContainsRune("aeiouyàâäéèêëîïôöùûüœæáíóú", c)
	}
	return false
}

// noun repairs a noun substitution: the slot's number, then the gender
// of the words agreeing with it.
func (r *Romance) noun(res *rewrite.Result, e *Editor, sub rewrite.Substitution, old, nw lemma.Token) (string, bool) {
	p := sub.Pos
	g0, num := r.phraseGender(res.Ref, p)
	g1, hnum := r.phraseGender(res.Hyp, sub.HypPos)
	if num == "" {
		return "", false // (the slot's number is unknown: the agreeing words' cannot be checked)
	}
	if hnum != num || !Reads(r.M, e.Tokens[p], nw.Lemma, "NOUN", lemma.Feats{"Number": num}, []string{"Number"}) {
		fs := Gen(r.M, nw.Lemma, "NOUN", lemma.Feats{"Number": num}, []string{"Number"})
		if g1 != "" {
			// the hypothesis's gender: ganadores → ganador, not ganadora
			var same []string
			for _, f := range fs {
				if Reads(r.M, f, nw.Lemma, "NOUN", lemma.Feats{"Number": num, "Gender": g1}, []string{"Number", "Gender"}) {
					same = append(same, f)
				}
			}
			if len(same) > 0 {
				fs = same
			}
		}
		if len(fs) == 0 {
			if hnum == num || hnum == "" && nw.Feats["Number"] == num || num == "Sing" && strings.EqualFold(e.Tokens[p], nw.Lemma) {
				fs = []string{e.Tokens[p]} // the analysis in context: a form the dictionary lacks
			} else {
				return "", false
			}
		}
		if !slices.ContainsFunc(fs, func(f string) bool { return strings.EqualFold(f, e.Tokens[p]) }) {
			e.SetSlot(r.Rules.NounSlot, p, Closest(fs, e.Tokens[p]))
		}
	}
	if g0 == g1 {
		return g1, true
	}
	if g0 == "" || g1 == "" {
		// a gender nothing tells: declined when a word of the phrase
		// shows one
		if r.gendered(res, p) {
			return "", false
		}
		return g1, true
	}
	want := lemma.Feats{"Gender": g0, "Number": num}
	if !r.before(res, e, p, want, g1) {
		return "", false
	}
	end, ok := r.after(res, e, p, want, g1)
	if !ok {
		return "", false
	}
	if subject(res.Ref, p) && !r.predicate(res, e, end, want, g1) {
		return "", false
	}
	r.clitic(res, e, end, want, g1)
	return g1, true
}

// clitic re-inflects the weak object pronoun that refers back to the
// noun: the first of the language's Clitics after the noun's phrase
// (from k), in the old noun's gender and number and right before a verb,
// with no noun of that gender and number between and no stronger stop
// than a comma ("las citas y las anulan" → "los turnos y los anulan").
func (r *Romance) clitic(res *rewrite.Result, e *Editor, k int, want lemma.Feats, g1 string) {
	for ; k < len(res.Ref) && k < len(res.Ref)-1; k++ {
		t := res.Ref[k]
		switch {
		case t.POS == "PUNCT" && t.Form != ",":
			return
		case (t.POS == "NOUN" || t.POS == "PROPN") && t.Feats["Gender"] == want["Gender"] && t.Feats["Number"] == want["Number"]:
			return // another antecedent
		case (t.POS == "PRON" || t.POS == "DET") && t.Feats["Gender"] == want["Gender"] && t.Feats["Number"] == want["Number"] &&
			(res.Ref[k+1].POS == "VERB" || res.Ref[k+1].POS == "AUX"):
			// (an article right before a verb is the tagger's reading of a clitic)
			if f, ok := switchPronoun(r.Clitics, t.Form, want["Gender"], g1, want["Number"]); ok {
				e.Set(r.Rules.Pronoun, k, f)
				return
			}
		}
	}
}

// inverted reports whether form is one of the language's Inverted.
func (r *Romance) inverted(form string) bool {
	low := strings.ToLower(form)
	for _, row := range r.Inverted {
		if slices.Contains(row[:], low) {
			return true
		}
	}
	return false
}

// switchPronoun returns the form of the paradigm of table holding form
// in the cell of gender g0 and number for gender g1.
func switchPronoun(table [][4]string, form, g0, g1, number string) (string, bool) {
	from, to := CellOf(g0, number), CellOf(g1, number)
	if from < 0 || to < 0 {
		return "", false
	}
	low := strings.ToLower(form)
	for _, row := range table {
		if row[from] == low {
			return row[to], true
		}
	}
	return "", false
}

// gendered reports whether a determiner or adjective next to the noun at
// p shows a gender.
func (r *Romance) gendered(res *rewrite.Result, p int) bool {
	for _, k := range []int{p - 2, p - 1, p + 1} {
		if k < 0 || k >= len(res.Ref) {
			continue
		}
		t := res.Ref[k]
		if t.POS == "DET" {
			if g, _, _ := r.determinerGender(t.Form); g != "" {
				return true
			}
		}
		if t.POS == "ADJ" && t.Feats["Gender"] != "" {
			return true
		}
	}
	return false
}

// subject reports whether the noun at p heads a phrase no preposition
// governs (its determiners and adjectives skipped).
func subject(toks []lemma.Token, p int) bool {
	k := p - 1
	for k >= 0 && (toks[k].POS == "DET" || toks[k].POS == "ADJ" || toks[k].POS == "NUM" || toks[k].POS == "ADV") {
		k--
	}
	return k < 0 || toks[k].POS != "ADP" && toks[k].POS != "VERB" && toks[k].POS != "AUX" && !strings.HasSuffix(toks[k].Form, "'")
}

// before re-inflects the determiners and adjectives before the noun at p.
func (r *Romance) before(res *rewrite.Result, e *Editor, p int, want lemma.Feats, g1 string) bool {
	for k := p - 1; k >= 0; k-- {
		t := res.Ref[k]
		switch {
		case t.POS == "ADV" && k > 0 && res.Ref[k-1].POS == "DET":
			continue
		case t.POS == "NUM" || quotes[t.Form]:
			continue // (los " aves problemáticas ")
		case t.POS == "DET" || r.inParadigm(t.Form):
			if !r.determiner(e, k, t, want, g1) {
				return false
			}
			low := strings.ToLower(t.Form)
			if postDeterminers[low] {
				continue // "ese mismo sector", "el primer paso"
			}
			if k > 0 && predeterminers[strings.ToLower(res.Ref[k-1].Form)] {
				return r.determiner(e, k-1, res.Ref[k-1], want, g1) // "toda la ciudad"
			}
			r.partitive(e, res, k, want, g1)
			return true // the determiner opens the phrase
		case t.POS == "ADJ":
			if ok, agrees := r.regen(e, k, t, want, g1, r.Rules.Attribute); !agrees {
				return true
			} else if !ok {
				return false
			}
		default:
			return true
		}
	}
	return true
}

// postDeterminers are the determiners that follow another in a phrase
// (ese mismo, el primer, un certain, los otros), and predeterminers those
// before an article (toda la, tous les).
var (
	postDeterminers = map[string]bool{}
	predeterminers  = map[string]bool{}
)

func init() {
	for _, w := range []string{"mismo", "misma", "mismos", "mismas", "primer", "primera", "primeros", "primeras", "tercer", "tercera", "terceros", "terceras",
		"otro", "otra", "otros", "otras", "cierto", "cierta", "ciertos", "ciertas", "certain", "certaine", "certains", "certaines"} {
		postDeterminers[w] = true
	}
	for _, w := range []string{"todo", "toda", "todos", "todas", "tout", "toute", "tous", "toutes"} {
		predeterminers[w] = true
	}
}

// partitive re-inflects the pronoun that heads a plural phrase of the
// noun through de before its determiner at k: "una de las condiciones" →
// "uno de los requisitos", "l' une des conditions" → "l' un des …".
func (r *Romance) partitive(e *Editor, res *rewrite.Result, k int, want lemma.Feats, g1 string) {
	if want["Number"] != "Plur" {
		return
	}
	j := k - 1
	if j >= 0 && ofForms[strings.ToLower(res.Ref[j].Form)] && !r.inParadigm(res.Ref[k].Form) {
		return // (de + an article that is not the phrase's own)
	}
	if j >= 0 && (strings.EqualFold(res.Ref[j].Form, "de") || strings.EqualFold(res.Ref[j].Form, "d'")) {
		j--
	}
	if j < 0 || j == k-1 && !strings.EqualFold(res.Ref[k].Form, "des") {
		return
	}
	from, to := 0, 1
	if want["Gender"] == "Fem" {
		from, to = 1, 0
	}
	if g1 == want["Gender"] {
		return
	}
	low := strings.ToLower(res.Ref[j].Form)
	for _, pair := range r.Partitives {
		if pair[from] == low {
			e.Set(r.Rules.Determiner, j, pair[to])
			return
		}
	}
}

// quotes are the quotation marks a phrase may open with.
var quotes = map[string]bool{"\"": true, "«": true, "»": true, "“": true, "”": true, "„": true}

// inParadigm reports whether form is one of the determiners' (del, al,
// du, au, which the tagger may call prepositions, among them).
func (r *Romance) inParadigm(form string) bool {
	_, _, ok := r.determinerGender(form)
	return ok
}

// determiner re-inflects the determiner at k for gender g1.
func (r *Romance) determiner(e *Editor, k int, t lemma.Token, want lemma.Feats, g1 string) bool {
	g, n, ok := r.determinerGender(t.Form)
	if !ok {
		if t.Feats["Gender"] == "" {
			return true // (chaque, cada, su, l')
		}
		ok, _ := r.regen(e, k, t, want, g1, r.Rules.Determiner)
		return ok
	}
	if g == "" || n != "" && n != want["Number"] {
		return true // les, notre: no gender to change
	}
	f, ok := r.switchDeterminer(t.Form, g, g1, want["Number"])
	if !ok {
		return false
	}
	e.Set(r.Rules.Determiner, k, f)
	return true
}

// regen re-inflects the adjective or participle t at k into gender g1
// when it agrees with want: agrees reports whether it did (the word
// belongs to the phrase), ok whether a form was found (or none was
// needed: the form does not change with gender).
func (r *Romance) regen(e *Editor, k int, t lemma.Token, want lemma.Feats, g1, rule string) (ok, agrees bool) {
	if n := t.Feats["Number"]; n != "" && n != want["Number"] {
		return true, false
	}
	if g := t.Feats["Gender"]; g != "" && g != want["Gender"] {
		return true, false
	}
	target := lemma.Feats{"Gender": g1, "Number": want["Number"]}
	check := []string{"Gender", "Number"}
	if t.POS == "VERB" || t.POS == "AUX" {
		target["VerbForm"] = "Part"
		check = append(check, "VerbForm")
	}
	fs := r.unlike(Gen(r.M, t.Lemma, t.POS, target, check), t, want)
	if len(fs) == 0 && r.Regular != nil && t.Feats["Gender"] == want["Gender"] {
		if f, ok := r.Regular(e.Tokens[k], t.POS, want, target); ok {
			fs = []string{f}
		}
	}
	if len(fs) == 0 && t.POS == "ADJ" && g1 == "Masc" && want["Number"] == "Sing" && r.known(t.Lemma) {
		fs = []string{t.Lemma} // an adjective's lemma is its masculine singular (sérieux)
	}
	if len(fs) == 0 {
		// no form with the gender: one without it (épicène: rapide)
		if t.Feats["Gender"] == "" || Reads(r.M, t.Form, t.Lemma, t.POS, lemma.Feats{"Number": want["Number"]}, []string{"Number", "Gender"}) {
			return true, true
		}
		return false, true
	}
	if slices.ContainsFunc(fs, func(f string) bool { return strings.EqualFold(f, e.Tokens[k]) }) {
		return true, true
	}
	e.Set(rule, k, Closest(fs, e.Tokens[k]))
	return true, true
}

// known reports whether the morphology knows a form (lemma/hunspell's
// Known); false when it cannot tell.
func (r *Romance) known(form string) bool {
	k, ok := r.M.(interface{ Known(string) bool })
	return ok && k.Known(form)
}

// unlike drops from fs the forms that also read as t in the old gender
// (grand, which the treebank shows feminine in grand-mère), unless all do.
func (r *Romance) unlike(fs []string, t lemma.Token, old lemma.Feats) []string {
	if len(fs) < 2 {
		return fs
	}
	var out []string
	for _, f := range fs {
		if !Reads(r.M, f, t.Lemma, t.POS, old, []string{"Gender", "Number"}) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return fs
	}
	return out
}

// after re-inflects the adjectives and participles after the noun at p
// (across an adverb, and coordinated by a conjunction) and returns the
// position after them.
func (r *Romance) after(res *rewrite.Result, e *Editor, p int, want lemma.Feats, g1 string) (int, bool) {
	k := p + 1
	for ; k < len(res.Ref); k++ {
		t := res.Ref[k]
		next := func(pos ...string) bool { return k+1 < len(res.Ref) && slices.Contains(pos, res.Ref[k+1].POS) }
		switch {
		case t.POS == "ADV" && next("ADJ", "ADV"):
			continue
		case t.POS == "CCONJ" && next("ADJ") && k > p+1:
			continue
		case t.Form == "," && k+1 < len(res.Ref) && detached(res.Ref[k+1], want):
			continue // "Son discours , inspiré d' une pensée": an apposition that shows the noun's gender
		case t.POS == "ADJ" || (t.POS == "VERB" || t.POS == "AUX") && t.Feats["VerbForm"] == "Part" && (k == p+1 || res.Ref[k-1].Form == ","):
			ok, agrees := r.regen(e, k, t, want, g1, r.Rules.Attribute)
			if !agrees {
				return k, true
			}
			if !ok {
				return k, false
			}
		default:
			return k, true
		}
	}
	return k, true
}

// detached reports whether t, after a comma, is an adjective or
// participle whose analysis has the noun's gender and number.
func detached(t lemma.Token, want lemma.Feats) bool {
	return (t.POS == "ADJ" || t.POS == "VERB" && t.Feats["VerbForm"] == "Part") &&
		t.Feats["Gender"] == want["Gender"] && t.Feats["Number"] == want["Number"]
}

// ofForms are the prepositions (and contracted articles) that open a
// complement of the subject noun before its verb ("la qualité du
// service est bonne").
var ofForms = map[string]bool{"de": true, "d'": true, "d’": true, "du": true, "des": true, "del": true}

// predicate re-inflects the adjective or participle after a copula that
// follows the subject's phrase (from k): "La voiture est arrivée".
func (r *Romance) predicate(res *rewrite.Result, e *Editor, k int, want lemma.Feats, g1 string) bool {
	copula := false
	complement := false
	for ; k < len(res.Ref); k++ {
		t := res.Ref[k]
		low := strings.ToLower(t.Lemma)
		switch {
		case !copula && !complement && ofForms[strings.ToLower(t.Form)]:
			complement = true // "la voiture de mon père est …": a complement of the noun
		case complement && (t.POS == "DET" || t.POS == "NOUN" || t.POS == "PROPN" || t.POS == "ADJ" || t.POS == "NUM"):
		case t.POS == "AUX" || t.POS == "VERB" && r.Copulas[low]:
			copula = r.Copulas[low]
			complement = false
		case t.POS == "ADV" || t.POS == "PART" || t.POS == "PRON" && r.Reflexives[strings.ToLower(t.Form)]:
		case copula && (t.POS == "CCONJ" || strings.Trim(t.Form, ".…") == "" || t.Form == ","):
		case copula && r.inverted(t.Form):
			// the subject repeated after its verb: "Son destin est -il" → "Sa destinée est -elle"
			if f, ok := switchPronoun(r.Inverted, t.Form, want["Gender"], g1, want["Number"]); ok {
				e.Set(r.Rules.Pronoun, k, f)
			}
		case copula && (t.POS == "ADJ" || t.POS == "VERB" && t.Feats["VerbForm"] == "Part"):
			ok, agrees := r.regen(e, k, t, want, g1, r.Rules.Predicate)
			if !agrees {
				return true
			}
			if !ok {
				return false
			}
		default:
			return true
		}
	}
	return true
}

// adjectiveSlot puts a substituted adjective into the gender and number
// of the one it replaces, or of its noun (when that was substituted too,
// or the old adjective has one form for both genders).
func (r *Romance) adjectiveSlot(res *rewrite.Result, e *Editor, p int, old, nw lemma.Token) bool {
	want := lemma.Feats{}
	for _, k := range []string{"Gender", "Number"} {
		if v := old.Feats[k]; v != "" {
			want[k] = v
		}
	}
	if g, substituted := r.headGender(res, p); g != "" && (substituted || want["Gender"] == "") {
		want["Gender"] = g // (the old adjective's own gender first: the tagger's reading of the noun may be wrong)
	}
	if want["Number"] == "" {
		return false
	}
	check := []string{"Gender", "Number"}
	if want["Gender"] == "" {
		check = []string{"Number"}
	}
	if Reads(r.M, e.Tokens[p], nw.Lemma, "ADJ", want, check) && (want["Gender"] != "" || !r.byGender(nw.Lemma, want["Number"])) {
		return true
	}
	fs := Gen(r.M, nw.Lemma, "ADJ", want, check)
	if len(fs) == 0 && want["Gender"] != "" {
		// an adjective of one form for both genders
		fs = Gen(r.M, nw.Lemma, "ADJ", lemma.Feats{"Number": want["Number"]}, []string{"Number", "Gender"})
	}
	if want["Gender"] == "" && r.byGender(nw.Lemma, want["Number"]) {
		return false // the gender decides the form, and nothing tells it
	}
	if len(fs) == 0 && r.Regular != nil && nw.Feats["Gender"] != "" && nw.Feats["Number"] != "" && want["Gender"] != "" {
		if f, ok := r.Regular(e.Tokens[p], "ADJ", nw.Feats, want); ok {
			fs = []string{f}
		}
	}
	if len(fs) == 0 {
		if sameFeats(nw.Feats, want, check) {
			return true // the analysis in context agrees: a form the dictionary lacks
		}
		return false
	}
	if !slices.ContainsFunc(fs, func(f string) bool { return strings.EqualFold(f, e.Tokens[p]) }) {
		e.SetSlot(r.Rules.AdjectiveSlot, p, Closest(fs, e.Tokens[p]))
	}
	return true
}

// byGender reports whether the adjective lem has different forms for
// the two genders in number num.
func (r *Romance) byGender(lem, num string) bool {
	m := Gen(r.M, lem, "ADJ", lemma.Feats{"Gender": "Masc", "Number": num}, []string{"Gender", "Number"})
	f := Gen(r.M, lem, "ADJ", lemma.Feats{"Gender": "Fem", "Number": num}, []string{"Gender", "Number"})
	if len(m) == 0 || len(f) == 0 {
		return false
	}
	for _, x := range m {
		if !slices.Contains(f, x) {
			return true
		}
	}
	return false
}

// headGender is the gender of the noun the adjective at p agrees with:
// the noun before it (across adverbs, adjectives and a conjunction), or
// the subject before a copula ("les chambres sont très agréables"); the
// hypothesis's when a substitution put that noun there; "" when none is
// found.
func (r *Romance) headGender(res *rewrite.Result, p int) (gender string, substituted bool) {
	k := p - 1
	skip := func(ok func(t lemma.Token) bool) {
		for k >= 0 && ok(res.Ref[k]) {
			k--
		}
	}
	skip(func(t lemma.Token) bool {
		return t.POS == "ADV" || t.POS == "ADJ" || t.POS == "CCONJ" || t.Form == ","
	})
	if k >= 0 && (res.Ref[k].POS == "AUX" || res.Ref[k].POS == "VERB" && r.Copulas[strings.ToLower(res.Ref[k].Lemma)]) {
		skip(func(t lemma.Token) bool {
			return t.POS == "AUX" || t.POS == "ADV" || t.POS == "PART" || t.POS == "VERB" && r.Copulas[strings.ToLower(t.Lemma)] ||
				t.POS == "PRON" && r.Reflexives[strings.ToLower(t.Form)]
		})
		skip(func(t lemma.Token) bool { return t.POS == "ADJ" })
	}
	if k < 0 || res.Ref[k].POS != "NOUN" {
		// (a noun after a prenominal adjective: "une excellente comptable")
		if k = p + 1; k >= len(res.Ref) || res.Ref[k].POS != "NOUN" {
			return "", false
		}
	}
	for _, s := range res.Subs {
		if s.Pos == k {
			if res.Hyp[s.HypPos].POS != "NOUN" {
				return "", false
			}
			g, _ := r.phraseGender(res.Hyp, s.HypPos)
			return g, true
		}
	}
	g, _ := r.phraseGender(res.Ref, k)
	return g, false
}

func sameFeats(a, b lemma.Feats, keys []string) bool {
	for _, k := range keys {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// verbKeys are the features a substituted verb takes from the one it
// replaces.
// by its VerbForm (the tagger gives finite verbs a gender now and then).
var verbKeys = map[string][]string{
	"Fin":  {"VerbForm", "Mood", "Tense", "Person", "Number"},
	"Part": {"VerbForm", "Gender", "Number", "Tense"},
	"Inf":  {"VerbForm"},
	"Ger":  {"VerbForm"},
}

// verb repairs a verb substitution: reflexive clitics, then the slot's
// form.
func (r *Romance) verb(res *rewrite.Result, e *Editor, sub rewrite.Substitution, old, nw lemma.Token) bool {
	p := sub.Pos
	oldClitic, newBase := "", e.Tokens[p]
	if r.Enclitic != nil {
		var newClitic string
		_, oldClitic = r.Enclitic(r.M, old)
		newBase, newClitic = r.Enclitic(r.M, lemma.Token{Form: e.Tokens[p], Lemma: nw.Lemma, POS: nw.POS, Feats: nw.Feats})
		if oldClitic == Unknown || newClitic == Unknown || r.reflexiveClitic(oldClitic) && !r.reflexiveClitic(newClitic) && newClitic != "" {
			return false
		}
		if oldClitic == "" && r.reflexiveClitic(newClitic) {
			oldClitic = newClitic // a pronominal verb for a plain one keeps its own se: "presumir" → "jactarse"
		}
	}
	if r.reflexiveBefore(res.Ref, p) != r.reflexiveBefore(res.Hyp, sub.HypPos) {
		return false // se divertir for amuser, or the reverse: no clitic can be added or removed in place
	}
	want := lemma.Feats{}
	for _, k := range verbKeys[old.Feats["VerbForm"]] {
		if v := old.Feats[k]; v != "" {
			want[k] = v
		}
	}
	if want["VerbForm"] == "" {
		return false // (a verb form the analysis does not tell)
	}
	check := Present(want, verbKeys[old.Feats["VerbForm"]]...)
	oldBase := old.Form
	if r.Enclitic != nil {
		oldBase, _ = r.Enclitic(r.M, old)
	}
	if !r.generates(old, oldBase, want, check) {
		return false // the analysis does not explain the old verb's form: its features are no guide
	}
	attach := func(f string) string {
		if oldClitic == "" {
			return f
		}
		out, ok := r.Attach(f, oldClitic, want)
		if !ok {
			return ""
		}
		return out
	}
	form := newBase
	if r.fits(old, nw, oldBase, newBase) {
		// the hypothesis's word already has the slot's form, as the
		// tagger reads both in context: "jugent" for "considèrent"
	} else if want["VerbForm"] == "Fin" {
		f, ok := r.analog(old.Lemma, oldBase, nw.Lemma, want, check)
		if !ok {
			return false
		}
		form = f
	} else if want["VerbForm"] == "Inf" {
		// an infinitive is its lemma (generation offers any form for
		// the bare feature), and the old one must be its own
		if !strings.EqualFold(oldBase, old.Lemma) {
			return false
		}
		form = lemma.MatchCase(nw.Lemma, newBase)
	} else if !Reads(r.M, newBase, nw.Lemma, nw.POS, want, check) || !endsLike(newBase, oldBase) || !r.shaped(newBase, want) {
		if !r.shaped(oldBase, want) {
			return false // the old verb's form is not one of its analysis (réduiraient tagged a participle)
		}
		var fits []string
		for _, f := range Gen(r.M, nw.Lemma, "VERB", want, check) {
			if endsLike(f, oldBase) && r.shaped(f, want) {
				fits = append(fits, f)
			}
		}
		if len(fits) == 0 {
			return false
		}
		form = bySuffix(fits, oldBase, newBase)
	}
	if oldClitic != "" || form != newBase || newBase != e.Tokens[p] {
		if form = attach(form); form == "" {
			return false
		}
		e.SetSlot(r.Rules.VerbSlot, p, form)
	}
	return true
}

// generates reports whether the old verb's form is one the morphology
// generates for its lemma with want's features (its analysis explains
// it: "défendraient" tagged present indicative is not).
func (r *Romance) generates(old lemma.Token, form string, want lemma.Feats, check []string) bool {
	for _, pos := range []string{old.POS, "VERB"} {
		for _, f := range Gen(r.M, old.Lemma, pos, want, check) {
			if strings.EqualFold(f, form) {
				return true
			}
		}
	}
	return false
}

// fits reports whether the new verb's form, as the tagger read it in the
// hypothesis, is the old one's: a finite verb of the same mood, tense,
// person and number ending in the same letter, or a participle of the
// same gender and number, both of a participle's regular shape.
func (r *Romance) fits(old, nw lemma.Token, oldBase, newBase string) bool {
	vf := old.Feats["VerbForm"]
	if vf == "" || nw.Feats["VerbForm"] != vf {
		return false
	}
	switch vf {
	case "Fin":
		for _, k := range []string{"Mood", "Tense", "Person", "Number"} {
			if old.Feats[k] == "" || nw.Feats[k] != old.Feats[k] {
				return false
			}
		}
		return endsLike(newBase, oldBase)
	case "Part":
		want := lemma.Feats{"VerbForm": "Part", "Gender": old.Feats["Gender"], "Number": old.Feats["Number"]}
		return nw.Feats["Gender"] == want["Gender"] && nw.Feats["Number"] == want["Number"] && r.shaped(oldBase, want) && r.shaped(newBase, want)
	}
	return false
}

// shaped reports whether a participle's form has the regular shape of
// its gender and number (Romance.Regular reads it); true for other verb
// forms and languages without Regular.
func (r *Romance) shaped(form string, want lemma.Feats) bool {
	if want["VerbForm"] != "Part" || r.Regular == nil {
		return true
	}
	f := lemma.Feats{"Gender": want["Gender"], "Number": want["Number"], "Tense": want["Tense"]}
	if f["Gender"] == "" {
		f["Gender"] = "Masc"
	}
	if f["Number"] == "" {
		f["Number"] = "Sing"
	}
	out, ok := r.Regular(form, "VERB", f, f)
	return ok && strings.EqualFold(out, form)
}

// endsLike reports whether a verb form ends in the old one's last
// letter (accepté for ratifié, supprimer for annuler, not regarder for
// suivi: a tagger that read suivi as an infinitive is no guide).
func endsLike(form, old string) bool {
	f, o := []rune(plain(form)), []rune(plain(old))
	return len(f) > 0 && len(o) > 0 && f[len(f)-1] == o[len(o)-1]
}

// plain is a word in lower case without its written accents (dijo and
// afirmó end alike).
func plain(w string) string {
	return strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "è", "e", "ê", "e", "â", "a", "î", "i", "ô", "o", "û", "u").Replace(strings.ToLower(w))
}

// analog writes the finite form of newLemma that old (of oldLemma) is:
// when both verbs are of one conjugation (their infinitives end alike:
// -er, -ar, -ir, -re; -oir apart) and old is its lemma's stem and an
// ending, the new stem with that ending ("fêtent" of fêter: célébr-ent),
// as the dictionary knows it or as generation gives it within one letter
// (célèbrent). The tenses and persons of a verb the treebank did not
// show are what generation and the tagger confuse; the ending of the
// word in place is what a reader goes by.
func (r *Romance) analog(oldLemma, old, newLemma string, want lemma.Feats, check []string) (string, bool) {
	ol, nl, of := strings.ToLower(oldLemma), strings.ToLower(newLemma), strings.ToLower(old)
	class := func(l string) string {
		rs := []rune(l)
		if strings.HasSuffix(l, "oir") {
			return "oir"
		}
		if len(rs) < 3 {
			return ""
		}
		return string(rs[len(rs)-2:])
	}
	c := class(ol)
	if c == "" || c != class(nl) {
		return "", false
	}
	oldStem, newStem := strings.TrimSuffix(ol, c), strings.TrimSuffix(nl, c)
	ending, ok := strings.CutPrefix(of, oldStem)
	if !ok || ending == "" {
		return "", false
	}
	cand := newStem + ending
	if r.known(cand) {
		return cand, true
	}
	best, bd := "", 2
	for _, f := range Gen(r.M, newLemma, "VERB", want, check) {
		if d := distance(strings.ToLower(f), cand); d < bd {
			best, bd = f, d
		}
	}
	return best, best != ""
}

// bySuffix is the form of fs ending most like old (the inflection the
// slot had: "fêtent" → "célèbrent"), the closest to cur among those.
func bySuffix(fs []string, old, cur string) string {
	best, bl := []string(nil), -1
	o := []rune(strings.ToLower(old))
	for _, f := range fs {
		x := []rune(strings.ToLower(f))
		n := 0
		for n < len(x) && n < len(o) && x[len(x)-1-n] == o[len(o)-1-n] {
			n++
		}
		switch {
		case n > bl:
			best, bl = []string{f}, n
		case n == bl:
			best = append(best, f)
		}
	}
	return Closest(best, cur)
}

// reflexiveClitic reports whether a verb's enclitics begin with a
// reflexive pronoun (the reflexive comes first: "dándoselo").
func (r *Romance) reflexiveClitic(clitics string) bool {
	for c := range r.Reflexives {
		if c != "" && strings.HasPrefix(clitics, c) {
			return true
		}
	}
	return false
}

// reflexiveBefore reports whether a reflexive clitic stands before the
// verb at p (across ne, other clitics and auxiliaries: "ne s' en est pas
// aperçu").
func (r *Romance) reflexiveBefore(toks []lemma.Token, p int) bool {
	for k := p - 1; k >= 0 && k >= p-5; k-- {
		t := toks[k]
		low := strings.ToLower(t.Form)
		if r.Reflexives[low] && (t.Feats["Reflex"] == "Yes" || low == "se" || low == "s'") {
			return true
		}
		if t.POS == "PRON" && t.Feats["PronType"] == "Prs" || t.POS == "AUX" && perfect[strings.ToLower(t.Lemma)] || t.POS == "ADV" || t.POS == "PART" {
			continue
		}
		return false
	}
	return false
}

// perfect are the auxiliaries of the compound tenses, across which a
// clitic stands before its verb ("s' est amusé"; not "se puede alabar",
// where se goes with the modal).
var perfect = map[string]bool{"être": true, "avoir": true, "haber": true}

// Closest is the form of fs (not empty) with the fewest edits from cur
// (the first of those at the same distance): which of a lemma's generated
// forms a slot takes.
func Closest(fs []string, cur string) string {
	best, bd := fs[0], -1
	for _, f := range fs {
		if d := distance(strings.ToLower(f), strings.ToLower(cur)); bd < 0 || d < bd {
			best, bd = f, d
		}
	}
	return best
}

// distance is the Levenshtein distance between a and b in runes.
func distance(a, b string) int {
	x, y := []rune(a), []rune(b)
	row := make([]int, len(y)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(x); i++ {
		prev := row[0]
		row[0] = i
		for j := 1; j <= len(y); j++ {
			cur := row[j]
			c := 1
			if x[i-1] == y[j-1] {
				c = 0
			}
			row[j] = min(row[j]+1, row[j-1]+1, prev+c)
			prev = cur
		}
	}
	return row[len(y)]
}
