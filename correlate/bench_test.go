package correlate

import "testing"

// benchMatrices are 13 systems × 529 segments (the MQM TED zh-en shape)
// with many ties, as MQM scores have.
func benchMatrices() (gold, metric [][]float64) {
	gold, metric = make([][]float64, 13), make([][]float64, 13)
	for s := range gold {
		for i := 0; i < 529; i++ {
			gold[s] = append(gold[s], -float64((i*7+s*5)%6))
			metric[s] = append(metric[s], float64((i*13+s*11)%97)/97)
		}
	}
	return gold, metric
}

func BenchmarkCorrelate(b *testing.B) {
	gold, metric := benchMatrices()
	for _, c := range []struct {
		stat Statistic
		avg  Average
	}{
		{StatPearson, AverageNone}, {StatKendall, AverageNone}, {StatKendall, AverageItem}, {StatAcc23, AverageItem},
	} {
		b.Run(string(c.stat)+"/"+string(c.avg), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Correlate(c.stat, c.avg, gold, metric); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkBootstrapPearson(b *testing.B) {
	gold, metric := benchMatrices()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Bootstrap(StatPearson, AverageNone, gold, metric, ResampleOptions{Resamples: 100}); err != nil {
			b.Fatal(err)
		}
	}
}
