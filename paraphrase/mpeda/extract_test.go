package mpeda

import (
	"context"
	"math"
	"testing"
)

// The hand-worked corpus for the ChunkDice score, one line per document
// (documents separated by an empty line, the whole document as window),
// chunks of one context word (ChunkLen 1), every threshold off:
//
//	1  the cat sat      padded <s> the cat sat </s>
//	2  the dog sat      padded <s> the dog sat </s>
//	3  cat dog          padded <s> cat dog </s>
//
// Terms (ids in byte order): cat, dog, sat, the; n(t) = 2 for each.
// Co-occurrence: n(sat,the) = 2, every other pair seen 1 (cat–dog,
// cat–sat, cat–the, dog–sat, dog–the), so R(sat,the) = 2²/(2·2) = 1 and
// R = 1²/(2·2) = 0.25 for the others.
//
// Chunks (slot _; position matters):
//
//	C(cat) = {the _, _ sat, <s> _, _ dog}     4
//	C(dog) = {the _, _ sat, cat _, _ </s>}    4
//	C(sat) = {cat _, _ </s>, dog _}           3
//	C(the) = {<s> _, _ cat, _ dog}            3
//
// pos = 2·shared/(|Ca|+|Cb|):
//
//	cat–dog {the _, _ sat}     2·2/8 = 0.5
//	cat–the {<s> _, _ dog}     2·2/7 = 4/7
//	dog–sat {cat _, _ </s>}    2·2/7 = 4/7
//	cat–sat, dog–the, sat–the  0
const handCorpus = "the cat sat\n\nthe dog sat\n\ncat dog\n"

func handOptions() Options {
	return Options{Score: ChunkDice, ChunkLen: 1, MinCount: 1, MaxRelFreq: -1, MinCooc: 1, MinR: -1, MinPos: -1, MaxChunkTerms: 100}
}

func TestExtractHandComputed(t *testing.T) {
	want := []Candidate{
		{A: "cat", B: "dog", Cooc: 1, R: 0.25, Shared: []int64{2}, SizeA: []int64{4}, SizeB: []int64{4}, Pos: 0.5},
		{A: "cat", B: "sat", Cooc: 1, R: 0.25, Shared: []int64{0}, SizeA: []int64{4}, SizeB: []int64{3}, Pos: 0},
		{A: "cat", B: "the", Cooc: 1, R: 0.25, Shared: []int64{2}, SizeA: []int64{4}, SizeB: []int64{3}, Pos: 4.0 / 7},
		{A: "dog", B: "sat", Cooc: 1, R: 0.25, Shared: []int64{2}, SizeA: []int64{4}, SizeB: []int64{3}, Pos: 4.0 / 7},
		{A: "dog", B: "the", Cooc: 1, R: 0.25, Shared: []int64{0}, SizeA: []int64{4}, SizeB: []int64{3}, Pos: 0},
		{A: "sat", B: "the", Cooc: 2, R: 1, Shared: []int64{0}, SizeA: []int64{3}, SizeB: []int64{3}, Pos: 0},
	}
	for _, tc := range []struct {
		name    string
		workers int
		mem     int64
	}{
		{"one worker", 1, 1 << 30},
		{"two workers", 2, 1 << 30},
		{"spilling", 2, 200}, // every few keys go to disk
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := handOptions()
			o.Workers, o.Mem, o.TempDir = tc.workers, tc.mem, t.TempDir()
			got, st, err := Extract(context.Background(), StringInput("hand", handCorpus), o)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("%d candidates, want %d: %+v", len(got), len(want), got)
			}
			for i, w := range want {
				g := got[i]
				if g.A != w.A || g.B != w.B || g.Cooc != w.Cooc || math.Abs(g.R-w.R) > 1e-12 ||
					g.Shared[0] != w.Shared[0] || g.SizeA[0] != w.SizeA[0] || g.SizeB[0] != w.SizeB[0] ||
					math.Abs(g.Pos-w.Pos) > 1e-12 {
					t.Errorf("candidate %d: got %+v, want %+v", i, g, w)
				}
			}
			if st.Lines != 3 || st.Tokens != 8 || st.Types != 4 || st.Terms != 4 || st.Units != 3 || st.CoocPairs != 6 || st.Chunks != 8 || st.Pairs != 6 {
				t.Errorf("stats %+v", st)
			}
			if tc.mem < 1000 && st.Spills == 0 {
				t.Error("no spill with a tiny budget")
			}
		})
	}
}

func TestExtractThresholds(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   func(*Options)
		cands int
		pairs int
	}{
		// Only sat–the has R ≥ 0.3, and its pos is 0.
		{"MinR", func(o *Options) { o.MinR = 0.3 }, 1, 0},
		// Only sat–the co-occurs twice.
		{"MinCooc", func(o *Options) { o.MinCooc = 2 }, 1, 0},
		// pos ≥ 0.55 keeps cat–the and dog–sat (4/7), both directions.
		{"MinPos", func(o *Options) { o.MinPos = 0.55 }, 6, 4},
		// Every chunk with two terms is generic: nothing is shared.
		{"MaxChunkTerms", func(o *Options) { o.MaxChunkTerms = 1 }, 6, 0},
		// Each term keeps its best neighbour (R, then lower id): cat→dog,
		// dog→cat, sat→the, the→sat: two pairs.
		{"MaxRelated", func(o *Options) { o.MaxRelated = 1 }, 2, 2},
		// "cat", "dog", "sat", "the" are each 2 of 8 tokens = 0.25.
		{"MaxRelFreq", func(o *Options) { o.MaxRelFreq = 0.19 }, 0, 0},
		{"MinCount", func(o *Options) { o.MinCount = 3 }, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := handOptions()
			o.TempDir = t.TempDir()
			tc.set(&o)
			got, _, err := Extract(context.Background(), StringInput("hand", handCorpus), o)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tc.cands {
				t.Errorf("%d candidates, want %d: %+v", len(got), tc.cands, got)
			}
			if p := Pairs(got, o.WithDefaults().MinPos); len(p) != tc.pairs {
				t.Errorf("%d pairs, want %d: %+v", len(p), tc.pairs, p)
			}
		})
	}
}

// ChunkKeys keeps a chunk's length and slot position in one byte each:
// longer chunk contexts are refused before any reading.
func TestExtractChunkLenLimit(t *testing.T) {
	o := handOptions()
	o.TempDir = t.TempDir()
	o.ChunkLen = MaxChunkLen + 1
	if _, _, err := Extract(context.Background(), StringInput("hand", handCorpus), o); err == nil {
		t.Errorf("chunk length %d: no error", o.ChunkLen)
	}
	o.ChunkLen = MaxChunkLen
	if _, _, err := Extract(context.Background(), StringInput("hand", handCorpus), o); err != nil {
		t.Errorf("chunk length %d: %v", o.ChunkLen, err)
	}
}
