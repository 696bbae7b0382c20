// Package pl is the Polish language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// pl_PL (Debian package hunspell-pl, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD Polish
// (UD_Polish-PDB, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := pl.New() // or lemma.New("pl") after importing this package
//
// Importing the package registers "pl" with package lemma.
package pl

import (
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Spec names the Polish resources.
var Spec = hunspell.Spec{Language: lang.Polish, Package: "hunspell-pl",
	Treebank: "UD_Polish-PDB", Train: "pl_pdb-ud-dev.conllu", Test: "pl_pdb-ud-test.conllu",
	KnownLemmas: true}

// New loads (once, from data.HunspellDir) and returns the shared Polish
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
