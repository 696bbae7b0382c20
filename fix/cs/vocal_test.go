package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVocalise(t *testing.T) {
	cases := []struct {
		prep, next, want string
		certain          bool
	}{
		{"ke", "pozitivním", "k", true}, // single consonant + vowel
		{"k", "kladným", "ke", true},
		{"k", "gólu", "ke", true},
		{"v", "vodě", "ve", true},
		{"v", "Francii", "ve", true},
		{"ve", "městě", "v", true},
		{"s", "sestrou", "se", true},
		{"s", "ženou", "se", true},
		{"se", "kamarádem", "s", true},
		{"z", "školy", "ze", true},
		{"ze", "domu", "z", true},
		{"z", "Ameriky", "z", true},
		{"ze", "2019", "z", true},
		{"s", "mnou", "se", true},
		{"k", "chodbě", "k", true},
		{"Ve", "městě", "V", true},
		{"se", "hrudkami", "s", true}, // s/z before a cluster: plain
		{"ze", "Brna", "z", true},
		{"s", "psem", "se", true},
		{"v", "Praze", "v", false},  // cluster: v Praze, but ve středu; left to the writer
		{"ve", "škole", "ve", true}, // v before a sibilant + consonant (issue 24: v spojení)
		{"v", "spojení", "ve", true},
		{"v", "zprávě", "ve", true},
		{"v", "tmě", "ve", true},
		{"v", "čtvrtek", "ve", true},
		{"k", "zlepšení", "ke", true},
		{"k", "stolu", "ke", true},
		{"ve", "sobě", "v", true}, // sibilant + vowel: plain
		{"ve", "Brně", "ve", false},
		{"ke", "prvnímu", "ke", false},
		{"na", "vodě", "na", false}, // not vocalisable
	}
	for _, c := range cases {
		t.Run(c.prep+" "+c.next, func(t *testing.T) {
			got, ok := Vocalise(c.prep, c.next)
			assert.Equal(t, c.certain, ok)
			assert.Equal(t, c.want, got)
		})
	}
}
