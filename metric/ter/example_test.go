package ter_test

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/metric/ter"
)

func Example() {
	m := ter.New(ter.Options{})
	s, err := m.Stats("the cat sat on the mat", []string{"On the mat the cat sat"})
	if err != nil {
		panic(err)
	}
	sc := m.Sentence(s)
	fmt.Printf("%s|%s = %.2f (edits %v, reference length %v)\n", sc.Name, m.Signature().Sacre(false), sc.Score, s[0], s[1])
	// Output:
	// TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0 = 16.67 (edits 1, reference length 6)
}

func ExampleTokenize() {
	fmt.Printf("%q\n", ter.Tokenize("Jim's car (the red one) costs $4.2k.", ter.Options{Normalized: true}))
	// Output:
	// ["jim" "'s" "car" "(" "the" "red" "one" ")" "costs" "$" "4.2k" "."]
}
