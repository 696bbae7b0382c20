// Package es is the Spanish language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// es_ES (Debian package hunspell-es, read from /usr/share/hunspell at run time,
// never embedded) with the tables and taggers of model.pmod, embedded: learned from the dev
// split of UD Spanish (UD_Spanish-GSD) by go generate (lemma/hunspell/gen),
// under the treebank's licence (model.pmod's header and docs/models.md).
//
//	l, err := es.New() // or lemma.New("es") after importing this package
//
// Importing the package registers "es" with package lemma.
package es

import (
	_ "embed"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

//go:generate go run ../hunspell/gen -lang es -o model.pmod

// model is the model file of the language (hunspell.ReadModel).
//
//go:embed model.pmod
var model []byte

// Spec names the Spanish resources.
var Spec = hunspell.Spec{Language: lang.Spanish, Package: "hunspell-es",
	Treebank: "UD_Spanish-GSD", Train: "es_gsd-ud-dev.conllu", Test: "es_gsd-ud-test.conllu", Model: model}

// New loads (once: the embedded model and the dictionary data.FindHunspell finds) and returns the shared Spanish
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
