package pipeline

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/cputime"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// guardCall is one question the rewriter asked the homonym guard and its
// answer: a LookupPOS (Veto false; its answer AnsSrc, OK) or a Vetoes
// (Veto true, with the sources Src it was asked with; its answer OK).
type guardCall struct {
	Veto   bool
	A, B   string
	UPOS   string
	Src    paraphrase.Source `json:",omitempty"`
	OK     bool
	AnsSrc paraphrase.Source `json:",omitempty"`
}

// guardRecorder is the homonym guard that records what it is asked, in
// order (one worker, so the order is the rewriter's).
type guardRecorder struct {
	*homonymGuard
	mu    sync.Mutex
	calls []guardCall
}

func (r *guardRecorder) Lookup(a, b string) (paraphrase.Source, bool) { return r.LookupPOS(a, b, "") }

func (r *guardRecorder) LookupPOS(a, b, upos string) (paraphrase.Source, bool) {
	src, ok := r.homonymGuard.LookupPOS(a, b, upos)
	r.mu.Lock()
	r.calls = append(r.calls, guardCall{A: a, B: b, UPOS: upos, AnsSrc: src, OK: ok})
	r.mu.Unlock()
	return src, ok
}

func (r *guardRecorder) Vetoes(rkey, hkey, upos string, src paraphrase.Source) bool {
	v := r.homonymGuard.Vetoes(rkey, hkey, upos, src)
	r.mu.Lock()
	r.calls = append(r.calls, guardCall{Veto: true, A: rkey, B: hkey, UPOS: upos, Src: src, OK: v})
	r.mu.Unlock()
	return v
}

// wmt23GuardCalls rewrites the references of WMT23 en-cs toward the 15
// systems (one worker, the default tokenizer) and returns the homonym
// guard of the Czech rewriter and what the rewriter asked it, in order.
// With PARMESAN_GUARD_CALLS naming a file, the calls are read from it
// when it exists and written to it otherwise (recording rewrites the 15
// systems, some seconds; the file, about 10 MB, belongs outside the
// repository). Recorded on one build, the calls check another's answers
// (TestHomonymGuardReplayWMT23).
func wmt23GuardCalls(tb testing.TB) (*homonymGuard, []guardCall) {
	tb.Helper()
	dir := filepath.Join("..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs")
	if _, err := os.Stat(filepath.Join(dir, "ref.txt")); err != nil {
		tb.Skipf("WMT23 en-cs not found under ../shared: %v", err)
	}
	rw, err := New(Config{Lang: lang.Czech})
	if Unavailable(err) {
		tb.Skipf("Czech resources unavailable: %v", err)
	}
	require.NoError(tb, err)
	g, ok := rw.Lexicon.(*homonymGuard)
	if !ok {
		tb.Skip("no homonym guard (wordnet-base or dict-freedict-eng-ces not installed)")
	}
	file := os.Getenv("PARMESAN_GUARD_CALLS")
	if file != "" {
		if f, err := os.Open(file); err == nil {
			defer f.Close()
			var calls []guardCall
			require.NoError(tb, json.NewDecoder(bufio.NewReader(f)).Decode(&calls))
			return g, calls
		}
	}
	lines := func(p string) []string {
		f, err := os.Open(p)
		require.NoError(tb, err)
		defer f.Close()
		l, err := data.ReadLines(f, p)
		require.NoError(tb, err)
		return l
	}
	rec := &guardRecorder{homonymGuard: g}
	rw.Lexicon = rec
	rw = rw.WithTokenizer(nil, 1, nil)
	var refs [][]string // one reference per segment
	for _, r := range lines(filepath.Join(dir, "ref.txt")) {
		refs = append(refs, []string{r})
	}
	p, err := rw.Prepare(refs, nil)
	require.NoError(tb, err)
	systems, err := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	require.NoError(tb, err)
	for _, s := range systems {
		_, err := rw.RewriteCorpus(lines(s), p)
		require.NoError(tb, err)
	}
	if file != "" {
		b, err := json.Marshal(rec.calls)
		require.NoError(tb, err)
		require.NoError(tb, os.WriteFile(file, b, 0o644))
	}
	return g, rec.calls
}

// freshCheck loads the Czech homonym check again (from the cache), so
// that nothing it computed for an earlier replay is kept.
func freshCheck(tb testing.TB) *paraphrase.HomonymCheck {
	tb.Helper()
	h, _, err := loadHomonymCheck(Config{Lang: lang.Czech})
	require.NoError(tb, err)
	require.NotNil(tb, h)
	return h
}

