package lemma

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// Scores are the accuracies of an Analyzer against a gold treebank, over
// syntactic words with the gold tokenization.
type Scores struct {
	Tokens int `json:"tokens"`
	// Lemma is exact-match accuracy; LemmaCI ignores case.
	Lemma   float64 `json:"lemma_accuracy"`
	LemmaCI float64 `json:"lemma_accuracy_ci"`
	UPOS    float64 `json:"upos_accuracy"`
	// Feats is the share of words whose whole FEATS set matches.
	Feats float64 `json:"feats_accuracy"`
	// PerFeature is the accuracy for Gender, Number and Case, over words
	// where the gold or the predicted analysis has the feature.
	PerFeature map[string]float64 `json:"per_feature"`
}

// Evaluate analyses every sentence of r with a and compares with the gold
// annotation.
func Evaluate(a Analyzer, r *data.CoNLLUReader) (Scores, error) {
	var s Scores
	var lem, lemCI, upos, feats int
	featOK, featN := map[string]int{}, map[string]int{}
	keys := []string{"Gender", "Number", "Case"}
	for {
		sent, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return s, err
		}
		forms := make([]string, len(sent.Words))
		for i, w := range sent.Words {
			forms[i] = w.Form
		}
		got := a.Analyze(forms)
		if len(got) != len(forms) {
			return s, fmt.Errorf("lemma: %s:%d: analyzer returned %d tokens for a sentence of %d", r.Name(), sent.Line, len(got), len(forms))
		}
		for i, w := range sent.Words {
			g := got[i]
			s.Tokens++
			if g.Lemma == w.Lemma {
				lem++
			}
			if strings.EqualFold(g.Lemma, w.Lemma) {
				lemCI++
			}
			if g.POS == w.UPOS {
				upos++
			}
			gold, err := ParseFeats(w.Feats)
			if err != nil {
				line := w.Line
				if line == 0 {
					line = sent.Line
				}
				return s, fmt.Errorf("lemma: %s:%d: word %d: %w", r.Name(), line, w.ID, err)
			}
			if g.Feats.String() == Feats(gold).String() {
				feats++
			}
			for _, k := range keys {
				if gold[k] == "" && g.Feats[k] == "" {
					continue
				}
				featN[k]++
				if gold[k] == g.Feats[k] {
					featOK[k]++
				}
			}
		}
	}
	if s.Tokens == 0 {
		return s, errors.New("lemma: no tokens to evaluate")
	}
	n := float64(s.Tokens)
	s.Lemma, s.LemmaCI, s.UPOS, s.Feats = float64(lem)/n, float64(lemCI)/n, float64(upos)/n, float64(feats)/n
	s.PerFeature = map[string]float64{}
	for _, k := range keys {
		if featN[k] > 0 {
			s.PerFeature[k] = float64(featOK[k]) / float64(featN[k])
		}
	}
	return s, nil
}
