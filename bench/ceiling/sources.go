package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/bench/internal/items"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/lexicon"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// either asks f for every key of a against every key of b, both ways.
func either(a, b spelling, f func(x, y string) bool) bool {
	for _, x := range a.keys {
		for _, y := range b.keys {
			if x != y && (f(x, y) || f(y, x)) {
				return true
			}
		}
	}
	return false
}

// shipped is source (a): the lexicon the rewriter reads by default for
// the language (pipeline.New's: cs MyThes + multi-cs + multi-cs-slot +
// related, en WordNet + multi-en + related) and the closed-class groups.
type shipped struct {
	code string
	lex  rewrite.Lexicon
	used string
}

func newShipped(l lang.Language) (*shipped, error) {
	r, err := pipeline.New(pipeline.Config{Lang: l})
	if err != nil {
		return nil, err
	}
	var names []string
	for _, u := range r.Sources {
		names = append(names, u.String())
	}
	return &shipped{code: l.Code, lex: r.Lexicon, used: strings.Join(names, "+")}, nil
}

// lexicon says whether the default lexicon holds the pair (any part of
// speech, either direction: every guard perfect).
func (s *shipped) lexicon(a, b spelling) bool {
	return either(a, b, func(x, y string) bool { _, ok := s.lex.Lookup(x, y); return ok })
}

// closed says whether a closed-class group holds the pair: one word each
// (paraphrase.ClosedEquivalent with the words' parts of speech in the
// sentence and alone), or two phrases of one paraphrase.ClosedPhrases
// group.
func (s *shipped) closed(a, b spelling) bool {
	if len(a.words) == 1 && len(b.words) == 1 {
		// A one-word spelling's keys start with its word.
		for _, x := range a.keys {
			for _, y := range b.keys {
				for _, px := range a.pos {
					for _, py := range b.pos {
						if paraphrase.ClosedEquivalent(s.code, x, px, y, py) || paraphrase.ClosedEquivalent(s.code, y, py, x, px) {
							return true
						}
					}
				}
			}
		}
	}
	for _, g := range paraphrase.ClosedPhrases(s.code) {
		ia, ib := -1, -1
		for i, p := range g.Phrases {
			if slices.Equal(p, a.words) {
				ia = i
			}
			if slices.Equal(p, b.words) {
				ib = i
			}
		}
		if ia >= 0 && ib >= 0 && ia != ib {
			return true
		}
	}
	return false
}

// raw is source (b): every mined candidate of an evidence TSV, under its
// own keys and, for phrase pairs, under the keys of its sides analysed
// word by word. The value is 2 when some candidate under the key is
// not weak (rawPair.weak), else 1.
type raw struct {
	name  string
	pairs int
	m     map[string]int8
}

func pk(x, y string) string {
	if x > y {
		x, y = y, x
	}
	return x + "\x00" + y
}

