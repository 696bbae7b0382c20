package tune

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/pipeline"
)

func family(t *testing.T, name string) *Family {
	t.Helper()
	f, _, err := LookupFamily(name)
	require.NoError(t, err)
	return f
}

// TestProjectHand: the statistics of a smaller setting are taken out of
// those collected for the largest one, and scored with the setting's own
// formula; the numbers are worked by hand.
func TestProjectHand(t *testing.T) {
	f := family(t, "chrf")
	// Collected with 3 character orders and 1 word order:
	// [hyp, ref, match] of char 1, char 2, char 3, word 1.
	full := metric.Stats{4, 5, 2, 3, 4, 1, 2, 3, 0, 2, 2, 1}
	d := &MetricData{Family: f, Collected: f.Config(eval.MetricConfig{}, MetricPoint{"2", "3", "1", "no"})}
	project := func(d *MetricData, s metric.Stats, p MetricPoint) metric.Stats {
		t.Helper()
		got, err := d.Project(s, p)
		require.NoError(t, err)
		return got
	}
	assert.Equal(t, metric.Stats{4, 5, 2, 3, 4, 1}, project(d, full, MetricPoint{"1", "2", "0", "no"}), "char orders 1–2, no word order")
	assert.Equal(t, metric.Stats{4, 5, 2, 2, 2, 1}, project(d, full, MetricPoint{"1", "1", "1", "no"}), "char 1 and word 1")
	_, err := d.Project(full, MetricPoint{"1", "4", "0", "no"})
	assert.ErrorIs(t, err, ErrData, "char order 4 was not collected")
	for _, bad := range []MetricPoint{{"1", "2", "0"}, {"1", "x", "0", "no"}, {"1", "1:2", "0", "no"}, {"1", "2", "0", "maybe"}} {
		_, err = d.Project(full, bad)
		assert.ErrorContains(t, err, "tune: chrf", "%v", bad)
		_, err = d.Metric(bad)
		assert.ErrorContains(t, err, "tune: chrf", "%v", bad)
	}
	_, err = d.Project(full[:9], MetricPoint{"1", "2", "0", "no"})
	assert.ErrorIs(t, err, ErrData, "statistics of another layout")

	// Char orders 1–2: P = (2/4 + 1/3)/2 = 5/12, R = (2/5 + 1/4)/2 = 13/40.
	// β = 1: F = 2PR/(P+R) = (130/480)/(89/120) = 65/178;
	// β = 2: F = 5PR/(4P+R) = (325/480)/(239/120) = 325/956.
	// ε smoothing, β = 1: mean of the per-order F scores
	// (2·0.5·0.4/0.9 = 4/9 and 2·(1/3)(1/4)/(7/12) = 2/7): (4/9 + 2/7)/2 = 23/63.
	for _, c := range []struct {
		p    MetricPoint
		want float64
	}{
		{MetricPoint{"1", "2", "0", "no"}, 100 * 65.0 / 178},
		{MetricPoint{"2", "2", "0", "no"}, 100 * 325.0 / 956},
		{MetricPoint{"1", "2", "0", "yes"}, 100 * 23.0 / 63},
	} {
		m, err := d.Metric(c.p)
		require.NoError(t, err)
		assert.InDelta(t, c.want, m.Sentence(project(d, full, c.p)).Score, 1e-12, f.String(c.p))
	}

	b := family(t, "bleu")
	// [hyp_len, ref_len, correct 1..3, total 1..3] → order 2.
	bd := &MetricData{Family: b, Collected: b.Config(eval.MetricConfig{}, MetricPoint{"3", "exp"})}
	bs := metric.Stats{5, 6, 4, 2, 0, 5, 4, 3}
	assert.Equal(t, metric.Stats{5, 6, 4, 2, 5, 4}, project(bd, bs, MetricPoint{"2", "exp"}))
	// Order 2, no smoothing: BP = exp(1 − 6/5), precisions 4/5 and 2/4:
	// BLEU = BP · sqrt(0.8 · 0.5) = 100 · exp(−0.2) · sqrt(0.4).
	m, err := bd.Metric(MetricPoint{"2", "none"})
	require.NoError(t, err)
	assert.InDelta(t, 100*math.Exp(-0.2)*math.Sqrt(0.4), m.Corpus(project(bd, bs, MetricPoint{"2", "none"})).Score, 1e-9)
}

