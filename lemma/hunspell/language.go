package hunspell

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/perceptron"
)

// Spec names one language's resources: its identity (lang.Language: the
// lemma code, Code, and the hunspell locale under data.HunspellDir,
// Locale) and the rest.
type Spec struct {
	lang.Language
	Package  string // Debian package installing the dictionary: hunspell-de-de
	Treebank string // UD treebank the model is generated from (data/gen/ud): UD_German-GSD
	Train    string // its file the model is trained on: de_gsd-ud-dev.conllu
	Test     string // its file accuracy is reported on: de_gsd-ud-test.conllu
	// Model is the model file (model.go) Load uses: the language
	// package's embedded one, generated from Train by Build.
	Model []byte
	// Retag, when set, corrects the analysis of a sentence after the
	// taggers (lemma/ro's rules); it reads the Language's dictionary and
	// treebank through its exported methods.
	Retag func(l *Language, toks []lemma.Token)
	// NounPhraseCase: a noun whose analysed case is not its determiner's
	// takes the determiner's when the noun's form has that reading
	// (Language.determinerCase), and a noun phrase read as nominative in
	// a clause whose subject is a nominative-only pronoun is accusative
	// (Language.secondNominative). Set for German, whose articles show
	// the case that nouns' endings rarely do.
	NounPhraseCase bool
	// LexicalGender: a noun takes the gender that all the dictionary's
	// noun readings of its form and lemma have (Language.lexicalGender).
	// Set for German, whose taggers read a noun's gender from its
	// neighbours ("Ihr Konkurrent" as neuter).
	LexicalGender bool
	// Contractions are words fused of a preposition and an article, which
	// the treebank splits into its syntactic words and the tagger is
	// trained on split (German "zum" → "zu", "dem"): Analyze tags them
	// split (Language.analyzeSplit). Keys are lower case.
	Contractions map[string][2]string
	// KnownLemmas retags, after the tagger, a word whose lemma neither the
	// dictionary nor the treebank knows as its dictionary reading with a
	// known lemma (Analyze; pl "Poprawka" tagged a verb "poprawkać").
	KnownLemmas bool
	// LemmaByGender lets the gender tagger choose between lemmas: a word
	// whose tagged lemma has no reading with the predicted gender takes
	// another lemma's reading that agrees with every predicted feature
	// (Russian "веке": век, not веко) unless the training treebank gave
	// the form the tagged lemma. Measured on the UD test splits (lemmas
	// it makes right − wrong): ru 11 − 3; de 5 − 7, pl 52 − 32, ro 4 − 5,
	// fr 0 − 0, es 1 − 0. Russian sets it; Polish would gain too, but its
	// fixer's suite was not measured with it.
	LemmaByGender bool
}

// Language is a lemma.Language (and lemma.Vocabulary) for one Spec: the
// trained tagger analyses, the morphology generates. Safe for concurrent
// use.
type Language struct {
	Spec        Spec
	Info        ModelInfo // the model's header
	morph       *Morphology
	model       *perceptron.Model
	featModels  map[string]*perceptron.Model // by TaggedFeatures name
	fingerprint string                       // Fingerprint
	dictHash    string                       // short hash of the dictionary loaded
	modelHash   string                       // short hash of the model file
}

// cacheVersion changes whenever Learn, Keys or the perceptron's training
// change what a model holds; model files record it (ModelInfo.Generator).
const cacheVersion = "lemma-hunspell-6"

// trained is what training produces and a model file holds.
type trained struct {
	Tables *Tables
	Model  *perceptron.Model
	Feats  map[string]*perceptron.Model
}

// Register registers spec's language with package lemma and returns
// its loader, which loads the language from its embedded model
// (spec.Model) and the system dictionary (data.FindHunspell) once, on
// first use, and shares it: what each language package (lemma/de,
// lemma/pl, …) does with its Spec.
func Register(spec Spec) func() (*Language, error) {
	if _, dup := specs[spec.Code]; dup {
		panic("lemma/hunspell: " + spec.Code + " registered twice")
	}
	specs[spec.Code] = spec
	load := sync.OnceValues(func() (*Language, error) {
		dir, err := data.FindHunspell(spec.Locale, spec.Package)
		if err != nil {
			return nil, fmt.Errorf("lemma/%s: %w", spec.Code, err)
		}
		return Load(spec, dir)
	})
	lemma.Register(spec.Code, func() (lemma.Language, error) { return load() })
	return load
}

// specs are the registered languages' Specs by code, written only by
// Register (from package initialisation).
var specs = map[string]Spec{}

