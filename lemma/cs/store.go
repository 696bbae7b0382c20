package cs

import (
	"bufio"
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// Persistent analyses (issue #37).
//
// Analysing a form out of context (analyse: ending swaps, paradigms, the
// dictionary's affix rules) costs tens of microseconds, and a WMT test
// set's 15 systems hold some 35,000 distinct forms: a fifth to a quarter
// of the Czech Parmesan metric's CPU time on a first run. The readings
// of a form are a pure function of the form, the dictionary and this
// code, so they are kept in data's cache directory ($PARMESAN_CACHE_DIR,
// else parmesan/ under the user cache directory; "off" disables it) and
// read back by the next process: SaveAnalyses writes the readings computed so far (with
// those an earlier process saved), and the first analysis of a process
// reads them. The file is named after the
// SHA-256 of the format version, the dictionary fingerprint (the contents
// of cs_CZ.aff and cs_CZ.dic) and the executable that computes the
// analyses (its path, size and modification time, as correlate's
// statistics cache stamps it), so another dictionary or another build of
// the code never reads a stale entry. Like data.Cached, a cache file that
// is absent, unreadable or fails its checksum is ignored (the forms are
// analysed again), and a failed write is returned to the caller, who may
// ignore it. A save keeps the newest few analysis files (keptStores) and
// deletes older ones, which earlier builds wrote.
//
// The file also keeps Generate's answers (the forms realising a lemma
// with features), which are as pure a function of the dictionary and this
// code: agreement repair (fix/cs) asks for thousands, and a run that
// asks for a lemma's forms builds its paradigm again, where a repeated
// run asks for the same ones.

// storeVersion names the file format and is part of every cache key.
const storeVersion = "lemma-cs-analyses/2"

// storeMagic opens a cache file, followed by the payload's CRC-32 and
// length (as data's compiled cache files).
const storeMagic = "PCSANA2\n"

// maxStoredForms bounds the forms a cache file holds: past it, a save
// keeps only the forms of the current process.
const maxStoredForms = 400000

// maxStoredGenerations bounds the Generate answers a cache file holds:
// past it, a save keeps only those of the current process.
const maxStoredGenerations = 400000

// store holds the persisted analyses: those an earlier process saved
// (read on first use, read only afterwards) and those computed since.
type store struct {
	fp    string // the dictionary fingerprint (Czech.fingerprint)
	once  sync.Once
	saved *savedForms // the file's analyses (file); read only

	mu       sync.Mutex
	fresh    map[string][]reading // analysed by this process, not in saved
	freshGen map[string][]string  // Generate's answers computed by this process (genKey)
	dirty    bool                 // fresh or freshGen has entries SaveAnalyses has not written
}

// storePath returns the cache file of the analyses for the dictionary
// fingerprint fp, or "" when caching is disabled or the executable is
// unknown.
func storePath(fp string) string {
	dir := data.CacheDir()
	if dir == "" {
		return ""
	}
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	st, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%d\x00%d", storeVersion, fp, exe, st.Size(), st.ModTime().UnixNano())
	return filepath.Join(dir, fmt.Sprintf("lemma-cs-%x.bin", h.Sum(nil)[:12]))
}

// openStore returns the store of the analyses cached for fingerprint
// fp; the file is read on first use (read), so that a process that
// analyses nothing does not pay for it.
func openStore(fp string) *store { return &store{fp: fp} }

// file returns the cache file's analyses, reading the file on the first
// call (nil when the file is absent or damaged).
func (s *store) file() *savedForms {
	s.once.Do(func() {
		path := storePath(s.fp)
		if path == "" {
			return
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return
		}
		if f, err := openSavedOwned(b); err == nil {
			s.saved = f
		}
	})
	return s.saved
}

// read returns every analysis of the cache file, decoded (none when the
// file is absent or damaged): for SaveAnalyses, which writes them again.
func (s *store) read() map[string][]reading { return s.file().all() }

// lookup returns the readings of a lower-case form that an earlier
// process saved.
func (s *store) lookup(form string) ([]reading, bool) { return s.lookupTo(form, nil) }

// lookupTo is lookup decoding the readings into buf(n)'s slices, n
// their number, when buf is not nil (savedForms.lookupTo).
func (s *store) lookupTo(form string, buf func(n int) ([]reading, []agr)) ([]reading, bool) {
	if s == nil {
		return nil, false
	}
	return s.file().lookupTo(form, buf)
}

// generated returns the forms Generate gave for key (genKey) in an
// earlier process, if its file holds them (read only).
func (s *store) generated(key string) ([]string, bool) {
	if s == nil {
		return nil, false
	}
	return s.file().generation(key)
}

// addGenerated records the forms generate computed for key (genKey).
func (s *store) addGenerated(key string, forms []string) {
	if s == nil {
		return
	}
	s.mu.Lock()
	if s.freshGen == nil {
		s.freshGen = map[string][]string{}
	}
	s.freshGen[key] = forms
	s.dirty = true
	s.mu.Unlock()
}

// add records the readings analyse computed for form.
func (s *store) add(form string, rs []reading) {
	if s == nil {
		return
	}
	s.mu.Lock()
	if s.fresh == nil {
		s.fresh = map[string][]reading{}
	}
	s.fresh[form] = rs
	s.dirty = true
	s.mu.Unlock()
}

// SaveAnalyses writes the readings of every form analysed so far, and
// Generate's answers, with those an earlier process saved, to the cache
// directory, so that the next process with the same dictionary and
// executable reads them instead of analysing the forms (generating the
// lemmas) again (see the package's cache file comment). It
// does nothing when nothing new was computed or caching is off; an error
// means only that the next run analyses again. Safe for concurrent use.
func (c *Czech) SaveAnalyses() error {
	s := c.store
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	// The cache directory and executable as they are now (a test may
	// have moved the directory since Load).
	path := storePath(s.fp)
	if path == "" || !s.dirty {
		return nil
	}
	saved := s.read()
	all := make(map[string][]reading, len(saved)+len(s.fresh))
	if len(saved)+len(s.fresh) <= maxStoredForms {
		for f, rs := range saved {
			all[f] = rs
		}
	}
	for f, rs := range s.fresh {
		all[f] = rs
	}
	savedGen := s.file().generations()
	gen := make(map[string][]string, len(savedGen)+len(s.freshGen))
	if len(savedGen)+len(s.freshGen) <= maxStoredGenerations {
		for k, forms := range savedGen {
			gen[k] = forms
		}
	}
	for k, forms := range s.freshGen {
		gen[k] = forms
	}
	b := encodeStore(all, gen)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("lemma/cs: %w", err)
	}
	err := data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		var h [16]byte
		copy(h[:8], storeMagic)
		putHeader(h[:], b)
		if _, err := w.Write(h[:]); err != nil {
			return err
		}
		_, err := w.Write(b)
		return err
	})
	if err != nil {
		return fmt.Errorf("lemma/cs: %w", err)
	}
	// saved stays as read (lookups read it without the lock); a later
	// save writes saved and fresh again.
	s.dirty = false
	pruneStores(path)
	return nil
}

