package main

// dev: the automatic development recall of issue #34 (rounds 1–5).
//
//	go run ./recall dev -bin BIN -lang cs|en [-source] -docs ../docs [-o items.tsv]
//	        [-rounds 4,5] [-judged COLUMN] [-subs 5=FILE] [-ablate] [-shipped FILE]
//
// For every round it rebuilds the drawn pairs of the round's reader file
// (system, segment → the source, reference and hypothesis lines of the
// WMT23 set, -set), runs `BIN rewrite -l LANG` on them as one set per
// round (with --source under -source) and matches every listed item
// against the substitutions of its pair's --log:
//
//   - hit: a substitution whose old and new words, tokenized with
//     Meteor's tokenizer of the language and lower-cased, equal the
//     item's two sides, each read without the reader's parenthesised
//     context words or with them, without the occurrence mark ("(2nd)")
//     and the ellipses (items.Split, items.Readings, items.Ellipses);
//   - part: no hit, but a substitution whose old words lie contiguously
//     in the item's reference side and whose new words in its hypothesis
//     side (a listed phrase of which the tool substituted a part);
//   - "-" otherwise. A substitution that is no item's hit or part on its
//     pair is unlisted.
//
// The occurrence mark is not used to pick the occurrence.
//
// -judged COLUMN compares the results with a committed hit column of the
// hits files (the build the round was judged with) and lists every
// disagreement; -subs ROUND=FILE compares the substitutions with a
// committed `recall subs` file of that round (made on the whole system
// files), pair by pair.
//
// -ablate runs the rewriter of the library (pipeline.New with the
// language's default Config, as `parmesan rewrite` builds it) with one
// rewrite.Guard field zeroed at a time, and with each Config or Rewriter
// setting that filters pairs relaxed, and reports the items each frees
// and the unlisted substitutions each adds. -shipped FILE is the items
// TSV of `go run ./ceiling measure -rounds 1,2,3,4,5 -items FILE`: a
// missed item is then "in a shipped source" when its (a) columns
// (lexicon, closed) say so.

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/bench/internal/items"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// devPair is one drawn pair of a round, with its texts.
type devPair struct {
	round         string
	k             int
	sys           string
	seg           int
	src, ref, hyp string
}

// devRound is one round's drawn pairs and listed items of one language.
type devRound struct {
	r     items.Round
	pairs []devPair // in k order; pairs[k-1] is pair k
	items []items.Item
}

// outcome is the match of one item.
type outcome struct {
	status string // hit, part or -
	by     string // the substitutions
	used   []int  // their indices
}

// runResult is the substitutions of every pair of every round.
type runResult map[string][][]sub // round → pair k-1 → substitutions

