// Package de is the German language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// de_DE (Debian package hunspell-de-de, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD German
// (UD_German-GSD, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := de.New() // or lemma.New("de") after importing this package
//
// Importing the package registers "de" with package lemma.
package de

import (
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Spec names the German resources.
var Spec = hunspell.Spec{Language: lang.German, Package: "hunspell-de-de",
	Treebank: "UD_German-GSD", Train: "de_gsd-ud-dev.conllu", Test: "de_gsd-ud-test.conllu",
	NounPhraseCase: true, LexicalGender: true, Contractions: Contractions}

// Contractions are the prepositions fused with the definite article
// (Duden, Grammatik: Verschmelzung von Präposition und Artikel), each
// with the two syntactic words UD German-GSD writes for it. Read only.
var Contractions = map[string][2]string{
	"am": {"an", "dem"}, "ans": {"an", "das"}, "aufs": {"auf", "das"}, "beim": {"bei", "dem"},
	"durchs": {"durch", "das"}, "fürs": {"für", "das"}, "hinterm": {"hinter", "dem"}, "hinters": {"hinter", "das"},
	"im": {"in", "dem"}, "ins": {"in", "das"}, "überm": {"über", "dem"}, "übers": {"über", "das"},
	"ums": {"um", "das"}, "unterm": {"unter", "dem"}, "unters": {"unter", "das"}, "vom": {"von", "dem"},
	"vorm": {"vor", "dem"}, "vors": {"vor", "das"}, "zum": {"zu", "dem"}, "zur": {"zu", "der"},
}

// New loads (once, from data.HunspellDir) and returns the shared German
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
