package pipeline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The thesaurus guard each language gets: Romanian keeps pairs listed both
// ways or among a line's first four synonyms, Polish drops pairs of two
// words with four or more lines each; German, Czech and English get none
// (Czech has the sense guard), and NoSenseGuard turns the guard off.
func TestThesaurusGuard(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(data.CacheEnv, filepath.Join(dir, "cache"))
	path := filepath.Join(dir, "th.dat")
	th := "UTF-8\n" +
		// Romanian: numi is spune's sixth synonym and does not list spune;
		// afirma/declara list each other; zice is first.
		"spune|1\n(verb)|zice|rosti|grăi|arăta|chema|numi\n" +
		"numi|1\n(verb)|denumi\n" +
		"afirma|1\n(verb)|susține|pretinde|sublinia|insista|declara\n" +
		"declara|1\n(verb)|anunța|proclama|preciza|comunica|afirma\n" +
		// Polish: siła and wytrzymałość have four lines each; moc one.
		"siła|4\n-|energia|moc\n-|hart|wytrzymałość\n-|przemoc\n-|wojsko\n" +
		"wytrzymałość|4\n-|hart|siła\n-|odporność\n-|trwałość\n-|kondycja\n" +
		"moc|1\n-|siła\n"
	require.NoError(t, os.WriteFile(path, []byte(th), 0o644))
	for _, c := range []struct {
		name   string
		cfg    Config
		guard  string
		has    [][2]string
		hasNot [][2]string
	}{
		{"ro", Config{Lang: lang.Romanian}, "guard-mutual-front4",
			[][2]string{{"spune", "zice"}, {"zice", "spune"}, {"afirma", "declara"}},
			[][2]string{{"spune", "numi"}, {"numi", "spune"}}},
		{"ro unguarded", Config{Lang: lang.Romanian, NoSenseGuard: true}, "",
			[][2]string{{"spune", "numi"}, {"numi", "spune"}}, nil},
		{"pl", Config{Lang: lang.Polish}, "guard-polysemy4",
			[][2]string{{"siła", "moc"}, {"moc", "siła"}},
			[][2]string{{"siła", "wytrzymałość"}, {"wytrzymałość", "siła"}}},
		{"pl unguarded", Config{Lang: lang.Polish, NoSenseGuard: true}, "",
			[][2]string{{"siła", "wytrzymałość"}}, nil},
		{"de", Config{Lang: lang.German}, "", [][2]string{{"spune", "numi"}, {"siła", "wytrzymałość"}}, nil},
		{"cs", Config{Lang: lang.Czech, DictDir: dir}, "", [][2]string{{"spune", "numi"}, {"siła", "wytrzymałość"}}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			x, used, err := loadMyThes(c.cfg, path)
			require.NoError(t, err)
			var names []string
			for _, u := range used {
				names = append(names, u.Name)
			}
			if c.guard != "" {
				assert.Contains(t, names, c.guard)
			} else {
				assert.Equal(t, []string{"mythes"}, names)
			}
			for _, p := range c.has {
				_, ok := x.Lookup(p[0], p[1])
				assert.True(t, ok, "%s → %s kept", p[0], p[1])
			}
			for _, p := range c.hasNot {
				_, ok := x.Lookup(p[0], p[1])
				assert.False(t, ok, "%s → %s dropped", p[0], p[1])
			}
		})
	}
}
