package eval

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
)

// TestLemmaModuleWired: "-m exact lemma" for Romanian loads the language's
// hunspell lemmatizer, matches forms of one lemma that exact matching
// misses, and names the dictionary in the signature; without the module
// nothing is loaded or named; a language without a lemmatizer (Italian)
// is an error naming the module.
func TestLemmaModuleWired(t *testing.T) {
	if _, err := lemma.New("ro"); err != nil {
		t.Skipf("Romanian analyzer unavailable (apt-get install hunspell-ro): %v", err)
	}
	score := func(mods []meteor.Module) (float64, string) {
		s, sig := scoreOne(t, "ro", "casele sunt mari", "casa este mare", mods)
		return s.Corpus.Score, sig
	}
	ex, exSig := score([]meteor.Module{meteor.Exact})
	lm, lmSig := score([]meteor.Module{meteor.Exact, meteor.Lemma})
	if !(lm > ex) {
		t.Errorf("lemma module adds nothing: exact %v, exact+lemma %v", ex, lm)
	}
	if strings.Contains(exSig, "lemmas:") || !strings.Contains(lmSig, "|mods:ex_lm|") || !regexp.MustCompile(`\|lemmas:hunspell-ro_RO#[0-9a-f]{8}\+model-ro#[0-9a-f]{8}\|`).MatchString(lmSig) {
		t.Errorf("signatures: %s / %s", exSig, lmSig)
	}
	if _, err := NewEvaluator(Options{Meteor: meteor.Config{Language: "it", Modules: []meteor.Module{meteor.Exact, meteor.Lemma}}}); err == nil || !strings.Contains(err.Error(), "lemma module") {
		t.Errorf("Italian lemma module: %v", err)
	}
}

// TestLemmaModuleCzech: "-m exact lemma" for Czech loads lemma/cs as the
// lemmatizer: inflected forms of the hypothesis's lemmas ("novými
// zprávami" for "nové zprávy") match, which exact matching misses, and
// the signature names the module, its weight and the dictionary the
// lemmas come from; exact matching alone loads and names nothing.
func TestLemmaModuleCzech(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analyzer unavailable (apt-get install hunspell-cs): %v", err)
	}
	score := func(mods []meteor.Module) (meteor.Stats, string) {
		s, sig := scoreOne(t, "cs", "přišly nové zprávy z hradu", "s novými zprávami o hradech", mods)
		return s.Segments[0], sig
	}
	ex, exSig := score([]meteor.Module{meteor.Exact})
	lm, lmSig := score([]meteor.Module{meteor.Exact, meteor.Lemma})
	// nové/novými, zprávy/zprávami, hradu/hradech: three lemma matches
	// (stage 2), none exact.
	stage := func(s meteor.Stats, i int) float64 { return s.TestContent[i] + s.TestFunction[i] }
	if ex.TestTotal != 0 || stage(lm, 0) != 0 || stage(lm, 1) != 3 || lm.TestTotal != 3 {
		t.Errorf("matches: exact %+v, exact+lemma %+v", ex, lm)
	}
	// By hand: Czech's default weight for the second module is 0.4, so
	// P = R = 3 × 0.4 / 5 = 0.24 (five words a side).
	if m := lm.Compute(meteor.Params{Alpha: 0.95, Beta: 0.2, Gamma: 0.6, Delta: 0.8}, []float64{1, 0.4}); math.Abs(m.Precision-0.24) > 1e-12 || math.Abs(m.Recall-0.24) > 1e-12 {
		t.Errorf("P, R = %v, %v; want 0.24, 0.24", m.Precision, m.Recall)
	}
	if strings.Contains(exSig, "lemmas:") || !strings.Contains(lmSig, "|mods:ex_lm|") || !strings.Contains(lmSig, "|w:1.0_0.4|") || !strings.Contains(lmSig, "|lemmas:hunspell-cs_CZ+lemma/cs#") {
		t.Errorf("signatures: %s / %s", exSig, lmSig)
	}
}

// scoreOne scores one hypothesis against one reference with Meteor's
// modules mods in language code (lower-casing only) and returns the
// system's score and the signature.
func scoreOne(t *testing.T, code, ref, hyp string, mods []meteor.Module) (*SystemScore, string) {
	t.Helper()
	e, err := NewEvaluator(Options{Meteor: meteor.Config{Language: code, Normalization: meteor.LowerOnly, Modules: mods}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := e.PrepareReferences([][]string{{ref}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := e.ScoreSystem("s", []string{hyp}, r)
	if err != nil {
		t.Fatal(err)
	}
	return s, e.Signature(1).String()
}
