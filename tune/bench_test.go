package tune

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
)

// BenchmarkGridHUME times one full default grid (287,091 points, exact
// matching, segment-level Pearson) over HUME en-cs from cached statistics:
// go test ./tune -bench GridHUME -benchtime 3x.
func BenchmarkGridHUME(b *testing.B) {
	dir := filepath.Join("..", "..", "shared", "eval", "hume-round2", "hume2016.en-cs")
	if _, err := os.Stat(dir); err != nil {
		b.Skipf("shared evaluation data not found at %s: %v", dir, err)
	}
	set, err := data.ReadEvalSet(dir)
	if err != nil {
		b.Fatal(err)
	}
	ev, err := eval.NewEvaluator(eval.Options{Meteor: meteor.Config{Language: "cz", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	if err != nil {
		b.Fatal(err)
	}
	d, err := Collect(ev, set, CollectOptions{})
	if err != nil {
		b.Fatal(err)
	}
	pearson, _ := LookupStatistic("pearson")
	start := StartPoint(ev.Scorer().Settings())
	o := Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: DefaultSpace(1), Start: start}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := Tune(d, o)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(res.Evaluated)/res.SearchTime.Seconds(), "points/s")
	}
}
