package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// mineAll is the "mine" command: every candidate pair of the corpora,
// with no threshold at all (multi.SegmentEvidence summed by
// multi.Accumulator, the work multi.Mine does before multi.Select),
// written as multi.WriteEvidence TSV.
func mineAll(args []string) error {
	fs := flag.NewFlagSet("mine", flag.ContinueOnError)
	code := fs.String("l", "", "language of the translations (cs, en)")
	out := fs.String("o", "", "output evidence TSV")
	maxPhrase := fs.Int("max-phrase", 3, "longest slot in words")
	workers := fs.Int("j", 0, "goroutines (0: all cores)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *code == "" || *out == "" || fs.NArg() == 0 {
		return fmt.Errorf("ceiling mine: want -l LANG -o FILE DIR…")
	}
	dirs, err := multi.CorpusDirs(fs.Args(), *code)
	if err != nil {
		return err
	}
	an, err := lemma.New(*code)
	if err != nil {
		return err
	}
	al, tok, err := align.Meteor(*code)
	if err != nil {
		return err
	}
	// The command's options (cmd/parmesan table multi) with the longest
	// slot given: SegmentEvidence reads only MaxPhrase, Closed and
	// NegationPrefixes of them; no threshold applies before Select.
	opt := multi.Options{MaxPhrase: *maxPhrase, Closed: rewrite.DefaultGuard(*code).Closed,
		NegationPrefixes: multi.NegationPrefixesFor(*code)}
	var segs []multi.Segment
	for _, d := range dirs {
		corp, err := multi.ReadCorpus(d)
		if err != nil {
			return err
		}
		if corp.Tgt != "" && corp.Tgt != *code {
			return fmt.Errorf("ceiling mine: %s translates into %s, not %s", d, corp.Tgt, *code)
		}
		segs = append(segs, corp.Segments()...)
		fmt.Fprintf(os.Stderr, "ceiling mine: %s: %d segments × %d systems\n", corp.Name, corp.Lines, len(corp.Systems))
	}
	var mu sync.Mutex
	acc := multi.NewAccumulator()
	err = pool.Each(context.Background(), len(segs), pool.Options{Workers: *workers}, func(k int) error {
		parts, _, err := multi.SegmentEvidence(segs[k], an, tok, al, opt)
		if err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		for _, p := range parts {
			acc.Add(p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	evs := acc.Evidence()
	fmt.Fprintf(os.Stderr, "ceiling mine: %d segments, %d candidate pairs\n", len(segs), len(evs))
	return data.WriteFileAtomic(*out, func(w *bufio.Writer) error { return multi.WriteEvidence(w, evs) })
}

// rawPair is one mined candidate as the evidence TSV gives it.
type rawPair struct {
	a, b                       string
	segments, sysPairs, sysMin int
	phrase                     bool
}

// weak says the pair was seen in one segment or one side was written by
// one system only: the noise level a rewriter would have to admit.
func (p rawPair) weak() bool { return p.segments <= 1 || p.sysMin <= 1 }

// readEvidence reads a multi.WriteEvidence TSV.
func readEvidence(path string, fn func(rawPair)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		if n == 1 {
			continue // header
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 14 {
			return fmt.Errorf("%s:%d: want 14 columns, have %d", path, n, len(c))
		}
		num := func(i int) (int, error) {
			v, err := strconv.Atoi(c[i])
			if err != nil {
				return 0, fmt.Errorf("%s:%d: column %d: %w", path, n, i+1, err)
			}
			return v, nil
		}
		var v [4]int
		for j, col := range []int{4, 5, 6, 7} {
			if v[j], err = num(col); err != nil {
				return err
			}
		}
		fn(rawPair{a: c[0], b: c[1], segments: v[0], sysPairs: v[1], sysMin: min(v[2], v[3]), phrase: c[11] == "true"})
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s:%d: %w", path, n, err)
	}
	return nil
}
