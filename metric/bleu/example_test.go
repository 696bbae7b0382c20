package bleu_test

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
)

// Corpus BLEU is computed from summed statistics, as sacrebleu does;
// sentence scores use effective order, as sacrebleu --sentence-level.
// First segment: 6/7 · 4/6 · 2/5 · 1/4 → 48.89. Second: 3/5 · 1/4, then
// no 3- or 4-gram match, smoothed to 1/(2·3) and 1/(4·2) → 23.64.
// Corpus: 9/12 · 5/10 · 2/8 · 1/6 → 35.36.
func Example() {
	m, err := bleu.New(bleu.Options{})
	if err != nil {
		panic(err)
	}
	hyps := []string{"The cat sat on the mat.", "It is raining today."}
	refs := [][]string{{"The cat sat on a mat."}, {"Today it is raining."}}
	var total metric.Stats
	for i := range hyps {
		st, err := m.Stats(hyps[i], refs[i])
		if err != nil {
			panic(err)
		}
		fmt.Printf("%.2f\n", m.Sentence(st).Score)
		m.Add(&total, st)
	}
	s := m.Corpus(total)
	fmt.Printf("%s = %.2f %s\n", s.Name, s.Score, s.Verbose)
	fmt.Println(m.Signature().Sacre(false))
	// Output:
	// 48.89
	// 23.64
	// BLEU = 35.36 75.0/50.0/25.0/16.7 (BP = 1.000 ratio = 1.000 hyp_len = 12 ref_len = 12)
	// nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0
}
