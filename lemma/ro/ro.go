// Package ro is the Romanian language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// ro_RO (Debian package hunspell-ro, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD Romanian
// (UD_Romanian-RRT, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := ro.New() // or lemma.New("ro") after importing this package
//
// Importing the package registers "ro" with package lemma.
package ro

import (
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Spec names the Romanian resources.
var Spec = hunspell.Spec{Language: lang.Romanian, Package: "hunspell-ro",
	Treebank: "UD_Romanian-RRT", Train: "ro_rrt-ud-dev.conllu", Test: "ro_rrt-ud-test.conllu",
	Retag: Retag}

// New loads (once, from data.HunspellDir) and returns the shared Romanian
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
