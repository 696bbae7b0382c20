// Package ro is the Romanian language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// ro_RO (Debian package hunspell-ro, read from /usr/share/hunspell at run time,
// never embedded) with the tables and taggers of model.pmod, embedded: learned from the dev
// split of UD Romanian (UD_Romanian-RRT) by go generate (lemma/hunspell/gen),
// under the treebank's licence (model.pmod's header and docs/models.md).
//
//	l, err := ro.New() // or lemma.New("ro") after importing this package
//
// Importing the package registers "ro" with package lemma.
package ro

import (
	_ "embed"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

//go:generate go run ../hunspell/gen -lang ro -o model.pmod

// model is the model file of the language (hunspell.ReadModel).
//
//go:embed model.pmod
var model []byte

// Spec names the Romanian resources.
var Spec = hunspell.Spec{Language: lang.Romanian, Package: "hunspell-ro",
	Treebank: "UD_Romanian-RRT", Train: "ro_rrt-ud-dev.conllu", Test: "ro_rrt-ud-test.conllu", Model: model,
	Retag: Retag}

// New loads (once: the embedded model and the dictionary data.FindHunspell finds) and returns the shared Romanian
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
