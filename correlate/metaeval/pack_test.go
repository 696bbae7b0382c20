package metaeval

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// binaryPack is how packMeteor flattened the statistics before (the
// encoding/binary layout of the struct), kept as the reference.
func binaryPack(s *meteor.Stats) []float64 {
	var b bytes.Buffer
	require.NoError(nil, binary.Write(&b, binary.LittleEndian, s))
	out := make([]float64, b.Len()/8)
	_ = binary.Read(&b, binary.LittleEndian, out)
	return out
}

// TestPackMeteor: packMeteor lays the statistics out as encoding/binary
// does (so cached entries stay valid), bit for bit, and unpackMeteor
// inverts it; a vector of another length unpacks to zero statistics.
func TestPackMeteor(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 200; n++ {
		var s meteor.Stats
		f := s.Flat()
		for i := range f {
			switch rng.Intn(4) {
			case 0:
				f[i] = math.Float64frombits(rng.Uint64())
			default:
				f[i] = float64(rng.Intn(100))
			}
		}
		s, ok := meteor.StatsFromFlat(f)
		require.True(t, ok)
		got := packMeteor(&s)
		want := binaryPack(&s)
		require.Equal(t, len(want), len(got))
		for i := range want {
			require.Equal(t, math.Float64bits(want[i]), math.Float64bits(got[i]), "field %d", i)
		}
		back := unpackMeteor(got)
		for i, v := range binaryPack(&back) {
			require.Equal(t, math.Float64bits(want[i]), math.Float64bits(v), "field %d", i)
		}
	}
	require.Equal(t, meteor.Stats{}, unpackMeteor(make([]float64, 3)))
}