func dev(args []string) error {
	fs := flag.NewFlagSet("dev", flag.ContinueOnError)
	bin := fs.String("bin", "", "parmesan binary to run (its rewrite command)")
	code := fs.String("lang", "cs", "cs or en")
	source := fs.Bool("source", false, "rewrite with --source (grounded in the source sentences)")
	docs := fs.String("docs", "../docs", "the repository's docs directory")
	setDir := fs.String("set", "", "WMT23 set directory (default ../../shared/eval/wmt23-general/generaltest2023.en-cs or .de-en)")
	out := fs.String("o", "", "write every item's outcome as TSV to FILE")
	roundList := fs.String("rounds", "1,2,3,4,5", "rounds to run")
	judged := fs.String("judged", "", "compare with this committed hit column")
	subsCheck := fs.String("subs", "", "ROUND=FILE: compare with a committed subs file of that round")
	ablate := fs.Bool("ablate", false, "guard ablation with the library's rewriter")
	shipped := fs.String("shipped", "", "ceiling measure -items TSV, for the missed items' (a) lookup")
	trace := fs.String("trace", "", "trace items through the library's rewriter: \"missed\" (with -shipped) or [ROUND:K:]TEXT (trace.go)")
	replay := fs.String("replay", "", "ROUND=FILE: take that round's substitutions from a committed subs file instead of running BIN (for -judged)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	srcLang := map[string]string{"cs": "en", "en": "de"}[*code]
	if srcLang == "" {
		return fmt.Errorf("dev: -lang %q: want cs or en", *code)
	}
	if *setDir == "" {
		*setDir = filepath.Join("..", "..", "shared", "eval", "wmt23-general", "generaltest2023."+srcLang+"-"+*code)
	}
	if *trace != "" {
		*ablate = true
	}
	if *bin == "" && !*ablate && *replay == "" {
		return fmt.Errorf("dev: give -bin, -ablate or -replay")
	}
	rounds, err := loadRounds(*docs, *setDir, *code, *roundList)
	if err != nil {
		return err
	}
	_, tok, err := align.Meteor(*code)
	if err != nil {
		return err
	}
	m := matcher{tok: tok}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	mode := "default"
	if *source {
		mode = "--source " + srcLang
	}
	var base runResult
	if *bin != "" {
		if base, err = runBin(*bin, *code, srcLang, *source, rounds); err != nil {
			return err
		}
		fmt.Fprintf(w, "## %s, %s, %s\n\n", *code, mode, *bin)
	}
	var lb *lib
	if *replay != "" {
		if base, err = replaySubs(rounds, *replay); err != nil {
			return err
		}
		fmt.Fprintf(w, "## %s, the substitutions of %s\n\n", *code, *replay)
	}
	if *ablate {
		if lb, err = newLib(*code, srcLang, *source); err != nil {
			return err
		}
		libBase, err := lb.run(lb.ro, rounds)
		if err != nil {
			return err
		}
		if base == nil {
			base = libBase
			fmt.Fprintf(w, "## %s, %s, the library's rewriter\n\n", *code, mode)
		} else if d := diffRuns(base, libBase, rounds); d != "" {
			fmt.Fprintf(w, "The library's default rewriter differs from %s:\n%s\n", *bin, d)
		} else {
			fmt.Fprintf(w, "The library's default rewriter makes the same substitutions as %s on every drawn pair.\n\n", *bin)
		}
	}
	res := m.matchAll(rounds, base)
	report(w, rounds, base, res)
	if *judged != "" {
		faithful(w, rounds, res, *judged)
	}
	if *subsCheck != "" {
		if err := compareSubs(w, rounds, base, *subsCheck); err != nil {
			return err
		}
	}
	if *out != "" {
		if err := writeOutcomes(*out, rounds, res); err != nil {
			return err
		}
	}
	if *trace != "" {
		return lb.traceItems(w, m, rounds, base, *shipped, *trace)
	}
	if lb != nil {
		return lb.ablate(w, m, rounds, base, *shipped)
	}
	return nil
}

// loadRounds reads the listed items and drawn pairs of the language.
func loadRounds(docs, setDir, code, list string) ([]devRound, error) {
	want := map[string]bool{}
	for _, r := range strings.Split(list, ",") {
		want[strings.TrimSpace(r)] = true
	}
	s, err := loadSet(setDir)
	if err != nil {
		return nil, err
	}
	var out []devRound
	for _, r := range items.Rounds {
		if !want[r.Name] {
			continue
		}
		its, err := items.Read(docs, []items.Round{r})
		if err != nil {
			return nil, err
		}
		path := filepath.Join(docs, r.Dir, code+"-reader.md")
		segs, err := items.ReadReader(path)
		if err != nil {
			return nil, err
		}
		dr := devRound{r: r}
		for k := 1; k <= len(segs); k++ {
			sg, ok := segs[k]
			if !ok {
				return nil, fmt.Errorf("%s: no section %d", path, k)
			}
			hyp, ok := s.hyp[sg.System]
			if !ok || sg.Seg < 1 || sg.Seg > len(s.ref) {
				return nil, fmt.Errorf("%s: pair %d: %s segment %d is not in %s", path, k, sg.System, sg.Seg, setDir)
			}
			i := sg.Seg - 1
			if squash(s.ref[i]) != squash(sg.Ref) || squash(hyp[i]) != squash(sg.Hyp) {
				return nil, fmt.Errorf("%s: pair %d: REF or HYP differs from %s segment %d of %s", path, k, sg.System, sg.Seg, setDir)
			}
			dr.pairs = append(dr.pairs, devPair{r.Name, k, sg.System, sg.Seg, s.src[i], s.ref[i], hyp[i]})
		}
		for _, it := range its {
			if it.Lang != code {
				continue
			}
			if it.K < 1 || it.K > len(dr.pairs) || dr.pairs[it.K-1].sys != it.System {
				return nil, fmt.Errorf("%s: pair %d %s is not in %s", it.Where, it.K, it.System, path)
			}
			dr.items = append(dr.items, it)
		}
		out = append(out, dr)
	}
	return out, nil
}

// squash is s with its white space runs (no-break spaces too) made one space.
func squash(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), " ")
}

