package extract

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/parmesan-mt/parmesan/beam/internal/synth"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
)

// The tests run on prism, Beam's in-process local runner (ptest's
// default), which logs every job at level INFO: only warnings are shown.
func TestMain(m *testing.M) {
	beamlog.LogLevel = "warn" // read by beam.Init, which ptest.Main calls
	ptest.Main(m)
}

// readRecords reads a (possibly gzip) Meteor table and returns its
// 3-line records sorted, so tables can be compared regardless of order.
func readRecords(t *testing.T, path string) []string {
	t.Helper()
	f, err := data.OpenMaybeGzip(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines)%3 != 0 {
		t.Fatalf("%s: %d lines, not a multiple of 3", path, len(lines))
	}
	var recs []string
	for i := 0; i < len(lines); i += 3 {
		recs = append(recs, lines[i]+lines[i+1]+lines[i+2])
	}
	sort.Strings(recs)
	return recs
}

// sameRecords checks that two tables hold the same records, byte for
// byte after sorting, and that the expected one has at least min.
func sameRecords(t *testing.T, want, got string, min int) {
	t.Helper()
	w, g := readRecords(t, want), readRecords(t, got)
	if len(w) < min {
		t.Fatalf("single machine gave only %d records (want ≥ %d): the case tests little", len(w), min)
	}
	if len(g) != len(w) {
		t.Fatalf("beam: %d records, single machine: %d", len(g), len(w))
	}
	for i := range w {
		if w[i] != g[i] {
			t.Fatalf("first difference at sorted record %d: beam %q, single machine %q", i, g[i], w[i])
		}
	}
	t.Logf("%d records identical", len(w))
}

// singleMachine builds the table as parmesan table build --phrase-table does.
func singleMachine(t *testing.T, table, corpus, out string, th Thresholds) {
	t.Helper()
	opt := paraphrase.PivotOptions{MinTransProb: th.MinTransProb, MinFinalProb: th.MinFinalProb}
	if corpus != "" {
		lines, err := data.ReadLinesFile(corpus, nil)
		if err != nil {
			t.Fatal(err)
		}
		opt.Common = paraphrase.CommonWords(lines, paraphrase.DefaultMinRelFreq)
	}
	f, err := data.OpenMaybeGzip(table)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set, err := paraphrase.PivotPhraseTable(f, table, opt)
	if err != nil {
		t.Fatal(err)
	}
	if err := paraphrase.WriteMeteorFile(out, set.Pairs()); err != nil {
		t.Fatal(err)
	}
}

// onBeam builds the same table with the pipeline on the local runner.
func onBeam(t *testing.T, table, corpus, out string, th Thresholds) error {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	var common beam.PCollection
	if corpus != "" {
		common = CommonWords(s, textio.Read(s, corpus), paraphrase.DefaultMinRelFreq)
	} else {
		common = beam.CreateList(s, []string{})
	}
	WriteTable(s, out, Pivot(s, textio.ReadWithFilename(s, table), common, th))
	return ptest.Run(p)
}

func writeFile(t *testing.T, path string, gen func(io.Writer) error) {
	t.Helper()
	var b bytes.Buffer
	if err := gen(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPivotMatchesSingleMachine(t *testing.T) {
	dir := t.TempDir()
	hand := filepath.Join(dir, "hand.pt")
	// The single-machine package's hand-computed example, plus a line
	// whose target differs from another only in white space.
	if err := os.WriteFile(hand, []byte(strings.Join([]string{
		"haus ||| home ||| 0.5 0 0.4 0",
		"haus ||| house ||| 0.8 0 0.6 0",
		"haus ||| big house ||| 0.9 0 0.9 0",
		"haus ||| house , ||| 0.9 0 0.9 0",
		"heim ||| home ||| 0.5 0 1.0 0",
		"heim ||| dwelling ||| 0.0005 0 0.9 0",
		"heim ||| big  house ||| 0.3 0 0.2 0",
		"",
		"zuhause ||| home ||| 0.02 0 0.3 0",
		"zuhause ||| house ||| 0.01 0 0.3 0",
	}, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gen := filepath.Join(dir, "synth.pt")
	writeFile(t, gen, func(w io.Writer) error { return synth.PhraseTable(w, 20000, 1) })
	corpus := filepath.Join(dir, "corpus.txt")
	writeFile(t, corpus, func(w io.Writer) error { return synth.Corpus(w, 2000, 2) })

	for _, c := range []struct {
		name, table, corpus string
		th                  Thresholds
		minRecords          int
	}{
		{"hand", hand, "", Thresholds{}, 4},
		{"hand,nothing-kept", hand, "", Thresholds{MinFinalProb: 0.99}, 0}, // the file is still written
		{"synthetic", gen, "", Thresholds{}, 1000},
		{"synthetic+common", gen, corpus, Thresholds{}, 1000},
		{"synthetic+thresholds", gen, "", Thresholds{MinTransProb: 0.01, MinFinalProb: 0.05}, 100},
	} {
		t.Run(c.name, func(t *testing.T) {
			want, got := filepath.Join(dir, c.name+".single.gz"), filepath.Join(dir, c.name+".beam.gz")
			singleMachine(t, c.table, c.corpus, want, c.th)
			if err := onBeam(t, c.table, c.corpus, got, c.th); err != nil {
				t.Fatal(err)
			}
			sameRecords(t, want, got, c.minRecords)
		})
	}
}

// A bad line fails the pipeline with the file named and leaves no output.
func TestPivotBadLine(t *testing.T) {
	dir := t.TempDir()
	table := filepath.Join(dir, "bad.pt")
	if err := os.WriteFile(table, []byte("a ||| b ||| 0.5 0 0.5 0\nc ||| d ||| 0.5 x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.gz")
	err := onBeam(t, table, "", out, Thresholds{})
	if err == nil {
		t.Fatal("want an error")
	}
	if !strings.Contains(err.Error(), "bad.pt") || !strings.Contains(err.Error(), `score "x" is not a number`) {
		t.Errorf("error does not name the file and the fault: %v", err)
	}
	if _, serr := os.Stat(out); !os.IsNotExist(serr) {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			fi, _ := e.Info()
			t.Logf("%s %d", e.Name(), fi.Size())
		}
		t.Errorf("output file exists after a failed run")
	}
}
