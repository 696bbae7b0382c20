package fix

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
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

var (
	mu       sync.RWMutex
	registry = map[string]Constructor{}
)

// Register makes a language's rules available; called from init, panics
// on duplicates.
func Register(lang string, c Constructor) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[lang]; dup {
		panic("fix: Register called twice for " + lang)
	}
	registry[lang] = c
}

// New returns the Fixer of lang. A language without rules gets one that
// changes nothing (and says so in its Rules).
func New(lang string, l lemma.Language) (Fixer, error) {
	mu.RLock()
	c, ok := registry[lang]
	mu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("fix: no agreement rules for language %q (known: %s)", lang, strings.Join(Languages(), ", "))
	}
	return c(l), nil
}

// Languages lists the languages with rules.
func Languages() []string {
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for k := range registry {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

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
	return MatchCase(uniq[0], like), true
}

// MatchCase gives form the capitalisation pattern of like (all upper,
// capitalised, or lower).
func MatchCase(form, like string) string {
	if like == "" {
		return form
	}
	if strings.ToUpper(like) == like && strings.ToLower(like) != like && len([]rune(like)) > 1 {
		return strings.ToUpper(form)
	}
	r := []rune(like)
	if strings.ToUpper(string(r[0])) == string(r[0]) && strings.ToLower(string(r[0])) != string(r[0]) {
		f := []rune(strings.ToLower(form))
		return strings.ToUpper(string(f[0])) + string(f[1:])
	}
	return strings.ToLower(form)
}
