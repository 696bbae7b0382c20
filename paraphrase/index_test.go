package paraphrase

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// checkIndex compares every lookup of x with s, for the pairs of s and
// for pairs built from its phrases that s does not hold.
func checkIndex(t *testing.T, s *Set, x *Index) {
	t.Helper()
	require.Equal(t, s.Len(), x.Len())
	var phrases []string
	for i, p := range s.Pairs() {
		src, ok := x.Lookup(p.A, p.B)
		if !ok || src != p.Source {
			t.Fatalf("pair %q → %q: index has %v %v, set %v", p.A, p.B, src, ok, p.Source)
		}
		if i%7 == 0 {
			phrases = append(phrases, p.A, p.B)
		}
	}
	for i := 1; i < len(phrases); i++ {
		a, b := phrases[i-1], phrases[i]
		_, inSet := s.Lookup(a, b)
		_, inIndex := x.Lookup(a, b)
		if inSet != inIndex {
			t.Fatalf("pair %q → %q: set %v, index %v", a, b, inSet, inIndex)
		}
	}
}

func TestIndex(t *testing.T) {
	s := NewSet()
	for _, p := range []Pair{
		{A: "car", B: "automobile", Source: SourceThesaurus},
		{A: "car", B: "auto", Source: SourceWordNet},
		{A: "big cat", B: "lion", Source: SourceTable},
		{A: "car", B: "auto", Source: SourceThesaurus}, // merged: wordnet+thesaurus
		{A: "", B: "x", Source: SourceTable},
	} {
		s.Add(p)
	}
	x := NewIndex(s)
	checkIndex(t, s, x)
	src, ok := x.Lookup("car", "auto")
	assert.True(t, ok)
	assert.Equal(t, SourceWordNet|SourceThesaurus, src)
	for _, q := range [][2]string{{"auto", "car"}, {"car", ""}, {"", ""}, {"big", "lion"}, {"zzz", "a"}} {
		_, ok := x.Lookup(q[0], q[1])
		assert.False(t, ok, "%q", q)
	}

	b, err := x.MarshalBinary()
	require.NoError(t, err)
	y, err := UnmarshalIndex(b)
	require.NoError(t, err)
	checkIndex(t, s, y)
	for i := range b { // damaged or truncated: an error, never a panic
		_, err := UnmarshalIndex(b[:i])
		assert.ErrorIs(t, err, ErrBadIndex)
		c := append([]byte(nil), b...)
		c[i] ^= 0x80
		_, _ = UnmarshalIndex(c)
	}
	// The cache's form (no filter for so few pairs) reads the same, and
	// damaged or truncated, or with a filter of another length, is an
	// error, never a panic.
	fb := x.marshalFiltered()
	f, err := unmarshalOwned(append([]byte(nil), fb...))
	require.NoError(t, err)
	checkIndex(t, s, f)
	for i := range fb {
		_, err := UnmarshalIndex(fb[:i])
		assert.ErrorIs(t, err, ErrBadIndex)
		c := append([]byte(nil), fb...)
		c[i] ^= 0x80
		_, _ = unmarshalOwned(c)
	}
	withFilter := append([]byte(indexMagicFiltered), 1, 0, 0, 0, 0, 0, 0, 0, 0)
	withFilter = append(withFilter, b...)
	_, err = UnmarshalIndex(withFilter)
	assert.ErrorIs(t, err, ErrBadIndex, "a filter an index of %d pairs has not", x.Len())
	// The first form (cache entries written before the second) still reads.
	v1 := []byte(indexMagicV1)
	v1 = binary.AppendUvarint(v1, uint64(x.Len()))
	for i := range x.Len() {
		v1 = binary.AppendUvarint(v1, uint64(len(x.a(i))))
		v1 = append(v1, x.a(i)...)
		v1 = binary.AppendUvarint(v1, uint64(len(x.b(i))))
		v1 = append(v1, x.b(i)...)
		v1 = append(v1, byte(x.src[i]))
	}
	old, err := UnmarshalIndex(v1)
	require.NoError(t, err)
	checkIndex(t, s, old)
	for i := range v1 {
		_, err := UnmarshalIndex(v1[:i])
		assert.ErrorIs(t, err, ErrBadIndex)
	}
	// Offsets out of order, and one past the text.
	for _, k := range []int{0, 2*x.Len() - 2} {
		c := append([]byte(nil), b...)
		at := len(b) - len(x.text) - 4*(2*x.Len()-k)
		binary.LittleEndian.PutUint32(c[at:], uint32(len(x.text)+1))
		_, err := UnmarshalIndex(c)
		assert.ErrorIs(t, err, ErrBadIndex, "offset %d", k)
	}
	empty, err := NewIndex(NewSet()).MarshalBinary()
	require.NoError(t, err)
	z, err := UnmarshalIndex(empty)
	require.NoError(t, err)
	_, ok = z.Lookup("a", "b")
	assert.False(t, ok)
}