// writeSet writes a small evaluation set with segment and system scores.
func writeSet(t *testing.T) *data.EvalSet {
	t.Helper()
	dir := t.TempDir()
	refs := []string{"The cat sat on the mat .", "He bought an automobile yesterday .", "It was raining hard all day .",
		"The committee approved the new budget on Monday .", "Prices rose quickly last year ."}
	systems := map[string][]string{
		"a": {"The cat sat on a carpet .", "Yesterday he bought a car .", "It rained hard all day .",
			"The committee approved a new budget Monday .", "Prices rose fast last year ."},
		"b": {"A cat is sitting on the mat .", "He purchased an auto yesterday .", "It was raining strongly the whole day .",
			"On Monday the committee passed the budget .", "Last year prices went up quickly ."},
		"c": {"Cat mat .", "Buy car .", "Rain day .", "Committee budget Monday .", "Prices year ."},
	}
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "ref.txt"), []byte(strings.Join(refs, "\n")+"\n"), 0o644))
	var seg strings.Builder
	for name, h := range systems {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "sys", name+".txt"), []byte(strings.Join(h, "\n")+"\n"), 0o644))
		for i := range h {
			seg.WriteString(name + "\t" + string(rune('0'+i)) + "\t" + []string{"0.7", "0.4", "0.9", "0.2", "0.5"}[(i+len(name)+int(name[0]))%5] + "\n")
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "seg_scores.tsv"), []byte(seg.String()), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sys_scores.tsv"), []byte("a\t0.8\nb\t0.6\nc\t0.1\n"), 0o644))
	set, err := data.ReadEvalSet(dir)
	require.NoError(t, err)
	return set
}

// TestRescoreEqualsDirect: every point of a space, rescored from the
// statistics collected once with the largest orders, gives bit for bit
// the sentence and corpus scores of the metric scored directly with that
// setting (eval.Run, as "parmesan score --metric" runs it), on original
// and on rewritten references.
func TestRescoreEqualsDirect(t *testing.T) {
	set := writeSet(t)
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	opts := eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Rewrite: ro}
	ev, err := eval.NewEvaluator(opts)
	require.NoError(t, err)
	for _, c := range []struct{ name, space string }{
		{"chrf", "beta=1:3 char-order=1,3,6 word-order=0:2 eps=no,yes"},
		{"chrf@parmesan", "beta=1,2 char-order=2,6 word-order=0,2 eps=no,yes"},
		{"bleu", "max-order=1:5 smooth=exp,none,floor:0.2,add-k"},
		{"bleu@parmesan", "max-order=2,4 smooth=exp,floor"},
		{"m-bleu", "max-order=1:4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, spec, err := LookupFamily(c.name)
			require.NoError(t, err)
			sp, err := ParseMetricSpace(f, c.space)
			require.NoError(t, err)
			d, err := CollectMetric(ev, set, spec, eval.MetricConfig{}, sp, CollectOptions{})
			require.NoError(t, err)
			var systems []eval.System
			for _, name := range d.Systems {
				lines, err := set.SystemLines(name)
				require.NoError(t, err)
				systems = append(systems, eval.System{Name: name, Hyps: lines})
			}
			refs, err := ev.PrepareReferences([][]string{set.Ref}, nil)
			require.NoError(t, err)
			for k := 0; k < int(sp.Size()); k++ {
				p := sp.point(k)
				res, err := ev.Run(context.Background(), refs, systems, []string{c.name}, eval.RunOptions{Metrics: f.Config(eval.MetricConfig{}, p), Sentences: true})
				require.NoError(t, err)
				m, err := d.Metric(p)
				require.NoError(t, err)
				for s, row := range res.Results {
					var total metric.Stats
					for i, st := range d.Stats[s] {
						proj, err := d.Project(st, p)
						require.NoError(t, err)
						require.Equal(t, row.Stats[i], proj, "%s system %s segment %d statistics", f.String(p), row.System, i+1)
						require.Equal(t, row.Segments[i], m.Sentence(proj).Score, "%s sentence score", f.String(p))
						m.Add(&total, proj)
					}
					require.Equal(t, row.Score, m.Corpus(total).Score, "%s corpus score of %s", f.String(p), row.System)
				}
			}
		})
	}
}

// collectCHRF collects chrF's statistics of writeSet's set for space.
func collectCHRF(t *testing.T, space string) (*Family, MetricSpace, *MetricData) {
	t.Helper()
	ev, err := eval.NewEvaluator(eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}})
	require.NoError(t, err)
	f := family(t, "chrf")
	sp, err := ParseMetricSpace(f, space)
	require.NoError(t, err)
	d, err := CollectMetric(ev, writeSet(t), eval.Spec{Metric: "chrf"}, eval.MetricConfig{}, sp, CollectOptions{})
	require.NoError(t, err)
	return f, sp, d
}

// TestTuneMetricFindsGenerator: with human scores that are chrF3 itself,
// the grid finds β = 3 at character order 6 with r = 1 (in sample and on
// every held-out fold), and the defaults (chrF2) fall short.
func TestTuneMetricFindsGenerator(t *testing.T) {
	_, sp, d := collectCHRF(t, "beta=1:4 char-order=4:6 word-order=0:1 eps=no")
	gen := MetricPoint{"3", "6", "0", "no"}
	m, err := d.Metric(gen)
	require.NoError(t, err)
	for s := range d.Stats {
		for i, st := range d.Stats[s] {
			p, err := d.Project(st, gen)
			require.NoError(t, err)
			d.SegHuman[s][i] = m.Sentence(p).Score
		}
	}
	pearson, err := LookupStatistic("pearson")
	require.NoError(t, err)
	for _, method := range []Method{Grid, Hill, Mixed} {
		res, err := TuneMetric(d, MetricOptions{Objective: Objective{Level: Segment, Statistic: pearson}, Method: method, Space: sp, Folds: 3, Seed: 1})
		require.NoError(t, err)
		assert.Equal(t, gen, res.Best, method)
		assert.InDelta(t, 1, res.Value, 1e-12)
		assert.Less(t, res.StartValue, 1-1e-6, "chrF2 is not chrF3")
		assert.Equal(t, MetricPoint{"2", "6", "0", "no"}, res.Start)
		for _, fo := range res.Folds {
			assert.InDelta(t, 1, fo.Tuned, 1e-12, "fold %s", fo.Name)
		}
	}
}

