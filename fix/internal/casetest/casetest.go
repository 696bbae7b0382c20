// Package casetest runs hand-checked agreement cases through the whole
// pipeline of one language (analysis, rewriting with one paraphrase
// pair, repair), for the case suites of fix/pl, fix/ru and fix/ro.
//
// Every case expects its own result: a case that is not repaired fails
// the test, unless it is listed as a known failure, and a known failure
// that starts passing fails the test too, so that it is moved to the
// passing cases. No count is compared, so one case breaking cannot hide
// behind another one starting to pass.
package casetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// Case is one substitution whose agreement must be repaired, as
// {A, B, Hyp, Ref, Want}: rewriting Ref toward Hyp with the pair A → B
// (lemmas) must give Want. (An array, so that the suites' tables can stay
// one line a case without go vet's unkeyed-fields complaint.)
type Case [5]string

// Known is a case known not to come out as wanted, named by its pair
// (A → B) and its reference sentence, with the reason.
type Known struct {
	A, B, Ref string
	Why       string
}

func (k Known) matches(c Case) bool { return k.A == c[0] && k.B == c[1] && k.Ref == c[3] }

// Run rewrites and repairs every case with lang's analysis (skipping when
// it is unavailable), each as a subtest. A case not in known must come
// out as wanted; a case in known must not (it fails, saying to move it to
// the passing cases, when it does); every known entry must name a case.
// It returns how many cases came out as wanted.
func Run(t *testing.T, lang string, cases []Case, known ...Known) int {
	t.Helper()
	l, err := lemma.New(lang)
	if err != nil {
		t.Skipf("%s analysis unavailable: %v", lang, err)
	}
	fx, err := fix.New(lang, l)
	if err != nil {
		t.Fatal(err)
	}
	used := make([]bool, len(known))
	ok := 0
	for i, cs := range cases {
		c := struct{ A, B, Hyp, Ref, Want string }{cs[0], cs[1], cs[2], cs[3], cs[4]}
		k := -1
		for j, kn := range known {
			if kn.matches(cs) {
				k, used[j] = j, true
			}
		}
		t.Run(fmt.Sprintf("%02d_%s_%s", i+1, c.A, c.B), func(t *testing.T) {
			s := paraphrase.NewSet()
			s.Add(paraphrase.Pair{A: strings.ToLower(c.A), B: strings.ToLower(c.B), Source: paraphrase.SourceThesaurus})
			res := rewrite.New(l, rewrite.Pairs{Curated: s}).Rewrite(strings.Fields(c.Hyp), strings.Fields(c.Ref))
			toks, edits := fx.Fix(&res)
			for _, e := range edits {
				if _, registered := fix.LookupRule(e.Rule); !registered {
					t.Errorf("edit names unregistered rule %q", e.Rule)
				}
			}
			got := strings.Join(toks, " ")
			switch {
			case got == c.Want && k >= 0:
				ok++
				t.Errorf("known failure now repaired: %q (%s → %s) gives %q; move it from the known failures to the passing cases", c.Ref, c.A, c.B, got)
			case got == c.Want:
				ok++
			case k >= 0:
				t.Logf("known failure: %q (%s → %s): got %q, want %q (%s)", c.Ref, c.A, c.B, got, c.Want, known[k].Why)
			default:
				t.Errorf("not repaired: %q (%s → %s): got %q, want %q", c.Ref, c.A, c.B, got, c.Want)
			}
		})
	}
	for j, kn := range known {
		if !used[j] {
			t.Errorf("known failure %s → %s %q names no case", kn.A, kn.B, kn.Ref)
		}
	}
	t.Logf("%s: %d of %d agreement cases repaired (%.1f%%), %d known failures", lang, ok, len(cases), 100*float64(ok)/float64(len(cases)), len(known))
	return ok
}

// Pinned is a Case with its pinned outcome: Known, when set, says why the
// fixer does not give Want (a known failure); empty, the case must pass.
type Pinned struct {
	Case
	Known string
}

// RunPinned is Run for suites that write each case's pin beside it: a
// case whose Known is set is a known failure with that reason.
func RunPinned(t *testing.T, lang string, cases []Pinned) int {
	t.Helper()
	cs := make([]Case, len(cases))
	var known []Known
	for i, pc := range cases {
		cs[i] = pc.Case
		if pc.Known != "" {
			known = append(known, Known{A: pc.Case[0], B: pc.Case[1], Ref: pc.Case[3], Why: pc.Known})
		}
	}
	return Run(t, lang, cs, known...)
}
