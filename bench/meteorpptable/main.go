// Command meteorpptable reproduces the shape of Table 5 of the Meteor++
// paper (Guo, Ruan & Hu, WMT 2018) on the evaluation sets of ../shared:
// the Pearson correlation with human judgments of Meteor and of Meteor++
// with three kinds of copy words — an extracted list (formulas 6–7), the
// named entities of each sentence pair (section 4.1), and both — with X
// chosen on one set and reported on the others. Run it through
// bench/meteorpp-table5.sh.
//
// Every hypothesis is aligned once with the primary reference (the
// language's default Meteor matchers, embedded resources); the copy-word
// counts of each kind come from that alignment and every score is
// meteorpp.Metric.Compute on the resulting statistics, so Meteor and
// each Meteor++ row differ only in formulas 8–9.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
)

// evalSet is one column of the table.
type evalSet struct {
	name, dir, lang string // lang: Meteor's language code
	segment         bool   // segment level (else system level)
}

var sets = []evalSet{
	{"MQM TED zh-en", "mqm-ted2021/tedtalks2021.zh-en", "en", true},
	{"MQM TED en-de", "mqm-ted2021/tedtalks2021.en-de", "de", true},
	{"HUME en-cs", "hume-round2/hume2016.en-cs", "cz", true},
	{"WMT22 cs-en", "wmt22-general/generaltest2022.cs-en", "en", false},
	{"WMT22 de-en", "wmt22-general/generaltest2022.de-en", "en", false},
	{"WMT22 ja-en", "wmt22-general/generaltest2022.ja-en", "en", false},
	{"WMT22 liv-en", "wmt22-general/generaltest2022.liv-en", "en", false},
	{"WMT22 ru-en", "wmt22-general/generaltest2022.ru-en", "en", false},
	{"WMT22 uk-en", "wmt22-general/generaltest2022.uk-en", "en", false},
	{"WMT22 zh-en", "wmt22-general/generaltest2022.zh-en", "en", false},
	{"WMT23 de-en", "wmt23-general/generaltest2023.de-en", "en", false},
	{"WMT23 ja-en", "wmt23-general/generaltest2023.ja-en", "en", false},
	{"WMT23 zh-en", "wmt23-general/generaltest2023.zh-en", "en", false},
}

// The copy-word kinds, in table order.
const (
	kList = iota
	kListSkip
	kNE
	kBoth
	nKinds
)

var kindNames = [nKinds]string{"list", "list, skip-fw", "NE", "list+NE"}

// grid are the values of X tried on the development set.
var grid = []float64{0, 1, 2, 4, 6, 8, 10, 14, 20, 30, 50, 100}

const folds = 5

// seg is one scored hypothesis segment.
type seg struct {
	sys    string
	i      int
	human  float64
	meteor meteor.Stats
	counts [nKinds][4]float64
}

// result is one set's segments and what the columns need.
type result struct {
	set       evalSet
	sc        *meteor.Scorer
	segs      []seg
	sysScores map[string]float64
	listSize  string // copy-word list(s) used
	neName    string
}

func main() {
	shared := flag.String("shared", "../shared", "shared data directory")
	out := flag.String("o", "docs/meteorpp-table5.md", "markdown output")
	dev := flag.String("dev", "MQM TED zh-en", "set on which X is chosen")
	workers := flag.Int("workers", runtime.GOMAXPROCS(0), "scoring goroutines")
	only := flag.String("only", "", "comma-separated set names to run (default all)")
	flag.Parse()
	if err := run(*shared, *out, *dev, *only, *workers); err != nil {
		fmt.Fprintln(os.Stderr, "meteorpptable:", err)
		os.Exit(1)
	}
}

func scorer(lang string) (*meteor.Scorer, error) {
	cfg := meteor.Config{Language: lang, Normalization: meteor.Norm}
	mods, err := parmesan.DefaultModules(cfg, meteor.ResourceFiles{})
	if err != nil {
		return nil, err
	}
	cfg.Modules = mods
	set, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{})
	if err != nil {
		return nil, err
	}
	return meteor.NewWithSettings(set, res)
}

