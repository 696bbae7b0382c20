// Package rewrite implements Parmesan's targeted paraphrasing of
// references (Barančíková 2014, §4, after Kauchak & Barzilay 2006): each
// reference word that the hypothesis expresses with a different word of
// the same part of speech — a synonym or paraphrase known to the lexicon —
// is replaced by the hypothesis word, so that an exact-match metric no
// longer punishes a valid synonym. Package fix then repairs the agreement
// such replacements can break.
//
// It sits after lemma and paraphrase and before fix and meteor:
//
//	rw := rewrite.New(analyzer, rewrite.Pairs{Curated: thesaurus, Table: filtered})
//	res := rw.Rewrite(hypTokens, refTokens)
//	// res.Tokens is the new reference, res.Subs what was replaced.
//
// A lexicon that knows parts of speech (POSLexicon, as Pairs over WordNet
// pairs) is asked with the part of speech the two words share. The Guard
// of a language holds the precision filters: closed-class and light
// words, idioms, polarity, verb form, aspect, verb frames (a preposition
// or a complement clause after the verb), and anchors.
package rewrite
