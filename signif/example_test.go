package signif_test

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/signif"
)

// counts are the sufficient statistics of a toy accuracy metric.
type counts struct{ Correct, Total float64 }

// accuracy implements signif.Metric[counts]: the corpus score is the
// ratio of the summed counts, not the mean of segment ratios.
type accuracy struct{}

func (accuracy) Add(acc, seg *counts)      { acc.Correct += seg.Correct; acc.Total += seg.Total }
func (accuracy) Score(acc *counts) float64 { return acc.Correct / acc.Total }

// system builds n segments of 10 words, correct[i%len(correct)] of them right.
func system(n int, correct ...float64) []counts {
	segs := make([]counts, n)
	for i := range segs {
		segs[i] = counts{correct[i%len(correct)], 10}
	}
	return segs
}

func ExampleBootstrap() {
	segs := system(240, 3, 5, 4, 6, 2, 7)
	iv, err := signif.Bootstrap[counts](accuracy{}, segs, signif.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("score %.3f, 95%% CI [%.3f, %.3f] from %d resamples\n", iv.Score, iv.Low, iv.High, iv.Resamples)
	// Output: score 0.450, 95% CI [0.430, 0.471] from 1000 resamples
}

func ExampleCompare() {
	base := system(240, 3, 5, 4, 6, 2, 7)
	sys := system(240, 4, 5, 5, 6, 3, 7)
	c, err := signif.Compare[counts](accuracy{}, base, sys, signif.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.3f -> %.3f (delta %+.3f), paired bootstrap p = %.4f, approximate randomization p = %.4f\n",
		c.Baseline, c.System, c.Delta, c.PBootstrap, c.PApproxRand)

	same, _ := signif.Compare[counts](accuracy{}, base, base, signif.Options{})
	fmt.Printf("against itself: p = %.0f and %.0f\n", same.PBootstrap, same.PApproxRand)

	_, err = signif.Compare[counts](accuracy{}, base, sys[:180], signif.Options{})
	fmt.Println(err)
	// Output:
	// 0.450 -> 0.500 (delta +0.050), paired bootstrap p = 0.0010, approximate randomization p = 0.0001
	// against itself: p = 1 and 1
	// signif: baseline and system have different numbers of segments: baseline 240, system 180
}
