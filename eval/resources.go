package eval

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

// lemmaResources gives Meteor's Lemma module (parmesan's extension: words
// with a common lemma match) its lemmatizer when the modules ask for it
// and the caller set none: the language's lemma analyzer when it is one
// (Czech, lemma/cs; the hunspell languages: de, pl, ru, ro, fr, es), identified
// in the signature by what its lemmas come from, with hashes: for a
// hunspell language the dictionary and the embedded model that acted
// (lemmas:hunspell-ro_RO#1a2b3c4d+model-ro#5e6f7a8b), for
// Czech the dictionary and lemma/cs's own tables
// (lemmas:hunspell-cs_CZ+lemma/cs#…). A language without one is an error
// naming what is missing.
func lemmaResources(code string, mods []meteor.Module, res *meteor.Resources) error {
	if !slices.Contains(mods, meteor.Lemma) || res.Lemmas != nil {
		return nil
	}
	l, err := lang.Parse(code)
	if err != nil {
		return fmt.Errorf("parmesan: the lemma module: %w", err)
	}
	an, err := lemma.New(l.Code)
	if errors.Is(err, lemma.ErrUnknownLanguage) {
		return fmt.Errorf("parmesan: the lemma module has no lemmatizer for %s (it takes cs, en and the hunspell languages: de, pl, ru, ro, fr, es): %w", l.Code, err)
	}
	if err != nil {
		return fmt.Errorf("parmesan: the lemma module needs a lemma analyzer for %s: %w", l.Code, err)
	}
	lz, ok := an.(interface {
		meteor.Lemmatizer
		Fingerprint() string
	})
	if !ok || lz.Fingerprint() == "" {
		return fmt.Errorf("parmesan: the lemma module has no lemmatizer for %s (it takes cs, en and the hunspell languages: de, pl, ru, ro, fr, es)", l.Code)
	}
	res.Lemmas = lz
	res.Fingerprints.Lemmas = lz.Fingerprint()
	if f, ok := lz.(interface{ LemmaFingerprint() string }); ok {
		// what Lemma reads, when it is less than the analyzer's whole
		// fingerprint (English: WordNet without the tagger)
		res.Fingerprints.Lemmas = f.LemmaFingerprint()
	}
	return nil
}

// mpedaProvenance names, in the signature's paraphrase field, the MPEDA
// settings a paraphrase table was built with (the TABLE.settings file
// "parmesan table mpeda" writes beside it: mpeda.Settings): the content
// hash alone says which table, the settings say how it was made
// (para:HASH[mpeda:order:4,doc-size:50,…]). A table without that file (Meteor's,
// one built by "table build") keeps the hash alone.
func mpedaProvenance(path string, mods []meteor.Module, res *meteor.Resources) error {
	if path == "" || res.Fingerprints.Paraphrases == "" || !slices.Contains(mods, meteor.Paraphrase) {
		return nil
	}
	s, err := mpeda.ReadSettings(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("parmesan: %w", err)
	}
	res.Fingerprints.Paraphrases += "[mpeda:" + strings.ReplaceAll(s, "|", ",") + "]"
	return nil
}
