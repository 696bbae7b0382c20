package meteor

import (
	"testing"

	"github.com/parmesan-mt/parmesan/data"
)

func FuzzParseSS(f *testing.F) {
	f.Add("7.0 7.0 4.0 4.0 3.0 3.0 4.0 4.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 1.0 7.0 7.0")
	f.Add("1 2 3")
	f.Fuzz(func(t *testing.T, s string) {
		st, err := ParseSS(s)
		if err != nil {
			return
		}
		// A parsed line prints back to a line that parses to the same stats.
		back, err := ParseSS(st.SS())
		if err != nil {
			t.Fatalf("reparse of %q: %v", st.SS(), err)
		}
		if back.SS() != st.SS() {
			t.Fatalf("round trip: %q vs %q", back.SS(), st.SS())
		}
	})
}

// FuzzAlign checks the aligner's invariants on arbitrary sentence pairs
// over a small vocabulary (so that matches are frequent): no panic; chosen
// matches are in ref order, inside both sentences and non-overlapping; the
// statistics agree with the matches; the score is in [0, 1].
func FuzzAlign(f *testing.F) {
	f.Add("the cat sat on the mat", "a cat sat on a mat", uint8(40))
	f.Add("running runs ran", "run runner running", uint8(1))
	f.Add("big cat big cat", "lion lion big", uint8(0))
	tab := NewParaphraseTable()
	for _, p := range [][2]string{{"big cat", "lion"}, {"lion", "big cat"}, {"the", "a"}, {"sat on", "sat"}} {
		if err := tab.Add(p[0], p[1]); err != nil {
			f.Fatal(err)
		}
	}
	syn := &data.Synonyms{Synsets: map[string][]int32{"cat": {1}, "lion": {1}, "mat": {2}, "rug": {2}}, Bases: map[string][]string{"ran": {"run"}}}
	res := &Resources{Paraphrases: tab, Synonyms: syn, FunctionWords: data.WordSet{"the": {}, "a": {}, "on": {}}}
	f.Fuzz(func(t *testing.T, hyp, ref string, beam uint8) {
		b := int(beam % 50)
		if b == 0 {
			b = NoBeam
		}
		s, err := New(Config{Language: "en", Beam: b, Modules: []Module{Exact, Stem, Synonym, Paraphrase}}, res)
		if err != nil {
			t.Fatal(err)
		}
		seg := s.Align(hyp, []string{ref})
		usedH := make([]bool, len(seg.Hyp))
		usedR := make([]bool, len(seg.RefWords))
		last := -1
		var wm int
		for _, m := range seg.Matches {
			if m.RefStart <= last || m.RefLen < 1 || m.HypLen < 1 || m.RefStart+m.RefLen > len(seg.RefWords) || m.HypStart+m.HypLen > len(seg.Hyp) {
				t.Fatalf("bad match %+v (hyp %d, ref %d words)", m, len(seg.Hyp), len(seg.RefWords))
			}
			last = m.RefStart
			for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
				if usedH[k] {
					t.Fatalf("hyp word %d matched twice", k)
				}
				usedH[k] = true
			}
			for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
				if usedR[k] {
					t.Fatalf("ref word %d matched twice", k)
				}
				usedR[k] = true
			}
			wm += m.HypLen
		}
		if float64(wm) != seg.Stats.TestWordMatches || seg.Stats.TestLen != float64(len(seg.Hyp)) {
			t.Fatalf("stats disagree with matches: %+v", seg.Stats)
		}
		if sc := seg.Metrics.Score; sc < 0 || sc > 1 {
			t.Fatalf("score %v out of range", sc)
		}
	})
}
