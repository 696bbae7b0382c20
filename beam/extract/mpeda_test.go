package extract

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/parmesan-mt/parmesan/beam/internal/synth"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

func TestMPEDAMatchesSingleMachine(t *testing.T) {
	dir := t.TempDir()
	// The sub-corpus as Select writes it (documents of 5 sentences,
	// separated by an empty line) and as the pipeline reads it (DOC TAB
	// TOKENS, one sentence a line).
	var buf strings.Builder
	if err := synth.Sentences(&buf, 3000, 7); err != nil {
		t.Fatal(err)
	}
	var docs, ids strings.Builder
	for i, l := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		if i > 0 && i%5 == 0 {
			docs.WriteString("\n")
		}
		docs.WriteString(l + "\n")
		fmt.Fprintf(&ids, "%d\t%s\n", i/5, l)
	}
	corpus := filepath.Join(dir, "sub.txt")
	writeFile(t, corpus, func(w io.Writer) error { _, err := io.WriteString(w, ids.String()); return err })
	for _, c := range []struct {
		name       string
		opt        mpeda.Options
		minRecords int
	}{
		// The default thresholds keep no term in so small a corpus
		// (MaxRelFreq 0.001 of 25k tokens); these exercise every step.
		{"triangles", mpeda.Options{MaxRelFreq: 0.05, MinPos: 0.05}, 50},
		{"triangles,related5,no-min-pos", mpeda.Options{MaxRelFreq: 0.05, MaxRelated: 5, MinPos: -1}, 50},
		{"chunk2", mpeda.Options{Score: mpeda.ChunkDice, MaxRelFreq: 0.05, MinPos: 0.05}, 50},
		{"chunk3,related5", mpeda.Options{Score: mpeda.ChunkDice, MaxRelFreq: 0.05, ChunkLen: 3, MaxRelated: 5, MinPos: 0.05}, 20},
		{"generic-chunks,no-limits", mpeda.Options{Score: mpeda.ChunkDice, MaxRelFreq: -1, MinR: -1, MinPos: -1, MaxChunkTerms: 8}, 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			want, got := filepath.Join(dir, c.name+".single.gz"), filepath.Join(dir, c.name+".beam.gz")
			// One machine: what parmesan table mpeda runs after selection.
			opt := c.opt
			opt.TempDir = dir
			cands, _, err := mpeda.Extract(context.Background(), mpeda.StringInput(corpus, docs.String()), opt)
			if err != nil {
				t.Fatal(err)
			}
			if err := paraphrase.WriteMeteorFile(want, mpeda.Pairs(cands, opt.WithDefaults().MinPos)); err != nil {
				t.Fatal(err)
			}
			// Beam, on the local runner.
			cfg, err := NewMPEDAConfig(c.opt)
			if err != nil {
				t.Fatal(err)
			}
			p, s := beam.NewPipelineWithRoot()
			WriteTable(s, got, MPEDA(s, textio.Read(s, corpus), cfg))
			if err := ptest.Run(p); err != nil {
				t.Fatal(err)
			}
			sameRecords(t, want, got, c.minRecords)
		})
	}
}

func TestMPEDAConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  mpeda.Options
		want string
	}{
		{"window", mpeda.Options{Window: 3}, "window 3"},
		{"phrases", mpeda.Options{PhraseLen: 2}, "phrase length 2"},
		{"score", mpeda.Options{Score: "dice"}, "dice"},
		{"chunk length", mpeda.Options{ChunkLen: mpeda.MaxChunkLen + 1}, "chunk length 251"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := NewMPEDAConfig(tc.opt); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("want an error naming %q, got %v", tc.want, err)
			}
		})
	}
	if _, err := NewMPEDAConfig(mpeda.Options{ChunkLen: mpeda.MaxChunkLen}); err != nil {
		t.Errorf("chunk length %d: %v", mpeda.MaxChunkLen, err)
	}
}
