package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase/lexicon"
)

// TestTableLexicon: "table lexicon" learns p(target | source) from a
// made-up en-cs set read along its direction and a made-up en-de set
// read against it (de → en), writing the settings in the header; bad
// input names the file and writes nothing.
func TestTableLexicon(t *testing.T) {
	for _, c := range []string{"en", "cs", "de"} {
		if _, err := lemma.New(c); err != nil {
			t.Skipf("%s analysis unavailable: %v", c, err)
		}
	}
	root := t.TempDir()
	src := []string{"The man is old.", "The man is big.", "The cat sleeps."}
	multiCorpus(t, root, "made.en-cs", src, map[string][]string{
		"refA": {"Ten muž je starý.", "Ten muž je velký.", "Ta kočka spí."},
		"A":    {"Ten muž je starý.", "Ten muž je veliký.", "Ta kočka spí."},
	})
	multiCorpus(t, root, "made.en-de", src, map[string][]string{
		"refA": {"Der Mann ist alt.", "Der Mann ist groß.", "Die Katze schläft."},
		"A":    {"Der Mann ist alt.", "Der Mann ist groß.", "Die Katze schläft."},
	})
	out := filepath.Join(root, "lex.gz")
	_, errOut, code := runCmd(t, "", "table", "lexicon", "-s", "en", "-l", "cs", "-o", out, root)
	require.Equal(t, 0, code, errOut)
	f, err := os.Open(out)
	require.NoError(t, err)
	lex, settings, err := lexicon.Read(f, out)
	f.Close()
	require.NoError(t, err)
	assert.Contains(t, settings, "method:lexicon|pair:en-cs|model:ibm1-it5-seg2-")
	assert.Contains(t, settings, "|corpora:made.en-cs(3×2)|lines:3|sentence-pairs:6|")
	if es := lex.Lookup("man"); assert.NotEmpty(t, es) {
		assert.Equal(t, "muž", es[0].Target)
	}
	first, err := os.ReadFile(out)
	require.NoError(t, err)
	// Sets named one by one (each read once, in the direction its name
	// gives): the lexicon their parent directory gives, byte for byte.
	named := filepath.Join(root, "named.gz")
	_, errOut, code = runCmd(t, "", "table", "lexicon", "-s", "en", "-l", "cs", "-o", named,
		filepath.Join(root, "made.en-de"), filepath.Join(root, "made.en-cs"))
	require.Equal(t, 0, code, errOut)
	got, err := os.ReadFile(named)
	require.NoError(t, err)
	assert.Equal(t, first, got)
	_, errOut, code = runCmd(t, "", "table", "lexicon", "-s", "de", "-l", "en", "-o", out, root)
	require.Equal(t, 0, code, errOut)
	f, err = os.Open(out)
	require.NoError(t, err)
	lex, settings, err = lexicon.Read(f, out)
	f.Close()
	require.NoError(t, err)
	assert.Contains(t, settings, "|corpora:made.en-de(3×2)|lines:3|sentence-pairs:6|", "the en-de set read against its direction")
	_, errOut, code = runCmd(t, "", "table", "lexicon", "-s", "de", "-l", "en", "-o", named, filepath.Join(root, "made.en-de"))
	require.Equal(t, 0, code, errOut)
	f, err = os.Open(named)
	require.NoError(t, err)
	_, namedSettings, err := lexicon.Read(f, named)
	f.Close()
	require.NoError(t, err)
	assert.Equal(t, settings, namedSettings, "a set named as an argument read against its direction")
	if es := lex.Lookup("mann"); assert.NotEmpty(t, es, "%v", settings) {
		assert.Equal(t, "man", es[0].Target)
	}

	bad := t.TempDir()
	dir := multiCorpus(t, bad, "bad.en-cs", []string{"a", "b"}, map[string][]string{"A": {"a", "b"}, "B": {"jen jeden řádek"}})
	o := filepath.Join(bad, "x.gz")
	_, errOut, code = runCmd(t, "", "table", "lexicon", "-s", "en", "-l", "cs", "-o", o, dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, filepath.Join(dir, "sys", "B.txt"))
	assert.NoFileExists(t, o)
	_, errOut, code = runCmd(t, "", "table", "lexicon", "-s", "en", "-l", "ru", "-o", o, root)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "no test set between en and ru")
}
