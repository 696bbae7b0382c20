package data

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
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

// TestInputNotice (useraudit F10): a text input that starts with a UTF-8
// byte-order mark is read with the mark kept and comes with one notice
// naming the file; an evaluation set gives it once per file, however
// often and from however many goroutines the file is read.
func TestInputNotice(t *testing.T) {
	dir := t.TempDir()
	bom, plain := filepath.Join(dir, "bom.txt"), filepath.Join(dir, "plain.txt")
	require.NoError(t, os.WriteFile(bom, []byte("\ufeffthe cat\nsat\n"), 0o644))
	require.NoError(t, os.WriteFile(plain, []byte("the \ufeffcat\nsat\n"), 0o644)) // inside a line: no notice
	want := bom + " starts with a UTF-8 byte-order mark; it is scored as part of the first word, as the Meteor jar and sacrebleu do"

	lines, notice, err := ReadInputFile(bom, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"\ufeffthe cat", "sat"}, lines, "the mark is kept")
	assert.Equal(t, want, notice)
	assert.Equal(t, want, InputFileNotice(bom))
	_, notice, err = ReadInputFile(plain, nil)
	require.NoError(t, err)
	assert.Empty(t, notice)
	assert.Empty(t, InputFileNotice(plain))
	assert.Empty(t, InputFileNotice(filepath.Join(dir, "missing.txt")))
	_, notice, err = ReadInputFile("-", strings.NewReader("\ufeffx\n"))
	require.NoError(t, err)
	assert.Equal(t, "<stdin> starts with a UTF-8 byte-order mark; it is scored as part of the first word, as the Meteor jar and sacrebleu do", notice)
	_, notice, err = ReadInputFile(filepath.Join(dir, "missing.txt"), nil)
	require.Error(t, err)
	assert.Empty(t, notice)

	set := filepath.Join(dir, "set")
	require.NoError(t, os.MkdirAll(filepath.Join(set, "sys"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(set, "ref.txt"), []byte("\ufeffa\nb\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(set, "sys", "x.txt"), []byte("\ufeffa\nb\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(set, "sys", "y.txt"), []byte("a\nb\n"), 0o644))
	e, err := ReadEvalSet(set)
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(set, "ref.txt") + " starts with a UTF-8 byte-order mark; it is scored as part of the first word, as the Meteor jar and sacrebleu do"}, e.Notices())
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, s := range e.Systems {
				_, err := e.SystemLines(s)
				assert.NoError(t, err)
			}
		})
	}
	wg.Wait()
	assert.Len(t, e.Notices(), 2, "ref.txt and sys/x.txt, once each: %q", e.Notices())
	assert.Contains(t, e.Notices()[1], filepath.Join(set, "sys", "x.txt")+" starts with")
}
