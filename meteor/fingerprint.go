package meteor

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"io"
	"slices"
	"strconv"

	"github.com/parmesan-mt/parmesan/data"
)

// Fingerprints are short content hashes of the resources a scorer uses,
// for signatures: two scores are comparable only if these agree. Empty
// strings mean "not used".
type Fingerprints struct {
	FunctionWords string
	Prefixes      string
	Synonyms      string
	Paraphrases   string
	StemTable     string
	// Lemmas identifies Resources.Lemmas; set by the caller that sets it
	// (LoadResources loads no lemmatizer).
	Lemmas string
}

const fingerprintLen = data.HashLen // hex digits, as data.HashFiles gives

func sum(h hash.Hash) string { return hex.EncodeToString(h.Sum(nil))[:fingerprintLen] }

func fingerprintWords(s data.WordSet) string {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	h := sha256.New()
	for _, k := range keys {
		io.WriteString(h, k)
		h.Write([]byte{0})
	}
	return sum(h)
}

func fingerprintPrefixes(p data.Prefixes) string {
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	h := sha256.New()
	for _, k := range keys {
		io.WriteString(h, k)
		io.WriteString(h, "\x00"+strconv.Itoa(int(p[k]))+"\x00")
	}
	return sum(h)
}

func fingerprintSynonyms(s *data.Synonyms) string {
	h := sha256.New()
	var buf [4]byte
	keys := make([]string, 0, len(s.Synsets))
	for k := range s.Synsets {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		io.WriteString(h, k)
		h.Write([]byte{0})
		for _, id := range s.Synsets[k] {
			binary.LittleEndian.PutUint32(buf[:], uint32(id))
			h.Write(buf[:])
		}
	}
	keys = keys[:0]
	for k := range s.Bases {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	h.Write([]byte{1})
	for _, k := range keys {
		io.WriteString(h, k)
		for _, b := range s.Bases[k] {
			io.WriteString(h, "\x00"+b)
		}
		h.Write([]byte{1})
	}
	return sum(h)
}

// fingerprint fills res.Fingerprints for the resources the settings use.
// Synonyms read from files (synFiles) take their fingerprint from data's
// cache, keyed by the files' contents: the fingerprint of the parsed
// sets, unchanged, but without sorting 150,000 words on every start.
func (res *Resources) fingerprint(set Settings, paraPath, stemPath string, synFiles []string) error {
	fp := &res.Fingerprints
	fp.FunctionWords = fingerprintWords(res.FunctionWords)
	if set.Normalization == Norm || set.Normalization == NormNoPunct {
		fp.Prefixes = fingerprintPrefixes(res.Prefixes)
	}
	if res.Synonyms != nil {
		if synFiles == nil {
			fp.Synonyms = fingerprintSynonyms(res.Synonyms)
		} else {
			b, err := data.Cached("synonym-fingerprint", "1", synFiles, func() ([]byte, error) {
				return []byte(fingerprintSynonyms(res.Synonyms)), nil
			})
			if err != nil {
				return err
			}
			fp.Synonyms = string(b)
		}
	}
	var err error
	if paraPath != "" {
		if fp.Paraphrases, err = data.HashFiles(paraPath); err != nil {
			return err
		}
	}
	if stemPath != "" {
		if fp.StemTable, err = data.HashFiles(stemPath); err != nil {
			return err
		}
	}
	return nil
}
