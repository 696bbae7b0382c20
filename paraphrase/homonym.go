package paraphrase

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/data"
)

// HomonymCheck tells when two nouns of a language are translations of
// different senses of one English homonym, from a bilingual dictionary
// (English → the language) read backwards and WordNet's nouns. MT
// output and word-by-word thesauri both join such words: obchod (shop,
// trade, business, deal) and dohoda (agreement, settlement, deal) share
// only "deal"; vrácení (giving back) and návrat (coming back) only
// "return". The evidence is the other translations of each word: those
// of obchod share deal's synsets of WordNet's noun.act (trade, business
// deal), those of dohoda its noun.communication ones (bargain). Split
// says so only when both words have such evidence and it points to
// different lexicographer files; an absent word, a pair sharing no
// English word, or two words whose other translations are English
// synonyms are no evidence of a split. Its tables are read only once
// built; safe for concurrent use.
type HomonymCheck struct {
	// Both tables are Dictionaries as UnmarshalDictionary reads them
	// (the project's packed encoding, looked up by binary search).
	trans *Dictionary // a word of the language → its English translations (dict inverted)
	nouns *Dictionary // an English word → its WordNet noun synsets, "offset.lexfile"
	memo  homonymMemo
}

// homonymMemo keeps what Split computed, for the life of the check: a
// rewriter asks one pair again for every reference and system it meets
// it in (WMT23 en-cs, 15 systems: 1,595 questions on 688 pairs of 927
// words), and the pairs share English words (deal, return). Looking a
// word up builds a map from the packed tables and parses its synsets;
// the memo answers from slices. The tables never change, so neither do
// the answers. Each map holds at most homonymMemoMax entries (past it,
// answers are computed and not kept): on WMT23 en-cs they hold 688
// verdicts, 927 words' translations and 2,291 English words' synsets,
// about 0.4 MB.
type homonymMemo struct {
	mu    sync.RWMutex
	split map[[2]string]bool      // Split(a, b)
	trans map[string][]string     // translations
	syn   map[string][]nounSynset // synsets
}

// homonymMemoMax bounds each map of a homonymMemo.
const homonymMemoMax = 1 << 16

// memoized returns m[k], computing it with f (outside the lock: two
// callers may both compute a missing answer, which is the same) and
// keeping it when m has room.
func memoized[K comparable, V any](mu *sync.RWMutex, m *map[K]V, k K, f func() V) V {
	mu.RLock()
	v, ok := (*m)[k]
	mu.RUnlock()
	if ok {
		return v
	}
	v = f()
	mu.Lock()
	if *m == nil {
		*m = map[K]V{}
	}
	if len(*m) < homonymMemoMax {
		(*m)[k] = v
	}
	mu.Unlock()
	return v
}

// homonymCacheVersion names homonymEncode's form and rules in the cache
// key: change it when either changes.
const homonymCacheVersion = "homonym-2"

// HomonymFiles are the WordNet files a HomonymCheck reads from a WordNet
// directory.
var HomonymFiles = []string{"index.noun", "data.noun"}

// NewHomonymCheck builds the check over dict (English → the language)
// and the WordNet noun files (HomonymFiles) in wnDir.
func NewHomonymCheck(dict *Dictionary, wnDir string) (*HomonymCheck, error) {
	b, err := homonymEncode(dict, wnDir)
	if err != nil {
		return nil, err
	}
	return homonymDecode(b)
}

// HomonymCheckCached is NewHomonymCheck through data's compiled cache,
// for a dictionary read from the dictd files idxPath and dictPath: the
// entry is keyed by the contents of both and of the WordNet files, so a
// later process reads a few MB instead of inverting the dictionary (half
// a second) and reading WordNet. load gives the dictionary
// (ReadDictionaryCached of the two files) and is called only when the
// check is built: on a cache hit the dictionary is not read. The key is
// the files' content hash, not a cheaper stamp, as ReadDictionaryCached's
// is: the hash is the one returned, the short hash of the four files
// (data.HashFiles), for signatures.
func HomonymCheckCached(load func() (*Dictionary, error), idxPath, dictPath, wnDir string) (*HomonymCheck, string, error) {
	files := []string{idxPath, dictPath}
	for _, f := range HomonymFiles {
		files = append(files, filepath.Join(wnDir, f))
	}
	build := func() ([]byte, error) {
		dict, err := load()
		if err != nil {
			return nil, err
		}
		return homonymEncode(dict, wnDir)
	}
	b, sum, err := data.CachedSum("homonym", homonymCacheVersion+"|"+dictionaryCacheVersion, files, build)
	if err != nil {
		return nil, "", err
	}
	if sum == "" { // caching is off
		if sum, err = data.HashFiles(files...); err != nil {
			return nil, "", err
		}
	}
	h, err := homonymDecode(b)
	if err != nil { // a damaged entry that passed its checksum: build it
		if b, err = build(); err != nil {
			return nil, "", err
		}
		if h, err = homonymDecode(b); err != nil {
			return nil, "", err
		}
	}
	return h, sum[:data.HashLen], nil
}