// runBin runs BIN rewrite on each round's drawn pairs as one set.
func runBin(bin, code, srcLang string, source bool, rounds []devRound) (runResult, error) {
	dir, err := os.MkdirTemp("", "recall-dev-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := runResult{}
	for _, dr := range rounds {
		var ref, hyp, src strings.Builder
		for _, p := range dr.pairs {
			ref.WriteString(p.ref + "\n")
			hyp.WriteString(p.hyp + "\n")
			src.WriteString(p.src + "\n")
		}
		files := map[string]string{"ref.txt": ref.String(), "hyp.txt": hyp.String(), "src.txt": src.String()}
		for name, text := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				return nil, err
			}
		}
		args := []string{"rewrite", "-l", code, "-r", filepath.Join(dir, "ref.txt"), "-i", filepath.Join(dir, "hyp.txt"),
			"-o", filepath.Join(dir, "out.txt"), "--log", filepath.Join(dir, "log.jsonl")}
		if source {
			args = append(args, "--source", filepath.Join(dir, "src.txt"), "--source-lang", srcLang)
		}
		cmd := exec.Command(bin, args...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("%s %s: %v\n%s", bin, strings.Join(args, " "), err, msg)
		}
		lg, err := readLog(filepath.Join(dir, "log.jsonl"))
		if err != nil {
			return nil, err
		}
		subs := make([][]sub, len(dr.pairs))
		for i := range dr.pairs {
			r, ok := lg[i+1]
			if !ok {
				return nil, fmt.Errorf("round %s: the log has no segment %d", dr.r.Name, i+1)
			}
			if subs[i], err = decodeSubs(r); err != nil {
				return nil, err
			}
		}
		out[dr.r.Name] = subs
	}
	return out, nil
}

// replaySubs reads a committed subs file (`recall subs` output: k,
// system, segment, then "old→new (lemmas; source)" joined by " | ") as
// the substitutions of one round; their positions are unknown (-1).
func replaySubs(rounds []devRound, arg string) (runResult, error) {
	name, path, ok := strings.Cut(arg, "=")
	if !ok {
		return nil, fmt.Errorf("-replay %q: want ROUND=FILE", arg)
	}
	i := slices.IndexFunc(rounds, func(d devRound) bool { return d.r.Name == name })
	if i < 0 || len(rounds) != 1 {
		return nil, fmt.Errorf("-replay: run round %s alone (-rounds %s)", name, name)
	}
	dr := rounds[i]
	lines, err := readLines(path)
	if err != nil {
		return nil, err
	}
	subs := make([][]sub, len(dr.pairs))
	for j, l := range lines {
		if strings.HasPrefix(l, "#") || l == "" {
			continue
		}
		f := strings.SplitN(l, "\t", 4)
		var k int
		if len(f) != 4 {
			return nil, fmt.Errorf("%s:%d: want k, system, segment, substitutions", path, j+1)
		}
		if _, err := fmt.Sscan(f[0], &k); err != nil || k < 1 || k > len(dr.pairs) || dr.pairs[k-1].sys != f[1] {
			return nil, fmt.Errorf("%s:%d: pair %s %s is not round %s's", path, j+1, f[0], f[1], name)
		}
		if f[3] == "" {
			continue
		}
		for _, u := range strings.Split(f[3], " | ") {
			at := strings.LastIndex(u, " (")
			old, nw, ok := strings.Cut(u[:max(at, 0)], "→")
			if at < 0 || !ok {
				return nil, fmt.Errorf("%s:%d: %q is no old→new (…)", path, j+1, u)
			}
			subs[k-1] = append(subs[k-1], sub{Pos: -1, Old: old, New: nw})
		}
	}
	return runResult{name: subs}, nil
}

// matcher matches items against substitutions.
type matcher struct {
	tok func(string) []string
}