// keptStores is how many analysis cache files pruneStores keeps: each
// build of the executable writes its own, and the older ones are dead
// once it is replaced.
const keptStores = 4

// pruneStores deletes the analysis cache files in kept's directory but
// the keptStores most recently written (kept among them). Failures are
// ignored: a file left behind costs only disk space.
func pruneStores(kept string) {
	files, _ := filepath.Glob(filepath.Join(filepath.Dir(kept), "lemma-cs-*.bin"))
	type file struct {
		path string
		mod  int64
	}
	var fs []file
	for _, p := range files {
		if st, err := os.Stat(p); err == nil && p != kept {
			fs = append(fs, file{p, st.ModTime().UnixNano()})
		}
	}
	slices.SortFunc(fs, func(a, b file) int { return cmp.Compare(b.mod, a.mod) }) // newest first
	for i, f := range fs {
		if i >= keptStores-1 {
			os.Remove(f.path)
		}
	}
}

// putHeader writes the payload's CRC-32 and length after the magic.
func putHeader(h []byte, payload []byte) {
	binary.LittleEndian.PutUint32(h[8:], crc32.ChecksumIEEE(payload))
	binary.LittleEndian.PutUint32(h[12:], uint32(len(payload)))
}

// encodeAnalyses is encodeStore of analyses without Generate answers.
func encodeAnalyses(m map[string][]reading) []byte { return encodeStore(m, nil) }