// homonymMagic opens an encoded HomonymCheck.
const homonymMagic = "PHOMONYM2\n"

// homonymEncode inverts dict and looks its English words up in WordNet's
// nouns: the magic, the length of the translation table as a uvarint,
// then the translation table and the noun table, each a Dictionary's
// MarshalBinary. A word holding a tab, newline or NUL is left out.
func homonymEncode(dict *Dictionary, wnDir string) ([]byte, error) {
	wn, err := readWordNetNouns(wnDir)
	if err != nil {
		return nil, err
	}
	trans, nouns := NewDictionary(), NewDictionary()
	for en, ts := range dict.Map() {
		en = strings.ToLower(en)
		if strings.ContainsAny(en, "\t\n\x00") {
			continue
		}
		for t := range ts {
			if t = strings.ToLower(t); t != "" && !strings.ContainsAny(t, "\t\n\x00") {
				trans.AddPair(t, en)
			}
		}
		for _, off := range wn.synsets(en) {
			if lex := wn.lexFile(off); lex >= 0 {
				nouns.AddPair(en, strconv.Itoa(off)+"."+strconv.Itoa(lex))
			}
		}
	}
	tb, _ := trans.MarshalBinary()
	nb, _ := nouns.MarshalBinary()
	out := binary.AppendUvarint([]byte(homonymMagic), uint64(len(tb)))
	return append(append(out, tb...), nb...), nil
}

// homonymDecode reads homonymEncode's bytes; any damage is an error.
func homonymDecode(b []byte) (*HomonymCheck, error) {
	rest, ok := bytes.CutPrefix(b, []byte(homonymMagic))
	if !ok {
		return nil, errBadHomonym
	}
	n, k := binary.Uvarint(rest)
	if k <= 0 || n > uint64(len(rest)-k) {
		return nil, errBadHomonym
	}
	rest = rest[k:]
	trans, err := UnmarshalDictionary(rest[:n])
	if err != nil {
		return nil, errBadHomonym
	}
	nouns, err := UnmarshalDictionary(rest[n:])
	if err != nil {
		return nil, errBadHomonym
	}
	return &HomonymCheck{trans: trans, nouns: nouns}, nil
}

var errBadHomonym = errors.New("paraphrase: not an encoded homonym check")

// translations is the English translations of the word w, increasing
// (read only: the memo keeps it).
func (h *HomonymCheck) translations(w string) []string {
	return memoized(&h.memo.mu, &h.memo.trans, w, func() []string { return targets(h.trans, w) })
}

// targets is the translations of the word w in d (Translate),
// increasing. A packed dictionary (both of a HomonymCheck's tables) is
// read in place (packedDict.sorted), without the map Translate builds
// and the sort.
func targets(d *Dictionary, w string) []string {
	if d.packed == nil {
		return slices.Sorted(maps.Keys(d.Translate(w)))
	}
	return d.packed.sorted(strings.ToLower(w))
}

// nounSynset is one WordNet noun synset: its data.noun offset and
// lexicographer file.
type nounSynset struct{ off, lex int }

// synsets is the noun synsets of the English word en, by increasing
// offset (read only: the memo keeps it).
func (h *HomonymCheck) synsets(en string) []nounSynset {
	return memoized(&h.memo.mu, &h.memo.syn, en, func() []nounSynset { return h.readSynsets(en) })
}

// readSynsets is synsets read from the noun table.
func (h *HomonymCheck) readSynsets(en string) []nounSynset {
	var out []nounSynset
	for _, f := range targets(h.nouns, en) {
		o, l, _ := strings.Cut(f, ".")
		off, err1 := strconv.Atoi(o)
		lex, err2 := strconv.Atoi(l)
		if err1 == nil && err2 == nil {
			out = append(out, nounSynset{off, lex})
		}
	}
	slices.SortFunc(out, func(a, b nounSynset) int { return a.off - b.off })
	return out
}

// Split reports whether the nouns a and b share English translations
// only as different senses of them: for every shared English word e,
// the WordNet noun synsets of e that the other translations of a belong
// to and those the other translations of b belong to are in disjoint
// lexicographer files, and no other translation of a is in a synset
// with another translation of b.
func (h *HomonymCheck) Split(a, b string) bool {
	if h == nil {
		return false
	}
	return memoized(&h.memo.mu, &h.memo.split, [2]string{a, b}, func() bool { return h.split(a, b) })
}

