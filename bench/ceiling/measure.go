package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/bench/internal/items"
	"github.com/parmesan-mt/parmesan/bench/internal/wilson"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
)

// rawFlags collects -raw LANG:NAME=PATH.
type rawFlags []string

func (r *rawFlags) String() string     { return strings.Join(*r, ",") }
func (r *rawFlags) Set(s string) error { *r = append(*r, s); return nil }

// result is one item's coverage.
type result struct {
	it                 item
	lexicon, closed    bool
	raw                []int8 // per raw source of the language
	pivot, pivot2, wn  bool
	learned, learned2  bool
	phrases            bool
	same               bool
	unmatched, context bool
}

func (r result) a() bool { return r.lexicon || r.closed }
func (r result) b() int8 {
	var m int8
	for _, v := range r.raw {
		m = max(m, v)
	}
	return m
}
func (r result) c() bool     { return r.pivot || r.wn || r.learned || r.phrases }
func (r result) union() bool { return !r.unmatched && (r.a() || r.b() > 0 || r.c()) }

// weakOnly: in the union only through weak raw candidates.
func (r result) weakOnly() bool { return r.union() && !r.a() && !r.c() && r.b() == 1 }

// language holds the sources of one language.
type language struct {
	l    lang.Language
	an   analyser
	sh   *shipped
	raws []*raw
	pv   *pivot
	lx   *pivot
	wn   *wordnet
	wnp  *paraphrase.Set
}

func measure(args []string) error {
	fs := flag.NewFlagSet("measure", flag.ContinueOnError)
	docs := fs.String("docs", "../docs", "the repository's docs directory")
	itemsOut := fs.String("items", "", "also write every item's coverage as TSV to FILE")
	roundList := fs.String("rounds", "1,2,3,4", "the rounds to read (5 too for recall dev -shipped)")
	var raws rawFlags
	fs.Var(&raws, "raw", "LANG:NAME=PATH of a mined evidence TSV (repeatable)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	rounds = nil
	for _, r := range items.Rounds {
		if slices.Contains(strings.Split(*roundList, ","), r.Name) {
			rounds = append(rounds, r)
		}
	}
	listed, err := readItems(*docs)
	if err != nil {
		return err
	}
	langs := map[string]*language{}
	for _, l := range []lang.Language{lang.Czech, lang.English} {
		an, err := lemma.New(l.Code)
		if err != nil {
			return err
		}
		_, tok, err := align.Meteor(l.Code)
		if err != nil {
			return err
		}
		lg := &language{l: l, an: newAnalyser(an, tok)}
		if lg.sh, err = newShipped(l); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "ceiling: %s shipped: %s\n", l.Code, lg.sh.used)
		dict, src := "freedict-eng-ces", "en"
		if l == lang.English {
			dict, src = "freedict-deu-eng", "de"
			if lg.wn, err = newWordNet(); err != nil {
				return err
			}
			if lg.wnp, err = newPhraseTable(); err != nil {
				return err
			}
		}
		if lg.lx, err = newLexiconPivot(src, l.Code, lg.an); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "ceiling: %s learned lexicon %s: %d heads\n", l.Code, lg.lx.name, lg.lx.heads)
		if lg.pv, err = newPivot(dict, lg.an); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "ceiling: %s pivot %s: %d heads\n", l.Code, dict, lg.pv.heads)
		langs[l.Code] = lg
	}
	for _, s := range raws {
		code, rest, ok1 := strings.Cut(s, ":")
		name, path, ok2 := strings.Cut(rest, "=")
		lg := langs[code]
		if !ok1 || !ok2 || lg == nil {
			return fmt.Errorf("ceiling measure: -raw %q: want cs:NAME=PATH or en:NAME=PATH", s)
		}
		r, err := newRaw(name, path, lg.an)
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "ceiling: %s raw %s: %d candidates (%s)\n", code, name, r.pairs, path)
		lg.raws = append(lg.raws, r)
	}
	readers := map[string]map[int]segment{}
	var results []result
	for _, it := range listed {
		lg := langs[it.Lang]
		if lg == nil {
			return fmt.Errorf("%s: unknown language %q", it.Where, it.Lang)
		}
		rd := rounds[slices.IndexFunc(rounds, func(r items.Round) bool { return r.Name == it.Round })]
		path := filepath.Join(*docs, rd.Dir, it.Lang+"-reader.md")
		if readers[path] == nil {
			if readers[path], err = readReader(path); err != nil {
				return err
			}
		}
		seg, ok := readers[path][it.K]
		if !ok || seg.System != it.System {
			return fmt.Errorf("%s: pair %d %s is not in %s", it.Where, it.K, it.System, path)
		}
		if err := lg.an.parse(&it, seg); err != nil {
			return err
		}
		results = append(results, lg.cover(it))
	}
	if *itemsOut != "" {
		if err := writeItems(*itemsOut, results); err != nil {
			return err
		}
	}
	report(os.Stdout, results, langs)
	fmt.Fprint(os.Stdout, "### What the sources license between unmatched words of the drawn pairs\n\n"+
		"| language | drawn pairs | word pairs (per pair) | (a) | (b) any | (b) not weak | (c) | union | listed W and F items (not one lemma) in the union |\n"+
		"|---|---|---|---|---|---|---|---|---|\n")
	for _, code := range []string{"cs", "en"} {
		lc, err := langs[code].licensed(*docs, results)
		if err != nil {
			return err
		}
		lc.write(os.Stdout, langs[code].l.Name)
	}
	return nil
}

