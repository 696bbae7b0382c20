// Package data knows every file format and install location parmesan reads:
// Meteor's resource files (function words, non-breaking prefixes, WordNet
// synonyms, paraphrase tables, stem tables), system dictionaries, and the
// small resources embedded in the binary. Other packages receive parsed,
// immutable values from it.
//
// Errors about file contents are *PosError values that print as
// "file:line: message".
package data
