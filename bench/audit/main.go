// Command audit measures the precision of Parmesan's rewriting on a WMT
// test set: it rewrites the reference toward every system output, counts
// substitutions, fixes, polarity flips and unvocalised Czech prepositions
// next to a changed word, and draws a sample of substitutions with a
// fixed seed for hand judgment.
//
//	cd bench && go run ./audit -dir ../../shared/eval/wmt23-general/generaltest2023.en-cs \
//	    -lang cs -srclang en -sample 110 -seed 2311 -out out/audit-cs.txt
//
// With -list FILE it writes every substitution, one a line (system,
// segment, pair, context before and after repair), so that two builds can be compared with diff
// or comm (the substitutions a change removes or adds).
//
// The sample file lists, per drawn substitution, the source, hypothesis,
// reference, the rewritten and fixed reference, and the fixer's edits,
// each with an empty judgment line ("J:") to fill in with g (good) or
// b (bad) followed by a reason, and, for each edit, "E:" likewise. Run
// with -tally FILE to count the judgments of a filled-in sample.
//
// The outputs quote shared texts and belong under bench/out/ (not
// committed).
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
	"github.com/parmesan-mt/parmesan/eval"
	fixcs "github.com/parmesan-mt/parmesan/fix/cs"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

type drawn struct {
	sys             string
	seg             int
	src, hyp, ref   string
	unfixed, fixed  string
	sub             string
	edits           []string
	subIndex, nSubs int
	lemmas          string // old lemma → new lemma
	window          string // the rewritten reference around the substitution, fixed
	hypWindow       string // the hypothesis around the word used
}

// around returns tokens within w of position k, the word at k in brackets.
func around(toks []string, k, w int) string {
	var b []string
	for i := max(0, k-w); i < len(toks) && i <= k+w; i++ {
		if i == k {
			b = append(b, "["+toks[i]+"]")
		} else {
			b = append(b, toks[i])
		}
	}
	return strings.Join(b, " ")
}

// hypAround finds word in the hypothesis (case-insensitively, first
// occurrence) and returns its neighbourhood.
func hypAround(hyp, word string) string {
	toks := strings.Fields(hyp)
	for i, t := range toks {
		if strings.EqualFold(strings.Trim(t, ".,;:!?\"'()„“”‚‘’«»-"), word) {
			return around(toks, i, 10)
		}
	}
	return "(not found by form) " + hyp
}