func run(shared, out, dev, only string, workers int) error {
	start := time.Now()
	var results []*result
	// The list for system-level to-English sets: every pair of MQM TED
	// zh-en (English references with segment scores), other data than
	// the WMT sets.
	var enList *data.CopyWords
	for _, s := range sets {
		if only != "" && !strings.Contains(","+only+",", ","+s.name+",") {
			continue
		}
		t0 := time.Now()
		sc, err := scorer(s.lang)
		if err != nil {
			return err
		}
		es, err := data.ReadEvalSet(filepath.Join(shared, "eval", s.dir))
		if err != nil {
			return err
		}
		r := &result{set: s, sc: sc, sysScores: es.SysScores}
		// Copy-word lists: per fold (segment sets), or one list.
		lists := make([]*data.CopyWords, folds)
		skipped := make([]*data.CopyWords, folds) // the lists without function words and punctuation (an extension)
		nseg := len(es.Ref)
		fold := func(i int) int { return i * folds / nseg }
		if s.segment {
			var sizes []string
			for f := 0; f < folds; f++ {
				src := meteorpp.Sources{Sets: []meteorpp.SetSource{{Set: es, Refs: [][]string{es.Ref},
					SetOptions: meteorpp.SetOptions{MinHuman: meteorpp.DefaultMinHuman, Segments: func(i int) bool { return fold(i) != f }}}}}
				cw, n, err := meteorpp.ExtractFrom(sc, src, meteorpp.ExtractOptions{MinCount: meteorpp.DefaultMinCount, MinProb: meteorpp.DefaultMinProb})
				if err != nil {
					return err
				}
				lists[f] = cw
				skipped[f] = withoutFunctionWords(cw, sc)
				sizes = append(sizes, fmt.Sprintf("%d (%d skip-fw)/%d", cw.Len(), skipped[f].Len(), n))
			}
			r.listSize = "5-fold: " + strings.Join(sizes, ", ") + " words/pairs"
		} else {
			if enList == nil {
				mqm, err := data.ReadEvalSet(filepath.Join(shared, "eval", "mqm-ted2021/tedtalks2021.zh-en"))
				if err != nil {
					return err
				}
				src := meteorpp.Sources{Sets: []meteorpp.SetSource{{Set: mqm, Refs: [][]string{mqm.Ref}, SetOptions: meteorpp.SetOptions{MinHuman: meteorpp.DefaultMinHuman}}}}
				cw, n, err := meteorpp.ExtractFrom(sc, src, meteorpp.ExtractOptions{MinCount: meteorpp.DefaultMinCount, MinProb: meteorpp.DefaultMinProb})
				if err != nil {
					return err
				}
				enList = cw
				fmt.Fprintf(os.Stderr, "English list from MQM TED zh-en: %d words from %d pairs\n", cw.Len(), n)
			}
			for f := range lists {
				lists[f] = enList
				skipped[f] = withoutFunctionWords(enList, sc)
			}
			r.listSize = fmt.Sprintf("MQM TED zh-en: %d words (%d skip-fw)", enList.Len(), skipped[0].Len())
		}
		rec, err := meteorpp.NewRecognizer(meteorpp.NER, s.lang)
		if err != nil {
			return err
		}
		ents := meteorpp.NewEntities(rec, sc.Resources().FunctionWords)
		r.neName = ents.Name()
		refToks := make([][]string, nseg)
		refEnts := make([]map[string]bool, nseg)
		parallel(nseg, workers, func(i int) {
			refToks[i] = sc.Prepare(es.Ref[i])
			refEnts[i] = ents.Words(es.Ref[i], sc)
		})
		for _, name := range es.Systems {
			if es.Human[name] {
				continue
			}
			var human []float64
			if s.segment {
				if human = es.SegScores[name]; human == nil {
					continue
				}
			} else if _, ok := es.SysScores[name]; !ok {
				continue
			}
			hyps, err := es.SystemLines(name)
			if err != nil {
				return err
			}
			segs := make([]seg, nseg)
			parallel(nseg, workers, func(i int) {
				h := math.NaN()
				if human != nil {
					h = human[i]
				}
				ht := sc.Prepare(hyps[i])
				a := sc.AlignTokens(ht, [][]string{refToks[i]})
				he := ents.Words(hyps[i], sc)
				list := lists[fold(i)]
				isCopy := [nKinds]func(string) bool{
					list.Has,
					skipped[fold(i)].Has,
					func(w string) bool { return he[w] || refEnts[i][w] },
					func(w string) bool { return list.Has(w) || he[w] || refEnts[i][w] },
				}
				sg := seg{sys: name, i: i, human: h, meteor: a.Stats}
				for k := range isCopy {
					sg.counts[k] = meteorpp.CopyCounts(ht, refToks[i], a.Matches, isCopy[k])
				}
				segs[i] = sg
			})
			r.segs = append(r.segs, segs...)
		}
		results = append(results, r)
		fmt.Fprintf(os.Stderr, "%s: %d segments in %s\n", s.name, len(r.segs), time.Since(t0).Round(time.Second))
	}
	return write(results, dev, out, time.Since(start))
}

// withoutFunctionWords is cw without the function words and punctuation
// of sc's language: the list extraction with SkipFunctionWords gives.
func withoutFunctionWords(cw *data.CopyWords, sc *meteor.Scorer) *data.CopyWords {
	skip := meteorpp.SkipFunctionWords(sc.Resources().FunctionWords)
	var keep []data.CopyWord
	for _, e := range cw.Words {
		if !skip(e.Word) {
			keep = append(keep, e)
		}
	}
	out, _ := data.NewCopyWords(keep) // a subset of a valid list
	return out
}

func parallel(n, workers int, f func(i int)) {
	var wg sync.WaitGroup
	ch := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range ch {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		ch <- i
	}
	close(ch)
	wg.Wait()
}

