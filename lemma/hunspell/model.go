package hunspell

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma/perceptron"
)

// Model files: what a language learns from its treebank, shipped.
//
// A model file is a text header followed by a gzip-compressed binary
// payload. The header opens with the line ModelMagic, then one
// "key: value" line per field of ModelInfo (format first), then an empty
// line; `head` shows where a model came from. The payload is the
// trained Tables, the part-of-speech tagger and one tagger per
// TaggedFeatures entry, written as:
//
//	payload  = strings tables model nfeat{ string(name) model }
//	strings  = n{ len bytes }          every string once; later fields give its index
//	tables   = tagmap(Rules) tagmap(Closed) tagmap(Seen) n{ string(upos) n{ string(ending) } }
//	tagmap   = n{ string(key) n{ string(POS) string(Feats) string(Script) string(Lemma) string(Form) N } }
//	model    = version nlabels{ string(label) } n{ string(feature) mask weights } smap(Lemmas) smap(Scripts) smap(Feats)
//	smap     = n{ string(key) string(value) }
//
// where every number (n, len, an index, N, version, mask) is an unsigned
// varint (encoding/binary), mask has bit i set for each label i whose
// weight is not zero, and weights are those nonzero float32 values,
// little-endian, in label order (a feature whose weights are all zero
// is left out: it adds nothing to any score). The feature taggers'
// smaps are empty: only their labels are read. Map entries are in sorted
// key order and strings are numbered in order of first use, so the same
// training gives the same bytes. Format versions are not compatible:
// ReadModel rejects any other than ModelFormat.

// ModelMagic is the first line of a model file (without its newline).
const ModelMagic = "parmesan lemma model"

// ModelFormat is the version of the model file layout; ReadModel reads
// only this one.
const ModelFormat = 1

// ModelInfo is the header of a model file: where the model came from.
type ModelInfo struct {
	Format     int    // ModelFormat
	Language   string // lemma code: de
	Treebank   string // UD treebank: UD_German-GSD
	Release    string // its release and commit, as its SOURCES file states ("unknown release, commit …")
	Licence    string // the treebank's licence, as its README states: CC BY-SA 4.0
	Train      string // the training file and its SHA-256: de_gsd-ud-dev.conllu sha256:…
	Dictionary string // the hunspell dictionary and the SHA-256 of .aff then .dic: de_DE sha256:…
	Generator  string // training settings and cacheVersion
	Payload    string // compression, size and SHA-256 of the compressed payload
}

// fields lists the header's keys and values in file order.
func (i *ModelInfo) fields() [][2]string {
	return [][2]string{{"format", strconv.Itoa(i.Format)}, {"language", i.Language}, {"treebank", i.Treebank},
		{"release", i.Release}, {"licence", i.Licence}, {"train", i.Train}, {"dictionary", i.Dictionary},
		{"generator", i.Generator}, {"payload", i.Payload}}
}

// DictionaryHash is the short hash (data.HashLen hex digits) of the
// dictionary the model was trained with, from the Dictionary field.
func (i *ModelInfo) DictionaryHash() string {
	_, h, _ := strings.Cut(i.Dictionary, "sha256:")
	return h[:min(len(h), data.HashLen)]
}

// generatorSettings names what training did besides reading the files.
func generatorSettings() string {
	return cacheVersion + "; perceptron iterations=5 seed=1; tagged " + strings.Join(TaggedFeatures, ",")
}

// Provenance is what Build records about the training data beyond the
// files themselves.
type Provenance struct {
	Release string // the treebank's release or commit
	Licence string // the treebank's licence
}

// Build trains spec's language on the CoNLL-U file train with the
// dictionary of spec.Locale under dictDir and returns the model file.
// The same inputs give the same bytes.
func Build(spec Spec, dictDir, train string, prov Provenance) ([]byte, error) {
	aff, dic := data.HunspellPaths(dictDir, spec.Locale)
	h, err := data.LoadHunspell(aff, dic)
	if err != nil {
		return nil, fmt.Errorf("lemma/%s: %w", spec.Code, err)
	}
	sents, err := data.ReadCoNLLUFile(train)
	if err != nil {
		return nil, err
	}
	t, err := fit(h, sents, train)
	if err != nil {
		return nil, err
	}
	dictSum, err := sha256Files(aff, dic)
	if err != nil {
		return nil, err
	}
	trainSum, err := sha256Files(train)
	if err != nil {
		return nil, err
	}
	info := ModelInfo{Format: ModelFormat, Language: spec.Code, Treebank: spec.Treebank, Release: prov.Release,
		Licence: prov.Licence, Train: baseName(train) + " sha256:" + trainSum,
		Dictionary: spec.Locale + " sha256:" + dictSum, Generator: generatorSettings()}
	return encodeModel(info, t)
}

