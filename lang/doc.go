// Package lang is the project's one language identity: a Language value,
// resolved once from any accepted spelling ("cs", "cz", "czech", "CS"),
// carries every spelling the stages need: the project's code (signatures,
// stage registries), Meteor's internal name, the hunspell/MyThes locale
// and the FreeDict code.
//
//	l, err := lang.Parse("cz") // lang.Czech
//	l.Code     // "cs": lemma.New, fix.New, rewrite, signatures
//	l.Name     // "czech": Meteor's tables (spec §1.3), parameter files
//	l.Locale   // "cs_CZ": /usr/share/hunspell, /usr/share/mythes
//	l.FreeDict // "ces": freedict-eng-ces
//
// Meteor's short names (cz, se, ar-bw-red), which the jar's -l takes and
// writes in its Eval ID and paraphrase-<short>.gz, are accepted spellings
// here; they are Meteor's facts and stay in package meteor
// (meteor.Language.Short), used only where the jar's bytes need them.
//
// Which stages a language has (a lemma analyzer, agreement rules) is not
// recorded here: it depends on the packages linked in, and their
// registries, keyed by Code, answer it (lemma.Languages, fix.Languages).
//
// The package imports only the standard library, so every package, meteor
// included, may import it. Its values are immutable and safe for
// concurrent use.
package lang
