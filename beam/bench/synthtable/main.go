// Command synthtable writes a synthetic Moses phrase table (sorted by
// source phrase) or text corpus to stdout, for bench/pivot.sh.
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
	corpus := flag.Bool("corpus", false, "write a text corpus instead of a phrase table")
	flag.Parse()
	w := bufio.NewWriter(os.Stdout)
	var err error
	if *corpus {
		err = synth.Corpus(w, *n, *seed)
	} else {
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
