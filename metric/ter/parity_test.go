package ter_test

import (
	"testing"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/internal/sacretest"
	"github.com/parmesan-mt/parmesan/metric/ter"
)

// optionsOf maps a configuration's sacrebleu options to Options.
func optionsOf(c sacretest.Config) ter.Options {
	return ter.Options{
		CaseSensitive: c.Has("--ter-case-sensitive"),
		Normalized:    c.Has("--ter-normalized"),
		NoPunct:       c.Has("--ter-no-punct"),
		AsianSupport:  c.Has("--ter-asian-support"),
		NRefs:         len(c.Refs),
	}
}

// TestSacrebleuParity scores every TER configuration of the sacrebleu
// 2.6.0 oracle and requires its corpus score, every sentence score (at the
// printed digits) and its signature.
func TestSacrebleuParity(t *testing.T) {
	for _, c := range sacretest.Configs(t, "ter") {
		t.Run(c.Name, func(t *testing.T) {
			m := ter.New(optionsOf(c))
			hyps, refs := c.Inputs(t)
			want := c.Corpus(t)
			sents := c.Sentences(t)
			if len(sents) != len(hyps) {
				t.Fatalf("%d sentence scores for %d segments", len(sents), len(hyps))
			}
			segs, err := ter.StatsAll(m, hyps, refs, 0)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i, s := range segs {
				if got := m.Sentence(s).Score; !sacretest.SameText(got, sents[i]) {
					if bad++; bad <= 5 {
						t.Errorf("segment %d: TER %.6f, sacrebleu %s (stats %v)\nhyp: %s\nrefs: %q", i+1, got, sents[i], s, hyps[i], refs[i])
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d sentence scores differ", bad, len(segs))
			}
			got := m.Corpus(metric.Aggregate(m, segs)).Score
			if !sacretest.Same(got, want.ScoreText) {
				t.Errorf("corpus TER %.6f, sacrebleu %s", got, want.ScoreText)
			}
			if sig := m.Signature().Sacre(false); sig != want.Signature {
				t.Errorf("signature %q, sacrebleu %q", sig, want.Signature)
			}
			if name := m.Corpus(metric.Aggregate(m, segs)).Name; name != want.Name {
				t.Errorf("score name %q, sacrebleu %q", name, want.Name)
			}
		})
	}
}