// encodeStore serialises form → readings, then Generate's answers. The
// forms sorted; per reading the lemma, the part of speech and the
// features (a flag telling a nil map from an empty one, then name, value
// pairs sorted by name). Then the answers' keys sorted, each with a flag
// telling a nil answer from an empty one and its forms. Strings and counts
// as uvarint-prefixed bytes.
func encodeStore(m map[string][]reading, gen map[string][]string) []byte {
	b := appendAnalyses(nil, m)
	keys := make([]string, 0, len(gen))
	for k := range gen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = binary.AppendUvarint(b, uint64(len(keys)))
	for _, k := range keys {
		str(k)
		forms := gen[k]
		if forms == nil {
			b = append(b, 0)
			continue
		}
		b = append(b, 1)
		b = binary.AppendUvarint(b, uint64(len(forms)))
		for _, f := range forms {
			str(f)
		}
	}
	return b
}

// appendAnalyses appends the analyses' part of encodeStore to b.
func appendAnalyses(b []byte, m map[string][]reading) []byte {
	forms := make([]string, 0, len(m))
	for f := range m {
		forms = append(forms, f)
	}
	slices.Sort(forms)
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = binary.AppendUvarint(b, uint64(len(forms)))
	var names []string
	for _, f := range forms {
		str(f)
		rs := m[f]
		b = binary.AppendUvarint(b, uint64(len(rs)))
		for _, r := range rs {
			str(r.lemma)
			str(r.pos)
			if r.feats == nil {
				b = append(b, 0)
				continue
			}
			b = append(b, 1)
			names = names[:0]
			for k := range r.feats {
				names = append(names, k)
			}
			slices.Sort(names)
			b = binary.AppendUvarint(b, uint64(len(names)))
			for _, k := range names {
				str(k)
				str(r.feats[k])
			}
		}
	}
	return b
}

var errBadStore = errors.New("lemma/cs: bad analysis cache file")

// savedForms is a cache file's payload, checked whole when it is opened
// and decoded one form at a time when the form is looked up. A process
// holds the file's bytes and an offset per form, neither with pointers
// for the collector to scan, instead of every form's readings (tens of
// megabytes of feature maps, of which a run reads a part, and those once:
// analysisOf caches the analysis). The decoded strings are substrings of
// the payload, and equal feature maps are one map.
type savedForms struct {
	text string   // the payload
	at   []uint32 // at[i]: the offset of form i's record; the forms ascend
	// slots is an open-addressed hash table of the forms (formHash,
	// linear probing): 1+at[i] for form i (its record's offset, read
	// without at), 0 for an empty slot; its length
	// is a power of two, at least twice the forms'. A lookup reads one
	// or two records where a binary search read seventeen.
	slots []uint32
	gat   []uint32 // gat[i]: the offset of Generate answer i's record; the keys ascend
	// feats holds the feature maps decoded so far by their encoding: the
	// readings of a file share a few thousand distinct maps (readings
	// are read only: callers clone before modifying).
	mu    sync.Mutex
	feats map[string]*savedFeats
}

// featsOf returns the feature map encoded as enc, decoded once
// (decodeFeats), with its featsAgr.
func (f *savedForms) featsOf(enc string) *savedFeats {
	f.mu.Lock()
	defer f.mu.Unlock()
	m, ok := f.feats[enc]
	if !ok {
		if f.feats == nil {
			f.feats = map[string]*savedFeats{}
		}
		d := decodeFeats(enc)
		m = &savedFeats{d, featsAgr(d)}
		f.feats[enc] = m
	}
	return m
}

// savedFeats is a feature map decoded from the store, and its featsAgr.
type savedFeats struct {
	f lemma.Feats
	g agr
}

// decodeFeats decodes a feature map's encoding (appendAnalyses), names
// and values the program's constants where it has them (featString).
func decodeFeats(enc string) lemma.Feats {
	d := cursor{text: enc}
	nf := d.num()
	m := make(lemma.Feats, nf)
	for j := 0; j < nf; j++ {
		name := featString(d.str())
		m[name] = featString(d.str())
	}
	return m
}

// cursor reads the payload's uvarints and strings; bad records a read
// past the end or a length longer than what is left.
type cursor struct {
	text string
	pos  int
	bad  bool
}

func (c *cursor) num() int {
	var v uint64
	for shift := uint(0); ; shift += 7 {
		if c.pos >= len(c.text) || shift > 63 {
			c.bad = true
			return 0
		}
		b := c.text[c.pos]
		c.pos++
		v |= uint64(b&0x7f) << shift
		if b < 0x80 {
			break
		}
	}
	if v > uint64(len(c.text)-c.pos) {
		c.bad = true
		return 0
	}
	return int(v)
}

func (c *cursor) str() string {
	n := c.num()
	if c.bad {
		return ""
	}
	s := c.text[c.pos : c.pos+n]
	c.pos += n
	return s
}

