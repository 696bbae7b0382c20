package en_test

import (
	"fmt"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/en" // registers "en"
)

func Example() {
	en, err := lemma.New("en")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range en.Analyze(strings.Fields("There were three children in the houses .")) {
		fmt.Printf("%s\t%s\t%s\t%s\n", t.Form, t.Lemma, t.POS, t.Feats)
	}
	fmt.Println(en.Generate("child", "NOUN", lemma.Feats{"Number": "Plur"}))
	// Output:
	// There	there	PRON	PronType=Dem
	// were	be	VERB	Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin
	// three	three	NUM	NumForm=Word|NumType=Card
	// children	child	NOUN	Number=Plur
	// in	in	ADP	_
	// the	the	DET	Definite=Def|PronType=Art
	// houses	house	NOUN	Number=Plur
	// .	.	PUNCT	_
	// [children]
}
