// Command mpeda generates a synthetic corpus pair for bench/mpeda.sh: a
// general corpus of about -tokens words and an in-domain sample of
// -domain-lines sentences. Words follow a Zipf law (s = 1.1) over a
// vocabulary of -vocab made-up words; one general sentence in ten, and
// every domain sentence, draws a third of its words from a "topic"
// vocabulary of 2,000 words, so that Moore–Lewis selection has something
// to find. Sentences have 5 to 34 words. Deterministic for a given -seed.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
)

func word(id uint64) string { return "w" + strconv.FormatUint(id, 36) }

func main() {
	tokens := flag.Int64("tokens", 10_000_000, "general-corpus size in words")
	domainLines := flag.Int("domain-lines", 20_000, "in-domain sentences")
	vocab := flag.Uint64("vocab", 500_000, "vocabulary size")
	seed := flag.Uint64("seed", 1, "random seed")
	general := flag.String("general", "general.txt", "general corpus output")
	domain := flag.String("domain", "domain.txt", "in-domain output")
	flag.Parse()
	rng := rand.New(rand.NewPCG(*seed, 2))
	zipf := rand.NewZipf(rng, 1.1, 1, *vocab-1)
	topic := rand.NewZipf(rng, 1.1, 1, 1999)
	sentence := func(w *bufio.Writer, topical bool) int {
		n := 5 + rng.IntN(30)
		for i := range n {
			if i > 0 {
				w.WriteByte(' ')
			}
			if topical && rng.IntN(3) == 0 {
				w.WriteString("t" + strconv.FormatUint(topic.Uint64(), 36))
			} else {
				w.WriteString(word(zipf.Uint64()))
			}
		}
		w.WriteByte('\n')
		return n
	}
	write := func(path string, fill func(w *bufio.Writer)) {
		f, err := os.Create(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		w := bufio.NewWriterSize(f, 1<<20)
		fill(w)
		err = w.Flush()
		if e := f.Close(); err == nil {
			err = e
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	write(*general, func(w *bufio.Writer) {
		for n := int64(0); n < *tokens; {
			n += int64(sentence(w, rng.IntN(10) == 0))
		}
	})
	write(*domain, func(w *bufio.Writer) {
		for range *domainLines {
			sentence(w, true)
		}
	})
}
