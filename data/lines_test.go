package data

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadLinesNotUTF8: a line in a legacy encoding is an error naming
// the file, the line and the first bad byte; valid UTF-8 (with a BOM,
// CR line ends) is read as before.
func TestReadLinesNotUTF8(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "nmt.cp1250")
	// "Pes běží" in cp1250 on line 2: b\xec\x9e\xed.
	require.NoError(t, os.WriteFile(p, []byte("Kocka sedi.\nPes b\xec\x9e\xed.\n"), 0o644))
	_, err := ReadLinesFile(p, nil)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrNotUTF8), "%v", err)
	assert.True(t, strings.HasPrefix(err.Error(), p+":2: not valid UTF-8 (byte 0xec at column 6)"), "%v", err)

	_, err = ReadLinesFile("-", strings.NewReader("ok\n\xff\n"))
	assert.ErrorContains(t, err, "<stdin>:2: not valid UTF-8 (byte 0xff at column 1)")

	lines, err := ReadLines(strings.NewReader("\ufeffKočka\r\nPes běží\rž"), "u")
	require.NoError(t, err)
	assert.Equal(t, []string{"\ufeffKočka", "Pes běží", "ž"}, lines)
}
