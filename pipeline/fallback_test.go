package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

func lookup(t *testing.T, code string) lang.Language {
	t.Helper()
	l, ok := lang.Lookup(code)
	require.True(t, ok, code)
	return l
}

// TestFallbackRewrite: Italian has no lemma model; the rewrite runs on
// Snowball stems and a thesaurus (a hand-written one here), with no
// parts of speech and no agreement repair, and the signature says so.
func TestFallbackRewrite(t *testing.T) {
	th := filepath.Join(t.TempDir(), "th_it.dat")
	require.NoError(t, os.WriteFile(th, []byte("UTF-8\nautomobile|1\n-|macchina|auto\nrosso|1\n-|vermiglio\n,|1\n-|;\ndi|1\n-|per\nlibro|1\n-|volume\n"), 0o644))
	rw, err := New(Config{Lang: lookup(t, "it"), Sources: []Source{{Kind: SourceMyThes, Path: th}}})
	require.NoError(t, err)
	assert.Equal(t, "stem:snowball-it", rw.Analysis)
	assert.Nil(t, rw.Fixer)
	hash, err := data.HashFiles(th)
	require.NoError(t, err)
	assert.Equal(t, "lang=it,lemma=stem:snowball-it,closed=ref-freq>0.001,src=mythes#"+hash+",fix=no", rw.Settings())
	p, err := rw.Prepare([][]string{{"Ho comprato una automobile rossa , ieri ."}}, nil)
	require.NoError(t, err)
	out := rw.Rewrite("Ieri ho comprato una macchina rosse ; .", p, 0)
	require.Len(t, out, 1)
	// automobile → macchina (a thesaurus pair); rossa is left alone: its
	// stem (ross) is the hypothesis's rosse's, which Meteor's stem module
	// matches; "," → ";" is no word.
	assert.Equal(t, "Ho comprato una macchina rossa , ieri .", out[0].Text)
	require.Len(t, out[0].Subs, 1)
	assert.Equal(t, lemma.POSUnknown, out[0].Subs[0].OldPOS)

	// Without parts of speech, the references' frequent words stand for
	// function words: "di" (3 of 12 tokens, ≥ FallbackMinCount) is left
	// alone though the thesaurus pairs it with "per"; "libro" (once) is
	// not.
	p, err = rw.Prepare([][]string{{"il libro di Marco"}, {"di nuovo"}, {"di sera"}}, nil)
	require.NoError(t, err)
	assert.Equal(t, "il volume di Marco", rw.Rewrite("il volume per Marco", p, 0)[0].Text)
}

// TestFallbackForced: Config.Fallback analyses a language with a model
// by stems too, and the signature names it.
func TestFallbackForced(t *testing.T) {
	th := filepath.Join(t.TempDir(), "th.dat")
	require.NoError(t, os.WriteFile(th, []byte("UTF-8\nautomobile|1\n-|car\n"), 0o644))
	rw, err := New(Config{Lang: lang.English, Fallback: true, Sources: []Source{{Kind: SourceMyThes, Path: th}}})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(rw.Settings(), "lang=en,lemma=stem:snowball-en,closed=ref-freq>0.001,src=mythes#"), rw.Settings())
	assert.Nil(t, rw.Fixer, "the fallback generates nothing: no repair")
}

// TestFallbackUnavailable: without a thesaurus a language without a
// model cannot be rewritten, and the error says what is missing: the
// Debian package, or that Debian has none.
func TestFallbackUnavailable(t *testing.T) {
	_, err := New(Config{Lang: lookup(t, "fi")})
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrNoThesaurus), "%v", err)
	assert.True(t, Unavailable(err))
	assert.ErrorContains(t, err, "Debian packages no MyThes thesaurus for it")

	_, err = New(Config{Lang: lookup(t, "it"), MyThesDir: t.TempDir()})
	require.Error(t, err)
	assert.True(t, Unavailable(err), "%v", err)
	assert.ErrorContains(t, err, "apt-get install mythes-it")

	_, err = New(Config{Lang: lookup(t, "other")})
	assert.True(t, Unavailable(err), "%v", err)
}

// TestFallbackSystemThesaurus: with mythes-it installed, Italian is
// rewritten with it.
func TestFallbackSystemThesaurus(t *testing.T) {
	f, _ := data.MyThesFor("it")
	if _, err := os.Stat(f.Path(data.MyThesDir)); err != nil {
		t.Skipf("apt-get install %s: %v", f.Package, err)
	}
	rw, err := New(Config{Lang: lookup(t, "it")})
	require.NoError(t, err)
	assert.Contains(t, rw.Settings(), "lang=it,lemma=stem:snowball-it,closed=ref-freq>0.001,src=mythes-it_IT#")
}
