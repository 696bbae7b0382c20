package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSource(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Source
		ok   bool
	}{
		{"wordnet", Source{Kind: SourceWordNet}, true},
		{"mythes", Source{Kind: SourceMyThes}, true},
		{"mythes:/x/th.dat", Source{Kind: SourceMyThes, Path: "/x/th.dat"}, true},
		{"table:t.gz", Source{Kind: SourceTable, Path: "t.gz"}, true},
		{"table", Source{}, false},
		{"wordnet:x", Source{}, false},
		{"ppdb", Source{}, false},
	} {
		got, err := ParseSource(c.in)
		if c.ok {
			require.NoError(t, err, c.in)
			assert.Equal(t, c.want, got)
		} else {
			assert.Error(t, err, c.in)
		}
	}
}
