package paraphrase

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// RelatedOptions choose the WordNet relations FromWordNetRelations reads.
type RelatedOptions struct {
	// Similar pairs the words of an adjective synset with those of the
	// synsets it is "similar to" (&: lengthy/long, huge/large).
	Similar bool
	// Hypernym pairs the words of a noun or verb synset with those of
	// its direct hypernyms (@, one level; instance hypernyms are not
	// read): corporation/company, decrease/reduce.
	Hypernym bool
	// MaxSense keeps a pair only when each word's synset is among its
	// first MaxSense senses (WordNet's index files order a lemma's
	// synsets by frequency in its sense-tagged corpus); 0 keeps all.
	// A relation between rare senses (like/want, end/part) joins words
	// that mostly mean other things.
	MaxSense int
}

// DefaultRelated are the relations of the English related source.
var DefaultRelated = RelatedOptions{Similar: true, Hypernym: true, MaxSense: 1}

// WordNetDataFiles are the WordNet data files FromWordNetRelations reads
// from a WordNet directory (Debian wordnet-base: /usr/share/wordnet).
var WordNetDataFiles = []string{"data.noun", "data.verb", "data.adj", "index.noun", "index.verb", "index.adj"}

// WordNetFiles are the paths of WordNetDataFiles in dir.
func WordNetFiles(dir string) []string {
	files := make([]string, len(WordNetDataFiles))
	for k, f := range WordNetDataFiles {
		files[k] = filepath.Join(dir, f)
	}
	return files
}

