package paraphrase_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// A Meteor-format table read into a Set, then looked up.
func ExampleFromMeteorTable() {
	table := "0.5\nautomobile\ncar\n0.25\nbig cat\nlion\n"
	s, err := paraphrase.FromMeteorTable(strings.NewReader(table), "example.txt")
	if err != nil {
		log.Fatal(err)
	}
	p, ok := s.Lookup("automobile", "car")
	fmt.Println(s.Len(), ok, p.Prob)
	_, ok = s.Lookup("car", "automobile")
	fmt.Println(ok) // tables are directed
	// Output:
	// 2 true 0.5
	// false
}
