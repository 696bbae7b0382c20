package paraphrase

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
)

// WriteMeteorFileComment is WriteMeteorFile with a provenance line in
// the gzip header's comment (ISO 8859-1: the corpora, counts and
// thresholds a mined table was built with), which Meteor's readers
// ignore and MeteorFileComment reads back.
func WriteMeteorFileComment(path string, pairs []Pair, comment string) error {
	for _, r := range comment {
		if r > 0xff || r == 0 {
			return fmt.Errorf("paraphrase: table comment %q is not ISO 8859-1", comment)
		}
	}
	if n := utf8.RuneCountInString(comment); n > maxComment {
		// Go's gzip reader (and so every reader of the table here) takes
		// no longer comment: the file would be unreadable.
		return fmt.Errorf("paraphrase: table comment of %d characters is longer than the %d a gzip header comment may hold: %s not written", n, maxComment, path)
	}
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		zw := gzip.NewWriter(w)
		zw.Comment = comment
		if err := WriteMeteor(zw, pairs); err != nil {
			return err
		}
		return zw.Close()
	})
}

// maxComment is the longest gzip header comment Go's compress/gzip
// reader reads, in bytes of ISO 8859-1 (one per character).
const maxComment = 511

// MeteorFileComment returns the gzip header comment of a compressed
// table ("" when it has none).
func MeteorFileComment(r io.Reader) (string, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return "", err
	}
	defer zr.Close()
	return zr.Comment, nil
}
