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
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
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

func judgeSample(path, out string) error { return fmt.Errorf("not yet") }
