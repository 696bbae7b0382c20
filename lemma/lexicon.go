package lemma

// Lexicon is implemented by languages that can tell whether a word form
// is in their dictionary; paraphrase filters drop pairs with unknown words.
type Lexicon interface {
	Known(form string) bool
}
