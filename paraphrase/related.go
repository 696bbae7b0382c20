package paraphrase

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
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
		if strings.HasPrefix(name, "index.") {
			if opt.MaxSense <= 0 {
				continue
			}
			f, err := os.Open(path)
			if err != nil {
				return nil, fmt.Errorf("paraphrase: %w", err)
			}
			err = readWordNetIndex(f, path, func(word string, pos byte, offsets []int) {
				for i, o := range offsets {
					rank[sense{word, key{pos, o}}] = i + 1
				}
			})
			f.Close()
			if err != nil {
				return nil, err
			}
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("paraphrase: %w", err)
		}
		err = readWordNetData(f, path, func(s wnSynset) {
			k := key{s.pos, s.offset}
			members[k] = s.words
			for _, p := range s.ptrs {
				switch {
				case opt.Hypernym && p.symbol == "@" && (s.pos == 'n' || s.pos == 'v') && p.pos == s.pos,
					opt.Similar && p.symbol == "&" && s.pos == 'a' && p.pos == 'a':
					links = append(links, link{k, key{p.pos, p.offset}})
				}
			}
		})
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	s := NewSet()
	for _, l := range links {
		only := map[byte]POSSet{'n': POSNoun, 'v': POSVerb, 'a': POSAdj}[l.from.pos]
		for _, a := range members[l.from] {
			if opt.MaxSense > 0 && !inRank(rank[sense{a, l.from}], opt.MaxSense) {
				continue
			}
			for _, b := range members[l.to] {
				if opt.MaxSense > 0 && !inRank(rank[sense{b, l.to}], opt.MaxSense) {
					continue
				}
				if a != b {
					s.Add(Pair{A: a, B: b, Prob: 1, Source: SourceRelated, Only: only})
					s.Add(Pair{A: b, B: a, Prob: 1, Source: SourceRelated, Only: only})
				}
			}
		}
	}
	return s, nil
}

// inRank reports whether a sense number (0: unknown) is within max.
func inRank(n, max int) bool { return n > 0 && n <= max }

// readWordNetIndex calls fn with every lemma line of a WordNet index
// file ("lemma pos synset_cnt p_cnt ptr… sense_cnt tagsense_cnt
// offset…", the offsets in sense order); spaces in lemmas are "_".
func readWordNetIndex(r io.Reader, name string, fn func(word string, pos byte, offsets []int)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), data.MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || line[0] == ' ' {
			continue
		}
		f := strings.Fields(line)
		bad := func(msg string) error { return &data.PosError{File: name, Line: n, Msg: msg} }
		if len(f) < 4 {
			return bad("malformed index line")
		}
		pos, ok := wnPOS(f[1])
		cnt, err := strconv.Atoi(f[2])
		if !ok || err != nil || cnt < 0 || cnt > len(f) {
			return bad("bad part of speech or synset count")
		}
		offs := make([]int, 0, cnt)
		for _, x := range f[len(f)-cnt:] {
			o, err := strconv.Atoi(x)
			if err != nil {
				return bad("bad synset offset " + strconv.Quote(x))
			}
			offs = append(offs, o)
		}
		fn(f[0], pos, offs)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("paraphrase: %s: %w", name, err)
	}
	return nil
}

// wnSynset is what FromWordNetRelations keeps of a data-file line.
type wnSynset struct {
	pos    byte // 'n', 'v', 'a' ('s', a satellite, reads as 'a'), 'r'
	offset int
	words  []string // one-word lower-case lemmas without capitals
	ptrs   []wnPointer
}

type wnPointer struct {
	symbol string
	pos    byte
	offset int
}

// wnPOS reads a WordNet part-of-speech letter; a satellite is an adjective.
func wnPOS(s string) (byte, bool) {
	switch s {
	case "n", "v", "a", "r":
		return s[0], true
	case "s":
		return 'a', true
	}
	return 0, false
}

// readWordNetData calls fn with every synset line of a WordNet data file
// ("offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr… | gloss";
// the licence header's lines start with spaces).
func readWordNetData(r io.Reader, name string, fn func(wnSynset)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), data.MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || line[0] == ' ' {
			continue
		}
		if i := strings.Index(line, " | "); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		bad := func(msg string) error { return &data.PosError{File: name, Line: n, Msg: msg} }
		if len(f) < 4 {
			return bad("malformed synset line")
		}
		var s wnSynset
		var ok bool
		var err error
		if s.offset, err = strconv.Atoi(f[0]); err != nil {
			return bad("bad synset offset " + strconv.Quote(f[0]))
		}
		if s.pos, ok = wnPOS(f[2]); !ok {
			return bad("bad synset type " + strconv.Quote(f[2]))
		}
		wc, err := strconv.ParseUint(f[3], 16, 8)
		if err != nil || 4+2*int(wc) >= len(f) {
			return bad("bad word count " + strconv.Quote(f[3]))
		}
		for i := range int(wc) {
			w := f[4+2*i]
			if j := strings.IndexByte(w, '('); j > 0 && s.pos == 'a' {
				w = w[:j] // an adjective's syntactic marker: long(a)
			}
			if w == strings.ToLower(w) && !strings.ContainsAny(w, "_.'") {
				s.words = append(s.words, w)
			}
		}
		at := 4 + 2*int(wc)
		pc, err := strconv.Atoi(f[at])
		if err != nil || at+1+4*pc > len(f) {
			return bad("bad pointer count " + strconv.Quote(f[at]))
		}
		for i := range pc {
			p := f[at+1+4*i : at+5+4*i]
			off, err := strconv.Atoi(p[1])
			pos, ok := wnPOS(p[2])
			if err != nil || !ok {
				return bad("bad pointer " + strconv.Quote(strings.Join(p, " ")))
			}
			s.ptrs = append(s.ptrs, wnPointer{symbol: p[0], pos: pos, offset: off})
		}
		fn(s)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("paraphrase: %s: %w", name, err)
	}
	return nil
}

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

// relatedIndexVersion names the encoding of a cached RelatedIndex and
// the rules of FromWordNetRelations: change it when either changes.
const relatedIndexVersion = "wordnet-related-1"

// RelatedIndex is the compiled form of FromWordNetRelations's pairs: an
// Index whose second words carry their part of speech. It implements
// rewrite.POSLexicon and is safe for concurrent use.
type RelatedIndex struct{ x *Index }

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

// WordNetRelatedIndex is FromWordNetRelations compiled, through data's
// cache (keyed by the data files' contents): a later call decodes the
// index instead of parsing 30 MB of WordNet data again.
func WordNetRelatedIndex(dir string, opt RelatedOptions) (*RelatedIndex, error) {
	files := WordNetFiles(dir)
	build := func() ([]byte, error) {
		s, err := FromWordNetRelations(dir, opt)
		if err != nil {
			return nil, err
		}
		keyed := NewSet()
		for _, p := range s.Pairs() {
			for _, k := range posKey {
				if p.Only&k.set != 0 {
					keyed.Add(Pair{A: p.A, B: p.B + k.tag, Prob: p.Prob, Source: p.Source})
				}
			}
		}
		return NewIndex(keyed).MarshalBinary()
	}
	version := fmt.Sprintf("%s|similar=%t|hypernym=%t|sense=%d", relatedIndexVersion, opt.Similar, opt.Hypernym, opt.MaxSense)
	x, err := cachedIndex("related", version, files, build)
	if err != nil {
		return nil, err
	}
	return &RelatedIndex{x: x}, nil
}
