package extract

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// multiSingle mines segs as parmesan table multi does and writes the
// table to out and, with o.Slot, the slot tier to slotOut.
func multiSingle(t *testing.T, segs []multi.Segment, o MultiOptions, out, slotOut string) {
	t.Helper()
	an, err := lemma.New(o.Lang)
	if err != nil {
		t.Fatal(err)
	}
	al, tok, err := align.Meteor(o.Lang)
	if err != nil {
		t.Fatal(err)
	}
	res, err := multi.Mine(context.Background(), segs, an, tok, al, o.Options())
	if err != nil {
		t.Fatal(err)
	}
	if err := paraphrase.WriteMeteorFile(out, res.Pairs()); err != nil {
		t.Fatal(err)
	}
	if o.Slot != nil {
		if err := paraphrase.WriteMeteorFile(slotOut, res.SlotPairs()); err != nil {
			t.Fatal(err)
		}
	}
}

// multiBeam mines segs on Beam (prism), writing the table to out and the
// slot tier to slotOut (always: empty without o.Slot).
func multiBeam(segs []multi.Segment, o MultiOptions, out, slotOut string) error {
	p, s := beam.NewPipelineWithRoot()
	table, slot, _ := Multi(s, beam.CreateList(s, segs), o)
	WriteTable(s, out, table)
	WriteTable(s, slotOut, slot)
	return ptest.Run(p)
}

// czechClosed is the closed-class list the command passes for Czech.
func czechClosed() []string {
	var closed []string
	for w := range rewrite.DefaultGuard("cs").Closed {
		closed = append(closed, w)
	}
	return closed
}

// TestMultiMatchesSingleMachine mines the same segments on one machine
// (multi.Mine) and on Beam (Multi, prism) and compares the tables
// record by record, the main table and the slot-only tier
// (multi.DefaultSlot): made-up Czech translations, and the first 120
// segments of WMT22 en-cs when the shared corpora are present. Without
// a slot tier the main table is the same and the tier's file empty.
func TestMultiMatchesSingleMachine(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	made := func(n int, a, b string) []multi.Segment {
		var segs []multi.Segment
		for i := 0; i < n; i++ {
			segs = append(segs, multi.Segment{Corpus: "made", Line: i + 1, Systems: []string{"A", "B", "C", "D"},
				Texts: []string{strings.ReplaceAll(a, "#", "ministr"), strings.ReplaceAll(b, "#", "ministr"),
					strings.ReplaceAll(b, "#", "ministr"), strings.ReplaceAll(a, "#", "ministr")}})
		}
		return segs
	}
	segs := append(made(3, "# řekl, že přijde.", "# uvedl, že přijde."), made(12, "On rovněž přijde.", "On také přijde.")...)
	segs = append(segs, made(3, "Klikněte na tlačítko Start.", "Stiskněte tlačítko Start.")...)
	// One segment only: below the main table's MinSegments, in the slot
	// tier (two systems write each side, both adjectives).
	segs = append(segs, made(1, "Auto je rychlé.", "Auto je svižné.")...)
	cases := []struct {
		name         string
		segs         []multi.Segment
		min, slotMin int
	}{{"made-up", segs, 4, 2}}
	dir := filepath.Join("..", "..", "..", "shared", "corpora", "multi-translation", "generaltest2022.en-cs")
	if _, err := os.Stat(dir); err == nil && !testing.Short() {
		corp, err := multi.ReadCorpus(dir)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct {
			name         string
			segs         []multi.Segment
			min, slotMin int
		}{"wmt22-en-cs-120", corp.Segments()[:120], 10, 100})
	} else {
		t.Logf("shared corpora not found or -short: only the made-up case")
	}
	slot := multi.DefaultSlot
	o := MultiOptions{Lang: "cs", Closed: czechClosed(), Slot: &slot}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tmp := t.TempDir()
			want, got := filepath.Join(tmp, "single.gz"), filepath.Join(tmp, "beam.gz")
			wantSlot, gotSlot := filepath.Join(tmp, "single-slot.gz"), filepath.Join(tmp, "beam-slot.gz")
			multiSingle(t, c.segs, o, want, wantSlot)
			if err := multiBeam(c.segs, o, got, gotSlot); err != nil {
				t.Fatal(err)
			}
			sameRecords(t, want, got, c.min)
			sameRecords(t, wantSlot, gotSlot, c.slotMin)
		})
	}
	t.Run("made-up-no-slot", func(t *testing.T) {
		tmp := t.TempDir()
		want, got, gotSlot := filepath.Join(tmp, "single.gz"), filepath.Join(tmp, "beam.gz"), filepath.Join(tmp, "beam-slot.gz")
		o := MultiOptions{Lang: "cs", Closed: czechClosed()}
		multiSingle(t, segs, o, want, "")
		if err := multiBeam(segs, o, got, gotSlot); err != nil {
			t.Fatal(err)
		}
		sameRecords(t, want, got, 4)
		if n := len(readRecords(t, gotSlot)); n != 0 {
			t.Errorf("no slot tier asked, but %d slot records", n)
		}
	})
}

// TestMultiSlotAgreedFails checks that a slot tier asking for source
// agreement, which Multi cannot compute, fails the run with a message
// saying why and writes no table.
func TestMultiSlotAgreedFails(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	slot := multi.DefaultSlot
	slot.MinAgreed = 0.5
	segs := []multi.Segment{{Corpus: "made", Line: 1, Systems: []string{"A", "B"}, Texts: []string{"On také přijde.", "On rovněž přijde."}}}
	tmp := t.TempDir()
	out := filepath.Join(tmp, "beam.gz")
	err := multiBeam(segs, MultiOptions{Lang: "cs", Slot: &slot}, out, filepath.Join(tmp, "beam-slot.gz"))
	if err == nil || !strings.Contains(err.Error(), "MinAgreed") {
		t.Fatalf("want an error naming MinAgreed, got %v", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("%s written by a failed run (stat: %v)", out, err)
	}
}

// TestMultiAllCorpora mines every test set into Czech under
// ../shared/corpora on Beam (prism), both tiers, and compares the
// records with the tables parmesan ships (paraphrase/multi/multi-cs.gz
// and multi-cs-slot.gz, built by the single-machine command). Minutes
// long: set PARMESAN_BEAM_MULTI_ALL=1.
func TestMultiAllCorpora(t *testing.T) {
	if os.Getenv("PARMESAN_BEAM_MULTI_ALL") == "" {
		t.Skip("set PARMESAN_BEAM_MULTI_ALL=1 to mine all the shared corpora on Beam")
	}
	root := filepath.Join("..", "..", "..", "shared", "corpora", "multi-translation")
	var segs []multi.Segment
	for _, name := range []string{"generaltest2022.en-cs", "wmttest2024.en-cs"} {
		corp, err := multi.ReadCorpus(filepath.Join(root, name))
		if err != nil {
			t.Skipf("shared corpora not found: %v", err)
		}
		segs = append(segs, corp.Segments()...)
	}
	tmp := t.TempDir()
	got, gotSlot := filepath.Join(tmp, "beam.gz"), filepath.Join(tmp, "beam-slot.gz")
	slot := multi.DefaultSlot
	if err := multiBeam(segs, MultiOptions{Lang: "cs", Closed: czechClosed(), Slot: &slot}, got, gotSlot); err != nil {
		t.Fatal(err)
	}
	shipped := filepath.Join("..", "..", "paraphrase", "multi")
	sameRecords(t, filepath.Join(shipped, "multi-cs.gz"), got, 6000)
	sameRecords(t, filepath.Join(shipped, "multi-cs-slot.gz"), gotSlot, 10000)
}