// words is s tokenized and lower-cased, without the reader's ellipses.
func (m matcher) words(s string) []string {
	var out []string
	for _, w := range m.tok(items.Ellipses(s)) {
		if w = strings.ToLower(strings.ReplaceAll(w, "’", "'")); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// match matches one item against its pair's substitutions: the
// substitutions whose old words lie in a reading of the item's reference
// side are applied there; equal to the hypothesis side, a hit, else a
// part when some applied substitution's new words lie in the hypothesis
// side. A substitution whose old words hold the reference side and whose
// new words the hypothesis side (a structure's wider span) is a hit. Sides equal already (the normalizer's doing, U.S. → US) are a
// hit with no substitution, as round 5 counted one.
//
// An item with an occurrence mark ("(2nd)") uses only substitutions at
// that occurrence of their old words in the reference ref.
func (m matcher) match(it items.Item, ref string, subs []sub, skip map[int]bool) outcome {
	r, h, ok := items.Split(it.Text)
	if !ok {
		return outcome{status: "-"}
	}
	// The substitutions the item may use: not one an earlier item took
	// (skip), and with an occurrence mark ("(2nd)") only those at that
	// occurrence; orig maps them back to subs's indexes, which the
	// outcome reports.
	n := items.Occurrence(it.Text)
	rt := m.words(ref)
	var at []sub
	var orig []int
	for j, u := range subs {
		if skip[j] || n > 0 && u.Pos >= 0 && occurrenceAt(rt, tokens(u.Old), u.Pos) != n { // Pos -1: position unknown
			continue
		}
		at = append(at, u)
		orig = append(orig, j)
	}
	o := m.matchSubs(r, h, at)
	for k, j := range o.used {
		o.used[k] = orig[j]
	}
	return o
}

// matchSubs is match on the substitutions an item may use.
func (m matcher) matchSubs(r, h string, subs []sub) outcome {
	var part *outcome
	for _, rr := range items.Readings(r) {
		for _, hr := range items.Readings(h) {
			rw, hw := m.words(rr), m.words(hr)
			if len(rw) == 0 || len(hw) == 0 {
				continue
			}
			if slices.Equal(rw, hw) {
				return outcome{status: "hit", by: "(equal once normalized)"}
			}
			applied := slices.Clone(rw)
			var used []int
			inHyp := false
			for j, u := range subs {
				ow, nw := tokens(u.Old), tokens(u.New)
				if len(ow) > 0 && index(ow, rw) >= 0 && index(nw, hw) >= 0 {
					// a wider substitution (a structure's span) that carries the item
					return outcome{"hit", u.Old + "→" + u.New, []int{j}}
				}
				if i := index(applied, ow); len(ow) > 0 && i >= 0 {
					applied = slices.Concat(applied[:i], nw, applied[i+len(ow):])
					used = append(used, j)
					inHyp = inHyp || index(hw, nw) >= 0
				}
			}
			if len(used) == 0 || !slices.Equal(applied, hw) && !inHyp {
				continue
			}
			o := outcome{status: "part", used: used}
			var by []string
			for _, j := range used {
				by = append(by, subs[j].Old+"→"+subs[j].New)
			}
			o.by = strings.Join(by, " + ")
			if slices.Equal(applied, hw) {
				o.status = "hit"
				return o
			}
			if part == nil {
				part = &o
			}
		}
	}
	if part != nil {
		return *part
	}
	return outcome{status: "-"}
}

// tokens are a substitution side's words (already the rewriter's
// normalized tokens), lower-cased.
func tokens(s string) []string { return strings.Fields(strings.ToLower(s)) }

// occurrenceAt is which occurrence of ws in toks the one at pos is
// (1-based), 0 when ws is not at pos.
func occurrenceAt(toks, ws []string, pos int) int {
	if len(ws) == 0 || pos < 0 || pos+len(ws) > len(toks) || !slices.Equal(toks[pos:pos+len(ws)], ws) {
		return 0
	}
	n := 0
	for i := 0; i <= pos; i++ {
		if i+len(ws) <= len(toks) && slices.Equal(toks[i:i+len(ws)], ws) {
			n++
		}
	}
	return n
}

// index is the first position of ys in xs, or -1.
func index(xs, ys []string) int {
	for i := 0; i+len(ys) <= len(xs); i++ {
		if slices.Equal(xs[i:i+len(ys)], ys) {
			return i
		}
	}
	return -1
}

// devResult is the outcome of every item of every round, and the
// unlisted substitutions.
type devResult struct {
	out      map[string][]outcome // round → per item of the round
	unlisted []string             // "round k system: old→new (…)"
}

func (m matcher) matchAll(rounds []devRound, run runResult) devResult {
	res := devResult{out: map[string][]outcome{}}
	for _, dr := range rounds {
		used := map[[2]int]bool{} // pair k, substitution index
		// An item listed twice in a pair without occurrence marks (two
		// places of one word) needs two substitutions: the second may
		// not take the first's.
		took := map[string]map[int]bool{} // pair k and item text → substitutions
		got := make([]outcome, len(dr.items))
		for i, it := range dr.items {
			subs := run[dr.r.Name][it.K-1]
			key := fmt.Sprint(it.K, "\x00", it.Text)
			got[i] = m.match(it, dr.pairs[it.K-1].ref, subs, took[key])
			if took[key] == nil {
				took[key] = map[int]bool{}
			}
			for _, j := range got[i].used {
				used[[2]int{it.K, j}] = true
				took[key][j] = true
			}
		}
		res.out[dr.r.Name] = got
		for k, subs := range run[dr.r.Name] {
			for j, u := range subs {
				if !used[[2]int{k + 1, j}] {
					res.unlisted = append(res.unlisted, fmt.Sprintf("r%s %d %s: %s", dr.r.Name, k+1, dr.pairs[k].sys, u))
				}
			}
		}
	}
	return res
}

// report prints the recall per round, in total and by tag, and the
// unlisted substitutions.
func report(w io.Writer, rounds []devRound, run runResult, res devResult) {
	type count struct{ hit, part, n int }
	add := func(c *count, o outcome) {
		c.n++
		c.hit += b2i(o.status == "hit")
		c.part += b2i(o.status == "part")
	}
	var total count
	tags := map[string]*count{}
	fmt.Fprint(w, "| round | pairs | substitutions | strict | strict + part |\n|---|---|---|---|---|\n")
	subsTotal, pairsTotal := 0, 0
	for _, dr := range rounds {
		var c count
		for i, it := range dr.items {
			o := res.out[dr.r.Name][i]
			add(&c, o)
			add(&total, o)
			if tags[it.Tag] == nil {
				tags[it.Tag] = &count{}
			}
			add(tags[it.Tag], o)
		}
		ns := 0
		for _, s := range run[dr.r.Name] {
			ns += len(s)
		}
		subsTotal += ns
		pairsTotal += len(dr.pairs)
		fmt.Fprintf(w, "| %s | %d | %d | %s | %s |\n", dr.r.Name, len(dr.pairs), ns, pct(c.hit, c.n), pct(c.hit+c.part, c.n))
	}
	fmt.Fprintf(w, "| all | %d | %d | **%s** | %s |\n\n", pairsTotal, subsTotal, pct(total.hit, total.n), pct(total.hit+total.part, total.n))
	fmt.Fprint(w, "| tag | strict | strict + part |\n|---|---|---|\n")
	for _, t := range []string{"W", "P", "F", "V"} {
		if c := tags[t]; c != nil {
			fmt.Fprintf(w, "| %s | %s | %s |\n", t, pct(c.hit, c.n), pct(c.hit+c.part, c.n))
		}
	}
	fmt.Fprintf(w, "\nUnlisted substitutions on the drawn pairs: %d\n\n", len(res.unlisted))
	for _, u := range res.unlisted {
		fmt.Fprintf(w, "- %s\n", u)
	}
	fmt.Fprintln(w)
}

// faithful compares the outcomes with a committed hit column.
func faithful(w io.Writer, rounds []devRound, res devResult, column string) {
	for _, dr := range rounds {
		agree, n := 0, 0
		var diffs []string
		committed := 0
		for i, it := range dr.items {
			v, ok := it.Builds[column]
			if !ok || v == "?" {
				continue
			}
			n++
			committed += b2i(v == "hit")
			got := res.out[dr.r.Name][i].status
			if got == v {
				agree++
				continue
			}
			diffs = append(diffs, fmt.Sprintf("  - %s: %s %q: committed %s, matched %s %s", it.Where, it.Tag, it.Text, v, got, res.out[dr.r.Name][i].by))
		}
		if n == 0 {
			continue
		}
		fmt.Fprintf(w, "Round %s against the committed column %q: %d/%d items agree (committed strict hits %d)\n", dr.r.Name, column, agree, n, committed)
		for _, d := range diffs {
			fmt.Fprintln(w, d)
		}
	}
	fmt.Fprintln(w)
}

// compareSubs compares a round's substitutions with a committed subs
// file (lines "k<TAB>system<TAB>segment<TAB>subs joined by ' | '").
func compareSubs(w io.Writer, rounds []devRound, run runResult, arg string) error {
	name, path, ok := strings.Cut(arg, "=")
	if !ok {
		return fmt.Errorf("-subs %q: want ROUND=FILE", arg)
	}
	i := slices.IndexFunc(rounds, func(d devRound) bool { return d.r.Name == name })
	if i < 0 {
		return fmt.Errorf("-subs: round %s not run", name)
	}
	lines, err := readLines(path)
	if err != nil {
		return err
	}
	dr := rounds[i]
	same, n := 0, 0
	for j, l := range lines {
		if strings.HasPrefix(l, "#") || l == "" {
			continue
		}
		f := strings.SplitN(l, "\t", 4)
		if len(f) != 4 {
			return fmt.Errorf("%s:%d: want k, system, segment, substitutions", path, j+1)
		}
		var k int
		if _, err := fmt.Sscan(f[0], &k); err != nil || k < 1 || k > len(dr.pairs) || dr.pairs[k-1].sys != f[1] || fmt.Sprint(dr.pairs[k-1].seg) != f[2] {
			return fmt.Errorf("%s:%d: pair %s %s %s is not round %s's", path, j+1, f[0], f[1], f[2], name)
		}
		n++
		if got := subStrings(run[name][k-1]); got == f[3] {
			same++
		} else {
			fmt.Fprintf(w, "  - pair %d: committed %q, drawn-pairs run %q\n", k, f[3], got)
		}
	}
	fmt.Fprintf(w, "Round %s against %s (the whole system files): %d/%d pairs with the same substitutions\n\n", name, path, same, n)
	return nil
}

// writeOutcomes writes every item's outcome as TSV.
func writeOutcomes(path string, rounds []devRound, res devResult) error {
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		fmt.Fprintln(w, "round\tlang\tk\tsystem\ttag\titem\tresult\tby")
		for _, dr := range rounds {
			for i, it := range dr.items {
				o := res.out[dr.r.Name][i]
				if _, err := fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", dr.r.Name, it.Lang, it.K, it.System, it.Tag, it.Text, o.status, o.by); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// diffRuns lists the pairs on which two runs differ ("" when none).
func diffRuns(a, b runResult, rounds []devRound) string {
	var out strings.Builder
	for _, dr := range rounds {
		for k := range dr.pairs {
			x, y := subStrings(a[dr.r.Name][k]), subStrings(b[dr.r.Name][k])
			if x != y {
				fmt.Fprintf(&out, "  - round %s pair %d: %q vs %q\n", dr.r.Name, k+1, x, y)
			}
		}
	}
	return out.String()
}

func subStrings(us []sub) string {
	var ss []string
	for _, u := range us {
		ss = append(ss, u.String())
	}
	return strings.Join(ss, " | ")
}

// lib is the library's rewriter of a language, built as `parmesan
// rewrite` builds it.
type lib struct {
	code, srcLang string
	source        bool
	cfg           pipeline.Config
	ro            *pipeline.Rewriter
	target        eval.Target
}

func newLib(code, srcLang string, source bool) (*lib, error) {
	t, err := eval.Resolve(code, eval.ResolveOptions{})
	if err != nil {
		return nil, err
	}
	lb := &lib{code: code, srcLang: srcLang, source: source, target: t}
	if lb.cfg.Lang, err = lang.Parse(code); err != nil {
		return nil, err
	}
	if source {
		if lb.cfg.SourceLang, err = lang.Parse(srcLang); err != nil {
			return nil, err
		}
	}
	if lb.ro, err = pipeline.New(lb.cfg); err != nil {
		return nil, err
	}
	return lb, nil
}

// run rewrites each round's drawn pairs with ro.
func (lb *lib) run(ro *pipeline.Rewriter, rounds []devRound) (runResult, error) {
	opts := eval.Options{Rewrite: ro, Workers: 2, Meteor: meteor.Config{Language: lb.target.Meteor, Modules: []meteor.Module{meteor.Exact},
		Normalization: lb.target.Normalization}}
	ev, err := eval.NewEvaluator(opts)
	if err != nil {
		return nil, err
	}
	out := runResult{}
	for _, dr := range rounds {
		refs, hyps := make([]string, len(dr.pairs)), make([]string, len(dr.pairs))
		var srcs []string
		for i, p := range dr.pairs {
			refs[i], hyps[i] = p.ref, p.hyp
			if lb.source {
				srcs = append(srcs, p.src)
			}
		}
		prepared, err := ev.PrepareReferences([][]string{refs}, srcs)
		if err != nil {
			return nil, err
		}
		rw, err := ev.RewriteCorpus(hyps, prepared)
		if err != nil {
			return nil, err
		}
		subs := make([][]sub, len(rw))
		for i, seg := range rw {
			for _, u := range seg[0].Subs {
				subs[i] = append(subs[i], fromRewrite(u))
			}
		}
		out[dr.r.Name] = subs
	}
	return out, nil
}

func fromRewrite(u rewrite.Substitution) sub {
	return sub{Pos: u.Pos, Old: u.Old, New: u.New, OldLemma: u.OldLemma, NewLemma: u.NewLemma, Source: u.Source, Grounded: u.Grounded}
}

// variant is one relaxed rewriter of the ablation.
type variant struct {
	name string
	ro   *pipeline.Rewriter
}

// variants are the default rewriter with one filter relaxed each: every
// field of rewrite.Guard zeroed, the sense guard off, the loosest table
// preset, and with a source the grounding's evidence rules relaxed.
func (lb *lib) variants() ([]variant, error) {
	var out []variant
	gt := reflect.TypeOf(rewrite.Guard{})
	for i := range gt.NumField() {
		f := gt.Field(i)
		if !f.IsExported() {
			continue
		}
		c := *lb.ro
		g := reflect.ValueOf(&c.Guard).Elem().Field(i)
		if g.IsZero() {
			out = append(out, variant{name: "Guard." + f.Name + " (already zero)"})
			continue
		}
		g.Set(reflect.Zero(f.Type))
		out = append(out, variant{"Guard." + f.Name, &c})
	}
	all := *lb.ro
	all.Guard = rewrite.Guard{}
	out = append(out, variant{"Guard: every field zeroed", &all})
	for _, v := range []struct {
		name  string
		set   func(*pipeline.Config)
		guard bool // also every Guard field zeroed
	}{
		{"Config.NoSenseGuard", func(c *pipeline.Config) { c.NoSenseGuard = true }, false},
		{"Config.Preset=basic", func(c *pipeline.Config) { c.Preset = paraphrase.PresetBasic }, false},
		{"everything: no Guard, NoSenseGuard, Preset=basic", func(c *pipeline.Config) {
			c.NoSenseGuard, c.Preset = true, paraphrase.PresetBasic
		}, true},
	} {
		cfg := lb.cfg
		v.set(&cfg)
		ro, err := pipeline.New(cfg)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", v.name, err)
		}
		if v.guard {
			ro.Guard = rewrite.Guard{}
		}
		out = append(out, variant{v.name, ro})
	}
	if lb.source {
		c := *lb.ro
		c.Senses, c.MinShared = nil, 0
		out = append(out, variant{"Rewriter.Senses=nil (licensed pairs: the sentence's word only)", &c})
		c2 := *lb.ro
		c2.GroundedPairs = true
		out = append(out, variant{"Rewriter.GroundedPairs (every grounded pair, unfiltered)", &c2})
	}
	return out, nil
}

// ablate runs every variant and reports the items it frees and the
// unlisted substitutions it adds, then the still-missed items.
func (lb *lib) ablate(w io.Writer, m matcher, rounds []devRound, base runResult, shippedPath string) error {
	vs, err := lb.variants()
	if err != nil {
		return err
	}
	baseRes := m.matchAll(rounds, base)
	baseUnlisted := map[string]bool{}
	for _, u := range baseRes.unlisted {
		baseUnlisted[u] = true
	}
	type key struct {
		round string
		i     int
	}
	freedBy := map[key][]string{}
	fmt.Fprint(w, "### Ablation: one filter relaxed at a time\n\n| relaxed | items freed (strict) | unlisted added | unlisted removed |\n|---|---|---|---|\n")
	var details strings.Builder
	for _, v := range vs {
		if v.ro == nil {
			fmt.Fprintf(w, "| %s | - | - | - |\n", v.name)
			continue
		}
		run, err := lb.run(v.ro, rounds)
		if err != nil {
			return fmt.Errorf("%s: %w", v.name, err)
		}
		res := m.matchAll(rounds, run)
		var freed, lost []string
		for _, dr := range rounds {
			for i, it := range dr.items {
				was, now := baseRes.out[dr.r.Name][i].status, res.out[dr.r.Name][i].status
				if was != "hit" && now == "hit" {
					freed = append(freed, fmt.Sprintf("r%s %d %s %q", dr.r.Name, it.K, it.Tag, it.Text))
					freedBy[key{dr.r.Name, i}] = append(freedBy[key{dr.r.Name, i}], v.name)
				}
				if was == "hit" && now != "hit" {
					lost = append(lost, fmt.Sprintf("r%s %d %s %q", dr.r.Name, it.K, it.Tag, it.Text))
				}
			}
		}
		now := map[string]bool{}
		var added []string
		for _, u := range res.unlisted {
			now[u] = true
			if !baseUnlisted[u] {
				added = append(added, u)
			}
		}
		removed := 0
		for u := range baseUnlisted {
			removed += b2i(!now[u])
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d |\n", v.name, len(freed), len(added), removed)
		if len(freed)+len(added)+len(lost) > 0 {
			fmt.Fprintf(&details, "\n#### %s\n\n", v.name)
			for _, f := range freed {
				fmt.Fprintf(&details, "- freed: %s\n", f)
			}
			for _, f := range lost {
				fmt.Fprintf(&details, "- no longer hit: %s\n", f)
			}
			for _, a := range added {
				fmt.Fprintf(&details, "- unlisted added: %s\n", a)
			}
		}
	}
	fmt.Fprint(w, details.String())
	shipped, err := readShipped(shippedPath)
	if err != nil {
		return err
	}
	fmt.Fprint(w, "\n### Missed items (not a strict hit by default)\n\n| round | k | tag | item | in a shipped source (ceiling (a)) | freed by |\n|---|---|---|---|---|---|\n")
	var nShipped, nSingle, nCombined, nNone int
	blocking := map[string]int{}
	for _, dr := range rounds {
		for i, it := range dr.items {
			if baseRes.out[dr.r.Name][i].status == "hit" {
				continue
			}
			a, ok := shipped[shippedKey(dr.r.Name, it.K, it.Text)]
			in := "?"
			if ok {
				in = map[bool]string{true: "yes", false: "no"}[a]
			}
			by := freedBy[key{dr.r.Name, i}]
			if a {
				nShipped++
				switch {
				case slices.ContainsFunc(by, single):
					nSingle++
				case len(by) > 0:
					nCombined++
				default:
					nNone++
				}
			}
			for _, b := range by {
				blocking[b]++
			}
			fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s |\n", dr.r.Name, it.K, it.Tag, strings.ReplaceAll(it.Text, "|", "\\|"), in, strings.Join(by, ", "))
		}
	}
	fmt.Fprintf(w, "\nMissed items in a shipped source: %d (freed by one relaxed filter: %d; only by the guards or everything relaxed together: %d; by nothing relaxed here: %d)\n\n", nShipped, nSingle, nCombined, nNone)
	var names []string
	for b := range blocking {
		names = append(names, b)
	}
	sort.Slice(names, func(i, j int) bool {
		return blocking[names[i]] > blocking[names[j]] || blocking[names[i]] == blocking[names[j]] && names[i] < names[j]
	})
	for _, b := range names {
		fmt.Fprintf(w, "- %s frees %d\n", b, blocking[b])
	}
	return nil
}

// single reports whether a variant relaxes one filter (not all together).
func single(name string) bool {
	return !strings.HasPrefix(name, "Guard: every") && !strings.HasPrefix(name, "everything")
}

func shippedKey(round string, k int, text string) string {
	return fmt.Sprintf("%s\t%d\t%s", round, k, text)
}

// readShipped reads the (a) columns of a ceiling items TSV: round, k,
// item → lexicon or closed ("1"). No path: an empty map.
func readShipped(path string) (map[string]bool, error) {
	out := map[string]bool{}
	if path == "" {
		return out, nil
	}
	lines, err := readLines(path)
	if err != nil {
		return nil, err
	}
	head := strings.Split(lines[0], "\t")
	li, ci := slices.Index(head, "lexicon"), slices.Index(head, "closed")
	if len(head) < 6 || head[0] != "round" || head[2] != "k" || head[5] != "item" || li < 0 || ci < 0 {
		return nil, fmt.Errorf("%s:1: want a ceiling items TSV (round, lang, k, system, tag, item, …, lexicon, closed)", path)
	}
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if len(f) != len(head) {
			return nil, fmt.Errorf("%s:%d: %d columns, want %d", path, i+2, len(f), len(head))
		}
		var k int
		if _, err := fmt.Sscan(f[2], &k); err != nil {
			return nil, fmt.Errorf("%s:%d: k: %v", path, i+2, err)
		}
		out[shippedKey(f[0], k, f[5])] = f[li] == "1" || f[ci] == "1"
	}
	return out, nil
}
