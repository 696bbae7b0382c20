package fix

import (
	"fmt"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"

	"github.com/parmesan-mt/parmesan/internal/registry"
)

// Edit records one repair.
type Edit struct {
	Rule   string `json:"rule"`
	Pos    int    `json:"pos"`
	Before string `json:"before"`
	After  string `json:"after"`
}

// Fixer repairs the agreement that a rewrite broke. It returns the
// repaired tokens and the edits it made; words whose analysis or
// generation is ambiguous are left alone rather than guessed.
type Fixer interface {
	Fix(r *rewrite.Result) ([]string, []Edit)
}

// Constructor builds a language's Fixer over its lemma.Language.
type Constructor func(l lemma.Language) Fixer

// Rule describes one repair rule: Name is what an Edit made by the rule
// records in Edit.Rule, Doc says in one sentence what the rule repairs
// (the report shows it beside each edit).
type Rule struct {
	Name string
	Doc  string
}

// language is what a language package registers.
type language struct {
	build Constructor
	rules []Rule
}

var (
	reg   = registry.New[language]("fix")
	rules = registry.New[Rule]("fix: rule")
)

// Register makes a language's Fixer and the rules it applies available
// under lang, its lang.Language.Code; called from init. It panics on a duplicate language or rule name, or a
// rule without a name or a doc (programmer errors).
func Register(lang string, c Constructor, rs ...Rule) {
	seen := map[string]bool{}
	for _, r := range rs {
		if r.Name == "" || r.Doc == "" {
			panic(fmt.Sprintf("fix: rule %q of %s has no name or no doc", r.Name, lang))
		}
		if _, dup := rules.Lookup(r.Name); dup || seen[r.Name] {
			panic("fix: rule " + r.Name + " registered twice")
		}
		seen[r.Name] = true
	}
	reg.Register(lang, language{build: c, rules: slices.Clone(rs)})
	for _, r := range rs {
		rules.Register(r.Name, r)
	}
}

// New returns the Fixer of lang, or an error listing the languages with
// rules when lang has none.
func New(lang string, l lemma.Language) (Fixer, error) {
	e, ok := reg.Lookup(lang)
	if !ok {
		return nil, fmt.Errorf("fix: no agreement rules for language %q (known: %s)", lang, strings.Join(Languages(), ", "))
	}
	return phraseSafe{e.build(l)}, nil
}

// phraseSafe runs a language's rules on the single-token substitutions
// only and keeps the tokens of phrase substitutions (rewrite.Substitution
// Len, HypLen: the span's words in one token and "" after it) as the
// rewriter made them: the rules analyse one word per position, so they
// neither repair a phrase nor edit inside one.
type phraseSafe struct{ Fixer }

func (p phraseSafe) Fix(r *rewrite.Result) ([]string, []Edit) {
	var spans []rewrite.Substitution
	for _, s := range r.Subs {
		if s.Phrase() {
			spans = append(spans, s)
		}
	}
	if len(spans) == 0 {
		return p.Fixer.Fix(r)
	}
	single := *r
	single.Subs = slices.DeleteFunc(slices.Clone(r.Subs), rewrite.Substitution.Phrase)
	if len(single.Subs) == 0 {
		return slices.Clone(r.Tokens), nil
	}
	toks, edits := p.Fixer.Fix(&single)
	if len(toks) != len(r.Tokens) {
		return slices.Clone(r.Tokens), nil
	}
	inSpan := make([]bool, len(toks))
	for _, s := range spans {
		for k := s.Pos; k < s.Pos+s.RefSpan() && k < len(toks); k++ {
			if k >= 0 {
				inSpan[k] = true
				toks[k] = r.Tokens[k]
			}
		}
	}
	edits = slices.DeleteFunc(edits, func(e Edit) bool { return e.Pos >= 0 && e.Pos < len(inSpan) && inSpan[e.Pos] })
	return toks, edits
}

// Languages lists the languages with rules.
func Languages() []string { return reg.Names() }

// Rules lists the rules of lang in the order its package declares them;
// nil when lang has no rules.
func Rules(lang string) []Rule {
	e, _ := reg.Lookup(lang)
	return slices.Clone(e.rules)
}

// LookupRule returns the rule that an Edit names (Edit.Rule), whatever its
// language; ok is false when no registered language declares it.
func LookupRule(name string) (Rule, bool) { return rules.Lookup(name) }

// Unique returns the single form Generate gives (case-insensitively
// deduplicated), matching the case pattern of like; ok is false when
// generation gives no form or several different ones.
func Unique(g lemma.Generator, lem, pos string, feats lemma.Feats, like string) (string, bool) {
	forms := g.Generate(lem, pos, feats)
	var uniq []string
	seen := map[string]bool{}
	for _, f := range forms {
		k := strings.ToLower(f)
		if !seen[k] {
			seen[k] = true
			uniq = append(uniq, f)
		}
	}
	if len(uniq) != 1 {
		return "", false
	}
	return lemma.MatchCase(uniq[0], like), true
}
