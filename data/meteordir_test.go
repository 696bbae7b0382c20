package data

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// miniResources are the files of a tiny resource set in the reference's
// layout.
var miniResources = map[string]string{
	"function/english.words":       "the\nof\n",
	"nonbreaking/english.prefixes": "Mr\nNo #NUMERIC_ONLY#\n",
	"synonym/english.synsets":      "car\n1 2\nauto\n1\n",
	"synonym/english.exceptions":   "go\nwent gone\n",
}

func gz(t *testing.T, s string) string {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	_, err := w.Write([]byte(s))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return b.String()
}

// writeMini writes the set as a directory and as a jar (with directory
// entries, as the jar tool writes them) and returns both paths.
func writeMini(t *testing.T, files map[string]string) (dir, jar string) {
	t.Helper()
	root := t.TempDir()
	dir = filepath.Join(root, "res")
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	_, err := zw.Create("META-INF/MANIFEST.MF")
	require.NoError(t, err)
	for _, d := range []string{"function/", "nonbreaking/", "synonym/", "stem/"} {
		_, err := zw.Create(d)
		require.NoError(t, err)
	}
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
		f, err := zw.Create(name)
		require.NoError(t, err)
		_, err = f.Write([]byte(content))
		require.NoError(t, err)
	}
	require.NoError(t, zw.Close())
	jar = filepath.Join(root, "meteor-1.5.jar")
	require.NoError(t, os.WriteFile(jar, b.Bytes(), 0o644))
	return dir, jar
}

// TestMeteorDirJarEqualsDir: the same resources read from a directory and
// from a jar are equal; names in messages say where they came from.
func TestMeteorDirJarEqualsDir(t *testing.T) {
	files := map[string]string{"stem/arabic-buckwalter-reduced.gz": gz(t, "ktb 3 k\nkAtb 1 k\n")}
	for k, v := range miniResources {
		files[k] = v
	}
	dirPath, jarPath := writeMini(t, files)
	var got [2]struct {
		fw   WordSet
		pre  Prefixes
		syn  *Synonyms
		stem map[string]string
		hash string
	}
	for i, p := range []string{dirPath, jarPath} {
		d, err := OpenMeteorDir(p)
		require.NoError(t, err)
		assert.Equal(t, i == 1, d.Jar)
		g := &got[i]
		g.fw, err = d.FunctionWords("english")
		require.NoError(t, err)
		g.pre, err = d.Prefixes("english")
		require.NoError(t, err)
		var inputs []string
		g.syn, inputs, err = d.Synonyms("english")
		require.NoError(t, err)
		assert.NotEmpty(t, inputs)
		assert.True(t, d.HasStemTable("arabic-buckwalter-reduced"))
		g.stem, g.hash, err = d.StemTable("arabic-buckwalter-reduced")
		require.NoError(t, err)
		require.NoError(t, d.Close())
	}
	assert.Equal(t, got[0], got[1])
	assert.Equal(t, WordSet{"the": {}, "of": {}}, got[0].fw)
	assert.Equal(t, Prefixes{"Mr": PrefixAny, "No": PrefixNumericOnly}, got[0].pre)
	assert.Equal(t, []int32{1, 2}, got[0].syn.Synsets["car"])
	assert.Equal(t, map[string]string{"ktb": "k", "kAtb": "k"}, got[0].stem)
	h, err := HashFiles(filepath.Join(dirPath, "stem", "arabic-buckwalter-reduced.gz"))
	require.NoError(t, err)
	assert.Equal(t, h, got[0].hash, "the stem table's hash is its file's, as HashFiles gives")

	jd, err := OpenMeteorDir(jarPath)
	require.NoError(t, err)
	defer jd.Close()
	assert.Equal(t, filepath.Join(filepath.Dir(jarPath), "data", "paraphrase-en.gz"), jd.ParaphrasePath("en"))
	dd, err := OpenMeteorDir(dirPath)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dirPath, "paraphrase-en.gz"), dd.ParaphrasePath("en"))
}

// TestMeteorDirErrors: errors name the jar and the entry, or the file.
func TestMeteorDirErrors(t *testing.T) {
	files := map[string]string{}
	for k, v := range miniResources {
		files[k] = v
	}
	delete(files, "nonbreaking/english.prefixes")
	files["synonym/english.synsets"] = "car\n1 x\n"
	_, jarPath := writeMini(t, files)
	d, err := OpenMeteorDir(jarPath)
	require.NoError(t, err)
	defer d.Close()
	_, err = d.Prefixes("english")
	require.Error(t, err)
	assert.Contains(t, err.Error(), jarPath+"!/nonbreaking/english.prefixes")
	assert.True(t, os.IsNotExist(err) || strings.Contains(err.Error(), "not exist"), "%v", err)
	_, _, err = d.Synonyms("english")
	require.Error(t, err)
	assert.Contains(t, err.Error(), jarPath+"!/synonym/english.synsets:2: synset id")

	notZip := filepath.Join(t.TempDir(), "meteor-1.5.jar")
	require.NoError(t, os.WriteFile(notZip, []byte("not a zip"), 0o644))
	_, err = OpenMeteorDir(notZip)
	assert.ErrorContains(t, err, "neither a directory nor a jar")
	_, err = OpenMeteorDir(filepath.Join(t.TempDir(), "missing"))
	assert.ErrorContains(t, err, "missing")

	// A zip without function/ is not the reference's jar.
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	_, _ = zw.Create("x.txt")
	require.NoError(t, zw.Close())
	other := filepath.Join(t.TempDir(), "other.jar")
	require.NoError(t, os.WriteFile(other, b.Bytes(), 0o644))
	_, err = OpenMeteorDir(other)
	assert.ErrorContains(t, err, "no function/ directory")
}

// TestClientResources: what pycocoevalcap's layout holds is found.
func TestClientResources(t *testing.T) {
	dir := t.TempDir()
	j, p := ClientResources(dir, "en")
	assert.Empty(t, j)
	assert.Empty(t, p)
	require.NoError(t, os.WriteFile(filepath.Join(dir, ClientJar), []byte("x"), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "data"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "data", "paraphrase-en.gz"), []byte("x"), 0o644))
	j, p = ClientResources(dir, "en")
	assert.Equal(t, filepath.Join(dir, ClientJar), j)
	assert.Equal(t, filepath.Join(dir, "data", "paraphrase-en.gz"), p)
	_, p = ClientResources(dir, "cz")
	assert.Empty(t, p)
}
