package data

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMaxGzipComment: Go's gzip reader reads back a comment of
// MaxGzipComment characters and not one longer (the limit CheckGzipComment
// holds writers to), and CheckGzipComment refuses what it could not read.
func TestMaxGzipComment(t *testing.T) {
	roundTrip := func(comment string) error {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Comment = comment
		_, err := io.WriteString(zw, "a\tb\n")
		require.NoError(t, err)
		require.NoError(t, zw.Close())
		zr, err := gzip.NewReader(&b)
		if err != nil {
			return err
		}
		assert.Equal(t, comment, zr.Comment)
		return nil
	}
	atLimit := strings.Repeat("é", MaxGzipComment) // one byte each in ISO 8859-1
	require.NoError(t, roundTrip(atLimit))
	require.NoError(t, CheckGzipComment("t.gz", atLimit))
	require.Error(t, roundTrip(atLimit+"x"), "Go's reader rejects a longer comment")
	err := CheckGzipComment("t.gz", atLimit+"x")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "t.gz not written")
	assert.Error(t, CheckGzipComment("t.gz", "ř"), "not ISO 8859-1")
	assert.Error(t, CheckGzipComment("t.gz", "a\x00b"), "NUL")
}
