// Package meteorpp is Meteor++ (Guo, Ruan & Hu, "Meteor++: Incorporating
// Copy Knowledge into Machine Translation Evaluation", WMT 2018): Meteor
// whose precision and recall are smoothed by the copy words — words that
// a paraphrase almost always copies (names, numbers, topical nouns) —
// that each side keeps.
//
// # Copy knowledge
//
// Extract reads paraphrase pairs, each as two bags of lower-cased words
// (section 3.1 and 6 of the paper), and applies formulas 6–7:
//
//	C(w)    = number of pairs in which w occurs (on either side)
//	C(co_w) = number of pairs with w in both bags
//	p_w     = C(co_w) / C(w)
//	copy words = { w | C(w) ≥ F ∧ p_w ≥ P }
//
// The paper's settings are F = 20, P = 0.85 on Quora question pairs and
// F = 2, P = 0.8 on WMT data (the defaults). A word seen in one pair has
// C(w) = 1 and never passes F = 2. PairsFromSet builds pairs from an
// evaluation set: each hypothesis whose human segment score is at least a
// threshold (the paper: 0.8 on normalised DA; here by default 0.8 after
// min–max normalisation of the set's scores, see ScaleMinMax), paired with
// each of its references.
//
// Two extensions, off by default and named in the list's Extraction (and
// so in Meteor++'s signature) when on: pairs of two references of one
// segment (SetOptions.RefPairs), and skipping the language's function
// words and tokens without a letter or digit
// (ExtractOptions.SkipFunctionWords).
//
// # Named-entity copy words
//
// The paper's reported experiments (section 4.1, Table 5) do not use an
// extracted list: "we take named entity as the copy knowledge", the
// entities NLTK recognises in each sentence pair. Options.Entities does
// that (Entities, NewRecognizer): entities are found on the cased text
// before normalisation, then prepared like every token, and a token of
// either sentence is a copy word when it is a word of an entity of the
// pair (a reading: the paper does not say how a pair's entities become
// tokens). English uses github.com/jdkato/prose/v3's maximum-entropy
// model (NLTK's labels) minus its known false positive, one-token
// entities that start a sentence (Prose); other languages fall back to
// capitalised non-initial tokens and tokens with a digit (Caps). A list
// and entities may be used together: a token is a copy word when either
// says so. docs/meteorpp-ner.md measures both recognisers against a
// careful reader. The signature names the recogniser and its model
// (copy-ner:prose-v3.2.3, copy-ner:caps).
//
// # The score
//
// Formulas 8–9 of the paper replace Meteor's precision P and recall R:
//
//	P~ = (P·X + Σ_i m_i(h_p)) / (X + |h_p|)
//	R~ = (R·X + Σ_i m_i(r_p)) / (X + |r_p|)
//
// where |h_p| (|r_p|) is the number of copy-word tokens of the hypothesis
// (reference) and m_i(h_p) (m_i(r_p)) those of them covered by a match of
// matcher i (exact, stem, synonym, paraphrase). The m_i are plain counts:
// no matcher weight w_i and no content/function δ, which the paper puts
// in P and R (formulas 1–2) but not in 8–9. P~ and R~ then replace P and
// R in Meteor's Fmean; the fragmentation penalty is Meteor's, unchanged:
//
//	Fmean~ = 1 / ((1−α)/P~ + α/R~)
//	score  = Fmean~ · (1 − Pen)
//
// A hypothesis that keeps every copy word is therefore scored above
// Meteor (the bonus), one that misses a reference copy word loses recall,
// one that adds a copy word the reference lacks loses precision. A side
// with no copy word keeps Meteor's P or R; with none on either side the
// score is Meteor's, bit for bit. X defaults to 14, the paper's value for
// WMT17 (8 for WMT15).
//
// Readings (the paper does not say): corpus scores apply formulas 8–9 to
// Meteor's corpus P and R with the copy-word counts summed over segments
// (the statistics carry all four counts); with several references the
// reference with the best Meteor++ score is kept, as Meteor keeps its
// best reference.
//
// Metric is safe for concurrent use; the copy-word list is immutable.
package meteorpp
