package meteor

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"sync"

	"github.com/parmesan-mt/parmesan/data"
)

// ReadParaphraseTable reads a Meteor-format paraphrase table (plain text;
// see data.OpenMaybeGzip) from r; name is used in errors.
func ReadParaphraseTable(r io.Reader, name string) (*ParaphraseTable, error) {
	t := NewParaphraseTable()
	err := data.ReadParaphrases(r, name, func(rec data.ParaphraseRecord) error {
		return t.Add(rec.A, rec.B)
	})
	if err != nil {
		return nil, err
	}
	t.freeze()
	return t, nil
}

var embeddedEnglish struct {
	once sync.Once
	t    *ParaphraseTable
	fp   string
	err  error
}

// EmbeddedEnglishParaphrases returns parmesan's embedded English
// paraphrase table (WordNet phrases, data.EmbeddedEnglishParaphrases),
// loaded once and shared, and its fingerprint for signatures ("wn-" and a
// content hash, so it is never mistaken for a file's). LoadResources uses
// it for English when no table is given or found.
func EmbeddedEnglishParaphrases() (*ParaphraseTable, string, error) {
	e := &embeddedEnglish
	e.once.Do(func() {
		r, stored, err := data.EmbeddedEnglishParaphrases()
		if err != nil {
			e.err = err
			return
		}
		h := sha256.Sum256(stored)
		e.fp = "wn-" + hex.EncodeToString(h[:])[:fingerprintLen]
		e.t, e.err = cachedTable(data.EmbeddedEnglishParaphrasesName, ptabCacheVersion+"|embedded-"+hex.EncodeToString(h[:]), nil, func() (*ParaphraseTable, error) {
			return ReadParaphraseTable(r, data.EmbeddedEnglishParaphrasesName)
		})
	})
	return e.t, e.fp, e.err
}
