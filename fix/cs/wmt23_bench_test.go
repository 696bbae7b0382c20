package cs_test

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/internal/cputime"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// recorder is a fix.Fixer that keeps a copy of every result it is asked
// to repair (the rewriter's unfixed output) and repairs it with fixer.
type recorder struct {
	fixer fix.Fixer
	mu    sync.Mutex
	got   []rewrite.Result
}

func (r *recorder) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	c := rewrite.Result{ // the hypothesis's analysis goes back to a pool after the call
		Tokens: slices.Clone(res.Tokens), Ref: slices.Clone(res.Ref), Hyp: slices.Clone(res.Hyp),
		Subs: slices.Clone(res.Subs), Bounded: res.Bounded,
	}
	r.mu.Lock()
	r.got = append(r.got, c)
	r.mu.Unlock()
	return r.fixer.Fix(res)
}

var wmt23 struct {
	once  sync.Once
	lang  lemma.Language
	fixer fix.Fixer
	res   []rewrite.Result
	err   error
	skip  string
}

// wmt23Results scores WMT23 en-cs's 15 systems with the Parmesan metric
// once per process, as "parmesan correlate --metric parmesan" does (no
// sources), and returns the Czech analyser and the fixer with the
// results the rewriter gave it to repair, in a fixed order.
func wmt23Results(b testing.TB) (lemma.Language, fix.Fixer, []rewrite.Result) {
	b.Helper()
	wmt23.once.Do(func() {
		dir := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs")
		read := func(p string) []string {
			f, err := os.Open(p)
			if err != nil {
				wmt23.err = err
				return nil
			}
			defer f.Close()
			lines, err := data.ReadLines(f, p)
			if err != nil {
				wmt23.err = err
			}
			return lines
		}
		paths, _ := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
		if len(paths) == 0 {
			wmt23.skip = "WMT23 en-cs not found under ../shared"
			return
		}
		ref := read(filepath.Join(dir, "ref.txt"))
		var names []string
		var hyps [][]string
		for _, p := range paths {
			names = append(names, filepath.Base(p))
			hyps = append(hyps, read(p))
		}
		if wmt23.err != nil {
			return
		}
		ro, err := pipeline.New(pipeline.Config{Lang: lang.Czech})
		if err != nil {
			wmt23.skip = fmt.Sprintf("Czech rewriter unavailable: %v", err)
			return
		}
		rec := &recorder{fixer: ro.Fixer}
		ro.Fixer = rec
		opts := eval.DefaultOptions("cs")
		opts.Rewrite = ro
		ev, err := eval.NewEvaluator(opts)
		if err != nil {
			wmt23.err = err
			return
		}
		refs, err := ev.PrepareReferences([][]string{ref}, nil)
		if err != nil {
			wmt23.err = err
			return
		}
		if _, err := ev.ScoreSystems(names, hyps, refs); err != nil {
			wmt23.err = err
			return
		}
		// The workers' order varies; the results' contents fix one.
		keys := make(map[*rewrite.Result]string, len(rec.got))
		for i := range rec.got {
			r := &rec.got[i]
			keys[r] = fmt.Sprint(r.Tokens, r.Subs, r.Hyp, r.Ref)
		}
		order := make([]int, len(rec.got))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(keys[&rec.got[a]], keys[&rec.got[b]]) })
		sorted := make([]rewrite.Result, len(order))
		for i, o := range order {
			sorted[i] = rec.got[o]
		}
		rec.got = sorted
		wmt23.lang, wmt23.fixer, wmt23.res = ro.Language, rec.fixer, rec.got
	})
	if wmt23.skip != "" {
		b.Skip(wmt23.skip)
	}
	if wmt23.err != nil {
		b.Fatal(wmt23.err)
	}
	return wmt23.lang, wmt23.fixer, wmt23.res
}

// BenchmarkFixWMT23 times the Czech repair alone (fix.New("cs"), as the
// pipeline calls it) on the results the rewriter gives it when the
// Parmesan metric scores WMT23 en-cs's 15 systems; the rewriting is
// done once, before the timer. One iteration repairs every result with
// a new fixer, as one command does (the analyser's caches are warm).
func BenchmarkFixWMT23(b *testing.B) {
	l, _, res := wmt23Results(b)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cputime.Process()
	for it := 0; it < b.N; it++ {
		fx, err := fix.New("cs", l)
		if err != nil {
			b.Fatal(err)
		}
		for i := range res {
			fx.Fix(&res[i])
		}
	}
	// The process's CPU time (the collector's included) says more than
	// the wall time on a machine other work shares.
	b.ReportMetric(float64(cputime.Process()-cpu0)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(len(res)*b.N)/b.Elapsed().Seconds(), "results/s")
}

// TestFixWMT23Digest prints a digest of the repairs of WMT23 en-cs
// (BenchmarkFixWMT23's results) by a new fixer: two builds that print
// the same digest repaired every result alike. The same fixer repairs
// them again, its caches filled, and must agree with itself. Run with
// -v and PARMESAN_FIX_DIGEST=1.
func TestFixWMT23Digest(t *testing.T) {
	if os.Getenv("PARMESAN_FIX_DIGEST") == "" {
		t.Skip("set PARMESAN_FIX_DIGEST=1 to print the digest")
	}
	l, _, res := wmt23Results(t)
	fx, err := fix.New("cs", l)
	if err != nil {
		t.Fatal(err)
	}
	digest := func() (string, int) {
		h := sha256.New()
		edits := 0
		for i := range res {
			toks, es := fx.Fix(&res[i])
			fmt.Fprintf(h, "%q %+v\n", toks, es)
			edits += len(es)
		}
		return fmt.Sprintf("%x", h.Sum(nil)), edits
	}
	d, edits := digest()
	if again, _ := digest(); again != d {
		t.Errorf("the fixer repaired the results otherwise the second time: digest %s, then %s", d, again)
	}
	t.Logf("%d results, %d edits, digest %s", len(res), edits, d)
}