// SpecFor returns the Spec of a registered language (imported lemma/de,
// lemma/pl, …); ok is false for another code.
func SpecFor(code string) (spec Spec, ok bool) {
	spec, ok = specs[code]
	return spec, ok
}

// Load reads the dictionary of spec.Locale from dir and the model file
// spec.Model (embedded by the language package; see Build). A missing
// dictionary is an error naming the Debian package. A dictionary other
// than the one the model was trained with is used all the same (the
// tables' rule keys name .aff lines, so analyses may differ); the
// Fingerprint names the dictionary that acted, and
// DictionaryMatches reports whether it is the model's.
func Load(spec Spec, dir string) (*Language, error) {
	aff, dic := data.HunspellPaths(dir, spec.Locale)
	h, sum, err := data.LoadHunspellSum(aff, dic)
	if err != nil {
		return nil, fmt.Errorf("lemma/%s: %w; %s", spec.Code, err, data.HunspellHint(spec.Locale, spec.Package))
	}
	if len(spec.Model) == 0 {
		return nil, fmt.Errorf("lemma/%s: no model (regenerate it: go generate ./lemma/%s)", spec.Code, spec.Code)
	}
	info, built, err := ReadModel(spec.Model, "lemma/"+spec.Code+" model")
	if err != nil {
		return nil, err
	}
	if info.Language != spec.Code {
		return nil, fmt.Errorf("lemma/%s: the model is for language %q", spec.Code, info.Language)
	}
	dh, err := data.ShortSum(sum, aff, dic) // the cache key's hash, read once
	if err != nil {
		return nil, fmt.Errorf("lemma/%s: %w", spec.Code, err)
	}
	l := newLanguage(spec, h, built)
	l.Info = *info
	l.dictHash, l.modelHash = dh, data.HashBytes(spec.Model)
	l.fingerprint = "hunspell-" + spec.Locale + "#" + dh + "+model-" + spec.Code + "#" + l.modelHash
	return l, nil
}

// Fingerprint names what the analysis (and Lemma) computes with: the
// hunspell dictionary loaded and the model file, each with a short hash
// of its bytes (hunspell-de_DE#1a2b3c4d+model-de#5e6f7a8b), for
// signatures; "" for a Language not built by Load.
func (l *Language) Fingerprint() string { return l.fingerprint }

// ModelHash is the short hash of the model file's bytes.
func (l *Language) ModelHash() string { return l.modelHash }

// DictionaryMatches reports whether the dictionary loaded is the one the
// model was trained with (by hash).
func (l *Language) DictionaryMatches() bool { return l.dictHash == l.Info.DictionaryHash() }

// fit learns the tables of a dictionary from sentences (name is their
// file, for errors) and trains the tagger with the morphology as its
// lexicon.
func fit(h *data.Hunspell, sents []*data.CoNLLUSentence, name string) (*trained, error) {
	t, err := Learn(h, sents, name)
	if err != nil {
		return nil, err
	}
	morph := NewMorphology(h, t)
	m, err := perceptron.Train(sents, perceptron.TrainOptions{Lexicon: morph})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	fms, err := trainFeatures(morph, sents)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return &trained{Tables: t, Model: m, Feats: fms}, nil
}

func newLanguage(spec Spec, h *data.Hunspell, t *trained) *Language {
	l := &Language{Spec: spec, morph: NewMorphology(h, t.Tables), model: t.Model, featModels: t.Feats}
	l.model.SetLexicon(sharedReadings{l.morph})
	for k, fm := range l.featModels {
		fm.SetLexicon(featureLexicon{l.morph, k})
	}
	return l
}

// Analyze tags a tokenized sentence (lemma.Analyzer).
// The part of speech, lemma and features come from the tagger, then the
// agreement features (TaggedFeatures) from their own taggers.
func (l *Language) Analyze(tokens []string) []lemma.Token {
	if len(l.Spec.Contractions) > 0 {
		return l.analyzeSplit(tokens)
	}
	return l.analyze(tokens)
}

func (l *Language) analyze(tokens []string) []lemma.Token {
	toks := l.model.Analyze(tokens)
	l.initialNouns(toks)
	if l.Spec.KnownLemmas {
		l.knownLemmas(toks)
	}
	l.tagFeatures(tokens, toks)
	if l.Spec.NounPhraseCase {
		l.determinerCase(toks)
	}
	if l.Spec.LexicalGender {
		l.lexicalGender(toks)
	}
	if l.Spec.NounPhraseCase {
		l.secondNominative(toks) // after lexicalGender: reads checks the gender
	}
	if l.Spec.Retag != nil {
		l.Spec.Retag(l, toks)
	}
	return toks
}

