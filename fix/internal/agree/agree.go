// Package agree holds what the agreement rules of Polish, Russian and
// Romanian (fix/pl, fix/ru, fix/ro) share: finding the words that agree
// with a substituted noun, and re-generating a word with changed
// features through the language's morphology, leaving it alone when the
// morphology cannot explain its present form or offers no new one. French
// and Spanish (fix/fr, fix/es) share Romance, the whole of their rules
// over the language's closed classes and phonology.
package agree

import (
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// Keys are the features a word is generated with: the inflectional ones
// that lemma/hunspell's Generate matches.
var Keys = []string{"Case", "Number", "Gender", "Animacy", "Person", "Tense", "Mood", "VerbForm", "Degree", "Definite", "Voice"}

// Restrict keeps the features of f named in Keys.
func Restrict(f lemma.Feats) lemma.Feats {
	out := lemma.Feats{}
	for _, k := range Keys {
		if v := f[k]; v != "" {
			out[k] = v
		}
	}
	return out
}

// Morphology is what the agreement rules need of a language: analysis in
// context, generation, and a form's readings out of context
// (lemma/hunspell.Language has all three).
type Morphology interface {
	lemma.Language
	Candidates(form string) []lemma.Token
}

// Gen generates the forms of lem with part of speech pos realising f,
// keeping those whose readings (Candidates) include one of lem with pos
// and the values of f for every key in check; when a negative prefix
// (prefixes) starts lem and it gives nothing, the lemma without it is
// generated and the prefix put back ("niewielki" from "wielki").
func Gen(m Morphology, lem, pos string, f lemma.Feats, check []string, prefixes ...string) []string {
	out := gen(m, lem, pos, f, check)
	if len(out) > 0 {
		return out
	}
	low := strings.ToLower(lem)
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(low, p); ok && rest != "" {
			for _, x := range gen(m, rest, pos, f, check) {
				out = append(out, p+x)
			}
			if len(out) > 0 {
				return out
			}
		}
	}
	return nil
}

// GenAs is Gen with the part of speech pos alone, no other tried and no
// prefix stripped.
func GenAs(m Morphology, lem, pos string, f lemma.Feats, check []string) []string {
	return genIn(m, lem, []string{pos}, f, check)
}

func gen(m Morphology, lem, pos string, f lemma.Feats, check []string) []string {
	return genIn(m, lem, append([]string{pos}, otherPOS[pos]...), f, check)
}

func genIn(m Morphology, lem string, poss []string, f lemma.Feats, check []string) []string {
	var out []string
	for _, p := range poss {
		for _, x := range m.Generate(lem, p, f) {
			if Reads(m, x, lem, p, f, check) {
				out = append(out, x)
			}
		}
		if len(out) > 0 {
			break
		}
	}
	return out
}

// otherPOS are the parts of speech a word of another is tried as when
// its own gives no form: treebanks tag a determiner's forms (каждый,
// każdy, ten) DET or ADJ, and the closed classes have only the forms a
// treebank showed.
var otherPOS = map[string][]string{"DET": {"ADJ", "PRON"}, "ADJ": {"DET"}, "PRON": {"DET"}}

