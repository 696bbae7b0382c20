package metaeval

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"testing"

	"github.com/stretchr/testify/require"
)

// streamKey is the cache key as it was computed before newKeyer (every
// system hashed the references again), kept as the reference: entries
// written by earlier binaries stay valid.
func streamKey(metricKey string, refs [][]string, hyps []string) string {
	h := sha256.New()
	io.WriteString(h, metricKey)
	h.Write([]byte{0})
	for _, r := range refs {
		h.Write(hashLines(r))
	}
	h.Write([]byte{1})
	h.Write(hashLines(hyps))
	return hex.EncodeToString(h.Sum(nil))
}

// TestKeyer: the keys of newKeyer equal the old ones, for no, one and two
// references, empty lines and systems; different inputs get different keys.
func TestKeyer(t *testing.T) {
	refSets := [][][]string{nil, {{"a b", "c"}}, {{"a b", "c"}, {"", "d e"}}}
	systems := [][]string{nil, {""}, {"a b", "c"}, {"a", "b c"}}
	seen := map[string]bool{}
	for _, mk := range []string{"", "meteor|x"} {
		for _, refs := range refSets {
			keyOf := newKeyer(mk, refs)
			for _, h := range systems {
				want := streamKey(mk, refs, h)
				require.Equal(t, want, keyOf(h), "%q %q %q", mk, refs, h)
				require.Equal(t, want, cacheKey(mk, refs, h))
				require.False(t, seen[want], "%q %q %q", mk, refs, h)
				seen[want] = true
			}
		}
	}
}
