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
