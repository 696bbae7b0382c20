package rewrite_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/en"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// A reference word is replaced by the hypothesis word the lexicon pairs it
// with; the rest of the reference is kept.
func ExampleRewriter_Rewrite() {
	l, err := lemma.New("en")
	if err != nil {
		log.Fatal(err)
	}
	lex := paraphrase.NewSet()
	lex.Add(paraphrase.Pair{A: "automobile", B: "car", Source: paraphrase.SourceThesaurus})
	rw := rewrite.New(l, rewrite.Pairs{Curated: lex})
	res := rw.Rewrite(strings.Fields("yesterday he bought a car"), strings.Fields("he bought an automobile yesterday"))
	fmt.Println(strings.Join(res.Tokens, " "))
	for _, s := range res.Subs {
		fmt.Printf("%d: %s → %s\n", s.Pos, s.Old, s.New)
	}
	// Output:
	// he bought an car yesterday
	// 3: automobile → car
}
