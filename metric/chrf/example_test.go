package chrf_test

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/metric/chrf"
)

// chrF with character bigrams: against "a b c" (whitespace is dropped),
// "ab" has unigram precision 1 and recall 2/3, bigram precision 1 and
// recall 1/2; the averages P = 1 and R = 7/12 give
// F2 = 5·P·R / (4·P + R) = 7/11.
func Example() {
	m, err := chrf.New(chrf.Options{CharOrder: 2})
	if err != nil {
		panic(err)
	}
	st, err := m.Stats("ab", []string{"a b c"})
	if err != nil {
		panic(err)
	}
	s := m.Sentence(st)
	fmt.Println(st)
	fmt.Printf("%s = %.4f\n", s.Name, s.Score)
	fmt.Println(m.Signature().Sacre(false))
	// Output:
	// [2 3 2 1 2 1]
	// chrF2 = 63.6364
	// nrefs:1|case:mixed|eff:yes|nc:2|nw:0|space:no|version:2.6.0
}