// readings reads a form's readings after its form. With saved nil it
// only checks and skips them; else it decodes them into buf(n)'s
// readings (n their number; a new slice when buf is nil), each feature
// map through saved.featsOf, given the map's encoding (the names
// sorted: equal maps, equal encodings), and sets buf's agrs (when not
// nil) to the maps' featsAgr. (A decoding closure passed to featsOf
// cost an allocation per reading.)
func (c *cursor) readings(saved *savedForms, buf func(n int) ([]reading, []agr)) []reading {
	n := c.num()
	var rs []reading
	var ks []agr
	switch {
	case saved == nil || c.bad:
	case buf != nil:
		rs, ks = buf(n)
	default:
		rs = make([]reading, n)
	}
	for k := 0; k < n && !c.bad; k++ {
		lem, pos := c.str(), uposConst(c.str())
		if c.bad || c.pos >= len(c.text) {
			c.bad = true
			return nil
		}
		flag := c.text[c.pos]
		c.pos++
		var f lemma.Feats
		g := &nilFeatsAgr
		if flag != 0 {
			start := c.pos
			nf := c.num()
			for j := 0; j < nf && !c.bad; j++ {
				c.str()
				c.str()
			}
			if saved != nil && !c.bad {
				sf := saved.featsOf(c.text[start:c.pos])
				f, g = sf.f, &sf.g
			}
		}
		if saved != nil {
			rs[k] = reading{lemma: lem, pos: pos, feats: f}
			if ks != nil {
				ks[k] = *g
			}
		}
	}
	if c.bad {
		return nil
	}
	return rs
}

// openSaved checks a cache file written by SaveAnalyses (header
// included): its checksum, every length, and that the forms ascend.
func openSaved(file []byte) (*savedForms, error) { return openSavedAs(file, false) }

// openSavedOwned is openSaved of bytes handed over for good (the file
// as read, never changed after): the forms and readings are slices of
// them, not of a copy.
func openSavedOwned(file []byte) (*savedForms, error) { return openSavedAs(file, true) }

func openSavedAs(file []byte, owned bool) (*savedForms, error) {
	if len(file) < 16 || string(file[:8]) != storeMagic || int(binary.LittleEndian.Uint32(file[12:])) != len(file)-16 ||
		crc32.ChecksumIEEE(file[16:]) != binary.LittleEndian.Uint32(file[8:]) {
		return nil, errBadStore
	}
	var text string
	if body := file[16:]; owned && len(body) > 0 {
		text = unsafe.String(&body[0], len(body))
	} else {
		text = string(body)
	}
	c := cursor{text: text}
	n := c.num()
	if c.bad {
		return nil, errBadStore
	}
	f := &savedForms{text: c.text, at: make([]uint32, 0, n)}
	prev := ""
	for i := 0; i < n; i++ {
		at := c.pos
		form := c.str()
		if c.bad || i > 0 && form <= prev {
			return nil, errBadStore
		}
		prev = form
		f.at = append(f.at, uint32(at))
		if c.readings(nil, nil); c.bad {
			return nil, errBadStore
		}
	}
	f.index()
	ng := c.num()
	if c.bad {
		return nil, errBadStore
	}
	f.gat = make([]uint32, 0, ng)
	for i := 0; i < ng; i++ {
		at := c.pos
		key := c.str()
		if c.bad || i > 0 && key <= prev {
			return nil, errBadStore
		}
		prev = key
		f.gat = append(f.gat, uint32(at))
		if c.answer(false); c.bad {
			return nil, errBadStore
		}
	}
	if c.pos != len(c.text) {
		return nil, errBadStore
	}
	return f, nil
}

// answer reads a Generate answer after its key: nil for a nil answer,
// else its forms (substrings of the payload); with decode false it only
// checks and skips them.
func (c *cursor) answer(decode bool) []string {
	if c.pos >= len(c.text) {
		c.bad = true
		return nil
	}
	flag := c.text[c.pos]
	c.pos++
	if flag == 0 {
		return nil
	}
	n := c.num()
	var out []string
	if decode {
		out = make([]string, 0, n)
	}
	for k := 0; k < n && !c.bad; k++ {
		s := c.str()
		if decode {
			out = append(out, s)
		}
	}
	if c.bad {
		return nil
	}
	return out
}

