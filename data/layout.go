package data

import "path/filepath"

// The reference scorer's resource directory (its -resources layout,
// shared/resources/meteor-1.5) and the directory of a new language
// (-new DIR). Only this file knows the names.

// FunctionWordPath is where a Meteor resource directory keeps the
// function-word list of language (e.g. "english").
func FunctionWordPath(dir, language string) string {
	return filepath.Join(dir, "function", language+".words")
}

// PrefixPath is where a Meteor resource directory keeps a language's
// non-breaking prefixes.
func PrefixPath(dir, language string) string {
	return filepath.Join(dir, "nonbreaking", language+".prefixes")
}

// SynonymDir is the directory of a Meteor resource directory holding
// <language>.synsets and <language>.exceptions (LoadSynonymDir).
func SynonymDir(dir string) string { return filepath.Join(dir, "synonym") }

// SynonymFiles returns the paths of a language's synset and exception
// files in a synonym directory (LoadSynonymDir reads them).
func SynonymFiles(dir, language string) (synsets, exceptions string) {
	return filepath.Join(dir, language+".synsets"), filepath.Join(dir, language+".exceptions")
}

// ParaphrasePath is where a Meteor resource directory keeps the
// paraphrase table of a language, by its short name (en, cz, fr, …).
func ParaphrasePath(dir, short string) string {
	return filepath.Join(dir, "paraphrase-"+short+".gz")
}

// StemTablePath is where a Meteor resource directory keeps a stem lookup
// table (the reference has one, for arabic-buckwalter-reduced).
func StemTablePath(dir, language string) string {
	return filepath.Join(dir, "stem", language+".gz")
}

// NewLanguageFiles are the function-word list and paraphrase table of a
// new language's directory (the reference's -new DIR).
func NewLanguageFiles(dir string) (functionWords, paraphrases string) {
	return filepath.Join(dir, "function.words"), filepath.Join(dir, "paraphrase.gz")
}
