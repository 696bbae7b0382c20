package mpeda

import (
	"context"
	"math"
	"strings"
	"testing"
)

// Figure 1 of the paper as a corpus: three documents whose term network
// is the figure's (t1 computer, t2 Internet, t3 calculating machine, t4
// electronic; the phrase term written as one token):
//
//	D1 computer internet calculating_machine
//	D2 computer calculating_machine electronic
//	D3 computer electronic
//
// C(computer) = 3, C(cm) = 2, C(internet) = 1, C(electronic) = 2.
// Edges, R = C(i,j)²/(C(i)·C(j)) (formulas 1–3):
//
//	computer–internet  1²/(3·1) = 1/3
//	computer–cm        2²/(3·2) = 2/3
//	internet–cm        1²/(1·2) = 1/2
//	computer–electronic 2²/(3·2) = 2/3
//	cm–electronic      1²/(2·2) = 1/4
//	(internet and electronic never co-occur: no edge)
//
// Triangles (formula 6, the mean R of the three edges):
//
//	{t1, t2, t3}: (1/3 + 2/3 + 1/2)/3 = 1/2
//	{t1, t3, t4}: (2/3 + 2/3 + 1/4)/3 = 19/36
//
// W3(t1) = W3(t3) = 1/2 + 19/36 = 37/36, W3(t2) = 1/2, W3(t4) = 19/36,
// so (formula 4):
//
//	pos(t1, t3) = (37/36) / (37/36)               = 1   (the figure's pair)
//	pos(t1, t2) = pos(t2, t3) = (1/2)/(½(37+18)/36) = 36/55
//	pos(t1, t4) = pos(t3, t4) = (19/36)/(½(37+19)/36) = 19/28
const figure1 = "computer internet calculating_machine\n\ncomputer calculating_machine electronic\n\ncomputer electronic\n"

func TestTrianglesFigure1(t *testing.T) {
	want := []Candidate{ // term ids in byte order: cm, computer, electronic, internet
		{A: "calculating_machine", B: "computer", Cooc: 2, R: 2.0 / 3, W3AB: 37.0 / 36, W3A: 37.0 / 36, W3B: 37.0 / 36, Pos: 1},
		{A: "calculating_machine", B: "electronic", Cooc: 1, R: 1.0 / 4, W3AB: 19.0 / 36, W3A: 37.0 / 36, W3B: 19.0 / 36, Pos: 19.0 / 28},
		{A: "calculating_machine", B: "internet", Cooc: 1, R: 1.0 / 2, W3AB: 1.0 / 2, W3A: 37.0 / 36, W3B: 1.0 / 2, Pos: 36.0 / 55},
		{A: "computer", B: "electronic", Cooc: 2, R: 2.0 / 3, W3AB: 19.0 / 36, W3A: 37.0 / 36, W3B: 19.0 / 36, Pos: 19.0 / 28},
		{A: "computer", B: "internet", Cooc: 1, R: 1.0 / 3, W3AB: 1.0 / 2, W3A: 37.0 / 36, W3B: 1.0 / 2, Pos: 36.0 / 55},
	}
	// The same with the phrase written as two words and phrase terms on
	// (PhraseLen 2): "calculating machine" is seen twice (PhraseMin 2);
	// no other pair of adjacent words is seen twice, so the phrase is the
	// only phrase term, each of its occurrences is read as it, and the
	// network is the figure's.
	phrases := strings.ReplaceAll(figure1, "calculating_machine", "calculating machine")
	for _, tc := range []struct {
		corpus    string
		phraseLen int
		workers   int
	}{{figure1, 1, 1}, {figure1, 1, 2}, {phrases, 2, 1}, {phrases, 2, 2}} {
		if tc.phraseLen > 1 {
			for i := range want {
				want[i].A = strings.ReplaceAll(want[i].A, "_", " ")
			}
		}
		o := Options{Paper: true, Workers: tc.workers, PhraseLen: tc.phraseLen, TempDir: t.TempDir()}
		got, st, err := Extract(context.Background(), StringInput("figure1", tc.corpus), o)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("%d candidates, want %d: %+v", len(got), len(want), got)
		}
		near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
		for i, w := range want {
			g := got[i]
			if g.A != w.A || g.B != w.B || g.Cooc != w.Cooc || !near(g.R, w.R) || !near(g.W3AB, w.W3AB) ||
				!near(g.W3A, w.W3A) || !near(g.W3B, w.W3B) || !near(g.Pos, w.Pos) {
				t.Errorf("candidate %d: got %+v, want %+v", i, g, w)
			}
		}
		if st.Units != 3 || st.Triangles != 2 || st.Candidates != 5 || st.CoocPairs != 5 || st.Pairs != 10 {
			t.Errorf("stats %+v", st)
		}
		pairs := Pairs(got, o.WithDefaults().MinPos)
		if len(pairs) != 10 || pairs[0].A != want[0].A || pairs[0].B != "computer" || pairs[0].Prob != 1 {
			t.Errorf("pairs %+v", pairs)
		}
	}
}

