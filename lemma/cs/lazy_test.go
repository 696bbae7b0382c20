package cs

import (
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

// TestLoadDefersDictionary: once a process saved its analyses, the next
// Load does not read the dictionary (issue #37); a run whose sentences,
// guesses and attested forms the store holds never reads it and answers
// as the process that read it did; a form the store lacks reads it then,
// with the same answer; dictionary files changed after Load read as an
// empty dictionary, whose analyses SaveAnalyses refuses to save; changed
// files make Load read them at once again (another hash, another store).
func TestLoadDefersDictionary(t *testing.T) {
	sys, err := data.FindHunspell(lang.Czech.Locale, Package)
	if err != nil {
		t.Skipf("Czech dictionary not installed: %v", err)
	}
	dir := t.TempDir()
	sysAff, sysDic := data.HunspellPaths(sys, lang.Czech.Locale)
	aff, dic := data.HunspellPaths(dir, lang.Czech.Locale)
	original, err := os.ReadFile(sysDic)
	require.NoError(t, err)
	b, err := os.ReadFile(sysAff)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(aff, b, 0o644))
	require.NoError(t, os.WriteFile(dic, original, 0o644))
	t.Setenv(data.CacheEnv, t.TempDir())

	sentences := append(append([]string(nil), tricky...), "Qwrtzplk a Blorfovský přišli s hxqyvenou", "Tohle je zcela nepravděpodobnými slovy")
	forms := []string{"hradu", "qwrtzplk", "Praze", "předpověďem"}
	first, err := Load(dir)
	require.NoError(t, err)
	require.Nil(t, first.lazy, "no saved analyses yet: the dictionary is read by Load")
	require.NotNil(t, first.h)
	var want [][]lemma.Token
	for _, s := range sentences {
		want = append(want, first.Analyze(strings.Fields(s)))
	}
	var attested []bool
	for _, f := range forms {
		attested = append(attested, first.Attested(f))
	}
	require.NoError(t, first.SaveAnalyses())

	second, err := Load(dir)
	require.NoError(t, err)
	require.NotNil(t, second.lazy, "saved analyses: the dictionary is deferred")
	assert.Equal(t, first.fingerprint, second.fingerprint)
	for i, s := range sentences {
		assert.Equal(t, want[i], second.Analyze(strings.Fields(s)), "%q", s)
	}
	for i, f := range forms {
		assert.Equal(t, attested[i], second.Attested(f), "%q", f)
	}
	assert.True(t, second.h == nil, "every answer came from the store: the dictionary was not read")

	// A form the store lacks: the dictionary is read, the answer the same.
	unseen := strings.Fields("Hradní stráž vyprovodila návštěvníky ze zahrad")
	assert.Equal(t, first.Analyze(unseen), second.Analyze(unseen))
	assert.True(t, second.h != nil, "read for the unseen form")
	assert.False(t, second.broken.Load())
	require.NoError(t, second.SaveAnalyses())

	// Several goroutines at the first use of a deferred dictionary: one
	// reads it, all answer as the eager analyser (run with -race).
	concurrent, err := Load(dir)
	require.NoError(t, err)
	require.NotNil(t, concurrent.lazy)
	fresh := []string{"Rozkvetlé jabloně voněly celou zahradou", "Kominík vymetal saze z komína", "Zedníci omítali novou přístavbu školy", "Hasiči uhasili požár stodoly"}
	got := make([][]lemma.Token, len(fresh))
	var wg sync.WaitGroup
	for k, s := range fresh {
		wg.Add(1)
		go func() { defer wg.Done(); got[k] = concurrent.Analyze(strings.Fields(s)) }()
	}
	wg.Wait()
	for k, s := range fresh {
		assert.Equal(t, first.Analyze(strings.Fields(s)), got[k], "%q", s)
	}
	assert.False(t, concurrent.broken.Load())

	// The files change after Load: an empty dictionary, not saved.
	third, err := Load(dir)
	require.NoError(t, err)
	require.NotNil(t, third.lazy)
	f, err := os.OpenFile(dic, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString("qwrtzplkovat/IV\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	other := strings.Fields("Zcela nová slova rozkvetlých jabloní")
	require.Len(t, third.Analyze(other), len(other))
	assert.True(t, third.broken.Load())
	assert.Error(t, third.SaveAnalyses(), "analyses of an empty dictionary are not saved under the files' name")

	fourth, err := Load(dir)
	require.NoError(t, err)
	assert.Nil(t, fourth.lazy, "other bytes, no saved analyses: read by Load")
	assert.NotEqual(t, first.fingerprint, fourth.fingerprint)

	// The files as they were: deferred again; then gone after Load: no
	// panic, an empty dictionary.
	require.NoError(t, os.WriteFile(dic, original, 0o644))
	fifth, err := Load(dir)
	require.NoError(t, err)
	require.NotNil(t, fifth.lazy)
	require.NoError(t, os.Remove(dic))
	assert.Len(t, fifth.Analyze(other), len(other))
	assert.True(t, fifth.broken.Load())
	assert.Error(t, fifth.SaveAnalyses())
}
