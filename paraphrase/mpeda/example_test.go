package mpeda_test

import (
	"context"
	"fmt"

	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

// Extract on a tokenized corpus: "cat" and "dog" fill the same slots.
// By hand (chunks of 1 and 2 context words, slot _):
//
//	C1(cat) = {the _, _ sat, a _, _ and}        C1(dog) = {the _, _ sat, a _, _ </s>}
//	C2(cat) = {<s> the _, the _ sat, _ sat on,  C2(dog) = {<s> the _, the _ sat, _ sat on,
//	           <s> a _, a _ and, _ and a}                  and a _, a _ </s>}
//	pos = (1·(2·3/8) + 2·(2·3/11)) / 3 = 0.614
func ExampleExtract() {
	corpus := mpeda.StringInput("corpus", "the cat sat on the mat\nthe dog sat on the mat\na cat and a dog\n")
	opt := mpeda.Options{MinCount: 1, MaxRelFreq: -1, MinCooc: 1, MinR: -1, MinPos: 0.5}
	cands, _, err := mpeda.Extract(context.Background(), corpus, opt)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range mpeda.Pairs(cands, opt.MinPos) {
		fmt.Printf("%s → %s %.3f\n", p.A, p.B, p.Prob)
	}
	// Output:
	// cat → dog 0.614
	// dog → cat 0.614
}

// The formulas on counts.
func ExampleCorrelation() {
	// ti in 8 units, tj in 4, both in 2: P(ti|tj) = 1/2, P(tj|ti) = 1/4.
	fmt.Println(mpeda.Correlation(2, 8, 4))
	// Output: 0.125
}
