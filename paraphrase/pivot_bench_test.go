package paraphrase

import "testing"

// BenchmarkPairGroup combines pivot groups of 2 to 12 translations, the
// inner loop of pivot extraction (Pivoter and the Beam pipeline).
func BenchmarkPairGroup(b *testing.B) {
	words := []string{"house", "home", "dwelling", "building", "residence", "abode", "place", "flat", "household", "homestead", "lodging", "quarters"}
	var groups [][]Translation
	for n := 2; n <= len(words); n++ {
		g := make([]Translation, n)
		for i := range g {
			w := words[(i*7+n)%len(words)] // not in sorted order
			g[i] = Translation{E: w, PFE: 0.05 + float64(i)/40, PEF: 0.9 - float64(i)/30}
		}
		groups = append(groups, g)
	}
	o := PivotOptions{}.WithDefaults()
	sum := 0.0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, g := range groups {
			o.PairGroup(g, func(_, _ string, x float64) { sum += x })
		}
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}
