// Package tokenize holds the tokenizers of sacrebleu 2.6.0 that BLEU uses
// (13a, intl, zh, char, none), reimplemented from their definitions so
// that parmesan's BLEU is identical to sacrebleu's, and the Python string
// primitives those definitions rest on: str.lower (Lower), str.split and
// str.strip whitespace (IsSpace, Fields, TrimSpace, TrimRightSpace).
//
// It sits under package metric and is shared by every string-based
// metric (metric/bleu, metric/chrf, metric/ter). A Tokenizer returns the
// tokens joined by single spaces, as sacrebleu's do; callers split the
// result on spaces.
//
// The regular-expression passes of 13a and intl are written as single
// left-to-right scans with the regexps' leftmost, non-overlapping match
// semantics; tokenize_test.go checks them against literal translations
// of the patterns with package regexp.
//
// Tokenizers are stateless and safe for concurrent use.
//
// Tokenizers that need external models (sacrebleu's ja-mecab, ko-mecab,
// spm/flores101/flores200) are not implemented: New names them and
// returns ErrUnsupported.
package tokenize
