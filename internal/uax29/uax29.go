// Package uax29 splits text into words and punctuation marks by the
// Unicode word boundaries of UAX #29 (github.com/blevesearch/segment). It
// is lemma.Tokenize, and meteor.UAX29's tokenizer, below both (meteor
// imports no pipeline stage).
package uax29

import (
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/segment"
)

// Tokenize splits raw text into words and punctuation marks by the
// Unicode word boundaries of UAX #29, dropping white space. Words keep
// their inner apostrophes and periods ("don't", "e.g"), as UAX #29
// prescribes; every other non-space character is a token of its own.
// Text that is not valid UTF-8 is split on white space, every byte kept.
func Tokenize(text string) []string {
	if !utf8.ValidString(text) {
		// The segmenter silently drops invalid bytes: split on white
		// space instead, keeping every byte of the input.
		return splitSpace(text)
	}
	var out []string
	seg := segment.NewWordSegmenterDirect([]byte(text))
	for seg.Segment() {
		tok := seg.Text()
		if seg.Type() != segment.None {
			out = append(out, tok)
			continue
		}
		for i := 0; i < len(tok); {
			r, n := utf8.DecodeRuneInString(tok[i:])
			if !unicode.IsSpace(r) {
				out = append(out, tok[i:i+n]) // the input's bytes, even if not UTF-8
			}
			i += n
		}
	}
	if seg.Err() != nil {
		return splitSpace(text)
	}
	return out
}

func splitSpace(text string) []string {
	var out []string
	start := -1
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, text[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += n
	}
	if start >= 0 {
		out = append(out, text[start:])
	}
	return out
}
