package report

import (
	"github.com/parmesan-mt/parmesan/pipeline"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// sourceText explains the paraphrase sources a substitution names
// (rewrite.Substitution.Source: paraphrase.Source names joined with "+").
var sourceText = map[string]string{
	paraphrase.SourceWordNet.String():      "WordNet synonyms (same synset)",
	paraphrase.SourceThesaurus.String():    "MyThes thesaurus (hunspell-style synonym dictionary)",
	paraphrase.SourceTable.String():        "paraphrase table",
	paraphrase.SourcePivot.String():        "pivoting through a bilingual dictionary (FreeDict)",
	paraphrase.SourceMulti.String():        "mined from many translations of the same sources (parmesan table multi)",
	paraphrase.SourceRelated.String():      "a related word short of a synonym (WordNet similar term or direct hypernym; a thesaurus pair the sense check doubts), alone in the same slot",
	paraphrase.SourceMultiSlot.String():    "mined from many translations with weaker evidence, alone in the same slot (parmesan table multi --slot-output)",
	paraphrase.SourcePivotRelated.String(): "two words a bilingual dictionary gives for two of its head words (FreeDict deu-eng read backwards), alone in the same slot",
	rewrite.SourceStructure:                "the same words in another construction (board member / member of the board; městská čtvrť / čtvrť města)",
	rewrite.SourceCompose:                  "a phrase whose content words pair one to one (same lemma or a listed pair), the rest function words",
	rewrite.SourceClosed:                   "near-equivalent function words alone in the same slot (hand-written lists)",
	rewrite.SourceVariant:                  "a spelling variant of the same word in the same slot",
	rewrite.SourceContraction:              "an English contraction written out (does not / doesn't)",
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
	t := "agreement repair (" + name + ")"
	if r, ok := fix.LookupRule(name); ok {
		t = r.Doc
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
func (l *labels) rewrite(r pipeline.Rewritten, orig []string) *Rewrite {
	if len(r.Subs) == 0 && len(r.Edits) == 0 && slices.Equal(r.Tokens, orig) {
		return nil
	}
	out := &Rewrite{Tokens: strings.Join(r.Tokens, " ")}
	// Positions are in the rewritten tokens: a phrase substitution of n
	// reference words by m hypothesis words shifts the later ones.
	at := rewrite.FlatIndex(r.Subs)
	for _, s := range r.Subs {
		out.Subs = append(out.Subs, []any{at(s.Pos), s.Old, s.New, s.OldLemma, s.NewLemma, s.NewPOS, l.source(s.Source), s.HypPos})
	}
	for _, e := range r.Edits {
		out.Fixes = append(out.Fixes, []any{l.rule(e.Rule), at(e.Pos), e.Before, e.After})
	}
	return out
}
