package fix

import (
	"fmt"
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

var reg = registry.New[Constructor]("fix")

// Register makes a language's rules available; called from init, panics
// on duplicates.
func Register(lang string, c Constructor) { reg.Register(lang, c) }

// New returns the Fixer of lang. A language without rules gets one that
// changes nothing (and says so in its Rules).
func New(lang string, l lemma.Language) (Fixer, error) {
	c, ok := reg.Lookup(lang)
	if !ok {
		return nil, fmt.Errorf("fix: no agreement rules for language %q (known: %s)", lang, strings.Join(Languages(), ", "))
	}
	return c(l), nil
}

// Languages lists the languages with rules.
func Languages() []string { return reg.Names() }

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
