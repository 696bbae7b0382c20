package jar

import (
	"github.com/parmesan-mt/parmesan/meteor"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/internal/oracletest"
)

// TestOracleEngine runs every plaintext configuration of the oracle
// COMMANDS.txt files through the library and compares, as text, the
// -ssOut lines, segment scores, final score and alignment file.
func TestOracleEngine(t *testing.T) {
	shared := oracletest.Shared(t)
	var cmds []oracletest.Command
	for _, sub := range []string{"scoring", "wmt23"} {
		cmds = append(cmds, oracletest.Commands(t, filepath.Join(shared, "oracle", "meteor-1.5", sub, "COMMANDS.txt"))...)
	}
	res := filepath.Join(shared, "resources", "meteor-1.5")
	for _, c := range cmds {
		t.Run(c.Name, func(t *testing.T) {
			opts, err := ParseArgs(c.Args)
			if err != nil {
				t.Fatal(err)
			}
			opts.ResourceDir = res
			if opts.ParaphraseTable != "" {
				opts.ParaphraseTable = filepath.Join(c.Dir, opts.ParaphraseTable)
			}
			set, err := opts.Config.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			r, err := meteor.LoadResources(set, opts.Files(nil))
			if err != nil {
				t.Fatal(err)
			}
			sc, err := meteor.NewWithSettings(set, r)
			if err != nil {
				t.Fatal(err)
			}
			hyps := oracletest.ReadLines(t, filepath.Join(c.Dir, opts.Test))
			refs := oracletest.ReadLines(t, filepath.Join(c.Dir, opts.Reference))
			n := opts.RefsPerHyp
			if len(refs) != n*len(hyps) {
				t.Fatalf("line counts: %d hyps, %d refs, -r %d", len(hyps), len(refs), n)
			}
			wantSS := oracletest.ReadLines(t, filepath.Join(c.Dir, c.Name+".ss"))
			wantSeg := oracletest.ReadLines(t, filepath.Join(c.Dir, c.Name+".segscores"))
			wantFinal := strings.TrimSpace(string(mustRead(t, filepath.Join(c.Dir, c.Name+".final"))))
			wantAlign := string(mustRead(t, filepath.Join(c.Dir, c.Name+"-align.out")))
			var agg meteor.Stats
			var align []byte
			badSS, badSeg := 0, 0
			for i, h := range hyps {
				seg := sc.Align(h, refs[i*n:(i+1)*n])
				agg.Add(&seg.Stats)
				if got := seg.Stats.SS(); i < len(wantSS) && got != wantSS[i] {
					if badSS < 3 {
						t.Errorf("segment %d ss:\n got %s\nwant %s", i+1, got, wantSS[i])
					}
					badSS++
				}
				if got := jvm.FormatDouble(seg.Metrics.Score); i < len(wantSeg) && got != wantSeg[i] {
					if badSeg < 3 {
						t.Errorf("segment %d score: got %s want %s", i+1, got, wantSeg[i])
					}
					badSeg++
				}
				align = AppendAlignment(align, strconv.Itoa(i+1), &seg)
			}
			if len(wantSS) != len(hyps) || len(wantSeg) != len(hyps) {
				t.Errorf("oracle has %d ss / %d seg lines for %d segments", len(wantSS), len(wantSeg), len(hyps))
			}
			final := jvm.FormatDouble(sc.Compute(agg).Score)
			if final != wantFinal {
				t.Errorf("final score: got %s want %s", final, wantFinal)
			}
			alignOK := string(align) == wantAlign
			if !alignOK {
				t.Errorf("alignment file differs (%d vs %d bytes)", len(align), len(wantAlign))
			}
			t.Logf("%d segments: ss mismatches %d, score mismatches %d, final ok %v, alignments identical %v",
				len(hyps), badSS, badSeg, final == wantFinal, alignOK)
		})
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return b
}
