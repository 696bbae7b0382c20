// Command functionwords derives parmesan's embedded English function-word
// list (data/embed/function/english.words) the way Meteor's own list was
// made (spec §12): the words whose relative frequency exceeds 0.001 in a
// corpus, here the English reference translations of WMT22 and WMT23
// (into-English test sets under ../shared/eval), tokenized with Meteor's
// -norm and lowercased. The output holds the words, most frequent first.
//
//	go run ./data/gen/functionwords -shared ../shared > data/embed/function/english.words
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

func main() {
	shared := flag.String("shared", "../shared", "shared material directory")
	minRel := flag.Float64("min", 0.001, "minimum relative frequency")
	flag.Parse()
	refs, _ := filepath.Glob(filepath.Join(*shared, "eval", "wmt2[23]-general", "*-en", "ref.txt"))
	if len(refs) == 0 {
		fmt.Fprintln(os.Stderr, "functionwords: no into-English references found under", *shared)
		os.Exit(1)
	}
	p, err := data.DefaultPrefixes("english")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sc, err := meteor.New(meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}, &meteor.Resources{Prefixes: p})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	counts := map[string]int{}
	total := 0
	for _, path := range refs {
		lines, err := data.ReadLinesFile(path, nil)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, l := range lines {
			for _, w := range sc.Prepare(l) {
				counts[w]++
				total++
			}
		}
	}
	var words []string
	for w, c := range counts {
		if float64(c)/float64(total) > *minRel {
			words = append(words, w)
		}
	}
	sort.Slice(words, func(i, j int) bool {
		if counts[words[i]] != counts[words[j]] {
			return counts[words[i]] > counts[words[j]]
		}
		return words[i] < words[j]
	})
	for _, w := range words {
		fmt.Println(w)
	}
	fmt.Fprintf(os.Stderr, "functionwords: %d words from %d tokens in %d files\n", len(words), total, len(refs))
}
