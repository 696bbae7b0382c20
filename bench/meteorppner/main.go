// Command meteorppner measures how often Meteor++'s named-entity copy
// words (metric/meteorpp, prose's English NER with the sentence-initial
// filter) agree with a careful reader. Run through bench/meteorpp-ner.sh.
//
// -draw writes a sample of English reference sentences drawn with a fixed
// seed from the to-English sets of ../shared/eval, as a TSV with an empty
// column for the reader's entities; the reader fills it in without
// looking at the recogniser's output. -judge then runs the recognisers
// on the filled-in sample and writes the agreement table (markdown).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
)

// pool are the English reference files the sample is drawn from.
var pool = []string{
	"mqm-ted2021/tedtalks2021.zh-en",
	"wmt22-general/generaltest2022.cs-en",
	"wmt22-general/generaltest2022.de-en",
	"wmt22-general/generaltest2022.ja-en",
	"wmt22-general/generaltest2022.liv-en",
	"wmt22-general/generaltest2022.ru-en",
	"wmt22-general/generaltest2022.uk-en",
	"wmt22-general/generaltest2022.zh-en",
	"wmt23-general/generaltest2023.de-en",
	"wmt23-general/generaltest2023.ja-en",
	"wmt23-general/generaltest2023.zh-en",
}

func main() {
	shared := flag.String("shared", "../shared", "shared data directory")
	draw := flag.Int("draw", 0, "draw this many sentences into -o")
	seed := flag.Uint64("seed", 22, "seed of the draw")
	judge := flag.String("judge", "", "filled-in sample TSV to score")
	out := flag.String("o", "", "output file")
	flag.Parse()
	var err error
	switch {
	case *draw > 0:
		err = drawSample(*shared, *draw, *seed, *out)
	case *judge != "":
		err = judgeSample(*judge, *out)
	default:
		err = fmt.Errorf("give -draw N or -judge FILE")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "meteorppner:", err)
		os.Exit(1)
	}
}

type line struct{ set, id, text string }

// drawSample draws n distinct non-empty reference lines uniformly from
// the pool (a PCG generator seeded with seed), in draw order.
func drawSample(shared string, n int, seed uint64, out string) error {
	var all []line
	for _, d := range pool {
		ls, err := data.ReadLinesFile(filepath.Join(shared, "eval", d, "ref.txt"), nil)
		if err != nil {
			return err
		}
		for i, l := range ls {
			if strings.TrimSpace(l) != "" {
				all = append(all, line{d, fmt.Sprint(i + 1), l})
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, 0))
	perm := r.Perm(len(all))
	return data.WriteFileAtomic(out, func(w *bufio.Writer) error {
		fmt.Fprintf(w, "# meteorppner -draw %d -seed %d: %d candidate lines; columns: n, set, line, sentence, reader's entities (separated by ' | ')\n", n, seed, len(all))
		for k := 0; k < n && k < len(perm); k++ {
			l := all[perm[k]]
			fmt.Fprintf(w, "%d\t%s\t%s\t%s\t\n", k+1, filepath.Base(l.set), l.id, strings.ReplaceAll(l.text, "\t", " "))
		}
		return nil
	})
}

// gold is the reader's entities as a Recognizer.
type gold map[string][]string

func (g gold) Name() string                  { return "reader" }
func (g gold) Entities(text string) []string { return g[text] }

// judgeSample compares the recognisers with the reader on the filled-in
// sample, word by word: each side's entity words as Meteor++ uses them
// (prepared by English Meteor, function words and punctuation left out).
func judgeSample(path, out string) error {
	ls, err := data.ReadLinesFile(path, nil)
	if err != nil {
		return err
	}
	type row struct {
		n, set, line, text string
	}
	var rows []row
	g := gold{}
	for i, l := range ls {
		if strings.HasPrefix(l, "#") || l == "" {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 5 {
			return fmt.Errorf("%s:%d: %d fields, want 5", path, i+1, len(f))
		}
		rows = append(rows, row{f[0], f[1], f[2], f[3]})
		for _, e := range strings.Split(f[4], " | ") {
			if e = strings.TrimSpace(e); e != "" {
				g[f[3]] = append(g[f[3]], e)
			}
		}
	}
	set, err := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}.Resolve()
	if err != nil {
		return err
	}
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{})
	if err != nil {
		return err
	}
	sc, err := meteor.NewWithSettings(set, res)
	if err != nil {
		return err
	}
	fw := res.FunctionWords
	pr, err := meteorpp.NewProse()
	if err != nil {
		return err
	}
	prAll := *pr
	prAll.KeepInitial = true
	reader := meteorpp.NewEntities(g, fw)
	recs := []*meteorpp.Entities{meteorpp.NewEntities(pr, fw), meteorpp.NewEntities(&prAll, fw), meteorpp.NewEntities(meteorpp.Caps{}, fw)}
	type tally struct{ tp, fp, fn, same int }
	tallies := make([]tally, len(recs))
	words := func(m map[string]bool) []string {
		var w []string
		for k := range m {
			w = append(w, k)
		}
		slices.Sort(w)
		return w
	}
	var b strings.Builder
	b.WriteString("| # | sentence | reader | " + recs[0].Name() + " | agree |\n|---|---|---|---|---|\n")
	for _, r := range rows {
		want := reader.Words(r.text, sc)
		var got0 map[string]bool
		for k, e := range recs {
			got := e.Words(r.text, sc)
			if k == 0 {
				got0 = got
			}
			same := true
			for w := range got {
				if want[w] {
					tallies[k].tp++
				} else {
					tallies[k].fp++
					same = false
				}
			}
			for w := range want {
				if !got[w] {
					tallies[k].fn++
					same = false
				}
			}
			if same {
				tallies[k].same++
			}
		}
		agree := "yes"
		if !maps.Equal(want, got0) {
			agree = "**no**"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", r.n, strings.ReplaceAll(r.text, "|", "\\|"),
			strings.Join(words(want), " "), strings.Join(words(got0), " "), agree)
	}
	var head strings.Builder
	fmt.Fprintf(&head, "Agreement with the reader on %d sentences (entity words as Meteor++ uses them; precision and recall summed over words):\n\n", len(rows))
	head.WriteString("| recogniser | sentences agreeing | word precision | word recall | F1 |\n|---|---|---|---|---|\n")
	for k, e := range recs {
		t := tallies[k]
		p := float64(t.tp) / float64(t.tp+t.fp)
		r := float64(t.tp) / float64(t.tp+t.fn)
		fmt.Fprintf(&head, "| %s | %d / %d | %.3f (%d/%d) | %.3f (%d/%d) | %.3f |\n", e.Name(), t.same, len(rows), p, t.tp, t.tp+t.fp, r, t.tp, t.tp+t.fn, 2*p*r/(p+r))
	}
	head.WriteString("\n")
	return data.WriteFileAtomic(out, func(w *bufio.Writer) error {
		_, err := w.WriteString(head.String() + b.String())
		return err
	})
}