// cover asks every source for the item's pair.
func (lg *language) cover(it item) result {
	r := result{it: it, raw: make([]int8, len(lg.raws))}
	if len(it.ref.forms) == 0 || len(it.hyp.forms) == 0 {
		r.unmatched = true
		return r
	}
	r.context = true
	for _, a := range it.ref.forms {
		for _, b := range it.hyp.forms {
			r.context = r.context && a.ctx && b.ctx
			for _, x := range a.lemmas { // rewrite keys and plain lemmas: one lemma up to negation
				r.same = r.same || slices.Contains(b.lemmas, x)
			}
		}
	}
	if r.same {
		return r // one lemma: no paraphrase source is asked (see the rule)
	}
	for _, a := range it.ref.forms {
		for _, b := range it.hyp.forms {
			lg.ask(a, b, &r)
		}
	}
	return r
}

// ask asks every source for the pair (a, b) and adds the answers to r.
func (lg *language) ask(a, b spelling, r *result) {
	r.lexicon = r.lexicon || lg.sh.lexicon(a, b)
	r.closed = r.closed || lg.sh.closed(a, b)
	for k, rw := range lg.raws {
		r.raw[k] = max(r.raw[k], rw.has(a, b))
	}
	n := lg.pv.shared(a, b)
	r.pivot, r.pivot2 = r.pivot || n >= 1, r.pivot2 || n >= 2
	n = lg.lx.shared(a, b)
	r.learned, r.learned2 = r.learned || n >= 1, r.learned2 || n >= 2
	if lg.wn != nil {
		r.wn = r.wn || lg.wn.has(a, b)
		r.phrases = r.phrases || either(a, b, func(x, y string) bool { _, ok := lg.wnp.Lookup(x, y); return ok })
	}
}

// wilsonPct is the Wilson score interval (95 %) of k successes in n, in per
// cent (bench/recall's wilson prints the same); [0, 0] when n is 0.
func wilsonPct(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 0
	}
	lo, hi = wilson.Interval(k, n)
	return 100 * lo, 100 * hi
}

func pct(k, n int) string {
	if n == 0 {
		return "–"
	}
	return fmt.Sprintf("%d (%.1f %%)", k, 100*float64(k)/float64(n))
}

func ci(k, n int) string {
	lo, hi := wilsonPct(k, n)
	return fmt.Sprintf("%d/%d = **%.1f %%** [%.1f, %.1f]", k, n, 100*float64(k)/float64(max(n, 1)), lo, hi)
}

func count(rs []result, f func(result) bool) int {
	n := 0
	for _, r := range rs {
		if f(r) {
			n++
		}
	}
	return n
}

func filter(rs []result, f func(result) bool) []result {
	var out []result
	for _, r := range rs {
		if f(r) {
			out = append(out, r)
		}
	}
	return out
}