// TestMetricFlagsErrors: unknown metrics, metrics with nothing to tune
// and bad spaces are clear errors.
func TestMetricFlagsErrors(t *testing.T) {
	_, _, err := LookupFamily("nosuch")
	assert.True(t, errors.Is(err, eval.ErrUnknownMetric), "%v", err)
	for _, n := range []string{"ter", "m-ter", "ter@parmesan", "m-ter@parmesan"} {
		_, _, err := LookupFamily(n)
		assert.True(t, errors.Is(err, ErrNothingToTune), "%s: %v", n, err)
		assert.Contains(t, err.Error(), "chrf, bleu, m-bleu")
	}
	for _, n := range []string{"meteor", "parmesan"} {
		_, _, err := LookupFamily(n)
		assert.ErrorContains(t, err, "without --metric")
	}
	_, spec, err := LookupFamily("chrf@parmesan")
	require.NoError(t, err)
	assert.Equal(t, eval.Spec{Metric: "chrf", Rewritten: true}, spec)

	chrf, bleu := family(t, "chrf"), family(t, "bleu")
	for _, c := range []struct {
		f          *Family
		space, msg string
	}{
		{chrf, "alpha=1", `no parameter "alpha" (beta, char-order, word-order, eps)`},
		{chrf, "beta", "not NAME=VALUES"},
		{chrf, "beta=0:3", "outside 1–100"},
		{chrf, "char-order=40", "outside 1–32"},
		{chrf, "word-order=3:1", "empty range"},
		{chrf, "beta=x", "not an integer"},
		{chrf, "eps=maybe", "not one of no, yes"},
		{bleu, "smooth=exp:1", "only floor and add-k take a value"},
		{bleu, "smooth=floor:-1", "not a positive number"},
		{bleu, "max-order=0", "outside 1–16"},
	} {
		_, err := ParseMetricSpace(c.f, c.space)
		assert.ErrorContains(t, err, c.msg, c.space)
	}
	sp, err := ParseMetricSpace(chrf, "beta=1:5:2,2 eps=yes")
	require.NoError(t, err)
	assert.Equal(t, "beta=1,2,3,5 char-order=1,2,3,4,5,6,7,8,9,10 word-order=0,1,2,3 eps=yes", sp.String())
	assert.Equal(t, []string{"--chrf-beta", "3", "--chrf-char-order", "5", "--chrf-word-order", "1", "--chrf-eps-smoothing"},
		chrf.Flags(MetricPoint{"3", "5", "1", "yes"}))
	assert.Equal(t, []string{"--bleu-max-order", "2", "--smooth-method", "floor", "--smooth-value", "0.2"}, bleu.Flags(MetricPoint{"2", "floor:0.2"}))
}

// TestTuneMetricSpaceWithoutDefault: a space that leaves out the
// defaults still measures them (the statistics are collected up to the
// default orders too); hill climbing, which starts from them, refuses;
// statistics of another layout are an error, not a panic.
func TestTuneMetricSpaceWithoutDefault(t *testing.T) {
	f, sp, d := collectCHRF(t, "beta=1 char-order=2:3 word-order=1 eps=no")
	assert.Equal(t, 6, d.Collected.CHRF.CharOrder, "collected up to the default character order")
	pearson, err := LookupStatistic("pearson")
	require.NoError(t, err)
	obj := Objective{Level: System, Statistic: pearson}
	res, err := TuneMetric(d, MetricOptions{Objective: obj, Space: sp})
	require.NoError(t, err)
	assert.False(t, math.IsNaN(res.StartValue))
	_, err = TuneMetric(d, MetricOptions{Objective: obj, Space: sp, Method: Hill})
	assert.ErrorContains(t, err, "beta=2 is not in the space")

	d.Stats[1][2] = d.Stats[1][2][:5]
	_, err = TuneMetric(d, MetricOptions{Objective: obj, Space: sp})
	assert.ErrorIs(t, err, ErrData)
	big, err := ParseMetricSpace(f, "char-order=8")
	require.NoError(t, err)
	d.Stats[1][2] = d.Stats[0][2]
	_, err = TuneMetric(d, MetricOptions{Objective: obj, Space: big})
	assert.ErrorIs(t, err, ErrData, "the space reads orders not collected")
}
