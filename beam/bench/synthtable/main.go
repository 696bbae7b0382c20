// Command synthtable writes a synthetic Moses phrase table (sorted by
// source phrase) or text to stdout, for bench/pivot.sh and bench/mpeda.sh.
//
//	go run ./bench/synthtable -n 1000000 > table.pt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"github.com/parmesan-mt/parmesan/beam/internal/synth"
)

func main() {
	n := flag.Int("n", 1000000, "number of lines")
	seed := flag.Uint64("seed", 1, "random seed")
	corpus := flag.Bool("corpus", false, "write a text corpus (Zipfian words) instead of a phrase table")
	sentences := flag.Bool("sentences", false, "write template sentences (for MPEDA) instead of a phrase table")
	flag.Parse()
	w := bufio.NewWriter(os.Stdout)
	var err error
	switch {
	case *sentences:
		err = synth.Sentences(w, *n, *seed)
	case *corpus:
		err = synth.Corpus(w, *n, *seed)
	default:
		err = synth.PhraseTable(w, *n, *seed)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "synthtable:", err)
		os.Exit(1)
	}
}