func report(w *os.File, rs []result, langs map[string]*language) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	codes := []string{"cs", "en"}
	rawNames := func(code string) []string {
		var ns []string
		for _, r := range langs[code].raws {
			ns = append(ns, r.name)
		}
		return ns
	}
	for _, code := range codes {
		lg := langs[code]
		fmt.Fprintf(bw, "### %s\n\n", lg.l.Name)
		fmt.Fprintf(bw, "(a) %s + closed-class groups; (b) raw: %s; (c) %s, %s", lg.sh.used, strings.Join(rawNames(code), ", "), lg.pv.name, lg.lx.name)
		if lg.wn != nil {
			fmt.Fprint(bw, ", WordNet relations, WordNet phrase table")
		}
		fmt.Fprint(bw, ".\n\n")
		fmt.Fprint(bw, "| round | N | (a) shipped | ")
		for _, n := range rawNames(code) {
			fmt.Fprintf(bw, "(b) %s | ", n)
		}
		fmt.Fprint(bw, "(b) any | of which weak only | (c) FreeDict pivot | ≥ 2 heads | (c) learned-lexicon pivot | ≥ 2 heads | (c) WordNet relations + phrase table | (c) any | **union = ceiling** | union only by weak raw | same lemma | union ∪ same lemma |\n|---|---|---|")
		for range rawNames(code) {
			fmt.Fprint(bw, "---|")
		}
		fmt.Fprint(bw, "---|---|---|---|---|---|---|---|---|---|---|---|\n")
		row := func(label string, sub []result) {
			n := len(sub)
			fmt.Fprintf(bw, "| %s | %d | %s | ", label, n, pct(count(sub, result.a), n))
			for k := range lg.raws {
				fmt.Fprintf(bw, "%s | ", pct(count(sub, func(r result) bool { return r.raw[k] > 0 }), n))
			}
			fmt.Fprintf(bw, "%s | %d | %s | %s | %s | %s | %s | %s | %s | %d | %s | %s |\n",
				pct(count(sub, func(r result) bool { return r.b() > 0 }), n),
				count(sub, func(r result) bool { return r.b() == 1 }),
				pct(count(sub, func(r result) bool { return r.pivot }), n),
				pct(count(sub, func(r result) bool { return r.pivot2 }), n),
				pct(count(sub, func(r result) bool { return r.learned }), n),
				pct(count(sub, func(r result) bool { return r.learned2 }), n),
				pct(count(sub, func(r result) bool { return r.wn || r.phrases }), n),
				pct(count(sub, result.c), n),
				ci(count(sub, result.union), n),
				count(sub, result.weakOnly),
				pct(count(sub, func(r result) bool { return r.same }), n),
				ci(count(sub, func(r result) bool { return r.union() || r.same }), n))
		}
		mine := filter(rs, func(r result) bool { return r.it.Lang == code })
		for _, rd := range rounds {
			row(rd.Name, filter(mine, func(r result) bool { return r.it.Round == rd.Name }))
		}
		row("**all**", mine)
		fmt.Fprint(bw, "\nBy tag (all rounds):\n\n| tag | N | (a) | (b) any | (c) | union | same lemma | union ∪ same lemma |\n|---|---|---|---|---|---|---|---|\n")
		for _, tag := range []string{"W", "P", "F", "V"} {
			sub := filter(mine, func(r result) bool { return r.it.Tag == tag })
			n := len(sub)
			fmt.Fprintf(bw, "| %s | %d | %s | %s | %s | %s | %s | %s |\n", tag, n, pct(count(sub, result.a), n),
				pct(count(sub, func(r result) bool { return r.b() > 0 }), n), pct(count(sub, result.c), n),
				ci(count(sub, result.union), n), pct(count(sub, func(r result) bool { return r.same }), n),
				ci(count(sub, func(r result) bool { return r.union() || r.same }), n))
		}
		noV := filter(mine, func(r result) bool { return r.it.Tag != "V" })
		fmt.Fprintf(bw, "| without V | %d | %s | %s | %s | %s | | |\n\n", len(noV), pct(count(noV, result.a), len(noV)),
			pct(count(noV, func(r result) bool { return r.b() > 0 }), len(noV)), pct(count(noV, result.c), len(noV)),
			ci(count(noV, result.union), len(noV)))
		fmt.Fprint(bw, "Union by round and tag (k/N):\n\n| round | W | P | F | V | without V |\n|---|---|---|---|---|---|\n")
		for _, rd := range append(append([]items.Round{}, rounds...), items.Round{Name: "all"}) {
			sub := filter(mine, func(r result) bool { return rd.Name == "all" || r.it.Round == rd.Name })
			fmt.Fprintf(bw, "| %s |", rd.Name)
			for _, tag := range []string{"W", "P", "F", "V", "-V"} {
				t := filter(sub, func(r result) bool { return r.it.Tag == tag || tag == "-V" && r.it.Tag != "V" })
				fmt.Fprintf(bw, " %d/%d |", count(t, result.union), len(t))
			}
			fmt.Fprintln(bw)
		}
		fmt.Fprintln(bw)
		fmt.Fprintf(bw, "Sides found in their sentence (analysed in context): %d of %d items; unmatched: %d.\n\n",
			count(mine, func(r result) bool { return r.context }), len(mine), count(mine, func(r result) bool { return r.unmatched }))
	}
	fmt.Fprint(bw, "### The ceiling under narrower unions\n\n| sources | Czech | English | both |\n|---|---|---|---|\n")
	rawAt := func(name string) func(result) int8 {
		return func(r result) int8 {
			var m int8
			for k, rw := range langs[r.it.Lang].raws {
				if name == "" || rw.name == name {
					m = max(m, r.raw[k])
				}
			}
			return m
		}
	}
	variants := []struct {
		name string
		f    func(result) bool
	}{
		{"(a) shipped only", result.a},
		{"(a) + (c)", func(r result) bool { return r.a() || r.c() }},
		{"(a) + (b) cli3 (the command, lowest thresholds)", func(r result) bool { return r.a() || rawAt("cli3")(r) > 0 }},
		{"(a) + (b) all5 not weak", func(r result) bool { return r.a() || rawAt("all5")(r) == 2 }},
		{"(a) + (b) all5 not weak + (c) with pivots of ≥ 2 heads", func(r result) bool {
			return r.a() || rawAt("all5")(r) == 2 || r.pivot2 || r.learned2 || r.wn || r.phrases
		}},
		{"(a) + (b) + (c) = union", result.union},
		{"union ∪ same lemma", func(r result) bool { return r.union() || r.same }},
	}
	for _, v := range variants {
		fmt.Fprintf(bw, "| %s |", v.name)
		for _, code := range []string{"cs", "en", ""} {
			sub := filter(rs, func(r result) bool { return code == "" || r.it.Lang == code })
			fmt.Fprintf(bw, " %s |", ci(count(sub, func(r result) bool { return !r.unmatched && v.f(r) }), len(sub)))
		}
		fmt.Fprintln(bw)
	}
	fmt.Fprintln(bw)
	all := rs
	fmt.Fprintf(bw, "### Both languages\n\n| | N | union = ceiling | union ∪ same lemma | union only by weak raw |\n|---|---|---|---|---|\n")
	fmt.Fprintf(bw, "| all items | %d | %s | %s | %d |\n\n", len(all), ci(count(all, result.union), len(all)),
		ci(count(all, func(r result) bool { return r.union() || r.same }), len(all)), count(all, result.weakOnly))
	for _, code := range codes {
		fmt.Fprintf(bw, "### Not covered by the union: %s\n\n", langs[code].l.Name)
		fmt.Fprint(bw, "| round | k | system | tag | item | same lemma | note |\n|---|---|---|---|---|---|---|\n")
		for _, r := range rs {
			if r.it.Lang != code || r.union() {
				continue
			}
			note := ""
			switch {
			case r.unmatched:
				note = "unmatched"
			case !r.context:
				note = "a side analysed alone"
			}
			same := ""
			if r.same {
				same = "yes"
			}
			fmt.Fprintf(bw, "| %s | %d | %s | %s | %s | %s | %s |\n", r.it.Round, r.it.K, r.it.System, r.it.Tag,
				strings.ReplaceAll(r.it.Text, "|", "\\|"), same, note)
		}
		fmt.Fprintln(bw)
	}
}

