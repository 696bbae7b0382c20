package fallback_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/fallback"
)

func language(t *testing.T, code string) lang.Language {
	t.Helper()
	l, ok := lang.Lookup(code)
	require.True(t, ok, code)
	return l
}

func TestAnalyze(t *testing.T) {
	for _, c := range []struct {
		code, name string
		in, lemmas []string
	}{
		// Snowball Italian: "-i"/"-e" are removed as vowel endings
		// (gatti → gatt, case → cas), "-amente" as a suffix.
		{"it", "stem:snowball-it", []string{"Gatti", "case", "rapidamente", ","}, []string{"gatt", "cas", "rapid", ","}},
		// Snowball Swedish: "-orna", "-arna" are main suffixes in R1.
		{"sv", "stem:snowball-sv", []string{"Flickorna", "bilarna"}, []string{"flick", "bil"}},
		// No stemmer: the lower-cased form.
		{"other", fallback.Lower, []string{"ABC", "Déjà"}, []string{"abc", "déjà"}},
		{"ar-bw-red", fallback.Lower, []string{"ktAb"}, []string{"ktab"}},
		{"cs", "stem:light-cs", []string{"hradů"}, []string{"hrad"}},
	} {
		t.Run(c.code, func(t *testing.T) {
			l := fallback.New(language(t, c.code))
			assert.Equal(t, c.name, l.Name())
			got := l.Analyze(c.in)
			require.Len(t, got, len(c.in))
			for i, tok := range got {
				assert.Equal(t, lemma.Token{Form: c.in[i], Lemma: c.lemmas[i], POS: lemma.POSUnknown}, tok)
			}
			assert.Nil(t, l.Generate(c.lemmas[0], "NOUN", nil), "the fallback generates nothing")
		})
	}
}
