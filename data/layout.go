package data

import (
	"path"
	"path/filepath"
)

// The reference scorer's resource directory (its -resources layout,
// shared/resources/meteor-1.5, also the layout inside meteor-1.5.jar; see
// MeteorDir) and the directory of a new language (-new DIR). Only this
// file knows the names.

// Resource names (slash-separated) relative to a MeteorDir.
func functionRel(language string) string { return path.Join("function", language+".words") }
func prefixRel(language string) string   { return path.Join("nonbreaking", language+".prefixes") }
func synonymRel(language string) (string, string) {
	return path.Join("synonym", language+".synsets"), path.Join("synonym", language+".exceptions")
}
func stemRel(language string) string { return path.Join("stem", language+".gz") }

// PrefixPath is where a Meteor resource directory keeps a language's
// non-breaking prefixes.
func PrefixPath(dir, language string) string {
	return filepath.Join(dir, filepath.FromSlash(prefixRel(language)))
}

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

// NewLanguageFiles are the function-word list and paraphrase table of a
// new language's directory (the reference's -new DIR).
func NewLanguageFiles(dir string) (functionWords, paraphrases string) {
	return filepath.Join(dir, "function.words"), filepath.Join(dir, "paraphrase.gz")
}