func yes(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// writeItems writes every item's coverage as TSV.
func writeItems(path string, rs []result) error {
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		fmt.Fprint(w, "round\tlang\tk\tsystem\ttag\titem\tref_keys\thyp_keys\tlexicon\tclosed")
		for i := range 4 {
			fmt.Fprintf(w, "\traw%d", i+1)
		}
		fmt.Fprintln(w, "\tpivot\tpivot2\tlearned\tlearned2\twordnet\tphrases\tsame_lemma\tunion\tweak_only\tcontext")
		for _, r := range rs {
			keys := func(s side) string {
				var ks []string
				for _, f := range s.forms {
					ks = append(ks, strings.Join(f.keys, "|"))
				}
				return strings.Join(ks, " || ")
			}
			fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s", r.it.Round, r.it.Lang, r.it.K, r.it.System, r.it.Tag, r.it.Text,
				keys(r.it.ref), keys(r.it.hyp), yes(r.lexicon), yes(r.closed))
			for i := range 4 {
				v := "-"
				if i < len(r.raw) {
					v = fmt.Sprint(r.raw[i])
				}
				fmt.Fprintf(w, "\t%s", v)
			}
			if _, err := fmt.Fprintf(w, "\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", yes(r.pivot), yes(r.pivot2), yes(r.learned), yes(r.learned2),
				yes(r.wn), yes(r.phrases), yes(r.same), yes(r.union()), yes(r.weakOnly()), yes(r.context)); err != nil {
				return err
			}
		}
		return nil
	})
}
