// Command paraphrase generates data/wordnet/paraphrase-en.gz, parmesan's
// embedded English paraphrase table, from WordNet 3.0 as Debian's
// wordnet-base installs it (/usr/share/wordnet). Run it with
// "go generate ./data/...".
//
// The output is a Meteor paraphrase table (gzip, 3-line records
// "probability / phrase A / phrase B"). A record pairs two lemmas of one
// synset of which at least one is a phrase of several words ("look into"
// ~ "investigate"): pairs of single words are what Meteor's synonym module
// already matches. Only lemmas written with the letters a-z (and "_"
// between words) are used, so every phrase is a sequence of tokens as
// Meteor's English normalizer produces them. Each unordered pair is
// written once, A before B in byte order, since the paraphrase matcher
// looks records up in both directions (Meteor spec §4.4); the probability
// is 1/(synset size - 1), the largest over the synsets the pair shares.
// Records are sorted by A, then B.
package main

import (
	"bufio"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

func main() {
	dir := flag.String("wordnet", data.WordNetDir, "WordNet dictionary directory")
	out := flag.String("o", "wordnet/paraphrase-en.gz", "output file")
	flag.Parse()
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "paraphrase:", err)
		os.Exit(1)
	}
}

// plain reports whether a WordNet lemma is made of a-z words joined by "_".
func plain(lem string) bool {
	if lem == "" || lem[0] == '_' || lem[len(lem)-1] == '_' || strings.Contains(lem, "__") {
		return false
	}
	for i := 0; i < len(lem); i++ {
		if c := lem[i]; (c < 'a' || c > 'z') && c != '_' {
			return false
		}
	}
	return true
}

func run(dir, out string) error {
	members := map[int][]string{} // synset id → lemmas, in index order (sorted)
	for i, pos := range data.WordNetPOSNames {
		err := data.ReadWordNetIndexFile(filepath.Join(dir, "index."+pos), func(e *data.WordNetIndexEntry) error {
			if !plain(e.Lemma) {
				return nil
			}
			for _, off := range e.Offsets {
				id := (i+1)*100000000 + off
				members[id] = append(members[id], e.Lemma)
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("%w (apt-get install wordnet-base)", err)
		}
	}
	prob := map[[2]string]float64{}
	for _, m := range members {
		for i, a := range m {
			for _, b := range m[i+1:] {
				if a == b || !strings.Contains(a, "_") && !strings.Contains(b, "_") {
					continue
				}
				k := [2]string{a, b}
				if b < a {
					k = [2]string{b, a}
				}
				prob[k] = max(prob[k], 1/float64(len(m)-1))
			}
		}
	}
	keys := make([][2]string, 0, len(prob))
	for k := range prob {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	err := data.WriteFileAtomic(out, func(f *bufio.Writer) error {
		zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(zw)
		for _, k := range keys {
			fmt.Fprintf(w, "%s\n%s\n%s\n", strconv.FormatFloat(prob[k], 'f', 6, 64),
				strings.ReplaceAll(k[0], "_", " "), strings.ReplaceAll(k[1], "_", " "))
		}
		if err := w.Flush(); err != nil {
			return err
		}
		return zw.Close()
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s: %d records\n", out, len(keys))
	return nil
}
