package mpeda

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// Any text: no panic, R and pos in [0, 1], sizes at least the shared
// counts, and the same candidates with a tiny memory budget (spilling).
func FuzzExtract(f *testing.F) {
	f.Add(handCorpus, 2)
	f.Add("a\x00b \x01 c\n\n\r\nd d d\n", 1)
	f.Add("é ü ß\nß é\n", 3)
	f.Fuzz(func(t *testing.T, text string, window int) {
		o := handOptions()
		o.ChunkLen, o.Window, o.TempDir = 2, window&3, t.TempDir()
		got, _, err := Extract(context.Background(), StringInput("fuzz", text), o)
		if err != nil {
			return // an over-long line
		}
		o.Mem = 2000
		again, _, err := Extract(context.Background(), StringInput("fuzz", text), o)
		if err != nil || len(again) != len(got) {
			t.Fatalf("spilling run: %d candidates, %v; want %d", len(again), err, len(got))
		}
		for i, c := range got {
			if c.R < 0 || c.R > 1 || c.Pos < 0 || c.Pos > 1 || c.A >= c.B {
				t.Errorf("bad candidate %+v", c)
			}
			for n := range c.Shared {
				if c.Shared[n] > min(c.SizeA[n], c.SizeB[n]) {
					t.Errorf("shared > size: %+v", c)
				}
			}
			if a := again[i]; a.A != c.A || a.B != c.B || a.Pos != c.Pos || a.R != c.R {
				t.Errorf("spilling changed %+v into %+v", c, a)
			}
		}
	})
}

// Any domain and general text: no panic, and the selection is a subset
// of the general lines' count.
func FuzzSelect(f *testing.F) {
	f.Add("a a\na b\n", "a c\nb b\n", 0.5)
	f.Add("x\n", "\n\n\n", 1.0)
	f.Fuzz(func(t *testing.T, dom, gen string, keep float64) {
		var out bytes.Buffer
		st, err := Select(context.Background(), StringInput("dom", dom), StringInput("gen", gen), &out, Options{Keep: keep, Order: 2})
		if err != nil {
			return
		}
		lines := 0
		for _, l := range strings.Split(out.String(), "\n") {
			if l != "" {
				lines++
			}
		}
		if st.Selected > st.GeneralSentences || st.SelectedDocs < 1 || lines != st.Selected {
			t.Errorf("stats %+v, output %q", st, out.String())
		}
	})
}
