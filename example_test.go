package parmesan_test

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Score a system against one reference set with the defaults of
// "parmesan score" (Meteor 1.5, English, -norm, embedded resources).
func ExampleEvaluate() {
	refs := [][]string{{"The cat sat on the mat.", "He bought an automobile yesterday."}}
	hyps := []string{"The cat sat on a mat.", "Yesterday he bought a car."}
	rep, err := parmesan.Evaluate(refs, []parmesan.System{{Name: "sys", Hyps: hyps}}, parmesan.DefaultOptions("en"))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%.4f\n", rep.Results[0].Score)
	// Output: 0.4198
}

// The Parmesan metric: references are paraphrased toward each hypothesis
// (WordNet synonyms for English), their agreement repaired, and the
// result scored with exact matching.
func ExampleEvaluate_parmesan() {
	o := parmesan.DefaultOptions("en")
	var err error
	if o.Rewrite, err = pipeline.New(pipeline.Config{Lang: lang.English}); err != nil {
		log.Fatal(err)
	}
	o.Segments = true
	refs := [][]string{{"He bought an automobile yesterday ."}}
	rep, err := parmesan.Evaluate(refs, []parmesan.System{{Name: "sys", Hyps: []string{"Yesterday he bought a car ."}}}, o)
	if err != nil {
		log.Fatal(err)
	}
	r := rep.Results[0]
	fmt.Println(r.Name, r.References, strings.SplitN(r.Signature, "|", 2)[0])
	fmt.Printf("%.4f, %.0f substitution(s), %.0f fix(es)\n", r.Score,
		float64(r.Rewrite.Substitutions), float64(r.Rewrite.Fixes))
	// Output:
	// Parmesan rewritten parmesan
	// 0.4777, 1 substitution(s), 1 fix(es)
}

// Segments can come from a stream (here a slice); the report is the one
// Evaluate gives for the same segments.
func ExampleEvaluateStream() {
	segs := []parmesan.Segment{
		{Refs: []string{"The cat sat on the mat."}, Hyps: []string{"The cat sat on a mat.", "A cat is on the mat."}},
		{Refs: []string{"It was raining."}, Hyps: []string{"It rained.", "It was raining."}},
	}
	i := 0
	next := func() (parmesan.Segment, error) {
		if i == len(segs) {
			return parmesan.Segment{}, io.EOF
		}
		i++
		return segs[i-1], nil
	}
	rep, err := parmesan.EvaluateStream(context.Background(), []string{"a", "b"}, parmesan.DefaultOptions("en"), next)
	if err != nil {
		log.Fatal(err)
	}
	if err := rep.Render(os.Stdout, eval.RenderOptions{Format: eval.FormatText, Width: 4, ScoreOnly: true, Meteor: true}); err != nil {
		log.Fatal(err)
	}
	// Output:
	// a	0.4106
	// b	0.4459
}

// Several metrics of the family in one call.
func ExampleEvaluateMetrics() {
	refs := [][]string{{"The cat sat on the mat .", "He bought an automobile yesterday ."}}
	hyps := []string{"The cat sat on a mat .", "Yesterday he bought a car ."}
	res, err := parmesan.EvaluateMetrics(refs, []parmesan.System{{Name: "sys", Hyps: hyps}},
		[]string{eval.MetricMeteor, eval.MetricBLEU, eval.MetricCHRF}, parmesan.MetricConfig{}, parmesan.DefaultOptions("en"), parmesan.MetricOptions{})
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range res {
		fmt.Printf("%s %.4f\n", r.Metric, r.Score)
	}
	// Output:
	// meteor 0.4198
	// bleu 29.0319
	// chrf 51.3658
}
