// Package de is the German language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// de_DE (Debian package hunspell-de-de, read from /usr/share/hunspell at run time,
// never embedded) with the tables and taggers of model.pmod, embedded: learned from the dev
// split of UD German (UD_German-GSD) by go generate (lemma/hunspell/gen),
// under the treebank's licence (model.pmod's header and docs/models.md).
//
//	l, err := de.New() // or lemma.New("de") after importing this package
//
// Importing the package registers "de" with package lemma.
package de

import (
	_ "embed"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

//go:generate go run ../hunspell/gen -lang de -o model.pmod

// model is the model file of the language (hunspell.ReadModel).
//
//go:embed model.pmod
var model []byte

// Spec names the German resources.
var Spec = hunspell.Spec{Language: lang.German, Package: "hunspell-de-de",
	Treebank: "UD_German-GSD", Train: "de_gsd-ud-dev.conllu", Test: "de_gsd-ud-test.conllu", Model: model,
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

// New loads (once: the embedded model and the dictionary data.FindHunspell finds) and returns the shared German
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
