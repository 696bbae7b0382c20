// Package pl is the Polish language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// pl_PL (Debian package hunspell-pl, read from /usr/share/hunspell at run time,
// never embedded) with the tables and taggers of model.pmod, embedded: learned from the dev
// split of UD Polish (UD_Polish-PDB) by go generate (lemma/hunspell/gen),
// under the treebank's licence (model.pmod's header and docs/models.md).
//
//	l, err := pl.New() // or lemma.New("pl") after importing this package
//
// Importing the package registers "pl" with package lemma.
package pl

import (
	_ "embed"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

//go:generate go run ../hunspell/gen -lang pl -o model.pmod

// model is the model file of the language (hunspell.ReadModel).
//
//go:embed model.pmod
var model []byte

// Spec names the Polish resources.
var Spec = hunspell.Spec{Language: lang.Polish, Package: "hunspell-pl",
	Treebank: "UD_Polish-PDB", Train: "pl_pdb-ud-dev.conllu", Test: "pl_pdb-ud-test.conllu", Model: model,
	KnownLemmas: true}

// New loads (once: the embedded model and the dictionary data.FindHunspell finds) and returns the shared Polish
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