// replayGuard asks a guard over g's lexicon and check every question of
// calls, in order, and returns how many answers differ from the recorded
// ones.
func replayGuard(g *homonymGuard, check *paraphrase.HomonymCheck, calls []guardCall) int {
	h := &homonymGuard{lex: g.lex, check: check}
	var lex rewrite.Lexicon = h
	lp, v := lex.(rewrite.POSLexicon), lex.(rewrite.Vetoer)
	bad := 0
	for _, c := range calls {
		if c.Veto {
			if v.Vetoes(c.A, c.B, c.UPOS, c.Src) != c.OK {
				bad++
			}
			continue
		}
		if src, ok := lp.LookupPOS(c.A, c.B, c.UPOS); src != c.AnsSrc || ok != c.OK {
			bad++
		}
	}
	return bad
}

// TestHomonymGuardReplayWMT23: a fresh guard answers every question the
// rewriter asked on WMT23 en-cs as the guard recorded then did (with
// PARMESAN_GUARD_CALLS, as recorded by another build).
func TestHomonymGuardReplayWMT23(t *testing.T) {
	if testing.Short() {
		t.Skip("rewrites WMT23 en-cs; skipped with -short")
	}
	g, calls := wmt23GuardCalls(t)
	veto := 0
	for _, c := range calls {
		if c.Veto {
			veto++
		}
	}
	t.Logf("%d questions (%d Vetoes)", len(calls), veto)
	require.Zero(t, replayGuard(g, freshCheck(t), calls))
	require.Zero(t, replayGuard(g, g.check, calls), "a check that answered them before")
}

// BenchmarkHomonymGuardWMT23 replays the homonym guard's questions of
// one WMT23 en-cs correlate (the 15 systems rewritten toward; see
// wmt23GuardCalls) on a fresh guard and check each iteration (the
// check's loading and its garbage not timed): the cost of the guard's
// lookups in one command. cpu-ms/op is the process's CPU time, which
// the other processes of a shared machine move less than the wall time.
func BenchmarkHomonymGuardWMT23(b *testing.B) {
	g, calls := wmt23GuardCalls(b)
	benchFreshCheck(b, func(check *paraphrase.HomonymCheck) {
		if bad := replayGuard(g, check, calls); bad != 0 {
			b.Fatalf("%d answers differ", bad)
		}
	})
	b.ReportMetric(float64(len(calls)*b.N)/b.Elapsed().Seconds(), "questions/s")
}

// benchFreshCheck times run on a fresh check each iteration (the check's
// loading and its garbage not timed) and reports the process's CPU time
// per iteration as cpu-ms/op.
func benchFreshCheck(b *testing.B, run func(*paraphrase.HomonymCheck)) {
	b.ReportAllocs()
	b.ResetTimer()
	var cpu time.Duration
	for range b.N {
		b.StopTimer()
		check := freshCheck(b)
		runtime.GC() // the load's garbage is not the replay's
		b.StartTimer()
		start := cputime.Process()
		run(check)
		cpu += cputime.Process() - start
	}
	b.ReportMetric(float64(cpu.Microseconds())/1e3/float64(b.N), "cpu-ms/op")
}

// BenchmarkHomonymSplitWMT23 is BenchmarkHomonymGuardWMT23's homonym
// checks alone: the pairs the guard asks HomonymCheck.Split (a weak
// noun pair found by LookupPOS, or asked by Vetoes), in order, on a
// fresh check each iteration.
func BenchmarkHomonymSplitWMT23(b *testing.B) {
	g, calls := wmt23GuardCalls(b)
	var pairs [][2]string
	for _, c := range calls {
		src, ok := c.Src, true
		if !c.Veto {
			src, ok = rewrite.LookupPOS(g.lex, c.A, c.B, c.UPOS)
		}
		if ok && c.UPOS == "NOUN" && src != 0 && src&^homonymWeak == 0 {
			pairs = append(pairs, [2]string{c.A, c.B})
		}
	}
	want := make([]bool, len(pairs))
	for i, p := range pairs {
		want[i] = g.check.Split(p[0], p[1])
	}
	benchFreshCheck(b, func(check *paraphrase.HomonymCheck) {
		for i, p := range pairs {
			if check.Split(p[0], p[1]) != want[i] {
				b.Fatalf("Split%v changed", p)
			}
		}
	})
	b.ReportMetric(float64(len(pairs)), "splits/op")
}
