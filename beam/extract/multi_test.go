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
// table to out.
func multiSingle(t *testing.T, segs []multi.Segment, o MultiOptions, out string) {
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
}

func multiBeam(segs []multi.Segment, o MultiOptions, out string) error {
	p, s := beam.NewPipelineWithRoot()
	WriteTable(s, out, Multi(s, beam.CreateList(s, segs), o))
	return ptest.Run(p)
}

// TestMultiMatchesSingleMachine mines the same segments on one machine
// (multi.Mine) and on Beam (Multi, prism) and compares the tables
// record by record: made-up Czech translations, and the first 120
// segments of WMT22 en-cs when the shared corpora are present.
func TestMultiMatchesSingleMachine(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	var closed []string
	for w := range rewrite.DefaultGuard("cs").Closed {
		closed = append(closed, w)
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
	cases := []struct {
		name string
		segs []multi.Segment
		min  int
	}{{"made-up", segs, 4}}
	dir := filepath.Join("..", "..", "..", "shared", "corpora", "multi-translation", "generaltest2022.en-cs")
	if _, err := os.Stat(dir); err == nil && !testing.Short() {
		corp, err := multi.ReadCorpus(dir)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct {
			name string
			segs []multi.Segment
			min  int
		}{"wmt22-en-cs-120", corp.Segments()[:120], 10})
	} else {
		t.Logf("shared corpora not found or -short: only the made-up case")
	}
	o := MultiOptions{Lang: "cs", Closed: closed}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tmp := t.TempDir()
			want, got := filepath.Join(tmp, "single.gz"), filepath.Join(tmp, "beam.gz")
			multiSingle(t, c.segs, o, want)
			if err := multiBeam(c.segs, o, got); err != nil {
				t.Fatal(err)
			}
			sameRecords(t, want, got, c.min)
		})
	}
}

// TestMultiAllCorpora mines every test set into Czech under
// ../shared/corpora on Beam (prism) and compares the records with the
// table parmesan ships (paraphrase/multi/multi-cs.gz, built by the
// single-machine command). Minutes long: set PARMESAN_BEAM_MULTI_ALL=1.
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
	var closed []string
	for w := range rewrite.DefaultGuard("cs").Closed {
		closed = append(closed, w)
	}
	got := filepath.Join(t.TempDir(), "beam.gz")
	if err := multiBeam(segs, MultiOptions{Lang: "cs", Closed: closed}, got); err != nil {
		t.Fatal(err)
	}
	sameRecords(t, filepath.Join("..", "..", "paraphrase", "multi", "multi-cs.gz"), got, 6000)
}
