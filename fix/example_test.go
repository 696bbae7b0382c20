package fix_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	_ "github.com/parmesan-mt/parmesan/fix/en"
	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/en"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// The fixer repairs the agreement a rewrite broke: the article before a
// substituted noun that starts with another sound.
func ExampleNew() {
	l, err := lemma.New("en")
	if err != nil {
		log.Fatal(err)
	}
	f, err := fix.New("en", l)
	if err != nil {
		log.Fatal(err)
	}
	lex := paraphrase.NewSet()
	lex.Add(paraphrase.Pair{A: "automobile", B: "car", Source: paraphrase.SourceThesaurus})
	res := rewrite.New(l, rewrite.Pairs{Curated: lex}).Rewrite(strings.Fields("yesterday he bought a car"), strings.Fields("he bought an automobile yesterday"))
	tokens, edits := f.Fix(&res)
	fmt.Println(strings.Join(tokens, " "))
	for _, e := range edits {
		fmt.Printf("%s: %s → %s\n", e.Rule, e.Before, e.After)
	}
	// Output:
	// he bought a car yesterday
	// en-a-an: an → a
}
