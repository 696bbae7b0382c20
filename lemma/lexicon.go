package lemma

// Vocabulary is implemented by languages that can tell whether a word form
// is in their dictionary; paraphrase filters drop pairs with unknown words.
type Vocabulary interface {
	Known(form string) bool
}
