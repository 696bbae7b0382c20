package correlate_test

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/correlate"
)

func Example() {
	// Human and metric scores of 3 systems on 4 segments.
	human := [][]float64{{1, 2, 3, 4}, {2, 2, 4, 5}, {0, 1, 1, 3}}
	meteor := [][]float64{{.2, .3, .5, .6}, {.3, .2, .6, .7}, {.1, .2, .3, .4}}
	bleu := [][]float64{{10, 30, 20, 40}, {20, 10, 40, 50}, {30, 20, 10, 40}}
	for _, avg := range []correlate.Average{correlate.AverageNone, correlate.AverageItem} {
		r, _ := correlate.Correlate(correlate.StatKendall, avg, human, meteor)
		fmt.Printf("τ_b averaged %s: %.3f\n", avg, r.Value)
	}
	acc, _ := correlate.Correlate(correlate.StatAcc23, correlate.AverageItem, human, meteor)
	fmt.Printf("acc23: %.3f at ε = %.1f\n", acc.Value, acc.Threshold)
	c, _ := correlate.Permute(correlate.StatPearson, correlate.AverageNone, human, meteor, bleu, correlate.ResampleOptions{})
	fmt.Printf("Meteor − BLEU: %+.3f, p = %.3f\n", c.Delta, c.P)
	// Output:
	// τ_b averaged none: 0.889
	// τ_b averaged item: 0.875
	// acc23: 0.833 at ε = 0.0
	// Meteor − BLEU: +0.234, p = 0.046
}
