package lexicon

import (
	_ "embed"
)

// The shipped lexicons, learned by this project's own command (parmesan
// table lexicon) from the WMT22 and WMT24 general test sets with every
// system output and reference (shared/corpora/multi-translation; never
// from the sets the project evaluates on): English → Czech from the
// en-cs sets, German → English from the en-de sets read against their
// direction (the German translations as sources of the English source
// text). Their settings (model, thresholds, corpora, counts) are in each
// file's gzip header comment. Licence: derived from the WMT test sets and
// submissions, which the WMT organisers release for research use; the
// lexicons are for research use on the same terms. To regenerate (needs
// the shared corpora; about a minute each): go generate ./paraphrase/lexicon
//
//go:generate go run ../../cmd/parmesan table lexicon -s en -l cs -o lex-en-cs.gz ../../../shared/corpora/multi-translation
//go:generate go run ../../cmd/parmesan table lexicon -s de -l en -o lex-de-en.gz ../../../shared/corpora/multi-translation
var (
	//go:embed lex-en-cs.gz
	lexEnCs []byte
	//go:embed lex-de-en.gz
	lexDeEn []byte
)

// Embedded returns the gzip lexicon shipped from source language src
// into tgt (language codes) and its name for a signature (lex-en-cs), or
// ok false when none is shipped.
func Embedded(src, tgt string) (gz []byte, name string, ok bool) {
	switch src + "-" + tgt {
	case "en-cs":
		return lexEnCs, "lex-en-cs", true
	case "de-en":
		return lexDeEn, "lex-de-en", true
	}
	return nil, "", false
}
