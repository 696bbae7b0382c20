package lang

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Language
	}{
		{"cs", Czech}, {"cz", Czech}, {"CS", Czech}, {"czech", Czech}, {"Czech", Czech},
		{"en", English}, {"english", English}, {"EN", English},
		// Meteor's short names that are not ISO codes.
		{"se", Language{Code: "sv", Name: "swedish"}},
		{"sv", Language{Code: "sv", Name: "swedish"}},
		{"xx", Language{Code: "other", Name: "other"}},
		{"ar-bw-red", Language{Code: "ar-bw-red", Name: "arabic-buckwalter-reduced"}},
		{"arabic-buckwalter-reduced", Language{Code: "ar-bw-red", Name: "arabic-buckwalter-reduced"}},
		{"de", Language{Code: "de", Name: "german", Locale: "de_DE", FreeDict: "deu"}},
		{"polish", Language{Code: "pl", Name: "polish", Locale: "pl_PL", FreeDict: "pol"}},
	} {
		t.Run(c.in, func(t *testing.T) {
			l, err := Parse(c.in)
			require.NoError(t, err)
			assert.Equal(t, c.want, l)
			assert.True(t, l == c.want, "languages compare with ==")
		})
	}
	assert.Equal(t, "cs", Czech.String())
	assert.Equal(t, "cs_CZ", Czech.Locale)
	assert.Equal(t, "ces", Czech.FreeDict)
	for _, bad := range []string{"klingon", "", "ar", "cze"} {
		_, err := Parse(bad)
		var u *UnknownError
		require.True(t, errors.As(err, &u), bad)
		assert.Equal(t, bad, u.Spelling)
		assert.Equal(t, `lang: unknown language "`+bad+`" (known: en, cs, fr, es, de, ru, ar-bw-red, pt, da, ro, hu, tr, fi, nl, it, no, sv, other, pl)`, err.Error())
	}
	assert.True(t, Language{}.IsZero())
	assert.False(t, Czech.IsZero())
}

// Every spelling names one language: codes, names and aliases do not
// collide, and each resolves to the language it belongs to.
func TestSpellingsUnique(t *testing.T) {
	owner := map[string]string{}
	claim := func(s, code string) {
		if prev, ok := owner[s]; ok && prev != code {
			t.Errorf("%q names both %s and %s", s, prev, code)
		}
		owner[s] = code
	}
	for _, l := range All() {
		claim(l.Code, l.Code)
		claim(l.Name, l.Code)
	}
	for a, code := range aliases {
		claim(a, code)
		_, ok := Lookup(code)
		assert.True(t, ok, "alias %s of unknown code %s", a, code)
	}
	for s, code := range owner {
		l, ok := Lookup(s)
		require.True(t, ok, s)
		assert.Equal(t, code, l.Code, s)
	}
}

// The locales and FreeDict codes name the files Debian installs (CI
// installs hunspell-cs, hunspell-en-us, dict-freedict-eng-ces and
// dict-freedict-deu-eng): where a hunspell dictionary of a language's
// code is installed, the one of its Locale is; the installed FreeDict
// dictionaries are found under the FreeDict codes.
func TestInstalledNames(t *testing.T) {
	dics, _ := filepath.Glob("/usr/share/hunspell/*.dic")
	if len(dics) == 0 {
		t.Skip("no hunspell dictionary installed (apt-get install hunspell-cs hunspell-en-us)")
	}
	for _, l := range All() {
		if m, _ := filepath.Glob("/usr/share/hunspell/" + l.Code + "_*.dic"); len(m) > 0 {
			assert.FileExists(t, filepath.Join("/usr/share/hunspell", l.Locale+".dic"), "%s: %v installed", l.Code, m)
		}
	}
	dicts, _ := filepath.Glob("/usr/share/dictd/freedict-*.index")
	for _, f := range dicts {
		t.Log("installed:", filepath.Base(f))
	}
}

// FreeDict names languages by their ISO 639-3 codes (freedict-eng-ces);
// the languages with a FreeDict code are those grounding knew before the
// identity existed (ground.go's freedictCode).
func TestFreeDict(t *testing.T) {
	want := map[string]string{"en": "eng", "cs": "ces", "de": "deu", "fr": "fra", "es": "spa", "ru": "rus", "it": "ita", "pt": "por", "pl": "pol", "ro": "rom"}
	got := map[string]string{}
	for _, l := range All() {
		if l.FreeDict != "" {
			got[l.Code] = l.FreeDict
		}
	}
	assert.Equal(t, want, got)
}
