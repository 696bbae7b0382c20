package report

import (
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/fix/cs"
	"github.com/parmesan-mt/parmesan/fix/en"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// ruleText explains each agreement-repair rule (package fix/cs, fix/en)
// in the words of its package documentation.
var ruleText = map[string]string{
	cs.RuleNounCase:      "the substituted noun takes the case (and keeps the number) of the slot it fills",
	cs.RuleAttribute:     "an attribute (adjective, determiner, possessive, ordinal, participle) that agreed with the old noun takes the new noun's gender and animacy",
	cs.RulePredicate:     "the nominal predicate across \"být\" follows the new subject's gender",
	cs.RuleParticiple:    "a past participle (l-form) that agreed with the old subject takes the new gender",
	cs.RuleAdjectiveSlot: "the substituted adjective is re-inflected to the case, number and gender of its slot",
	cs.RuleVerbSlot:      "the substituted verb is re-inflected to the person, number, tense, gender and form of its slot",
	cs.RuleVocalisation:  "the preposition before the changed word takes its plain or vocalised form (v/ve, s/se, z/ze, k/ke) as the word's first consonant requires",
	en.RuleArticle:       "\"a\"/\"an\" follows the first sound of the new word",
	en.RuleNounNumber:    "the substituted noun takes the number of its slot",
	en.RuleDeterminer:    "the determiner (this/these, that/those, much/many) follows the noun's number",
	en.RuleVerbAgree:     "a present-tense verb or copula after the noun follows its number",
	en.RuleVerbSlot:      "the substituted verb is re-inflected to the tense, person and form of its slot",
	en.RuleDegreeSlot:    "the substituted adjective takes its slot's degree",
}

// sourceText explains the paraphrase sources a substitution names
// (rewrite.Substitution.Source: paraphrase.Source names joined with "+").
var sourceText = map[string]string{
	paraphrase.SourceWordNet.String():   "WordNet synonyms (same synset)",
	paraphrase.SourceThesaurus.String(): "MyThes thesaurus (hunspell-style synonym dictionary)",
	paraphrase.SourceTable.String():     "paraphrase table",
	paraphrase.SourcePivot.String():     "pivoting through a bilingual dictionary (FreeDict)",
}

// labels interns rule and source names into Data.Rules and Data.Sources.
type labels struct {
	rules   []Rule
	sources []Label
	ri, si  map[string]int
}

func newLabels() *labels { return &labels{ri: map[string]int{}, si: map[string]int{}} }

func (l *labels) rule(name string) int {
	if i, ok := l.ri[name]; ok {
		return i
	}
	t, ok := ruleText[name]
	if !ok {
		t = "agreement repair (" + name + ")"
	}
	l.ri[name] = len(l.rules)
	l.rules = append(l.rules, Rule{Name: name, Text: t})
	return l.ri[name]
}

func (l *labels) source(name string) int {
	if i, ok := l.si[name]; ok {
		return i
	}
	var parts []string
	for _, p := range strings.Split(name, "+") {
		if t, ok := sourceText[p]; ok {
			parts = append(parts, t)
		} else {
			parts = append(parts, p)
		}
	}
	l.si[name] = len(l.sources)
	l.sources = append(l.sources, Label{Name: name, Text: strings.Join(parts, "; ")})
	return l.si[name]
}

// rewrite converts one rewritten reference; nil when it changed nothing
// (same tokens as the original reference, no substitution).
func (l *labels) rewrite(r parmesan.Rewritten, orig []string) *Rewrite {
	if len(r.Subs) == 0 && len(r.Edits) == 0 && slices.Equal(r.Tokens, orig) {
		return nil
	}
	out := &Rewrite{Tokens: strings.Join(r.Tokens, " ")}
	for _, s := range r.Subs {
		out.Subs = append(out.Subs, []any{s.Pos, s.Old, s.New, s.OldLemma, s.NewLemma, s.NewPOS, l.source(s.Source), s.HypPos})
	}
	for _, e := range r.Edits {
		out.Fixes = append(out.Fixes, []any{l.rule(e.Rule), e.Pos, e.Before, e.After})
	}
	return out
}
