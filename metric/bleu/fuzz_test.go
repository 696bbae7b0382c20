package bleu

import (
	"testing"

	"github.com/parmesan-mt/parmesan/metric"
)

// FuzzStats scores arbitrary pairs with every tokenizer: no panic, the
// packed n-gram counts equal the string-keyed ones, scores are finite
// and within 0–100 (up to rounding).
func FuzzStats(f *testing.F) {
	f.Add("The cat sat on the mat.", "The cat sat on a mat.", "13a")
	f.Add("我们在2020年。", "我 们", "zh")
	f.Add("3.14 is pi.", "in 1990.", "intl")
	f.Fuzz(func(t *testing.T, hyp, ref, tok string) {
		m, err := New(Options{Tokenize: tok, Lowercase: len(hyp)%2 == 0})
		if err != nil {
			return
		}
		st, err := m.Stats(hyp, []string{ref, hyp + " x"})
		if err != nil {
			return
		}
		w := new(worker)
		w.reset()
		w.addSegment(m.Preprocess(hyp))
		w.addSegment(m.Preprocess(ref))
		w.addSegment(m.Preprocess(hyp + " x"))
		slow := make(metric.Stats, m.Len())
		w.countStrings(m.o.MaxOrder, slow)
		for i := 2; i < len(st); i++ {
			if st[i] != slow[i] {
				t.Fatalf("packed %v, strings %v", st, slow)
			}
		}
		// exp(log(100)) is 100.00000000000004, in sacrebleu too.
		for _, s := range []float64{m.Corpus(st).Score, m.Sentence(st).Score} {
			if !(s >= 0 && s <= 100+1e-9) {
				t.Fatalf("score %v for %v", s, st)
			}
		}
	})
}
