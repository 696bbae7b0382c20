package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScoreTERMatchesSacreBLEU runs "parmesan score --metric ter" with
// sacrebleu's spelling of the TER options on every TER configuration of
// the sacrebleu 2.6.0 oracle (COMMANDS.txt) and compares the corpus
// score, the score name, sacrebleu's signature and every sentence score.
func TestScoreTERMatchesSacreBLEU(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	oracle := filepath.Join(shared, "oracle", "sacrebleu-2.6.0")
	cmds, err := os.ReadFile(filepath.Join(oracle, "COMMANDS.txt"))
	if err != nil {
		t.Skipf("sacrebleu oracle not found at %s (this test needs ../shared beside the repo): %v", oracle, err)
	}
	n := 0
	for _, line := range strings.Split(string(cmds), "\n") {
		// NAME: [SET] sacrebleu REF... -i SYS -m ter OPTIONS -w 6 -f json   (and …)
		name, rest, ok := strings.Cut(line, ":")
		if !ok || !strings.Contains(rest, "-m ter ") {
			continue
		}
		n++
		rest, _, _ = strings.Cut(rest, "(and")
		f := strings.Fields(rest)
		set := filepath.Join(shared, "eval", strings.Trim(f[0], "[]"))
		args := []string{"parmesan", "score", "--metric", "ter", "-f", "json", "--sentence"}
		i := 2
		for ; f[i] != "-i"; i++ {
			args = append(args, "-r", filepath.Join(set, f[i]))
		}
		sys := filepath.Join(set, f[i+1])
		for _, o := range f[i+2:] {
			if strings.HasPrefix(o, "--ter-") {
				args = append(args, o)
			}
		}
		args = append(args, sys)
		t.Run(name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(args, nil, &out, &errb)
			require.Equal(t, 0, code, errb.String())
			var rep metricReport
			require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
			require.Len(t, rep.Results, 1)
			got := rep.Results[0]
			b, err := os.ReadFile(filepath.Join(oracle, name+".json"))
			require.NoError(t, err)
			var want struct {
				Name, Signature string
				Score           float64
			}
			require.NoError(t, json.Unmarshal(b, &want))
			assert.Equal(t, want.Name, got.Name)
			assert.Equal(t, want.Signature, got.SacreBLEU)
			g, _ := strconv.ParseFloat(strconv.FormatFloat(got.Score, 'f', 6, 64), 64)
			assert.Equal(t, want.Score, g)
			sent, err := os.ReadFile(filepath.Join(oracle, name+".sent"))
			require.NoError(t, err)
			lines := strings.Split(strings.TrimSuffix(string(sent), "\n"), "\n")
			require.Len(t, got.Segments, len(lines))
			bad := 0
			for k, l := range lines {
				if s := strconv.FormatFloat(got.Segments[k], 'f', 6, 64); s != l {
					if bad++; bad <= 3 {
						t.Errorf("segment %d: %s, sacrebleu %s", k+1, s, l)
					}
				}
			}
			assert.Zero(t, bad, "sentence scores differing from sacrebleu")
		})
	}
	require.Equal(t, 5, n, "TER configurations in COMMANDS.txt")
}
