package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestJakobyJako (csfix15, issue #34): the filler jakoby is jako, as
// jakože is (dev round 7 items 14 and 30 listed jakoby → jako); never
// back, jako also compares; and not before the hypothesis's own
// conditional: jakoby (as if) is jako by, and "jakoby spal" / "jako by
// spal" must not give *"jako spal".
func TestJakobyJako(t *testing.T) {
	an := tagged{}
	for k, v := range csrec14 {
		an[k] = v
	}
	an["jakoby"] = tok("jakoby", "SCONJ", "")
	an["by"] = tok("být", "AUX", "Mood=Cnd|Person=3|VerbForm=Fin")
	an["kdyby"] = tok("kdyby", "SCONJ", "Mood=Cnd|Person=3|VerbForm=Fin")
	an["spal"] = tok("spát", "VERB", "Gender=Masc|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")
	an["vypadal"] = tok("vypadat", "VERB", "Gender=Masc|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")
	rw := czechRewriter(an, Pairs{})
	for _, c := range []struct{ name, hyp, ref, want string }{
		{"jakoby → jako", "jako každý je jiný ,", "jakoby každý je jiný ,", "jako každý je jiný ,"},
		{"jako → *jakoby", "stejně jakoby každý je jiný ,", "stejně jako každý je jiný ,", "stejně jako každý je jiný ,"},
		{"as if: jako by", "vypadal , jako by spal .", "vypadal , jakoby spal .", "vypadal , jakoby spal ."},
		{"as if: jako kdyby", "vypadal , jako kdyby spal .", "vypadal , jakoby spal .", "vypadal , jakoby spal ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}
