package cs

import (
	"bufio"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/cputime"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

// wmt23Hypotheses reads the lines, tokenised (lemma.Tokenize, which splits
// punctuation off as the Meteor tokenizer the pipeline uses does), of every WMT23
// en-cs system (15 × 2,074) from ../shared; it skips without them.
func wmt23Hypotheses(b testing.TB) [][]string {
	dir := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs", "sys")
	paths, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(paths) == 0 {
		b.Skipf("WMT23 en-cs systems not found under %s", dir)
	}
	var out [][]string
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			out = append(out, lemma.Tokenize(sc.Text()))
		}
		f.Close()
		if err := sc.Err(); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// storeOf returns a store holding a cache file's analyses, decoded from
// its bytes (as a process reads its file), never reading the cache
// directory; with file nil, an empty store that collects what is
// analysed (store.fresh).
func storeOf(b *testing.B, file []byte) *store {
	s := &store{fp: "bench"}
	s.once.Do(func() {})
	if file != nil {
		f, err := openSaved(file)
		if err != nil {
			b.Fatal(err)
		}
		s.saved = f
	}
	return s
}

// BenchmarkAnalyzeWMT23 analyses every WMT23 en-cs hypothesis, as the
// Czech Parmesan metric does (issue #37), each pass with a newly loaded
// analyser (its loading untimed). "cold": no analysis store, so every
// distinct form is analysed (analyse); "stored": the store holds every
// form's readings, as on the command's second run (the store's bytes are
// in memory; opening them is timed); "warm": every form already cached,
// the tagger's own cost. "Analyze" copies each token's features (eval's
// BenchmarkRewritePreparedCS), "Shared" is AnalyzeShared (the pipeline),
// "Shared2" splits the lines between two goroutines as the command's two
// workers do, and "SharedTo2" is Shared2 with AnalyzeSharedTo, each
// goroutine reusing one token array (the pipeline's calls). cpu-ns/token is the process's CPU time per token while it
// analyses (the collector's included), which the other processes of a
// shared machine disturb less than the wall time.
func BenchmarkAnalyzeWMT23(b *testing.B) {
	czech(b)
	sents := wmt23Hypotheses(b)
	dir, err := data.FindHunspell(lang.Czech.Locale, Package)
	if err != nil {
		b.Skip(err)
	}
	load := func(b *testing.B) *Czech {
		c, err := Load(dir)
		if err != nil {
			b.Fatal(err)
		}
		c.store = nil
		return c
	}
	// The store file of every form the hypotheses need.
	c := load(b)
	c.store = storeOf(b, nil)
	for _, s := range sents {
		c.AnalyzeShared(s)
	}
	payload := encodeAnalyses(c.store.fresh)
	file := make([]byte, 16+len(payload))
	copy(file, storeMagic)
	copy(file[16:], payload)
	putHeader(file, payload)
	tokens := 0
	for _, s := range sents {
		tokens += len(s)
	}
	run := func(name string, workers int, mode string, analyze func(c *Czech, dst []lemma.Token, s []string) []lemma.Token) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var c *Czech
			if mode == "warm" {
				c = load(b)
				for _, s := range sents {
					analyze(c, nil, s)
				}
				b.ResetTimer()
			}
			var cpu time.Duration // the analysis's alone, loading excluded
			for b.Loop() {
				if mode != "warm" {
					b.StopTimer()
					c = load(b)
					b.StartTimer()
				}
				start := cputime.Process()
				if mode == "stored" {
					c.store = storeOf(b, file)
				}
				var wg sync.WaitGroup
				for w := 0; w < workers; w++ {
					wg.Add(1)
					go func() {
						defer wg.Done()
						var buf []lemma.Token
						for i := w; i < len(sents); i += workers {
							buf = analyze(c, buf, sents[i])
						}
					}()
				}
				wg.Wait()
				cpu += cputime.Process() - start
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*tokens), "ns/token")
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N*tokens), "cpu-ns/token")
		})
	}
	plain := func(c *Czech, _ []lemma.Token, s []string) []lemma.Token { c.Analyze(s); return nil }
	shared := func(c *Czech, _ []lemma.Token, s []string) []lemma.Token { c.AnalyzeShared(s); return nil }
	sharedTo := func(c *Czech, dst []lemma.Token, s []string) []lemma.Token { return c.AnalyzeSharedTo(dst, s) }
	for _, mode := range []string{"cold", "stored", "warm"} {
		run("Analyze-"+mode, 1, mode, plain)
		run("Shared-"+mode, 1, mode, shared)
		run("Shared2-"+mode, 2, mode, shared)
		run("SharedTo2-"+mode, 2, mode, sharedTo)
	}
}
