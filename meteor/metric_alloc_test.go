package meteor

import (
	"testing"

	"github.com/parmesan-mt/parmesan/metric"
)

// TestMetricAddAllocs: adding a segment into an accumulator of the right
// size allocates nothing (bootstrap and paired tests add millions).
func TestMetricAddAllocs(t *testing.T) {
	m := &Metric{}
	seg := Stats{TestLen: 5, RefLen: 6, TestTotal: 5, RefTotal: 6, Chunks: 2, TestWordMatches: 4, RefWordMatches: 4}
	seg.TestContent[0], seg.RefContent[0] = 4, 4
	b := seg.Flat()
	acc := make(metric.Stats, 0, flatLen)
	m.Add(&acc, b) // sizes the accumulator
	if n := testing.AllocsPerRun(100, func() { m.Add(&acc, b) }); n != 0 {
		t.Errorf("Metric.Add allocates %v times per call, want 0", n)
	}
	// 102 additions of the same segment: every count is 102 times the
	// segment's (none is perfect, so chunks add up too).
	if got, _ := StatsFromFlat(acc); got.TestLen != 5*102 || got.Chunks != 2*102 || got.TestContent[0] != 4*102 {
		t.Errorf("after 102 additions: %+v", got)
	}
}

// TestMetricAddFlat: Add on flat vectors is Stats.Add, perfect segments
// (which add no chunks) included.
func TestMetricAddFlat(t *testing.T) {
	perfect := Stats{TestLen: 3, RefLen: 3, TestTotal: 3, RefTotal: 3, Chunks: 1, TestWordMatches: 3, RefWordMatches: 3}
	perfect.TestContent[0], perfect.RefContent[0] = 3, 3
	other := Stats{TestLen: 5, RefLen: 7, TestFunc: 1, RefFunc: 2, TestTotal: 4, RefTotal: 6, Chunks: 3, TestWordMatches: 3, RefWordMatches: 3}
	other.TestContent[1], other.RefFunction[2] = 2, 1
	for _, c := range []struct {
		name string
		segs []Stats
	}{
		{"one", []Stats{other}},
		{"perfect", []Stats{perfect}},
		{"mixed", []Stats{other, perfect, other, perfect, perfect}},
		{"empty segment", []Stats{{}, other}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var acc metric.Stats
			m := &Metric{}
			for i := range c.segs {
				m.Add(&acc, c.segs[i].Flat())
			}
			want := Aggregate(c.segs)
			if got, ok := StatsFromFlat(acc); !ok || got != want {
				t.Errorf("flat Add = %+v, Stats.Add = %+v", got, want)
			}
		})
	}
}
