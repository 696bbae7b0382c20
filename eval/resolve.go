package eval

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// ResolveOptions are what Resolve needs besides the language string.
type ResolveOptions struct {
	// NormChosen says the user chose the normalization (Meteor's -norm
	// given, or turned off): no fallback is decided.
	NormChosen bool
	// Tokenized says the text is already tokenized (an evaluation set):
	// a language without a -norm normalizer is then lowercased only, as
	// Meteor 1.5 scores such a set on its own tokens, rather than split
	// at Unicode word boundaries.
	Tokenized bool
	// StringMetricsOnly says that only BLEU, chrF and TER are scored: the
	// language string then names the target language of BLEU's tokenizer
	// (sacrebleu's SRC-TRG pair is accepted) and Meteor, unused, keeps
	// DefaultLanguage.
	StringMetricsOnly bool
	// Tokenize is BLEU's tokenizer when the user named one ("": sacrebleu's
	// choice for the target language).
	Tokenize string
	// Resources are the Meteor resources whose paraphrase table decides
	// whether the default modules include paraphrase.
	Resources meteor.ResourceFiles
}

// Target is what Resolve decides once for a run: every command and the
// Go API take these decisions from it rather than making them again.
type Target struct {
	// Meteor is the language Meteor scores with, as the user spelled it
	// (DefaultLanguage for BLEU, chrF and TER alone); Meteor's
	// configuration reads it.
	Meteor string
	// Language is its identity (package lang); the zero Language when
	// the spelling is unknown (resolving Meteor's configuration then
	// names the error).
	Language lang.Language
	// Normalization is the default normalization: Meteor's -norm, or the
	// fallback for a language without a normalizer (NormFallback):
	// meteor.UAX29 for text, meteor.LowerOnly for tokenized sets.
	Normalization meteor.Normalization
	// NormFallback says Normalization is the fallback, decided because
	// the user did not choose a normalization.
	NormFallback bool
	// BLEUTokenizer is BLEU's tokenizer: the one the user named, else
	// sacrebleu's choice for the target language (zh: zh, ja: ja-mecab),
	// else 13a.
	BLEUTokenizer string
	// Modules are the language's default Meteor matchers with the
	// resources given (DefaultModules: paraphrase only with a table); nil
	// for an unknown language.
	Modules []meteor.Module
	// Warnings are what a command says once on standard error about
	// these decisions (without the command's name).
	Warnings []string
}

// Resolve decides once, for the language a user names and the options
// around it, the language identity, the default normalization and its
// fallback, BLEU's tokenizer, the default Meteor modules and the warnings
// they call for. The language is read as a target language
// (lang.ParseTarget: any case, names, sacrebleu's SRC-TRG pair, a tag
// with a region such as zh-CN or zh_CN), the same for every metric; a
// spelling that names no language is an error (a *lang.UnknownError),
// whatever the metrics. A language Meteor does not know (zh, ja, ko) is
// not an error here: Target.Language is zero and resolving Meteor's
// configuration names it.
func Resolve(language string, o ResolveOptions) (Target, error) {
	t := Target{Meteor: language, Normalization: meteor.Norm, BLEUTokenizer: tokenize.Default}
	target, err := lang.ParseTarget(language)
	if err != nil {
		return t, err
	}
	t.BLEUTokenizer = bleuTokenizer(target, o.Tokenize)
	if _, ok := lang.Lookup(language); !ok {
		t.Meteor = target.Code // en-cs, cs_CZ: Meteor's spelling of the target
	}
	if o.StringMetricsOnly {
		t.Meteor = DefaultLanguage
	}
	l, ok := lang.Lookup(t.Meteor)
	if !ok {
		return t, nil
	}
	t.Language = l
	m, err := meteor.MeteorLanguage(l)
	if err != nil {
		return t, err
	}
	if !m.Normalizable && !o.NormChosen && !o.StringMetricsOnly {
		t.NormFallback = true
		t.Normalization = meteor.UAX29
		if o.Tokenized {
			t.Normalization = meteor.LowerOnly
		} else {
			t.Warnings = append(t.Warnings, fmt.Sprintf("Meteor has no -norm normalizer for %s: splitting words and punctuation at Unicode word boundaries, then lowercasing (%s)", m.Name, t.Normalization))
		}
	}
	if t.Modules, err = DefaultModules(meteor.Config{Language: t.Meteor, Normalization: t.Normalization}, o.Resources); err != nil {
		return t, err
	}
	return t, nil
}

// bleuTokenizer is tok when given, else sacrebleu's choice for the target
// language (BLEU._TOKENIZER_MAP of sacrebleu 2.2 on: zh: zh, ja:
// ja-mecab, ko: ko-mecab), else 13a. parmesan ships no MeCab: BLEU with
// ja-mecab or ko-mecab is refused when it is built, naming what it needs.
func bleuTokenizer(target lang.Language, tok string) string {
	if tok != "" {
		return tok
	}
	switch target.Code {
	case "zh":
		return tokenize.NameZh
	case "ja":
		return "ja-mecab"
	case "ko":
		return "ko-mecab"
	}
	return tokenize.Default
}
