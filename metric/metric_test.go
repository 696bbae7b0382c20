package metric

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

type opts struct{ N int }

func TestOptionsOf(t *testing.T) {
	for _, c := range []struct {
		name     string
		in       any
		defaults bool
		want     opts
		ok       bool
	}{
		{"value", opts{N: 2}, false, opts{N: 2}, true},
		{"pointer", &opts{N: 3}, false, opts{N: 3}, true},
		{"nil with defaults", nil, true, opts{}, true},
		{"nil without defaults", nil, false, opts{}, false},
		{"nil pointer with defaults", (*opts)(nil), true, opts{}, true},
		{"nil pointer without defaults", (*opts)(nil), false, opts{}, false},
		{"other type", "bleu", true, opts{}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := OptionsOf[opts](c.in, c.defaults)
			assert.Equal(t, c.ok, ok)
			assert.Equal(t, c.want, got)
		})
	}
}

// Sacre leaves out the fields sacrebleu's signature does not carry;
// String and Short keep them.
func TestSacreLeavesOutNotSacre(t *testing.T) {
	s := Signature{Metric: "m", Fields: []Field{{Key: "a", Short: "x", Value: "1"}, {Key: "b", Value: "2", NotSacre: true}, VersionField()}}
	assert.Equal(t, "m|a:1|b:2|version:"+SacreBLEUVersion, s.String())
	assert.Equal(t, "m|x:1|b:2|v:"+SacreBLEUVersion, s.Short())
	assert.Equal(t, "a:1|version:"+SacreBLEUVersion, s.Sacre(false))
	assert.Equal(t, "x:1|v:"+SacreBLEUVersion, s.Sacre(true))
}
