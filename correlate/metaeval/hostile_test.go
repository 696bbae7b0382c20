package metaeval

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
)

// Regression tests for issue 27 (hostile input).

func parse(t *testing.T, name, text string) *data.Scores {
	t.Helper()
	s, err := data.ParseScores(strings.NewReader(text), name)
	require.NoError(t, err)
	return s
}

// #4: four flipped bytes in a cached entry (same size) are a miss, never
// read as valid statistics.
func TestCacheChecksum(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	e := entry{Signature: "sig", Stats: [][]float64{{1, 2}, {3, 4}}}
	require.NoError(t, c.store("abcd", e))
	got, ok := c.load("abcd")
	require.True(t, ok)
	assert.Equal(t, e, got)
	p := c.path("abcd")
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	for _, i := range []int{len(cacheMagic) + 12 + 3 + 1, len(cacheMagic) + 12 + 3 + 9, len(cacheMagic) + 12 + 3 + 17, len(cacheMagic) + 12 + 3 + 25} {
		b[i] ^= 0x40
	}
	require.NoError(t, os.WriteFile(p, b, 0o644))
	_, ok = c.load("abcd")
	assert.False(t, ok, "a corrupted entry must be a miss")
}

// #1: a segment index of 9e18 costs nothing: items come from the indices
// present, not from counting up to the largest.
func TestFromScoresHugeIndex(t *testing.T) {
	human := parse(t, "h.tsv", "A\t0\t1\nA\t9000000000000000000\t2\nB\t0\t2\nB\t1\t1\n")
	m := parse(t, "m.tsv", "A\t0\t1\nA\t9000000000000000000\t2\nB\t0\t2\nB\t1\t1\n")
	start := time.Now()
	in, err := FromScores(human, []NamedScores{{"m", m}}, nil, &Options{})
	require.NoError(t, err)
	assert.Less(t, time.Since(start), 5*time.Second)
	assert.Len(t, in.Human[0], 3)
}

// #7: at system level every dropped system is reported, and fewer than
// three systems left is an error naming them.
func TestFromScoresDropped(t *testing.T) {
	human := parse(t, "h.tsv", "\uFEFFA\t1\nB\t2\nC\t3\nD\t4\nE\t5\n")
	// C is missing, D's score is NaN, "B " has a trailing space.
	m := parse(t, "m.tsv", "A\t0.1\nB \t0.2\nD\tnan\nE\t0.5\nF\t0.9\n")
	_, err := FromScores(human, []NamedScores{{"m", m}}, nil, &Options{})
	require.Error(t, err)
	for _, want := range []string{"need at least 3", `dropped "B": no (finite) score in m.tsv`, `dropped "C"`, `dropped "D"`} {
		assert.Contains(t, err.Error(), want)
	}
	m2 := parse(t, "m.tsv", "A\t0.1\nB \t0.2\nB\t0.3\nD\tnan\nE\t0.5\n")
	in, err := FromScores(human, []NamedScores{{"m", m2}}, nil, &Options{})
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "B", "E"}, in.Systems, "a BOM at the start of the file is not part of the name")
	assert.Equal(t, []Dropped{
		{"C", "no (finite) score in m.tsv"},
		{"D", "no (finite) score in m.tsv"},
		{"B ", "scored in m.tsv but has no human score in h.tsv"},
	}, in.Dropped)
}

// #8: two metrics of one name are refused.
func TestDuplicateMetricNames(t *testing.T) {
	human := parse(t, "h.tsv", "A\t1\nB\t2\nC\t3\n")
	m := parse(t, "m.tsv", "A\t1\nB\t2\nC\t3\n")
	_, err := FromScores(human, []NamedScores{{"m", m}, {"m", m}}, nil, &Options{})
	assert.ErrorContains(t, err, `metric "m" given twice`)
	set, err := data.ReadEvalSet(writeSet(t))
	require.NoError(t, err)
	_, err = FromSet(set, []string{MeteorExact, MeteorExact}, &Options{})
	assert.ErrorContains(t, err, `metric "meteor-exact" given twice`)
}