// split is Split computed.
func (h *HomonymCheck) split(a, b string) bool {
	A, B := h.translations(a), h.translations(b)
	if len(A) == 0 || len(B) == 0 {
		return false
	}
	var shared, restA, restB []string
	for _, x := range A {
		if _, ok := slices.BinarySearch(B, x); ok {
			shared = append(shared, x)
		} else {
			restA = append(restA, x)
		}
	}
	if len(shared) == 0 {
		return false
	}
	for _, y := range B {
		if _, ok := slices.BinarySearch(shared, y); !ok {
			restB = append(restB, y)
		}
	}
	// The synsets of the other translations of each side.
	synA, synB := h.synsetsOf(restA), h.synsetsOf(restB)
	if len(common(synA, synB)) > 0 {
		return false // English synonyms apart from the shared words
	}
	for _, e := range shared {
		se := h.synsets(e)
		la, lb := lexFiles(se, synA), lexFiles(se, synB)
		if len(la) == 0 || len(lb) == 0 || len(common(la, lb)) > 0 {
			return false
		}
	}
	return true
}

// synsetsOf is the union of the offsets of the noun synsets of words,
// increasing.
func (h *HomonymCheck) synsetsOf(words []string) []int {
	var out []int
	for _, x := range words {
		for _, s := range h.synsets(x) {
			out = append(out, s.off)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// lexFiles is the lexicographer files of the synsets of se whose offsets
// offs (increasing) holds, increasing.
func lexFiles(se []nounSynset, offs []int) []int {
	var out []int
	for _, s := range se {
		if _, ok := slices.BinarySearch(offs, s.off); ok {
			out = append(out, s.lex)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// common is the elements of two increasing lists found in both.
func common(a, b []int) []int {
	var out []int
	for len(a) > 0 && len(b) > 0 {
		switch {
		case a[0] == b[0]:
			out = append(out, a[0])
			a, b = a[1:], b[1:]
		case a[0] < b[0]:
			a = a[1:]
		default:
			b = b[1:]
		}
	}
	return out
}

// wordNetNouns is WordNet's index.noun and data.noun as read: lemmas are
// found by binary search over index.noun's lines, a synset's
// lexicographer file at its byte offset in data.noun.
type wordNetNouns struct {
	index, data []byte
	lines       []int // start of every lemma line of index (sorted by lemma)
}

// readWordNetNouns reads index.noun and data.noun from dir.
func readWordNetNouns(dir string) (*wordNetNouns, error) {
	index, err := os.ReadFile(filepath.Join(dir, "index.noun"))
	if err != nil {
		return nil, fmt.Errorf("paraphrase: %w", err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "data.noun"))
	if err != nil {
		return nil, fmt.Errorf("paraphrase: %w", err)
	}
	w := &wordNetNouns{index: index, data: data}
	for pos := 0; pos < len(index); {
		end := bytes.IndexByte(index[pos:], '\n')
		if end < 0 {
			end = len(index) - pos
		}
		if index[pos] != ' ' { // the licence lines start with spaces
			w.lines = append(w.lines, pos)
		}
		pos += end + 1
	}
	return w, nil
}

// line is index line k without its newline.
func (w *wordNetNouns) line(k int) []byte {
	l := w.index[w.lines[k]:]
	if end := bytes.IndexByte(l, '\n'); end >= 0 {
		l = l[:end]
	}
	return l
}

// synsets is the increasing data.noun offsets of the noun synsets of the
// English word en (spaces read as WordNet's underscores); none when
// WordNet lacks it or its line is malformed.
func (w *wordNetNouns) synsets(en string) []int {
	key := []byte(strings.ReplaceAll(strings.ToLower(en), " ", "_"))
	k, found := slices.BinarySearchFunc(w.lines, key, func(start int, key []byte) int {
		l := w.index[start:]
		if sp := bytes.IndexByte(l, ' '); sp >= 0 {
			l = l[:sp]
		}
		return bytes.Compare(l, key)
	})
	if !found {
		return nil
	}
	f := strings.Fields(string(w.line(k)))
	// lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
	if len(f) < 4 {
		return nil
	}
	n, err := strconv.Atoi(f[2])
	if err != nil || n <= 0 || n > len(f)-4 {
		return nil
	}
	var out []int
	for _, s := range f[len(f)-n:] {
		off, err := strconv.Atoi(s)
		if err != nil || off < 0 || off >= len(w.data) {
			return nil
		}
		out = append(out, off)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// lexFile is the lexicographer file (the second field of a data.noun
// line) of the synset at offset off; -1 when its line is malformed.
func (w *wordNetNouns) lexFile(off int) int {
	l := w.data[off:]
	if end := bytes.IndexByte(l, '\n'); end >= 0 {
		l = l[:end]
	}
	f := bytes.Fields(l)
	if len(f) < 2 || string(f[0]) != fmt.Sprintf("%08d", off) {
		return -1
	}
	n, err := strconv.Atoi(string(f[1]))
	if err != nil {
		return -1
	}
	return n
}
