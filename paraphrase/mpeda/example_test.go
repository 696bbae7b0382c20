package mpeda_test

import (
	"context"
	"fmt"

	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

// Extract on the paper's Figure 1 (documents separated by an empty
// line): "computer" and "calculating machine" share both of their
// triangles, so pos = 1 (network_test.go works the numbers by hand).
func ExampleExtract() {
	corpus := mpeda.StringInput("corpus", "computer internet calculating_machine\n\n"+
		"computer calculating_machine electronic\n\ncomputer electronic\n")
	opt := mpeda.Options{Paper: true}
	cands, _, err := mpeda.Extract(context.Background(), corpus, opt)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range mpeda.Pairs(cands, opt.WithDefaults().MinPos) {
		if p.A == "computer" {
			fmt.Printf("%s → %s %.3f\n", p.A, p.B, p.Prob)
		}
	}
	// Output:
	// computer → calculating_machine 1.000
	// computer → electronic 0.679
	// computer → internet 0.655
}

// The formulas on counts.
func ExampleCorrelation() {
	// ti in 8 units, tj in 4, both in 2: P(ti|tj) = 1/2, P(tj|ti) = 1/4.
	fmt.Println(mpeda.Correlation(2, 8, 4))
	// Output: 0.125
}
