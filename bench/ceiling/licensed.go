package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
)

// licensedCount is what the sources license between the unmatched words
// of the drawn pairs: every one-word pair (reference word, hypothesis
// word) of words whose rewrite key and form the other side lacks — the
// pairs a rewriter would have to choose among, the listed ones with the
// rest.
type licensedCount struct {
	segments, pairs          int
	a, b, bStrong, c, union  int
	listedWords, listedFound int
}

// tokens reads a sentence as one-word spellings (words with a letter).
func (lg *language) tokens(sentence string) []spelling {
	x := lg.an.sentence(sentence)
	ws, toks := x.words, lg.an.tokens(x)
	var out []spelling
	for i, w := range ws {
		if !strings.ContainsFunc(w, unicode.IsLetter) {
			continue
		}
		low := lower(w)
		ks := keysOf(toks[i : i+1])
		out = append(out, spelling{words: []string{low}, keys: uniq(append([]string{low}, ks...)), lemmas: ks,
			rkeys: ks[:1], pos: []string{toks[i].POS}, ctx: true})
	}
	return out
}

// unmatched returns the spellings of xs whose rewrite key and form ys
// lack.
func unmatched(xs, ys []spelling) []spelling {
	var out []spelling
	for _, x := range xs {
		if !slices.ContainsFunc(ys, func(y spelling) bool { return y.rkeys[0] == x.rkeys[0] || y.words[0] == x.words[0] }) {
			out = append(out, x)
		}
	}
	return out
}

// licensed counts the licensed pairs of every drawn pair of the
// language's reader files.
func (lg *language) licensed(docs string, rs []result) (licensedCount, error) {
	var lc licensedCount
	for _, rd := range rounds {
		segs, err := readReader(filepath.Join(docs, rd.Dir, lg.l.Code+"-reader.md"))
		if err != nil {
			return lc, err
		}
		for k := 1; k <= len(segs); k++ {
			seg, ok := segs[k]
			if !ok {
				return lc, fmt.Errorf("%s: no section %d", filepath.Join(docs, rd.Dir, lg.l.Code+"-reader.md"), k)
			}
			lc.segments++
			ref, hyp := lg.tokens(seg.Ref), lg.tokens(seg.Hyp)
			for _, a := range unmatched(ref, hyp) {
				for _, b := range unmatched(hyp, ref) {
					lc.pairs++
					r := result{raw: make([]int8, len(lg.raws))}
					lg.ask(a, b, &r)
					if r.a() {
						lc.a++
					}
					if r.b() > 0 {
						lc.b++
					}
					if r.b() == 2 {
						lc.bStrong++
					}
					if r.c() {
						lc.c++
					}
					if r.a() || r.b() > 0 || r.c() {
						lc.union++
					}
				}
			}
		}
	}
	for _, r := range rs {
		if r.it.Lang == lg.l.Code && (r.it.Tag == "W" || r.it.Tag == "F") && !r.same {
			lc.listedWords++
			if r.union() {
				lc.listedFound++
			}
		}
	}
	return lc, nil
}

func (lc licensedCount) write(w io.Writer, name string) {
	per := func(n int) string { return fmt.Sprintf("%d (%.2f)", n, float64(n)/float64(max(lc.segments, 1))) }
	fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s | %s | %s | %s |\n", name, lc.segments, per(lc.pairs), per(lc.a), per(lc.b),
		per(lc.bStrong), per(lc.c), per(lc.union), fmt.Sprintf("%d of %d", lc.listedFound, lc.listedWords))
}