func main() {
	dir := flag.String("dir", "", "WMT test-set directory (ref.txt, src.txt, sys/)")
	lang := flag.String("lang", "cs", "reference language (lemma code)")
	srcLang := flag.String("srclang", "", "source language for grounding (empty: no grounding)")
	meteorLang := flag.String("meteor-lang", "", "Meteor language for tokenization (default: -lang)")
	sample := flag.Int("sample", 0, "substitutions to draw")
	seed := flag.Int64("seed", 1, "random seed of the draw")
	out := flag.String("out", "", "sample file to write")
	tally := flag.String("tally", "", "count the judgments in a filled-in sample file and exit")
	noFix := flag.Bool("no-fix", false, "do not repair agreement")
	noGuard := flag.Bool("no-guard", false, "keep every thesaurus pair: no sense guard (cs) or thesaurus guard (pl, ro)")
	fallback := flag.Bool("fallback", false, "analyse with lemma/fallback (stems, no parts of speech) even when the language has a model")
	brief := flag.Bool("brief", false, "sample shows only the neighbourhood of each substitution, not whole segments")
	list := flag.String("list", "", "write every substitution, one a line (system, segment, pair, context before and after repair), to compare two builds")
	flag.Parse()
	if *tally != "" {
		if err := countJudgments(*tally); err != nil {
			fmt.Fprintln(os.Stderr, "audit:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*dir, *lang, *srcLang, *meteorLang, *sample, *seed, *out, *list, *noFix, *noGuard, *fallback, *brief); err != nil {
		fmt.Fprintln(os.Stderr, "audit:", err)
		os.Exit(1)
	}
}

func run(dir, code, srcLang, mLang string, n int, seed int64, out, list string, noFix, noGuard, fallback, brief bool) error {
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
	if mLang == "" {
		mLang = code // meteor takes any spelling package lang knows (cs, cz, czech)
	}
	refs, err := data.ReadLinesFile(filepath.Join(dir, "ref.txt"), nil)
	if err != nil {
		return err
	}
	srcs, err := data.ReadLinesFile(filepath.Join(dir, "src.txt"), nil)
	if err != nil {
		return err
	}
	ro, err := pipeline.New(pipeline.Config{Lang: tgt, SourceLang: src, NoFix: noFix, NoSenseGuard: noGuard, Fallback: fallback})
	if err != nil {
		return err
	}
	ev, err := eval.NewEvaluator(eval.Options{Rewrite: ro, Meteor: meteorConfig(mLang)})
	if err != nil {
		return err
	}
	var sources []string
	if srcLang != "" {
		sources = srcs
	}
	prepared, err := ev.PrepareReferences([][]string{refs}, sources)
	if err != nil {
		return err
	}
	files, err := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	if err != nil {
		return err
	}
	sort.Strings(files)
	var pool []drawn
	var segs, subs, fixes, flips, unvoc int
	rules := map[string]int{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		if strings.HasPrefix(name, "ref") || name == "synthetic_ref" {
			continue // human translations
		}
		hyps, err := data.ReadLinesFile(f, nil)
		if err != nil {
			return err
		}
		res, err := ev.RewriteCorpus(hyps, prepared)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		for i, seg := range res {
			rw := seg[0]
			segs++
			subs += len(rw.Subs)
			fixes += len(rw.Edits)
			for _, e := range rw.Edits {
				rules[e.Rule]++
			}
			for _, s := range rw.Subs {
				if polarityFlip(s.Old, s.OldFeats, s.New, s.NewFeats) {
					flips++
					fmt.Fprintf(os.Stderr, "polarity flip: %s %d: %s → %s\n", name, i+1, s.Old, s.New)
				}
			}
			if tgt == lang.Czech {
				unvoc += unvocalised(rw, ro.Language)
			}
			for k, s := range rw.Subs {
				var ed []string
				for _, e := range rw.Edits {
					ed = append(ed, fmt.Sprintf("%s@%d %s → %s", e.Rule, e.Pos, e.Before, e.After))
				}
				pool = append(pool, drawn{sys: name, seg: i + 1, src: srcs[i], hyp: hyps[i], ref: refs[i],
					unfixed: rw.Unfixed, fixed: rw.Text, sub: fmt.Sprintf("%s → %s (%s, %s)", s.Old, s.New, s.OldPOS, s.Source),
					edits: ed, subIndex: k, nSubs: len(rw.Subs), lemmas: s.OldLemma + " → " + s.NewLemma,
					window:    around(strings.Fields(rw.Unfixed), s.Pos, 12) + "\n  fixed: " + around(strings.Fields(rw.Text), s.Pos, 12),
					hypWindow: hypAround(hyps[i], s.New)})
			}
		}
	}
	fmt.Printf("%s: %d systems, %d segments, %d substitutions (%.3f per segment), %d fixes (%.3f per segment)\n",
		filepath.Base(dir), len(files), segs, subs, float64(subs)/float64(max(1, segs)), fixes, float64(fixes)/float64(max(1, segs)))
	fmt.Printf("polarity flips: %d; unvocalised prepositions before a changed word: %d\n", flips, unvoc)
	var rk []string
	for r := range rules {
		rk = append(rk, r)
	}
	sort.Strings(rk)
	for _, r := range rk {
		fmt.Printf("  %-28s %d\n", r, rules[r])
	}
	if list != "" {
		err := data.WriteFileAtomic(list, func(w *bufio.Writer) error {
			for _, d := range pool {
				ctx, fixed, _ := strings.Cut(d.window, "\n")
				fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s\t%s\n", d.sys, d.seg, d.sub, d.lemmas, ctx, strings.TrimPrefix(fixed, "  fixed: "))
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	if n <= 0 || out == "" {
		return nil
	}
	rng := rand.New(rand.NewSource(seed))
	perm := rng.Perm(len(pool))
	if n > len(pool) {
		n = len(pool)
	}
	return data.WriteFileAtomic(out, func(w *bufio.Writer) error {
		fmt.Fprintf(w, "# %s, seed %d, %d of %d substitutions\n# Fill in J: with g (good), n (neutral) or h (harmful), and E: per edit with g or b, and a reason.\n\n", filepath.Base(dir), seed, n, len(pool))
		for k, p := range perm[:n] {
			d := pool[p]
			fmt.Fprintf(w, "## %d  %s  segment %d  (substitution %d of %d)\nSUB:   %s\nCTX:   %s\nHYPCTX: %s\n",
				k+1, d.sys, d.seg, d.subIndex+1, d.nSubs, d.sub, d.window, d.hypWindow)
			if !brief {
				fmt.Fprintf(w, "SRC:   %s\nHYP:   %s\nREF:   %s\nREWR:  %s\nFIXED: %s\n", d.src, d.hyp, d.ref, d.unfixed, d.fixed)
			}
			fmt.Fprintf(w, "J: \n")
			for _, e := range d.edits {
				fmt.Fprintf(w, "EDIT:  %s\nE: \n", e)
			}
			fmt.Fprintln(w)
		}
		return nil
	})
}

// meteorConfig tokenizes as `parmesan score` does by default: Meteor's
// -norm where Meteor has a normalizer for the language, and otherwise
// (Polish, Romanian) the lowercased, already tokenized text (score's
// --norm=false --lower), so that the sample shows what the scorer
// rewrites. Meteor's normalizers split letters they do not know, such as
// Romanian ș and ț, off as symbols.
func meteorConfig(mLang string) meteor.Config {
	t, _ := eval.Resolve(mLang, eval.ResolveOptions{Tokenized: true})
	return meteor.Config{Language: mLang, Normalization: t.Normalization, Modules: []meteor.Module{meteor.Exact}}
}

// polarityFlip reports a substitution between a negated and a positive
// word: by the analyses' Polarity feature, or, for a Czech word, by a
// "ne" prefix that one lemma has and the other lacks.
func polarityFlip(old, of, nw, nf string) bool {
	neg := func(f string) bool { return strings.Contains(f, "Polarity=Neg") }
	return neg(of) != neg(nf)
}

// unvocalised counts the prepositions (analysed as ADP in the final text)
// right before a word the rewrite or the repair changed whose form breaks
// the certain vocalisation rules.
func unvocalised(rw pipeline.Rewritten, an lemma.Analyzer) int {
	toks := strings.Fields(rw.Text)
	tags := an.Analyze(toks)
	changed := map[int]bool{}
	for _, s := range rw.Subs {
		changed[s.Pos] = true
	}
	for _, e := range rw.Edits {
		changed[e.Pos] = true
	}
	n := 0
	for k := range changed {
		if k <= 0 || k >= len(toks) || tags[k-1].POS != "ADP" {
			continue // reflexive se, or nothing before
		}
		if want, ok := fixcs.Vocalise(toks[k-1], toks[k]); ok && want != toks[k-1] {
			fmt.Fprintf(os.Stderr, "unvocalised: %s %s\n", toks[k-1], toks[k])
			n++
		}
	}
	return n
}

// countJudgments tallies a filled-in sample: J: lines starting with g
// (good), n (neutral: a valid but needless or meaning-neutral change
// that credits nothing wrong), h (harmful: credits an error of the
// hypothesis or breaks the sentence) or b (bad, not split into n and h,
// as in the samples before issue 24); E: lines with g (right) or b
// (wrong).
func countJudgments(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var good, neutral, harmful, bad, eGood, eBad, unjudged int
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		l := sc.Text()
		if v, ok := strings.CutPrefix(l, "J:"); ok {
			switch v = strings.TrimSpace(v); {
			case strings.HasPrefix(v, "g"):
				good++
			case strings.HasPrefix(v, "n"):
				neutral++
			case strings.HasPrefix(v, "h"):
				harmful++
			case strings.HasPrefix(v, "b"):
				bad++
			default:
				unjudged++
				fmt.Fprintf(os.Stderr, "%s:%d: not judged\n", path, line)
			}
		}
		if v, ok := strings.CutPrefix(l, "E:"); ok {
			switch v = strings.TrimSpace(v); {
			case strings.HasPrefix(v, "g"):
				eGood++
			case strings.HasPrefix(v, "b"):
				eBad++
			default:
				unjudged++
				fmt.Fprintf(os.Stderr, "%s:%d: not judged\n", path, line)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	n := good + neutral + harmful + bad
	pct := func(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }
	fmt.Printf("substitutions: %d judged: %d good (%.1f%%), %d neutral (%.1f%%), %d harmful (%.1f%%), %d bad unsplit (%.1f%%); fixer edits: %d right, %d wrong (%.1f%% right); %d unjudged\n",
		n, good, pct(good, n), neutral, pct(neutral, n), harmful, pct(harmful, n), bad, pct(bad, n), eGood, eBad, pct(eGood, eGood+eBad), unjudged)
	return nil
}