func baseName(p string) string { return p[strings.LastIndexAny(p, `/\`)+1:] }

func sha256Files(paths ...string) (string, error) {
	h := sha256.New()
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return "", fmt.Errorf("lemma/hunspell: %w", err)
		}
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// encodeModel writes the header and the compressed payload.
func encodeModel(info ModelInfo, t *trained) ([]byte, error) {
	var e encoder
	e.index = map[string]int{}
	if err := e.trained(t); err != nil {
		return nil, fmt.Errorf("lemma/%s: model: %w", info.Language, err)
	}
	var raw []byte
	raw = binary.AppendUvarint(raw, uint64(len(e.strs)))
	for _, s := range e.strs {
		raw = binary.AppendUvarint(raw, uint64(len(s)))
		raw = append(raw, s...)
	}
	payload, err := encodeGzip(append(raw, e.buf...))
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(payload)
	info.Payload = fmt.Sprintf("gzip %d bytes sha256:%x", len(payload), sum)
	var out bytes.Buffer
	out.WriteString(ModelMagic + "\n")
	for _, f := range info.fields() {
		if strings.ContainsAny(f[1], "\n\r") {
			return nil, fmt.Errorf("lemma/%s: model header %s has a line break", info.Language, f[0])
		}
		out.WriteString(f[0] + ": " + f[1] + "\n")
	}
	out.WriteString("\n")
	out.Write(payload)
	return out.Bytes(), nil
}

// encodeGzip compresses b (gzip, best compression, no name or time in
// the header: the same bytes every time).
func encodeGzip(b []byte) ([]byte, error) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// encoder collects the string table and the body of a payload.
type encoder struct {
	strs  []string
	index map[string]int
	buf   []byte
}

func (e *encoder) num(n int) { e.buf = binary.AppendUvarint(e.buf, uint64(n)) }
func (e *encoder) str(s string) {
	i, ok := e.index[s]
	if !ok {
		i = len(e.strs)
		e.index[s] = i
		e.strs = append(e.strs, s)
	}
	e.num(i)
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func (e *encoder) trained(t *trained) error {
	if t.Tables == nil || t.Model == nil {
		return errors.New("no tables or tagger")
	}
	for _, m := range []map[string][]Tag{t.Tables.Rules, t.Tables.Closed, t.Tables.Seen} {
		e.num(len(m))
		for _, k := range sortedKeys(m) {
			e.str(k)
			e.num(len(m[k]))
			for _, g := range m[k] {
				e.str(g.POS)
				e.str(g.Feats)
				e.str(g.Script)
				e.str(g.Lemma)
				e.str(g.Form)
				e.num(g.N)
			}
		}
	}
	e.num(len(t.Tables.Ends))
	for _, k := range sortedKeys(t.Tables.Ends) {
		e.str(k)
		e.num(len(t.Tables.Ends[k]))
		for _, s := range t.Tables.Ends[k] {
			e.str(s)
		}
	}
	if err := e.model(t.Model); err != nil {
		return err
	}
	e.num(len(t.Feats))
	for _, k := range sortedKeys(t.Feats) {
		e.str(k)
		// Only the labels a feature tagger predicts are read
		// (tagFeatures), never the lemmas and features its Analyze
		// derives: its tables are left out.
		src := t.Feats[k]
		fm := &perceptron.Model{Version: src.Version, Labels: src.Labels, Weights: src.Weights}
		if err := e.model(fm); err != nil {
			return fmt.Errorf("%s tagger: %w", k, err)
		}
	}
	return nil
}

func (e *encoder) model(m *perceptron.Model) error {
	if len(m.Labels) > 64 {
		return fmt.Errorf("%d labels: at most 64 fit the weight mask", len(m.Labels))
	}
	e.num(m.Version)
	e.num(len(m.Labels))
	for _, l := range m.Labels {
		e.str(l)
	}
	n := 0
	for _, w := range m.Weights {
		if slices.ContainsFunc(w, func(v float32) bool { return v != 0 }) {
			n++
		}
	}
	e.num(n)
	for _, f := range sortedKeys(m.Weights) {
		w := m.Weights[f]
		if len(w) != len(m.Labels) {
			return fmt.Errorf("feature %q has %d weights for %d labels", f, len(w), len(m.Labels))
		}
		var mask uint64
		for l, v := range w {
			if v != 0 {
				mask |= 1 << l
			}
		}
		if mask == 0 {
			continue
		}
		e.str(f)
		e.buf = binary.AppendUvarint(e.buf, mask)
		for _, v := range w {
			if v != 0 {
				e.buf = binary.LittleEndian.AppendUint32(e.buf, math.Float32bits(v))
			}
		}
	}
	for _, sm := range []map[string]string{m.Lemmas, m.Scripts, m.Feats} {
		e.num(len(sm))
		for _, k := range sortedKeys(sm) {
			e.str(k)
			e.str(sm[k])
		}
	}
	return nil
}

// ReadModel reads a model file: its header and what it holds, after
// checking the payload's size and SHA-256 against the header. name (the
// file's name, or the language's for an embedded model) labels errors.
func ReadModel(b []byte, name string) (*ModelInfo, *trained, error) {
	info, payload, err := ReadModelInfo(b, name)
	if err != nil {
		return nil, nil, err
	}
	if want := fmt.Sprintf("gzip %d bytes sha256:%x", len(payload), sha256.Sum256(payload)); info.Payload != want {
		return nil, nil, fmt.Errorf("%s: model payload does not match its header (damaged or truncated file): %q, the file holds %q", name, info.Payload, want)
	}
	zr, err := gzip.NewReader(bytes.NewReader(payload))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: model payload: %w", name, err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: model payload: %w", name, err)
	}
	d := decoder{b: raw}
	t := d.trained()
	if d.err == nil && d.off != len(d.b) {
		d.err = fmt.Errorf("%d bytes after the end", len(d.b)-d.off)
	}
	if d.err != nil {
		return nil, nil, fmt.Errorf("%s: damaged model payload at byte %d: %w", name, d.off, d.err)
	}
	return info, t, nil
}

// ReadModelInfo reads the header of a model file and returns it with the
// compressed payload that follows. name labels errors (with the line
// of a malformed header line).
func ReadModelInfo(b []byte, name string) (*ModelInfo, []byte, error) {
	if !bytes.HasPrefix(b, []byte(ModelMagic+"\n")) {
		return nil, nil, fmt.Errorf("%s:1: not a parmesan lemma model (want the line %q)", name, ModelMagic)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	var info ModelInfo
	off, line := 0, 0
	vals := map[string]*string{"language": &info.Language, "treebank": &info.Treebank, "release": &info.Release,
		"licence": &info.Licence, "train": &info.Train, "dictionary": &info.Dictionary, "generator": &info.Generator,
		"payload": &info.Payload}
	for sc.Scan() {
		line++
		s := sc.Text()
		off += len(s) + 1
		switch {
		case line == 1: // ModelMagic
		case s == "":
			if info.Format != ModelFormat {
				return nil, nil, fmt.Errorf("%s: no format line", name)
			}
			return &info, b[off:], nil
		default:
			k, v, ok := strings.Cut(s, ": ")
			if !ok {
				return nil, nil, fmt.Errorf("%s:%d: header line %q is not \"key: value\"", name, line, s)
			}
			if k == "format" {
				n, err := strconv.Atoi(v)
				if err != nil || n != ModelFormat {
					return nil, nil, fmt.Errorf("%s:%d: model format %q; this parmesan reads format %d (regenerate the model)", name, line, v, ModelFormat)
				}
				info.Format = n
			} else if p, ok := vals[k]; ok {
				*p = v
			} // unknown keys are left for newer readers
		}
	}
	return nil, nil, fmt.Errorf("%s: model header has no end (empty line)", name)
}

// decoder reads a payload; the first error stops it (later reads return
// zero values).
type decoder struct {
	b    []byte
	off  int
	strs []string
	err  error
}

func (d *decoder) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

func (d *decoder) num() int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 || v > math.MaxInt32 {
		d.fail(errors.New("bad number"))
		return 0
	}
	d.off += n
	return int(v)
}

// count reads a length of elements that take at least size bytes each,
// bounded by the bytes left, so a damaged length cannot ask for a huge
// slice.
func (d *decoder) count(size int) int {
	n := d.num()
	if n > (len(d.b)-d.off)/size {
		d.fail(fmt.Errorf("count %d exceeds the payload", n))
		return 0
	}
	return n
}

func (d *decoder) str() string {
	i := d.num()
	if i >= len(d.strs) {
		d.fail(fmt.Errorf("string %d of %d", i, len(d.strs)))
		return ""
	}
	return d.strs[i]
}

// table reads the string table into one string that all entries share.
func (d *decoder) table() {
	n := d.count(1)
	ends := make([]int, 0, n)
	var all strings.Builder
	for range n {
		l := d.num()
		if l > len(d.b)-d.off {
			d.fail(errors.New("string exceeds the payload"))
			return
		}
		all.Write(d.b[d.off : d.off+l])
		d.off += l
		ends = append(ends, all.Len())
	}
	s := all.String()
	d.strs = make([]string, n)
	prev := 0
	for i, e := range ends {
		d.strs[i] = s[prev:e]
		prev = e
	}
}

func (d *decoder) tagMap() map[string][]Tag {
	n := d.count(2)
	m := make(map[string][]Tag, n)
	for range n {
		k := d.str()
		tags := make([]Tag, d.count(6))
		for i := range tags {
			tags[i] = Tag{POS: d.str(), Feats: d.str(), Script: d.str(), Lemma: d.str(), Form: d.str(), N: d.num()}
		}
		m[k] = tags
	}
	return m
}

func (d *decoder) strMap() map[string]string {
	n := d.count(2)
	m := make(map[string]string, n)
	for range n {
		k := d.str()
		m[k] = d.str()
	}
	return m
}

func (d *decoder) trained() *trained {
	d.table()
	t := &Tables{Rules: d.tagMap(), Closed: d.tagMap(), Seen: d.tagMap(), Ends: map[string][]string{}}
	for range d.count(2) {
		k := d.str()
		es := make([]string, d.count(1))
		for i := range es {
			es[i] = d.str()
		}
		t.Ends[k] = es
	}
	out := &trained{Tables: t, Model: d.model(), Feats: map[string]*perceptron.Model{}}
	for range d.count(2) {
		k := d.str()
		out.Feats[k] = d.model()
	}
	return out
}

func (d *decoder) model() *perceptron.Model {
	m := &perceptron.Model{Version: d.num()}
	nl := d.count(1)
	if nl > 64 {
		d.fail(fmt.Errorf("%d labels: at most 64", nl))
		nl = 0
	}
	m.Labels = make([]string, nl)
	for i := range m.Labels {
		m.Labels[i] = d.str()
	}
	n := d.count(6) // a feature: its string, a nonzero mask, a weight
	m.Weights = make(map[string][]float32, n)
	// All weight vectors share one backing array.
	flat := make([]float32, 0, n*nl)
	for range n {
		f := d.str()
		mask, k := binary.Uvarint(d.b[d.off:])
		if k <= 0 || nl < 64 && mask>>nl != 0 || d.off+k+4*bits.OnesCount64(mask) > len(d.b) {
			d.fail(errors.New("bad weight mask"))
			break
		}
		d.off += k
		start := len(flat)
		flat = flat[:start+nl]
		w := flat[start : start+nl : start+nl]
		for l := range nl {
			if mask&(1<<l) != 0 {
				w[l] = math.Float32frombits(binary.LittleEndian.Uint32(d.b[d.off:]))
				d.off += 4
			}
		}
		m.Weights[f] = w
	}
	m.Lemmas, m.Scripts, m.Feats = d.strMap(), d.strMap(), d.strMap()
	return m
}

// Generate builds spec's model file from a treebank's training split
// (train, a CoNLL-U file inside its UD_<Language>-<Name> directory) and
// the system dictionary (data.FindHunspell), with the treebank's
// provenance (data.UDProvenance): what go generate runs
// (lemma/hunspell/gen finds the treebank).
func Generate(spec Spec, train string) ([]byte, error) {
	rel, lic, err := data.UDProvenance(filepath.Dir(train))
	if err != nil {
		return nil, fmt.Errorf("lemma/%s: %w", spec.Code, err)
	}
	dir, err := data.FindHunspell(spec.Locale, spec.Package)
	if err != nil {
		return nil, fmt.Errorf("lemma/%s: %w", spec.Code, err)
	}
	return Build(spec, dir, train, Provenance{Release: rel, Licence: lic})
}