// pearson correlates r's Meteor (k < 0) or Meteor++ of kind k at X with
// the human scores: over segments with a score (segment sets), or over
// systems with corpus scores (system sets).
func pearson(r *result, k int, x float64) float64 {
	none, _ := data.NewCopyWords(nil)
	m, err := meteorpp.New(meteorpp.Options{Scorer: r.sc, CopyWords: none, X: &x}) // only Compute is used
	if err != nil {
		panic(err) // X from the grid: a programmer error
	}
	stats := func(s seg) metric.Stats {
		st := s.meteor.Flat()
		if k >= 0 {
			return append(st, s.counts[k][:]...)
		}
		return append(st, 0, 0, 0, 0)
	}
	var xs, ys []float64
	if r.set.segment {
		for _, s := range r.segs {
			if math.IsNaN(s.human) {
				continue
			}
			xs = append(xs, m.Sentence(stats(s)).Score)
			ys = append(ys, s.human)
		}
	} else {
		agg := map[string]*metric.Stats{}
		var order []string
		for _, s := range r.segs {
			a := agg[s.sys]
			if a == nil {
				a = &metric.Stats{}
				agg[s.sys] = a
				order = append(order, s.sys)
			}
			m.Add(a, stats(s))
		}
		for _, name := range order {
			xs = append(xs, m.Corpus(*agg[name]).Score)
			ys = append(ys, r.sysScores[name])
		}
	}
	p, err := correlate.Pearson(xs, ys)
	if err != nil {
		return math.NaN()
	}
	return p
}

func write(results []*result, dev, out string, elapsed time.Duration) error {
	var devR *result
	for _, r := range results {
		if r.set.name == dev {
			devR = r
		}
	}
	if devR == nil {
		return fmt.Errorf("development set %q not among the sets run", dev)
	}
	// X per kind: the best Pearson on the development set (the smallest X
	// on ties).
	var bestX [nKinds]float64
	var b strings.Builder
	fmt.Fprintf(&b, "X chosen on %s (segment-level Pearson r of Meteor++ at each X of the grid; Meteor: %.4f):\n\n", dev, pearson(devR, -1, 0))
	b.WriteString("| X |")
	for _, x := range grid {
		fmt.Fprintf(&b, " %g |", x)
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(grid)) + "\n")
	for k := 0; k < nKinds; k++ {
		best := math.Inf(-1)
		fmt.Fprintf(&b, "| %s |", kindNames[k])
		for _, x := range grid {
			p := pearson(devR, k, x)
			fmt.Fprintf(&b, " %.4f |", p)
			if p > best+1e-12 {
				best, bestX[k] = p, x
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
	// The table: rows Meteor, Meteor++ per kind at the chosen X and at
	// the paper's X = 14.
	type row struct {
		name string
		k    int
		x    float64
	}
	rows := []row{{"Meteor", -1, 0}}
	for k := 0; k < nKinds; k++ {
		rows = append(rows, row{fmt.Sprintf("Meteor++ %s (X = %g, chosen)", kindNames[k], bestX[k]), k, bestX[k]})
	}
	for k := 0; k < nKinds; k++ {
		rows = append(rows, row{fmt.Sprintf("Meteor++ %s (X = 14, paper)", kindNames[k]), k, 14})
	}
	var segSets, sysSets []*result
	for _, r := range results {
		if r.set.segment {
			segSets = append(segSets, r)
		} else {
			sysSets = append(sysSets, r)
		}
	}
	table := func(title string, rs []*result) {
		if len(rs) == 0 {
			return
		}
		fmt.Fprintf(&b, "%s\n\n| |", title)
		for _, r := range rs {
			name := r.set.name
			if r == devR {
				name += " (dev)"
			}
			fmt.Fprintf(&b, " %s |", name)
		}
		b.WriteString(" avg (excl. dev) |\n|---|" + strings.Repeat("---|", len(rs)+1) + "\n")
		for _, rw := range rows {
			fmt.Fprintf(&b, "| %s |", rw.name)
			sum, n := 0.0, 0
			for _, r := range rs {
				p := pearson(r, rw.k, rw.x)
				fmt.Fprintf(&b, " %.4f |", p)
				if r != devR {
					sum += p
					n++
				}
			}
			if n > 0 {
				fmt.Fprintf(&b, " %.4f |\n", sum/float64(n))
			} else {
				b.WriteString(" – |\n")
			}
		}
		b.WriteString("\n")
	}
	table("Segment level (Pearson r over all scored segments of the non-human systems):", segSets)
	table("System level (Pearson r over the non-human systems; corpus scores from summed statistics):", sysSets)
	b.WriteString("Copy words per set:\n\n| set | segments | list | NE recogniser |\n|---|---|---|---|\n")
	for _, r := range results {
		fmt.Fprintf(&b, "| %s | %d | %s | %s |\n", r.set.name, len(r.segs), r.listSize, r.neName)
	}
	fmt.Fprintf(&b, "\nElapsed: %s.\n", elapsed.Round(time.Second))
	return data.WriteFileAtomic(out, func(w *bufio.Writer) error {
		_, err := w.WriteString(b.String())
		return err
	})
}
