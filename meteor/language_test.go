package meteor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
)

// Every language of the reference (spec §1.3) is a lang.Language: its -l
// spellings (Meteor's short and internal names) and the project's code
// resolve to the same settings, whose identity is lang's.
func TestLanguageIdentity(t *testing.T) {
	require.Len(t, Languages(), 18)
	for _, m := range Languages() {
		t.Run(m.Short, func(t *testing.T) {
			id, err := lang.Parse(m.Short)
			require.NoError(t, err)
			assert.Equal(t, id, m.Language)
			for _, s := range []string{m.Short, m.Name, m.Code} {
				got, err := LookupLanguage(s)
				require.NoError(t, err, s)
				assert.Equal(t, m, got, s)
			}
			got, err := MeteorLanguage(id)
			require.NoError(t, err)
			assert.Equal(t, m, got)
		})
	}
	cz, err := LookupLanguage("CS")
	require.NoError(t, err)
	assert.Equal(t, lang.Czech, cz.Language)
	assert.Equal(t, "cz", cz.Short, "the jar's short name")
	assert.Equal(t, "czech", cz.Name)
	// Meteor 1.5 has no Polish: it scores as other.
	pl, err := LookupLanguage("polish")
	require.NoError(t, err)
	assert.Equal(t, "other", pl.Short)
	assert.Equal(t, "other", pl.Code)
	_, err = MeteorLanguage(lang.Language{})
	assert.Error(t, err)
	_, err = LookupLanguage("klingon")
	assert.EqualError(t, err, `meteor: unknown language "klingon" (known: en, cz, fr, es, de, ru, ar-bw-red, pt, da, ro, hu, tr, fi, nl, it, no, se, other)`)
}
