package pipeline

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// The Czech thesaurus index's lemma keys come from the analyser's rules,
// which change with the program, not with any file the cache stamps:
// its cache key names the running program, so that 0.13.0 does not read
// the index 0.12.0 keyed with its tagger (same name "cs-2", other bytes).
func TestCzechLemmaKeysNameStampsTheProgram(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	stamp := data.ExecutableStamp()
	assert.True(t, strings.HasPrefix(stamp, "exe="+exe+":"), stamp)
	assert.Equal(t, "cs-2|"+stamp, czechLemmaKeysName())
}