// Reads reports whether form has a reading of lem with part of speech pos
// agreeing with f on every key of check (a key f lacks must be absent).
func Reads(m Morphology, form, lem, pos string, f lemma.Feats, check []string) bool {
	for _, c := range readings(m, form) {
		if c.POS != pos || !strings.EqualFold(c.Lemma, lem) {
			continue
		}
		ok := true
		for _, k := range check {
			if c.Feats[k] != f[k] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// attester is a Morphology that also knows the readings its training
// treebank gave a form (lemma/hunspell.Language.Attested).
type attester interface {
	Attested(form string) []lemma.Token
}

// readings are form's readings out of context and, where the morphology
// has them, those its treebank attests (a form the dictionary lacks but
// generation takes from the treebank).
func readings(m Morphology, form string) []lemma.Token {
	cs := m.Candidates(form)
	if a, ok := m.(attester); ok {
		cs = append(cs, a.Attested(form)...)
	}
	return cs
}

// Present lists those of keys that f sets.
func Present(f lemma.Feats, keys ...string) []string {
	var out []string
	for _, k := range keys {
		if f[k] != "" {
			out = append(out, k)
		}
	}
	return out
}

// Reading returns the reading of the word w (spelled form) whose part of
// speech is one of pos and whose features equal want on every key want
// sets and the reading has (Case and Number must be present): the tagged
// analysis when it qualifies, else, when the tagged part of speech is one
// of pos, the first such reading out of context.
func Reading(m Morphology, w lemma.Token, form string, want lemma.Feats, pos map[string]bool) (lemma.Token, bool) {
	fits := func(t lemma.Token) bool {
		if !pos[t.POS] {
			return false
		}
		for k, v := range want {
			got, has := t.Feats[k]
			if !has && (k == "Case" || k == "Number") || has && got != v && !slices.Contains(strings.Split(v, "|"), got) {
				return false
			}
		}
		return true
	}
	if fits(w) {
		return w, true
	}
	if !pos[w.POS] {
		return lemma.Token{}, false // the tagger's part of speech is trusted more than its features
	}
	for _, c := range m.Candidates(form) {
		if fits(c) {
			return c, true
		}
	}
	return lemma.Token{}, false
}

// Vote returns the Gender and Animacy most of the noun readings of lem
// (of the form and of the lemma itself) have, or the analysis's own when
// there are none; a tie keeps the analysis's value when it is one of the
// tied, else the first in reading order.
func Vote(m Morphology, t lemma.Token) (gender, animacy string) {
	var gs, as []string
	gn, an := map[string]int{}, map[string]int{}
	for _, form := range []string{t.Form, t.Lemma} {
		for _, c := range m.Candidates(form) {
			if c.POS != "NOUN" || !strings.EqualFold(c.Lemma, t.Lemma) {
				continue
			}
			if g := c.Feats["Gender"]; g != "" {
				if gn[g] == 0 {
					gs = append(gs, g)
				}
				gn[g]++
				if a := c.Feats["Animacy"]; a != "" && g == "Masc" {
					if an[a] == 0 {
						as = append(as, a)
					}
					an[a]++
				}
			}
		}
	}
	pick := func(vals []string, n map[string]int, own string) string {
		best := own
		for _, v := range vals {
			if best == "" || n[v] > n[best] {
				best = v
			}
		}
		return best
	}
	gender = pick(gs, gn, t.Feats["Gender"])
	if gender == "Masc" {
		animacy = pick(as, an, t.Feats["Animacy"])
	}
	return gender, animacy
}

// NeighbourNoun returns the hypothesis noun a substitution put right
// before or after position p (the noun of an adjective at p), when a
// noun there was replaced by a noun.
func NeighbourNoun(res *rewrite.Result, p int) (lemma.Token, bool) {
	for _, s := range res.Subs {
		if (s.Pos == p+1 || s.Pos == p-1) && res.Ref[s.Pos].POS == "NOUN" && res.Hyp[s.HypPos].POS == "NOUN" {
			return res.Hyp[s.HypPos], true
		}
	}
	return lemma.Token{}, false
}

// Editor applies edits to a copy of a rewrite's tokens.
type Editor struct {
	Tokens []string
	Edits  []fix.Edit
	subs   map[int]bool // positions a substitution put a hypothesis word at
}

// NewEditor copies the rewritten tokens.
func NewEditor(res *rewrite.Result) *Editor {
	e := &Editor{Tokens: append([]string(nil), res.Tokens...), subs: map[int]bool{}}
	for _, s := range res.Subs {
		e.subs[s.Pos] = true
	}
	return e
}

// Set writes form (in the case pattern of the present token) at k and
// records the edit under rule when it changes the token. A position a
// substitution filled is left alone: the reference's analysis there is
// of the word it replaced (an agreeing adjective that was itself
// substituted keeps the hypothesis's word; SetSlot inflects it).
func (e *Editor) Set(rule string, k int, form string) {
	if e.subs[k] {
		return
	}
	e.set(rule, k, form)
}

// SetSlot is Set for the substituted word itself (the slot rules).
func (e *Editor) SetSlot(rule string, k int, form string) { e.set(rule, k, form) }

func (e *Editor) set(rule string, k int, form string) {
	form = lemma.MatchCase(form, e.Tokens[k])
	if form != e.Tokens[k] {
		e.Edits = append(e.Edits, fix.Edit{Rule: rule, Pos: k, Before: e.Tokens[k], After: form})
		e.Tokens[k] = form
	}
}

// Agrees reports whether w's analysed Case and Number (where w has them)
// are the noun's and its Gender is the noun's or absent.
func Agrees(w, noun lemma.Token, keys ...string) bool {
	for _, k := range keys {
		if v := w.Feats[k]; v != "" && noun.Feats[k] != "" && v != noun.Feats[k] {
			return false
		}
	}
	return true
}

// IsPunct reports whether a token is punctuation.
func IsPunct(t lemma.Token) bool { return t.POS == "PUNCT" }

// None repairs nothing: the fixer of a language whose lemma.Language
// offers no readings out of context (not a Morphology).
type None struct{}

// Fix implements fix.Fixer, returning the tokens unchanged.
func (None) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	return append([]string(nil), res.Tokens...), nil
}