// #17: a cache directory that cannot be written is a warning; the run
// goes on and gives the same scores as without a cache.
func TestUnusableCacheWarns(t *testing.T) {
	set, err := data.ReadEvalSet(writeSet(t))
	require.NoError(t, err)
	file := t.TempDir() + "/file"
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	in, err := FromSet(set, []string{MeteorExact}, &Options{Cache: Cache{Dir: file}})
	require.NoError(t, err)
	require.Len(t, in.Warnings, 1)
	assert.Contains(t, in.Warnings[0], "cannot write the statistics cache")
	ref, err := FromSet(set, []string{MeteorExact}, &Options{})
	require.NoError(t, err)
	assert.Equal(t, ref.Metrics[0].Scores, in.Metrics[0].Scores)
}

// FuzzFromScores fuzzes the --human/--scores path end to end (both TSV
// files, FromScores, Evaluate with few resamples): no panic, and every
// reported value is NaN or within [-1, 1].
func FuzzFromScores(f *testing.F) {
	f.Add("A\t0\t1\nA\t1\t2\nB\t0\t2\nB\t1\t1\nC\t0\t0\nC\t1\t3\n", "A\t0\t0.1\nA\t1\t0.2\nB\t0\t0.2\nB\t1\t0.1\nC\t0\t0\nC\t1\t0.3\n")
	f.Add("A\t1\nB\t2\nC\t3\n", "A\t0.1\nB \t0.2\nC\tnan\n")
	f.Add("A\t1\nB\t2\nC\t3\nD\t4\n", "A\t1e308\nB\t-1e308\nC\t1e308\nD\t5\n")
	f.Add("A\t0\t1\nA\t9000000000000000000\t2\n", "A\t0\t1\nA\t9000000000000000000\t2\n")
	f.Fuzz(func(t *testing.T, h, m string) {
		human, err := data.ParseScores(strings.NewReader(h), "h.tsv")
		if err != nil {
			return
		}
		ms, err := data.ParseScores(strings.NewReader(m), "m.tsv")
		if err != nil {
			return
		}
		o := Options{Resample: correlate.ResampleOptions{Resamples: 5}}
		in, err := FromScores(human, []NamedScores{{"m", ms}, {"n", ms}}, nil, &o)
		if err != nil {
			_ = err.Error()
			return
		}
		r, err := Evaluate(in, o)
		if err != nil {
			return
		}
		for _, row := range r.Rows {
			for _, v := range append([]eval.Number{row.Value, row.Lo, row.Hi}, row.Others...) {
				if x := float64(v); x < -1 || x > 1 {
					t.Fatalf("statistic %v out of range", x)
				}
			}
		}
	})
}

// A segment over a metric's budget is named (file:line) in the warnings,
// by Meteor, TER and the Parmesan rewriter alike, and again when the
// statistics come from the cache.
func TestFromSetBoundedWarnings(t *testing.T) {
	dir := writeSet(t)
	sysA := filepath.Join(dir, "sys", "A.txt")
	b, err := os.ReadFile(sysA)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	// The reference's words, over and over: more than 2000 tokens, and
	// more than Meteor's bound of candidates for each reference word.
	ref, err := os.ReadFile(filepath.Join(dir, "ref.txt"))
	require.NoError(t, err)
	line := strings.Split(string(ref), "\n")[3]
	var long []string
	for len(long) < 2100 {
		long = append(long, strings.Fields(line)...)
	}
	lines[3] = strings.Join(long, " ")
	require.NoError(t, os.WriteFile(sysA, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	set, err := data.ReadEvalSet(dir)
	require.NoError(t, err)
	metrics := []string{MeteorExact, "ter", Parmesan}
	where := set.SystemFile("A") + ":4"
	c := Cache{Dir: t.TempDir()}
	var first []string
	for run := range 2 {
		in, err := FromSet(set, metrics, &Options{Cache: c})
		require.NoError(t, err)
		if run == 1 {
			for _, m := range in.Metrics {
				assert.Equal(t, 2, m.Cached, "%s: the second run reads the cache", m.Name)
			}
			assert.Equal(t, first, in.Bounded, "cached statistics warn as scored ones")
			continue
		}
		first = in.Bounded
		want := []string{"alignment budget", "TER budget"}
		if len(in.Unavailable) == 0 {
			want = append(want, "rewriting budget")
		}
		for _, w := range want {
			assert.True(t, slices.ContainsFunc(in.Bounded, func(s string) bool {
				return strings.Contains(s, where) && strings.Contains(s, w)
			}), "no %s warning naming %s in %q", w, where, in.Bounded)
		}
		for _, w := range in.Bounded {
			assert.Contains(t, w, where, "only segment 4 of A is over a budget")
			assert.NotContains(t, w, wherePlaceholder)
		}
	}
}
