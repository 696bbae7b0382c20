package lemma_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

func TestTokenize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Už poloha je klasická.", "Už poloha je klasická ."},
		{"The cat's 3.5 kg, isn't it?", "The cat's 3.5 kg , isn't it ?"},
		{"  spaces\tand\nnewlines  ", "spaces and newlines"},
		{"東京は晴れ", "東 京 は 晴 れ"},
		{"a—b (c) «d»", "a — b ( c ) « d »"},
		{"", ""},
	} {
		t.Run(c.in, func(t *testing.T) {
			assert.Equal(t, c.want, strings.Join(lemma.Tokenize(c.in), " "))
		})
	}
}

func FuzzTokenize(f *testing.F) {
	f.Add("Už poloha je klasická.")
	f.Add("don't stop 3,5 km")
	f.Fuzz(func(t *testing.T, s string) {
		toks := lemma.Tokenize(s)
		// No token is empty or contains white space, and no
		// non-space character is lost.
		var kept int
		for _, tok := range toks {
			if tok == "" || strings.IndexFunc(tok, func(r rune) bool { return r == ' ' || r == '\n' || r == '\t' }) >= 0 {
				t.Fatalf("bad token %q in %q", tok, s)
			}
			kept += len(tok)
		}
		want := len(strings.Join(strings.Fields(s), ""))
		if kept != want {
			t.Fatalf("%q: kept %d bytes of %d non-space", s, kept, want)
		}
	})
}

func ExampleTokenize() {
	fmt.Printf("%q\n", lemma.Tokenize("Už poloha je klasická, isn't it?"))
	// Output: ["Už" "poloha" "je" "klasická" "," "isn't" "it" "?"]
}