// FromWordNetRelations reads the WordNet data files in dir
// (WordNetDataFiles, the WordNet 3.0 database format) and pairs the
// one-word lemmas of two synsets joined by a relation opt selects, in
// both directions, with source SourceRelated: evidence weaker than a
// shared synset, which the rewriter uses only where the two words are
// alone in one slot between aligned words. Lemmas written with a
// capital (names) and multiword lemmas are left out. Each pair holds for
// the part of speech of its synsets (Pair.Only). A malformed line is an
// error naming the file and line.
func FromWordNetRelations(dir string, opt RelatedOptions) (*Set, error) {
	s := NewSet()
	err := wordNetRelations(dir, opt, func(a, b string, only POSSet) {
		s.Add(Pair{A: a, B: b, Prob: 1, Source: SourceRelated, Only: only})
		s.Add(Pair{A: b, B: a, Prob: 1, Source: SourceRelated, Only: only})
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// wordNetRelations calls pair with every pair FromWordNetRelations adds
// (in one direction; it adds both), repeats included. only is never 0
// (links join noun, verb or adjective synsets), so that the Set's merge
// of repeats is the union of their parts of speech.
func wordNetRelations(dir string, opt RelatedOptions, pair func(a, b string, only POSSet)) error {
	type key struct {
		pos    byte // 'n', 'v', 'a' (satellites too)
		offset int
	}
	members := map[key][]string{}
	type link struct{ from, to key }
	var links []link
	type sense struct {
		word string
		at   key
	}
	rank := map[sense]int{}
	for _, name := range WordNetDataFiles {
		path := filepath.Join(dir, name)
		var err error
		if strings.HasPrefix(name, "index.") {
			if opt.MaxSense <= 0 {
				continue
			}
			err = data.ReadWordNetIndexFile(path, func(e *data.WordNetIndexEntry) error {
				for i, o := range e.Offsets {
					rank[sense{e.Lemma, key{e.POS, o}}] = i + 1
				}
				return nil
			})
		} else {
			err = data.ReadWordNetDataFile(path, func(s *data.WordNetSynset) error {
				k := key{s.POS(), s.Offset}
				var words []string
				for _, w := range s.Words {
					// One-word lower-case lemmas: no names, no collocations.
					if w.Lemma == strings.ToLower(w.Lemma) && !strings.ContainsAny(w.Lemma, "_.'") {
						words = append(words, w.Lemma)
					}
				}
				members[k] = words
				for _, p := range s.Pointers {
					switch to := p.TargetPOS(); {
					case opt.Hypernym && p.Symbol == "@" && (k.pos == 'n' || k.pos == 'v') && to == k.pos,
						opt.Similar && p.Symbol == "&" && k.pos == 'a' && to == 'a':
						links = append(links, link{k, key{to, p.Offset}})
					}
				}
				return nil
			})
		}
		if err != nil {
			return fmt.Errorf("paraphrase: %w", err)
		}
	}
	for _, l := range links {
		var only POSSet // (a map literal here was built for every link: a tenth of a first English use)
		switch l.from.pos {
		case 'n':
			only = POSNoun
		case 'v':
			only = POSVerb
		case 'a':
			only = POSAdj
		}
		for _, a := range members[l.from] {
			if opt.MaxSense > 0 && !inRank(rank[sense{a, l.from}], opt.MaxSense) {
				continue
			}
			for _, b := range members[l.to] {
				if opt.MaxSense > 0 && !inRank(rank[sense{b, l.to}], opt.MaxSense) {
					continue
				}
				if a != b {
					pair(a, b, only)
				}
			}
		}
	}
	return nil
}

// inRank reports whether a sense number (0: unknown) is within max.
func inRank(n, max int) bool { return n > 0 && n <= max }

// SlotOnlyRest is a thesaurus lexicon split by a guard: the pairs Kept
// holds are returned as Kept has them, and the pairs only All holds (those
// the guard removed) with source SourceRelated, so the rewriter uses them
// only where the two words are alone in one slot between aligned words.
// Czech: MyThes pairs the sense guard (SenseGuard) removes, which the
// position of the two words in the sentences can still vouch for. Safe
// for concurrent use when both lexicons are.
type SlotOnlyRest struct {
	All, Kept PairLexicon
}

// Lookup implements PairLexicon.
func (x SlotOnlyRest) Lookup(a, b string) (Source, bool) {
	if x.Kept != nil {
		if src, ok := x.Kept.Lookup(a, b); ok {
			return src, true
		}
	}
	if _, ok := x.All.Lookup(a, b); ok {
		return SourceRelated, true
	}
	return 0, false
}

// HasKey reports whether Kept or All may hold a pair whose first side is
// a: false only when each of them has a HasKey method that says no.
func (x SlotOnlyRest) HasKey(a string) bool {
	return mayHaveKey(x.Kept, a) || mayHaveKey(x.All, a)
}

// mayHaveKey is false when l is nil or tells by a HasKey method that no
// pair of it starts with a; true when l cannot tell.
func mayHaveKey(l PairLexicon, a string) bool {
	if l == nil {
		return false
	}
	if k, ok := l.(interface{ HasKey(string) bool }); ok {
		return k.HasKey(a)
	}
	return true
}

// relatedIndexVersion names the encoding of a cached RelatedIndex and
// the rules of FromWordNetRelations: change it when either changes.
const relatedIndexVersion = "wordnet-related-2" // 2: Index binary form 2

// RelatedIndex is the compiled form of FromWordNetRelations's pairs: an
// Index whose second words carry their part of speech. It implements
// rewrite.POSLexicon and is safe for concurrent use.
type RelatedIndex struct {
	x    *Index
	hash string
}

// Hash is the short content hash of the WordNet files the index was
// built from (data.HashFiles), for signatures.
func (r *RelatedIndex) Hash() string { return r.hash }

// posKey is the part of speech a RelatedIndex stores with a pair's
// second word.
var posKey = []struct {
	set POSSet
	tag string
}{{POSNoun, "\x00n"}, {POSVerb, "\x00v"}, {POSAdj, "\x00a"}, {POSAdv, "\x00r"}}

// Lookup returns the pair (a, b) for any part of speech.
func (r *RelatedIndex) Lookup(a, b string) (Source, bool) { return r.LookupPOS(a, b, "") }

// LookupPOS returns the pair (a, b) if it holds for the (UD) part of
// speech upos; an empty upos accepts every part of speech.
func (r *RelatedIndex) LookupPOS(a, b, upos string) (Source, bool) {
	want := POSOf(upos)
	for _, k := range posKey {
		if upos != "" && want&k.set == 0 {
			continue
		}
		if src, ok := r.x.Lookup(a, b+k.tag); ok {
			return src, true
		}
	}
	return 0, false
}

// relatedKeyed encodes the pairs of s as a RelatedIndex stores them: once
// for each part of speech a pair holds for, the part of speech's tag
// appended to its second word.
//
// The keyed pairs are sorted and merged (the union of their sources, as
// Set.Add merges) in a slice, the index NewIndex makes of them as a Set:
// on a first English use the Set of keyed pairs and NewIndex's copy and
// sort of it took a fifth of the CPU.
func relatedKeyed(s *Set) ([]byte, error) {
	var ps []keyedPair
	for _, p := range s.Pairs() {
		ps = appendKeyed(ps, p.A, p.B, p.Only, p.Source)
	}
	return keyedIndex(ps).MarshalBinary()
}

// keyedPair is a pair as a RelatedIndex stores it.
type keyedPair struct {
	a, b string
	src  Source
}

// appendKeyed appends the pair (a, b) once for each part of speech of
// only, the part of speech's tag appended to b.
func appendKeyed(ps []keyedPair, a, b string, only POSSet, src Source) []keyedPair {
	for _, k := range posKey {
		if only&k.set != 0 {
			ps = append(ps, keyedPair{a, b + k.tag, src})
		}
	}
	return ps
}

// keyedIndex sorts the keyed pairs and merges repeats (the union of
// their sources) into an Index.
func keyedIndex(ps []keyedPair) *Index {
	n := 0
	for _, p := range ps {
		n += len(p.a) + len(p.b)
	}
	slices.SortFunc(ps, func(x, y keyedPair) int {
		if c := strings.Compare(x.a, y.a); c != 0 {
			return c
		}
		return strings.Compare(x.b, y.b)
	})
	b := newIndexBuilder(len(ps), n) // at most: merged pairs are written once
	for i, p := range ps {
		if i > 0 && p.a == ps[i-1].a && p.b == ps[i-1].b {
			b.addSources(p.src)
			continue
		}
		b.add(p.a, p.b, p.src)
	}
	return b.index()
}

// HasKey implements rewrite.KeyLexicon: the index keys pairs by their
// first word as given (the part of speech goes with the second).
func (r *RelatedIndex) HasKey(a string) bool { return r.x.HasKey(a) }

// WordNetRelatedIndex is FromWordNetRelations compiled, through data's
// cache (keyed by the data files' contents): a later call decodes the
// index instead of parsing 30 MB of WordNet data again.
func WordNetRelatedIndex(dir string, opt RelatedOptions) (*RelatedIndex, error) {
	files := WordNetFiles(dir)
	build := func() ([]byte, error) { // relatedKeyed(FromWordNetRelations(dir, opt)) without the Set
		var ps []keyedPair
		err := wordNetRelations(dir, opt, func(a, b string, only POSSet) {
			ps = appendKeyed(ps, a, b, only, SourceRelated)
			ps = appendKeyed(ps, b, a, only, SourceRelated)
		})
		if err != nil {
			return nil, err
		}
		return keyedIndex(ps).MarshalBinary()
	}
	version := fmt.Sprintf("%s|similar=%t|hypernym=%t|sense=%d", relatedIndexVersion, opt.Similar, opt.Hypernym, opt.MaxSense)
	x, hash, err := cachedIndex("related", version, files, build)
	if err != nil {
		return nil, err
	}
	return &RelatedIndex{x: x, hash: hash}, nil
}