// The window: C(ti, tj) counts documents in which the two terms occur
// within Window tokens (positions i < j with j − i < Window), once per
// document; a document's sentences are one token sequence. Documents
// "a b / c d" and "d c x b":
//
//	window 2: a–b 1, b–c 1, c–d 2, c–x 1, b–x 1
//	window 3: adds a–c 1, b–d 1 (doc 1) and d–x 1, b–c (2 apart in doc 2: now 2)
//	window 0: every pair of distinct terms of a document
func TestNetworkWindow(t *testing.T) {
	const corpus = "a b\nc d\n\nd c x b\n"
	for _, tc := range []struct {
		window int
		want   map[[2]string]int64
	}{
		{2, map[[2]string]int64{{"a", "b"}: 1, {"b", "c"}: 1, {"c", "d"}: 2, {"c", "x"}: 1, {"b", "x"}: 1}},
		{3, map[[2]string]int64{{"a", "b"}: 1, {"b", "c"}: 2, {"c", "d"}: 2, {"c", "x"}: 1, {"b", "x"}: 1,
			{"a", "c"}: 1, {"b", "d"}: 1, {"d", "x"}: 1}},
		{0, map[[2]string]int64{{"a", "b"}: 1, {"b", "c"}: 2, {"c", "d"}: 2, {"c", "x"}: 1, {"b", "x"}: 1,
			{"a", "c"}: 1, {"b", "d"}: 2, {"d", "x"}: 1, {"a", "d"}: 1}},
	} {
		o := Options{Paper: true, Window: tc.window, TempDir: t.TempDir()}
		got, st, err := Extract(context.Background(), StringInput("win", corpus), o)
		if err != nil {
			t.Fatal(err)
		}
		if st.Units != 2 {
			t.Errorf("window %d: %d documents, want 2", tc.window, st.Units)
		}
		if len(got) != len(tc.want) {
			t.Errorf("window %d: %d edges, want %d: %+v", tc.window, len(got), len(tc.want), got)
		}
		for _, c := range got {
			if n, ok := tc.want[[2]string{c.A, c.B}]; !ok || n != c.Cooc {
				t.Errorf("window %d: %s–%s co-occur %d times, want %d", tc.window, c.A, c.B, c.Cooc, n)
			}
		}
	}
}

// Without phrase terms, "calculating machine" is two terms, and the
// figure's pair is not found: computer–calculating gets pos < 1.
func TestPhraseTermsOff(t *testing.T) {
	corpus := strings.ReplaceAll(figure1, "calculating_machine", "calculating machine")
	got, _, err := Extract(context.Background(), StringInput("figure1", corpus), Options{Paper: true, TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range got {
		found = found || c.A == "calculating" && c.B == "computer"
		if strings.Contains(c.A+c.B, " ") {
			t.Errorf("phrase term %q–%q without PhraseLen", c.A, c.B)
		}
		if c.A == "calculating" && c.B == "computer" && c.Pos == 1 {
			t.Errorf("calculating–computer pos 1 without the phrase")
		}
	}
	if !found {
		t.Error("no calculating–computer edge")
	}
	if _, _, err := Extract(context.Background(), StringInput("x", corpus), Options{PhraseLen: 2, Score: ChunkDice}); err == nil {
		t.Error("phrase terms with chunk-dice: no error")
	}
}
