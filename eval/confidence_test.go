package eval

import (
	"testing"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/signif"
)

// BenchmarkBootstrapMeteor100k resamples 100,000 Meteor segment
// statistics 1000 times (the default of --confidence), as Run's rows
// resample them (flat statistics through the metric).
func BenchmarkBootstrapMeteor100k(b *testing.B) {
	sc, err := meteor.New(meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}}, nil)
	if err != nil {
		b.Fatal(err)
	}
	m, err := metric.New(MetricMeteor, meteor.MetricOptions{Scorer: sc, NRefs: 1})
	if err != nil {
		b.Fatal(err)
	}
	segs := make([]meteor.Stats, 100000)
	for i := range segs {
		n := float64(10 + i%30)
		m := float64(i % 11)
		segs[i] = meteor.Stats{TestLen: n, RefLen: n + 1, TestFunc: 3, RefFunc: 3, TestTotal: m, RefTotal: m,
			Chunks: float64(1 + i%4), TestWordMatches: m, RefWordMatches: m}
		segs[i].TestContent[0], segs[i].RefContent[0] = m, m
	}
	flat := make([]metric.Stats, len(segs))
	for i, s := range segs {
		flat[i] = s.Flat()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := signif.Bootstrap[metric.Stats](resampled{m}, flat, signif.Options{Resamples: 1000}); err != nil {
			b.Fatal(err)
		}
	}
}
