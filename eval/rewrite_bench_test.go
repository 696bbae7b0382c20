package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// BenchmarkScoreRewriteCS is "parmesan score --rewrite -l cs" on WMT23
// en-cs (15 systems × 2,074 segments): the references are prepared once,
// then every system is rewritten and scored, as the command does. The
// Czech analyser's caches are shared by the process, so only the first
// iteration is cold; run it with -benchtime 1x to measure what one
// command costs (bench/score-rewrite-cs.sh times the command itself).
func BenchmarkScoreRewriteCS(b *testing.B) {
	dir := filepath.Join(sharedDir(b), "eval", "wmt23-general", "generaltest2023.en-cs")
	ref := readFile(b, filepath.Join(dir, "ref.txt"))
	paths, err := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	if err != nil || len(paths) == 0 {
		b.Skipf("no systems under %s", dir)
	}
	var systems []System
	for _, p := range paths {
		systems = append(systems, System{Name: filepath.Base(p), Hyps: readFile(b, p)})
	}
	ro, err := pipeline.New(pipeline.Config{Lang: lang.Czech})
	if err != nil {
		if _, serr := os.Stat("/usr/share/hunspell/cs_CZ.dic"); serr != nil {
			b.Skipf("Czech dictionaries not installed (apt-get install hunspell-cs mythes-cs): %v", err)
		}
		b.Fatal(err)
	}
	opts := DefaultOptions("cs")
	opts.Rewrite = ro
	b.ReportAllocs()
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		ev, err := NewEvaluator(opts)
		if err != nil {
			b.Fatal(err)
		}
		refs, err := ev.PrepareReferences([][]string{ref}, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range systems {
			if _, err := ev.ScoreSystem(s.Name, s.Hyps, refs); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(ref)*len(systems)*b.N)/b.Elapsed().Seconds(), "segments/s")
}

// BenchmarkRewritePreparedCS times the rewriting alone on WMT23 en-cs
// (15 systems × 2,074 segments, analysed beforehand, one goroutine, no
// fixing): "prepared" prepares each reference once
// (rewrite.Rewriter.Prepare) and rewrites every system's hypothesis
// against it, as pipeline does; "per-pair" prepares the reference again
// for every pair (RewriteGrounded), as the rewriter did before.
func BenchmarkRewritePreparedCS(b *testing.B) {
	dir := filepath.Join(sharedDir(b), "eval", "wmt23-general", "generaltest2023.en-cs")
	ref := readFile(b, filepath.Join(dir, "ref.txt"))
	paths, err := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	if err != nil || len(paths) == 0 {
		b.Skipf("no systems under %s", dir)
	}
	ro, err := pipeline.New(pipeline.Config{Lang: lang.Czech})
	if err != nil {
		if _, serr := os.Stat("/usr/share/hunspell/cs_CZ.dic"); serr != nil {
			b.Skipf("Czech dictionaries not installed (apt-get install hunspell-cs mythes-cs): %v", err)
		}
		b.Fatal(err)
	}
	refs := make([][]lemma.Token, len(ref))
	for i, r := range ref {
		refs[i] = ro.Language.Analyze(strings.Fields(r))
	}
	var hyps [][][]lemma.Token
	for _, p := range paths {
		lines := readFile(b, p)
		sys := make([][]lemma.Token, len(lines))
		for i, h := range lines {
			sys[i] = ro.Language.Analyze(strings.Fields(h))
		}
		hyps = append(hyps, sys)
	}
	rw := rewrite.New(ro.Language, ro.Lexicon, rewrite.WithGuard(ro.Guard))
	b.Run("prepared", func(b *testing.B) {
		b.ReportAllocs()
		for it := 0; it < b.N; it++ {
			prep := make([]*rewrite.Reference, len(refs))
			for i, r := range refs {
				prep[i] = rw.Prepare(r)
			}
			for _, sys := range hyps {
				for i, h := range sys {
					rw.RewritePrepared(h, prep[i], nil)
				}
			}
		}
	})
	b.Run("per-pair", func(b *testing.B) {
		b.ReportAllocs()
		for it := 0; it < b.N; it++ {
			for _, sys := range hyps {
				for i, h := range sys {
					rw.RewriteGrounded(h, refs[i], nil)
				}
			}
		}
	})
}
