// Command recall draws segments for a hand-judged recall (and precision)
// measurement of Parmesan's rewriting: with a fixed seed it draws N
// (system, segment) items from a WMT test set BEFORE rewriting anything,
// then rewrites the reference toward each drawn hypothesis with the
// default settings and prints the source, the hypothesis, the reference,
// the rewritten reference and the substitutions made, each with empty
// lines for the judge:
//
//	W: the substitutions a careful bilingual reader would make toward the
//	   hypothesis (old → new, comma-separated), filled in before reading
//	   the tool's (the tool's list is printed last for that reason);
//	J: per tool substitution, g (good), n (neutral) or b (harmful).
//
//	go run ./bench/recall -dir ../shared/eval/wmt23-general/generaltest2023.en-cs \
//	    -lang cs -srclang en -segments 30 -seed 3401 -out bench/out/recall-cs.txt
//
// -systems limits the draw to some systems (comma-separated); the human
// references in sys/ (ref*, synthetic_ref) are never drawn. The output
// quotes shared texts and belongs under bench/out/ (not committed).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

func main() {
	dir := flag.String("dir", "", "WMT test-set directory (ref.txt, src.txt, sys/)")
	code := flag.String("lang", "cs", "reference language")
	srcLang := flag.String("srclang", "", "source language for grounding (empty: no grounding)")
	n := flag.Int("segments", 30, "items (system, segment) to draw")
	seed := flag.Int64("seed", 1, "random seed of the draw")
	systems := flag.String("systems", "", "draw only from these systems (comma-separated; default all)")
	out := flag.String("out", "", "file to write (default standard output)")
	flag.Parse()
	if err := run(*dir, *code, *srcLang, *n, *seed, *systems, *out); err != nil {
		fmt.Fprintln(os.Stderr, "recall:", err)
		os.Exit(1)
	}
}

type item struct {
	sys string
	seg int // 0-based
}

func run(dir, code, srcLang string, n int, seed int64, only, out string) error {
	tgt, err := lang.Parse(code)
	if err != nil {
		return err
	}
	var src lang.Language
	if srcLang != "" {
		if src, err = lang.Parse(srcLang); err != nil {
			return err
		}
	}
	refs, err := data.ReadLinesFile(filepath.Join(dir, "ref.txt"), nil)
	if err != nil {
		return err
	}
	srcs, err := data.ReadLinesFile(filepath.Join(dir, "src.txt"), nil)
	if err != nil {
		return err
	}
	if len(srcs) != len(refs) {
		return fmt.Errorf("%s has %d lines, ref.txt %d", filepath.Join(dir, "src.txt"), len(srcs), len(refs))
	}
	files, err := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	if err != nil {
		return err
	}
	sort.Strings(files)
	want := map[string]bool{}
	for _, s := range strings.Split(only, ",") {
		if s = strings.TrimSpace(s); s != "" {
			want[s] = true
		}
	}
	hyps := map[string][]string{}
	var names []string
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		if strings.HasPrefix(name, "ref") || name == "synthetic_ref" || len(want) > 0 && !want[name] {
			continue
		}
		lines, err := data.ReadLinesFile(f, nil)
		if err != nil {
			return err
		}
		if len(lines) != len(refs) {
			return fmt.Errorf("%s has %d lines, ref.txt %d", f, len(lines), len(refs))
		}
		hyps[name] = lines
		names = append(names, name)
	}
	if len(names) == 0 {
		return fmt.Errorf("%s: no system to draw from", dir)
	}
	// The draw comes first and depends on the seed, the systems and the
	// segment count only.
	rng := rand.New(rand.NewSource(seed))
	seen := map[item]bool{}
	var items []item
	for len(items) < n && len(items) < len(names)*len(refs) {
		it := item{names[rng.Intn(len(names))], rng.Intn(len(refs))}
		if !seen[it] {
			seen[it] = true
			items = append(items, it)
		}
	}
	cfg := pipeline.Config{Lang: tgt, SourceLang: src}
	rw, err := pipeline.New(cfg)
	if err != nil {
		return err
	}
	mcfg := meteor.Config{Language: code, Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	if l, err := meteor.LookupLanguage(code); err == nil && !l.Normalizable {
		mcfg.Normalization = meteor.LowerOnly
	}
	sc, err := meteor.New(mcfg, nil)
	if err != nil {
		return err
	}
	rw = rw.WithTokenizer(sc.Tokenize, 0, nil)
	// Only the drawn segments are prepared and rewritten.
	segRefs := make([][]string, len(items))
	var segSrcs []string
	for k, it := range items {
		segRefs[k] = []string{refs[it.seg]}
		if srcLang != "" {
			segSrcs = append(segSrcs, srcs[it.seg])
		}
	}
	p, err := rw.Prepare(segRefs, segSrcs)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# recall sample: %s, %d items, seed %d, systems %s\n# rewrite: %s\n\n", filepath.Base(dir), len(items), seed,
		strings.Join(names, ","), rw.Settings())
	total := 0
	for k, it := range items {
		r := rw.Rewrite(hyps[it.sys][it.seg], p, k)[0]
		fmt.Fprintf(&b, "=== %d. %s, segment %d\nSRC: %s\nHYP: %s\nREF: %s\nW: \n", k+1, it.sys, it.seg+1, srcs[it.seg], hyps[it.sys][it.seg], refs[it.seg])
		fmt.Fprintf(&b, "NEW: %s\n", r.Text)
		for _, s := range r.Subs {
			fmt.Fprintf(&b, "SUB: %s → %s (%s → %s, %s, %s)\nJ: \n", s.Old, s.New, s.OldLemma, s.NewLemma, s.OldPOS, s.Source)
		}
		total += len(r.Subs)
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "# %d substitutions in %d items (%.3f per item)\n", total, len(items), float64(total)/float64(max(1, len(items))))
	if out == "" {
		_, err := os.Stdout.WriteString(b.String())
		return err
	}
	return data.WriteFileAtomic(out, func(w *bufio.Writer) error { _, err := w.WriteString(b.String()); return err })
}
