package stem

import (
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStem(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"english", "running", "run"},
		{"english", "generously", "generous"}, // exceptional prefix gener
		{"english", "communism", "communism"},
		{"french", "continuellement", "continuel"},
		{"spanish", "chicas", "chic"},
		{"german", "ereignisse", "ereigniss"}, // spec §4.2: the reference keeps "niss"
		{"german", "kenntnissen", "kenntniss"},
		{"german", "häuser", "haus"},
		{"russian", "книгами", "книг"},
		{"swedish", "klockorna", "klock"},
	} {
		s, err := New(c.lang)
		require.NoError(t, err)
		assert.Equal(t, c.want, s.Stem(c.in), "%s %s", c.lang, c.in)
	}
}

func TestUnknownLanguage(t *testing.T) {
	_, err := New("czech-unregistered")
	require.True(t, errors.Is(err, ErrNoStemmer))
	assert.Contains(t, err.Error(), "No stemmer for language (czech-unregistered)")
	assert.Len(t, Languages(), len(Languages()))
	assert.Panics(t, func() { Register("english", nil) })
}

func FuzzStem(f *testing.F) {
	f.Add("running")
	f.Add("ereignisse")
	f.Fuzz(func(t *testing.T, w string) {
		for _, l := range []string{"english", "german", "russian", "french"} {
			s, _ := New(l)
			out := s.Stem(w)
			if utf8.ValidString(w) && !utf8.ValidString(out) {
				t.Fatalf("%s: stem of valid %q is invalid %q", l, w, out)
			}
		}
	})
}

func BenchmarkStemEnglish(b *testing.B) {
	s, _ := New("english")
	words := []string{"running", "generously", "nationalization", "cats", "the"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s.Stem(words[i%len(words)])
	}
}
