package chrf

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/internal/sacretest"
)

func atoi(t *testing.T, s string) int {
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// TestSacreBLEUParity scores every chrF configuration of the sacrebleu
// 2.6.0 oracle and requires the corpus score, name, signature and every
// sentence score as sacrebleu printed them.
func TestSacreBLEUParity(t *testing.T) {
	for _, c := range sacretest.Configs(t, "chrf") {
		t.Run(c.Name, func(t *testing.T) {
			m, err := New(Options{
				CharOrder: atoi(t, c.Flag("--chrf-char-order")), WordOrder: atoi(t, c.Flag("--chrf-word-order")),
				Beta: atoi(t, c.Flag("--chrf-beta")), Lowercase: c.Has("--chrf-lowercase"), Whitespace: c.Has("--chrf-whitespace"),
				EpsSmoothing: c.Has("--chrf-eps-smoothing"), NRefs: len(c.Refs)})
			require.NoError(t, err)
			hyps, refs := c.Inputs(t)
			segs := make([]metric.Stats, len(hyps))
			for i := range hyps {
				segs[i], err = m.Stats(hyps[i], refs[i])
				require.NoError(t, err)
			}
			want := c.Corpus(t)
			got := m.Corpus(metric.Aggregate(m, segs))
			if !sacretest.Same(got.Score, want.ScoreText) {
				t.Errorf("corpus score %.6f, sacrebleu %s", got.Score, want.ScoreText)
			}
			require.Equal(t, want.Name, got.Name)
			require.Equal(t, want.Signature, m.Signature().Sacre(false))
			sent := c.Sentences(t)
			require.Len(t, sent, len(hyps))
			bad := 0
			for i, s := range segs {
				if x := m.Sentence(s).Score; !sacretest.SameText(x, sent[i]) {
					if bad++; bad <= 5 {
						t.Errorf("segment %d: %.6f, sacrebleu %s (hyp %q, refs %q)", i+1, x, sent[i], hyps[i], refs[i])
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d sentence scores differ", bad, len(segs))
			}
		})
	}
}