// sentenceEnd are the tokens after which a capital starts a sentence.
var sentenceEnd = map[string]bool{".": true, "!": true, "?": true, ":": true, "-": true, "--": true, "–": true, "—": true, "„": true, "\"": true, "«": true, "(": true}

// initialNouns retags a capitalised sentence-initial word the tagger took
// for a proper noun as a common noun when the dictionary knows its
// lower-case form as one ("Район образован …", "Termin …"): the tagger
// learned from capitals inside sentences, where they mark names.
func (l *Language) initialNouns(toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		if t.POS != "PROPN" || i > 0 && !sentenceEnd[toks[i-1].Form] {
			continue
		}
		r, size := utf8.DecodeRuneInString(t.Form)
		low := strings.ToLower(t.Form)
		if !unicode.IsUpper(r) || size == len(t.Form) || strings.ToUpper(t.Form) == t.Form {
			continue
		}
		if !l.morph.Known(low) {
			continue // (Москва: no lower-case word)
		}
		for _, c := range l.morph.readings(low) {
			if c.POS == "NOUN" {
				t.POS, t.Lemma, t.Feats = "NOUN", c.Lemma, c.Feats
				break
			}
		}
	}
}

// knownLemmas retags a word of an open class (not a proper noun) whose
// lemma, made by a learned edit script, is no word the dictionary or the
// treebank knows ("Poprawka" tagged the verb "poprawkać", "gospodynie" the
// noun "gospodyn") as its most probable reading whose lemma the dictionary
// knows, of the tagged part of speech if it has one (gospodyni), else of
// any but an adverb (poprawka, a noun; an adverb's lemma is the form
// itself, known whatever the word is: "idąc" tagged a verb "echać" is no
// adverb). The features are then tagged as for any word.
func (l *Language) knownLemmas(toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		if t.POS == "PROPN" || t.POS == "PUNCT" || ClosedPOS[t.POS] || t.Lemma == "" || l.morph.Known(t.Lemma) || l.attestedLemma(t.Form, t.Lemma) {
			continue
		}
		var other *lemma.Token
		cs := l.morph.readings(t.Form)
		for j := range cs {
			c := &cs[j]
			if c.POS == "PROPN" || c.POS == "X" || !l.morph.Known(c.Lemma) {
				continue
			}
			if c.POS == t.POS {
				other = c
				break
			}
			if other == nil && c.POS != "ADV" {
				other = c
			}
		}
		if other != nil {
			t.POS, t.Lemma, t.Feats = other.POS, other.Lemma, other.Feats
		}
	}
}

// attestedLemma reports whether the treebank gave form the lemma lem.
func (l *Language) attestedLemma(form, lem string) bool {
	for _, g := range l.morph.t.Seen[strings.ToLower(form)] {
		if g.Lemma == lem {
			return true
		}
	}
	return false
}

// Generate returns the forms of a lemma realising features (lemma.Generator).
func (l *Language) Generate(lem, pos string, feats lemma.Feats) []string {
	return l.morph.Generate(lem, pos, feats)
}

// Known reports whether the dictionary or the closed classes know a form
// (lemma.Vocabulary).
func (l *Language) Known(form string) bool { return l.morph.Known(form) }

// Candidates returns the readings of a form out of context, for trained
// taggers using the dictionary as a lexicon.
func (l *Language) Candidates(form string) []lemma.Token { return l.morph.Candidates(form) }

// Entries returns the affix flag sets of the dictionary's entries for
// form, in its spelling and lower-cased ("" for an entry without flags);
// none when the dictionary does not list it.
func (l *Language) Entries(form string) []string {
	var out []string
	for _, v := range variants(form) {
		out = append(out, l.morph.h.Homonyms(v)...)
	}
	return out
}

// Attested returns the readings the training treebank gave a form
// (Morphology.Attested), for checking generated forms.
func (l *Language) Attested(form string) []lemma.Token { return l.morph.Attested(form) }

// Lemma is the most probable lemma of a word out of context, lower-cased:
// that of the first of its readings (Candidates), the word itself when it
// has none. It makes a Language a meteor.Lemmatizer (the Lemma module
// matches words whose lemmas are equal); deterministic and safe for
// concurrent use.
func (l *Language) Lemma(word string) string {
	if cs := l.morph.readings(word); len(cs) > 0 && cs[0].Lemma != "" {
		return strings.ToLower(cs[0].Lemma)
	}
	return word
}
