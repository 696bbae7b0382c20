package main

import (
	"fmt"
	"strings"

	"github.com/parmesan-mt/parmesan/bench/internal/items"

	"github.com/parmesan-mt/parmesan/lemma"
)

// rounds are the rounds measured: by default 1–4, as the ceiling study
// did (docs/ceiling-2026-11-29.md; round 5 was held out then); measure's
// -rounds sets them.
var rounds = items.Rounds[:4]

// item is one listed substitution with its two sides read.
type item struct {
	items.Item
	ref, hyp side
}

// segment is one drawn pair of a reader file.
type segment = items.Segment

// readReader reads a reader file (items.ReadReader).
func readReader(path string) (map[int]segment, error) { return items.ReadReader(path) }

// readItems reads every listed item of the rounds under docs.
func readItems(docs string) ([]item, error) {
	its, err := items.Read(docs, rounds)
	if err != nil {
		return nil, err
	}
	out := make([]item, len(its))
	for i, it := range its {
		out[i] = item{Item: it}
	}
	return out, nil
}

// side is one side of an item: its spellings (the words without the
// reader's parenthesised context, and with it), each with its keys.
type side struct {
	raw   string
	forms []spelling
}

// spelling is one way of reading a side: its lower-case words and the
// strings it may be looked up under (forms, lemmas and rewrite keys, in
// the sentence and alone), with the single word's parts of speech.
type spelling struct {
	words  []string
	keys   []string // every key: the lower-case words, then lemmas
	lemmas []string // the lemma keys alone
	rkeys  []string // the rewrite keys alone (negation kept)
	pos    []string // the parts of speech of a one-word spelling
	ctx    bool     // found in the sentence (else analysed alone)
}

// analyser analyses sentences and item sides of one language.
type analyser struct {
	an    lemma.Analyzer
	tok   func(string) []string
	sents map[string]*analysed // sentence → its reading, shared by copies (nil: none kept)
}

// newAnalyser returns an analyser that reads each sentence once.
func newAnalyser(an lemma.Analyzer, tok func(string) []string) analyser {
	return analyser{an: an, tok: tok, sents: map[string]*analysed{}}
}

// analysed is one sentence as read: its words, their lower-case forms
// and, once asked for (tokens), its analysis.
type analysed struct {
	words, low []string
	toks       []lemma.Token
}

// sentence tokenizes s, or returns the reading kept from an earlier
// item of the same sentence.
func (a analyser) sentence(s string) *analysed {
	if x, ok := a.sents[s]; ok {
		return x
	}
	x := &analysed{words: a.tok(s)}
	x.low = make([]string, len(x.words))
	for i, w := range x.words {
		x.low[i] = lower(w)
	}
	if a.sents != nil {
		a.sents[s] = x
	}
	return x
}

// tokens analyses the sentence's words (once).
func (a analyser) tokens(x *analysed) []lemma.Token {
	if x.toks == nil {
		x.toks = a.an.Analyze(x.words)
	}
	return x.toks
}

// lower lower-cases a word and writes the typographic apostrophe plainly.
func lower(w string) string { return strings.ToLower(strings.ReplaceAll(w, "’", "'")) }

// key is the rewriter's lookup key of a token (rewrite's key): the
// lower-case lemma, "ne" before a negated Czech form's.
func key(t lemma.Token) string {
	l := strings.ToLower(t.Lemma)
	if t.Feats["Polarity"] == "Neg" && !strings.HasPrefix(l, "ne") {
		return "ne" + l
	}
	return l
}

// words tokenizes a phrase as the miner and the rewriter do, without
// the reader's ellipses.
func (a analyser) words(s string) []string {
	var out []string
	for _, w := range a.tok(items.Ellipses(s)) {
		if w = lower(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// alone returns the keys of words analysed as a sentence of their own
// (the rewrite key and the plain lemma, joined by spaces), and the
// tokens.
func (a analyser) alone(ws []string) ([]string, []lemma.Token) {
	toks := a.an.Analyze(ws)
	return keysOf(toks), toks
}

// keysOf returns the rewrite keys of toks joined by spaces, then their
// plain lower-case lemmas joined (when different).
func keysOf(toks []lemma.Token) []string {
	k := make([]string, len(toks))
	l := make([]string, len(toks))
	for i, t := range toks {
		k[i], l[i] = key(t), strings.ToLower(t.Lemma)
	}
	return uniq([]string{strings.Join(k, " "), strings.Join(l, " ")})
}

func uniq(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if x != "" && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// find locates ws in the sentence's lower-case words: contiguously, else
// word by word in order; nil when some word is not there.
func find(sent, ws []string) []int {
	for i := 0; i+len(ws) <= len(sent); i++ {
		ok := true
		for j, w := range ws {
			if sent[i+j] != w {
				ok = false
				break
			}
		}
		if ok {
			at := make([]int, len(ws))
			for j := range ws {
				at[j] = i + j
			}
			return at
		}
	}
	var at []int
	from := 0
	for _, w := range ws {
		found := false
		for i := from; i < len(sent); i++ {
			if sent[i] == w {
				at, from, found = append(at, i), i+1, true
				break
			}
		}
		if !found {
			return nil
		}
	}
	return at
}

// side reads one side of an item in its sentence.
func (a analyser) side(raw, sentence string) side {
	s := side{raw: raw}
	sent := a.sentence(sentence)
	for _, text := range items.Readings(raw) {
		ws := a.words(text)
		if len(ws) == 0 {
			continue
		}
		sp := spelling{words: ws}
		iso, isoToks := a.alone(ws)
		sp.lemmas = append(sp.lemmas, iso...)
		sp.rkeys = append(sp.rkeys, iso[0])
		use := isoToks
		if at := find(sent.low, ws); at != nil {
			toks := a.tokens(sent)
			ctx := make([]lemma.Token, len(at))
			for j, i := range at {
				ctx[j] = toks[i]
			}
			ck := keysOf(ctx)
			sp.lemmas = append(sp.lemmas, ck...)
			sp.rkeys = append(sp.rkeys, ck[0])
			sp.ctx, use = true, ctx
		}
		if len(ws) == 1 {
			sp.pos = uniq([]string{use[0].POS, isoToks[0].POS})
		}
		sp.lemmas = uniq(sp.lemmas)
		sp.keys = uniq(append([]string{strings.Join(ws, " ")}, sp.lemmas...))
		s.forms = append(s.forms, sp)
	}
	return s
}

// parse splits an item "ref → hyp" and reads both sides in the
// segment's sentences.
func (a analyser) parse(it *item, seg segment) error {
	r, h, ok := items.Split(it.Text)
	if !ok {
		return fmt.Errorf("%s: want one \"ref → hyp\", have %q", it.Where, it.Text)
	}
	it.ref, it.hyp = a.side(r, seg.Ref), a.side(h, seg.Hyp)
	return nil
}
