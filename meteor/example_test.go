package meteor_test

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/meteor"
)

// With no function-word list every word has weight δ = 0.75: the five
// exact matches count 1, the stem match cats/cat counts 0.6, so
// P = R = (5 + 0.6) / 6 and, all words matched in one chunk, no penalty.
func ExampleScorer_Align() {
	sc, err := meteor.New(meteor.Config{Language: "en", Normalization: meteor.LowerOnly, Modules: []meteor.Module{meteor.Exact, meteor.Stem}}, nil)
	if err != nil {
		panic(err)
	}
	seg := sc.Align("the cats sat on the mat", []string{"the cat sat on the mat"})
	fmt.Println(seg.Stats.SS())
	fmt.Println(meteor.FormatScore(seg.Metrics.Score))
	// Output:
	// 6.0 6.0 0.0 0.0 5.0 5.0 0.0 0.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 1.0 6.0 6.0
	// 0.9333333333333333
}
