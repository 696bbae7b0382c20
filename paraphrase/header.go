package paraphrase

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"

	"github.com/parmesan-mt/parmesan/data"
)

// WriteMeteorFileComment is WriteMeteorFile with a provenance line in
// the gzip header's comment (ISO 8859-1: the corpora, counts and
// thresholds a mined table was built with), which Meteor's readers
// ignore and MeteorFileComment reads back.
func WriteMeteorFileComment(path string, pairs []Pair, comment string) error {
	if err := data.CheckGzipComment(path, comment); err != nil {
		return fmt.Errorf("paraphrase: %w", err)
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
