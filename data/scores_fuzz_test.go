package data

import (
	"math"
	"strings"
	"testing"
)

// FuzzEvalSetScores fuzzes the set path of correlate's TSV reader
// (seg_scores.tsv with its segment bound, sys_scores.tsv), seeded with
// lines of the shared HUME set's layout: no panic, errors render and name
// the file, accepted indices are below the bound, scores are finite.
func FuzzEvalSetScores(f *testing.F) {
	f.Add("Chimera\t0\t0.81\nCU-TectoMT\t0\t0.63\nChimera\t1\tNone\n", uint8(3), uint16(2))
	f.Add("Chimera\t0.4133\nCU-Mergedtrees\t0.2978\n", uint8(2), uint16(0))
	f.Add("\uFEFFA\t0\t1\nA\t0\t2\n", uint8(3), uint16(1))
	f.Add("A\t9000000000000000000\t1\n", uint8(3), uint16(5))
	f.Add("A\t0\t+Inf\n", uint8(3), uint16(5))
	f.Fuzz(func(t *testing.T, in string, fields uint8, nseg uint16) {
		fl := []int{0, 2, 3}[int(fields)%3]
		s, err := parseScores(strings.NewReader(in), "seg_scores.tsv", fl, int(nseg))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "seg_scores.tsv") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		for _, m := range s.Seg {
			for i, v := range m {
				if nseg > 0 && i >= int(nseg) {
					t.Fatalf("index %d accepted with %d segments", i, nseg)
				}
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Fatalf("non-finite score kept: %v", v)
				}
			}
		}
		for _, v := range s.Sys {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("non-finite score kept: %v", v)
			}
		}
	})
}