const toyThesaurus = "UTF-8\nAuto|2\n(podst. jm.)|automobil|vůz|vozidlo (generic term)\n(podst. jm.)|káry\nvůz|1\n(podst. jm.)|auto\n"

// Issue 16, defect 6: the cached thesaurus index holds what FromThesaurus
// and Symmetric give, read from the cache on the second call.
func TestThesaurusIndex(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(data.CacheEnv, filepath.Join(dir, "cache"))
	path := filepath.Join(dir, "th.dat")
	require.NoError(t, os.WriteFile(path, []byte(toyThesaurus), 0o644))
	opt := ThesaurusOptions{Lower: true, SkipAnnotated: true}
	set, err := FromThesaurus(strings.NewReader(toyThesaurus), path, opt)
	require.NoError(t, err)
	want := Symmetric(set)
	for range 2 {
		x, err := ThesaurusIndex(path, opt, true)
		require.NoError(t, err)
		checkIndex(t, want, x)
	}
	entries, _ := filepath.Glob(filepath.Join(dir, "cache", "thesaurus-*.bin"))
	assert.Len(t, entries, 1)
	_, ok := want.Lookup("automobil", "auto")
	assert.True(t, ok, "reversed pairs")

	require.NoError(t, os.WriteFile(path, []byte("UTF-8\nauto|x\n"), 0o644))
	_, err = ThesaurusIndex(path, opt, true)
	assert.ErrorContains(t, err, path+":2: bad meaning count")
}

// The Czech thesaurus the rewriting uses: index and set agree on every pair.
func TestThesaurusIndexCzech(t *testing.T) {
	path := data.MyThesPath(data.MyThesDir, "cs_CZ")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("mythes-cs not installed (%s missing; apt-get install mythes-cs)", path)
	}
	if testing.Short() {
		t.Skip("reads the whole thesaurus twice; skipped with -short")
	}
	t.Setenv(data.CacheEnv, "off")
	f, err := data.OpenMyThes(path)
	require.NoError(t, err)
	defer f.Close()
	opt := ThesaurusOptions{Lower: true, SkipAnnotated: true}
	set, err := FromThesaurus(f, path, opt)
	require.NoError(t, err)
	x, err := ThesaurusIndex(path, opt, true)
	require.NoError(t, err)
	checkIndex(t, Symmetric(set), x)
}

// FuzzUnmarshalIndex: any bytes give an index or ErrBadIndex, never a
// panic; an index that decodes looks up every pair it holds.
func FuzzUnmarshalIndex(f *testing.F) {
	s := NewSet()
	s.Add(Pair{A: "car", B: "auto", Source: SourceThesaurus})
	s.Add(Pair{A: "big cat", B: "lion", Source: SourceTable})
	b, _ := NewIndex(s).MarshalBinary()
	f.Add(b)
	f.Add([]byte(indexMagic))
	f.Add(NewIndex(s).marshalFiltered())
	f.Fuzz(func(t *testing.T, b []byte) {
		x, err := UnmarshalIndex(b)
		if err != nil {
			if err != ErrBadIndex {
				t.Fatal(err)
			}
			return
		}
		for i := 0; i < x.Len(); i++ {
			if src, ok := x.Lookup(x.a(i), x.b(i)); !ok || src != x.src[i] {
				t.Fatalf("pair %d not found", i)
			}
		}
	})
}
