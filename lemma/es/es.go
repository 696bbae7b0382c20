// Package es is the Spanish language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// es_ES (Debian package hunspell-es, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD Spanish
// (UD_Spanish-GSD, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := es.New() // or lemma.New("es") after importing this package
//
// Importing the package registers "es" with package lemma.
package es

import (
	"sync"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

func init() {
	lemma.Register(lang.Spanish.Code, func() (lemma.Language, error) { return New() })
}

// Spec names the Spanish resources.
var Spec = hunspell.Spec{Language: lang.Spanish, Package: "hunspell-es",
	Treebank: "UD_Spanish-GSD", Train: "es_gsd-ud-dev.conllu", Test: "es_gsd-ud-test.conllu"}

// Dir is where New looks for es_ES.aff and es_ES.dic.
var Dir = data.HunspellDir

// New loads (once) and returns the shared Spanish language.
func New() (*hunspell.Language, error) { return load() }

var load = sync.OnceValues(func() (*hunspell.Language, error) { return hunspell.Load(Spec, Dir) })