func newRaw(name, path string, a analyser) (*raw, error) {
	r := &raw{name: name, m: map[string]int8{}}
	cache := map[string][]string{}
	keysOfPhrase := func(p string) []string {
		if k, ok := cache[p]; ok {
			return k
		}
		ks, _ := a.alone(strings.Fields(p))
		k := uniq(append([]string{p}, ks...))
		cache[p] = k
		return k
	}
	err := readEvidence(path, func(p rawPair) {
		r.pairs++
		v := int8(2)
		if p.weak() {
			v = 1
		}
		xs, ys := []string{p.a}, []string{p.b}
		if p.phrase {
			xs, ys = keysOfPhrase(p.a), keysOfPhrase(p.b)
		}
		for _, x := range xs {
			for _, y := range ys {
				if k := pk(x, y); r.m[k] < v {
					r.m[k] = v
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return r, nil
}

// has returns the best evidence of the pair: 0 none, 1 weak only, 2.
func (r *raw) has(a, b spelling) int8 {
	var best int8
	for _, x := range a.keys {
		for _, y := range b.keys {
			if x != y {
				best = max(best, r.m[pk(x, y)])
			}
		}
	}
	return best
}

// pivot is source (c)'s dictionary pivot: two words are a pair when one
// head word of a FreeDict dictionary into the language translates to
// both (every translation line, multiword ones too, under its lower-case
// form and its words' keys analysed alone).
type pivot struct {
	name  string
	heads int
	m     map[string][]int32 // key → ids of the heads translating to it, sorted, no repeats (done)
}

// cleanTargets splits one dictd translation line into lower-case
// candidates: FreeDict's [notes] and <pos> dropped, "to " before an
// English verb and a Czech reflexive "se"/"si" dropped, lists split at
// ";" and ",", examples and references ("{…}", quotes, "=") skipped.
func cleanTargets(x string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(x, func(r rune) bool { return r == ';' || r == ',' }) {
		p := strings.TrimSpace(part)
		if p == "" || strings.ContainsAny(p, "{}\"=") {
			continue
		}
		for strings.HasPrefix(p, "[") {
			i := strings.IndexByte(p, ']')
			if i < 0 {
				p = ""
				break
			}
			p = strings.TrimSpace(p[i+1:])
		}
		if i := strings.IndexByte(p, '<'); i >= 0 {
			p = strings.TrimSpace(p[:i])
		}
		p = items.Readings(p)[0]
		p = strings.ToLower(strings.Join(strings.Fields(p), " "))
		p = strings.TrimPrefix(p, "to ")
		p = strings.TrimSuffix(strings.TrimSuffix(p, " se"), " si")
		if p != "" && !strings.ContainsAny(p, "()[]") {
			out = append(out, p)
		}
	}
	return out
}

// pivotBuilder adds (head, target) pairs to a pivot.
type pivotBuilder struct {
	pv    *pivot
	heads map[string]int32
	cache map[string][]string
	a     analyser
}

func newPivotBuilder(name string, a analyser) *pivotBuilder {
	return &pivotBuilder{pv: &pivot{name: name, m: map[string][]int32{}}, heads: map[string]int32{}, cache: map[string][]string{}, a: a}
}

// add records that head translates to target (lower case): under the
// target as written and its words' keys analysed alone (targets of more
// than five words are skipped).
func (pb *pivotBuilder) add(head, target string) {
	id, ok := pb.heads[head]
	if !ok {
		id = int32(len(pb.heads))
		pb.heads[head] = id
	}
	ks, ok := pb.cache[target]
	if !ok {
		ws := pb.a.words(target)
		if len(ws) > 0 && len(ws) <= 5 {
			iso, _ := pb.a.alone(ws)
			ks = uniq(append([]string{target, strings.Join(ws, " ")}, iso...))
		}
		pb.cache[target] = ks
	}
	for _, k := range ks {
		if l := pb.pv.m[k]; len(l) == 0 || l[len(l)-1] != id {
			pb.pv.m[k] = append(l, id)
		}
	}
}

// done sorts each key's head ids and drops repeats (a head listed twice
// counts once), for shared's merge.
func (pb *pivotBuilder) done() *pivot {
	pb.pv.heads = len(pb.heads)
	for k, l := range pb.pv.m {
		slices.Sort(l)
		pb.pv.m[k] = slices.Compact(l)
	}
	return pb.pv
}

// newPivot reads a FreeDict dictionary into a pivot.
func newPivot(name string, a analyser) (*pivot, error) {
	idx, dict := data.DictdPaths(data.DictdDir, name)
	ir, err := data.OpenMaybeGzip(idx)
	if err != nil {
		return nil, err
	}
	defer ir.Close()
	dr, err := data.OpenMaybeGzip(dict)
	if err != nil {
		return nil, err
	}
	defer dr.Close()
	pb := newPivotBuilder(name, a)
	err = data.ReadDictd(ir, idx, dr, func(t data.Translation) error {
		h := strings.ToLower(strings.TrimSpace(t.Head))
		for _, x := range t.Targets {
			for _, tg := range cleanTargets(x) {
				pb.add(h, tg)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return pb.done(), nil
}

// newLexiconPivot reads the learned lexicon shipped from src into the
// language (paraphrase/lexicon: en → cs, de → en), every entry kept.
func newLexiconPivot(src, tgt string, a analyser) (*pivot, error) {
	gz, name, ok := lexicon.Embedded(src, tgt)
	if !ok {
		return nil, fmt.Errorf("ceiling: no learned lexicon %s → %s", src, tgt)
	}
	lx, _, err := lexicon.Read(bytes.NewReader(gz), "embedded "+name)
	if err != nil {
		return nil, err
	}
	pb := newPivotBuilder(name, a)
	tr := lx.Translations(0)
	heads := make([]string, 0, len(tr))
	for h := range tr {
		heads = append(heads, h)
	}
	slices.Sort(heads)
	for _, h := range heads {
		tgts := make([]string, 0, len(tr[h]))
		for t := range tr[h] {
			tgts = append(tgts, t)
		}
		slices.Sort(tgts)
		for _, t := range tgts {
			pb.add(h, t)
		}
	}
	return pb.done(), nil
}

// newPhraseTable reads the embedded English WordNet phrase table
// (data.EmbeddedEnglishParaphrases: WordNet lemmas sharing a synset, one
// of them a phrase).
func newPhraseTable() (*paraphrase.Set, error) {
	r, _, err := data.EmbeddedEnglishParaphrases()
	if err != nil {
		return nil, err
	}
	return paraphrase.FromMeteorTable(r, data.EmbeddedEnglishParaphrasesName)
}

// shared is the most head words that translate to both sides (one key
// of each).
func (pv *pivot) shared(a, b spelling) int {
	best := 0
	for _, x := range a.keys {
		for _, y := range b.keys {
			if x != y {
				best = max(best, common(pv.m[x], pv.m[y]))
			}
		}
	}
	return best
}

// common counts the ids two sorted lists without repeats share.
func common(xs, ys []int32) int {
	n := 0
	for len(xs) > 0 && len(ys) > 0 {
		switch {
		case xs[0] < ys[0]:
			xs = xs[1:]
		case xs[0] > ys[0]:
			ys = ys[1:]
		default:
			n++
			xs, ys = xs[1:], ys[1:]
		}
	}
	return n
}

// wordnet is source (c)'s WordNet relations (English): two lemmas are a
// pair when they share a synset (synonyms), or a synset of one points to
// a synset of the other by similar-to (&), hypernym or hyponym (@ ~,
// instance ones too: @i ~i), or a word of one is a derivationally
// related form (+) of the other, one step.
type wordnet struct {
	senses  map[string][]wnID // lemma ("_" between words) → synsets
	synsets map[wnID]*data.WordNetSynset
}

type wnID struct {
	pos byte
	off int
}

var wnRelations = map[string]string{"&": "similar", "@": "hypernym", "~": "hyponym", "@i": "hypernym", "~i": "hyponym", "+": "derivation"}

func newWordNet() (*wordnet, error) {
	wn := &wordnet{senses: map[string][]wnID{}, synsets: map[wnID]*data.WordNetSynset{}}
	for _, p := range data.WordNetPOSNames {
		err := data.ReadWordNetIndexFile(filepath.Join(data.WordNetDir, "index."+p), func(e *data.WordNetIndexEntry) error {
			for _, off := range e.Offsets {
				wn.senses[e.Lemma] = append(wn.senses[e.Lemma], wnID{e.POS, off})
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		err = data.ReadWordNetDataFile(filepath.Join(data.WordNetDir, "data."+p), func(s *data.WordNetSynset) error {
			wn.synsets[wnID{s.POS(), s.Offset}] = s
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return wn, nil
}

// related says whether lemmas x and y (spaces between words) are
// related, and how.
func (wn *wordnet) related(x, y string) (string, bool) {
	x, y = strings.ReplaceAll(x, " ", "_"), strings.ReplaceAll(y, " ", "_")
	sx, sy := wn.senses[x], wn.senses[y]
	if len(sx) == 0 || len(sy) == 0 {
		return "", false
	}
	for _, a := range sx {
		if slices.Contains(sy, a) {
			return "synonym", true
		}
	}
	for _, a := range sx {
		s := wn.synsets[a]
		if s == nil {
			continue
		}
		for _, p := range s.Pointers {
			rel, ok := wnRelations[p.Symbol]
			if !ok {
				continue
			}
			to := wnID{p.TargetPOS(), p.Offset}
			if !slices.Contains(sy, to) {
				continue
			}
			if p.Source == 0 && p.Target == 0 {
				if rel != "derivation" {
					return rel, true
				}
				continue
			}
			// A lexical pointer joins two words: x's and y's.
			t := wn.synsets[to]
			if p.Source <= len(s.Words) && t != nil && p.Target <= len(t.Words) &&
				strings.ToLower(s.Words[p.Source-1].Lemma) == x && strings.ToLower(t.Words[p.Target-1].Lemma) == y {
				return rel, true
			}
		}
	}
	return "", false
}

func (wn *wordnet) has(a, b spelling) bool {
	return either(a, b, func(x, y string) bool { _, ok := wn.related(x, y); return ok })
}