// generation returns the Generate answer the file holds for key (none for
// a nil f).
func (f *savedForms) generation(key string) ([]string, bool) {
	if f == nil {
		return nil, false
	}
	i, ok := slices.BinarySearchFunc(f.gat, key, func(at uint32, key string) int {
		c := cursor{text: f.text, pos: int(at)}
		return strings.Compare(c.str(), key)
	})
	if !ok {
		return nil, false
	}
	c := cursor{text: f.text, pos: int(f.gat[i])}
	c.str()
	return c.answer(true), true
}

// generations decodes every Generate answer (none for a nil f).
func (f *savedForms) generations() map[string][]string {
	if f == nil {
		return nil
	}
	m := make(map[string][]string, len(f.gat))
	for _, at := range f.gat {
		c := cursor{text: f.text, pos: int(at)}
		key := c.str()
		m[key] = c.answer(true)
	}
	return m
}

// formHash is FNV-1a of a form, the hash of savedForms.slots.
func formHash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}

// index builds f.slots from f.at (the forms are distinct: they ascend).
func (f *savedForms) index() {
	n := 1
	for n < 2*len(f.at) {
		n *= 2
	}
	f.slots = make([]uint32, n)
	for _, at := range f.at {
		c := cursor{text: f.text, pos: int(at)}
		k := formHash(c.str()) & uint32(n-1)
		for f.slots[k] != 0 {
			k = (k + 1) & uint32(n-1)
		}
		f.slots[k] = at + 1
	}
}

// find returns the offset of form's record after the form, if the file
// holds it.
func (f *savedForms) find(form string) (int, bool) {
	mask := uint32(len(f.slots) - 1)
	for k := formHash(form) & mask; f.slots[k] != 0; k = (k + 1) & mask {
		c := cursor{text: f.text, pos: int(f.slots[k] - 1)}
		if c.str() == form {
			return c.pos, true
		}
	}
	return 0, false
}

// lookup decodes the readings of form, if the file holds it (none for a
// nil f).
func (f *savedForms) lookup(form string) ([]reading, bool) { return f.lookupTo(form, nil) }

// lookupTo is lookup decoding the readings into buf(n)'s slices, n
// their number, when buf is not nil (cursor.readings): analysisOf
// decodes them into the allocation of the form's analysis
// (allocAnalysis) instead of a slice it would copy, and their features'
// featsAgr into its agrs.
func (f *savedForms) lookupTo(form string, buf func(n int) ([]reading, []agr)) ([]reading, bool) {
	if f == nil {
		return nil, false
	}
	pos, ok := f.find(form)
	if !ok {
		return nil, false
	}
	c := cursor{text: f.text, pos: pos}
	return c.readings(f, buf), true
}

// all decodes every form's readings (none for a nil f).
func (f *savedForms) all() map[string][]reading {
	if f == nil {
		return nil
	}
	m := make(map[string][]reading, len(f.at))
	for _, at := range f.at {
		c := cursor{text: f.text, pos: int(at)}
		form := c.str()
		m[form] = c.readings(f, nil)
	}
	return m
}

// decodeAnalyses reads a cache file written by SaveAnalyses (header
// included), every form at once.
func decodeAnalyses(file []byte) (map[string][]reading, error) {
	f, err := openSaved(file)
	if err != nil {
		return nil, err
	}
	return f.all(), nil
}

// uposConst returns the program's constant string equal to a universal
// part-of-speech tag (pos itself for any other string). A tag read from
// the store is a slice of the 12 MB file, so without it every comparison
// of a reading's part of speech (the tagger's and the rewriter's, many
// per token) reads from a random place in that file.
func uposConst(pos string) string {
	switch pos { // every reading decoded asks: a switch, not a scan of uposTags
	case "ADJ":
		return "ADJ"
	case "ADP":
		return "ADP"
	case "ADV":
		return "ADV"
	case "AUX":
		return "AUX"
	case "CCONJ":
		return "CCONJ"
	case "DET":
		return "DET"
	case "INTJ":
		return "INTJ"
	case "NOUN":
		return "NOUN"
	case "NUM":
		return "NUM"
	case "PART":
		return "PART"
	case "PRON":
		return "PRON"
	case "PROPN":
		return "PROPN"
	case "PUNCT":
		return "PUNCT"
	case "SCONJ":
		return "SCONJ"
	case "SYM":
		return "SYM"
	case "VERB":
		return "VERB"
	case "X":
		return "X"
	}
	return pos
}

// uposTags are the universal part-of-speech tags, uposConst's cases.
var uposTags = [...]string{"ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X"}
