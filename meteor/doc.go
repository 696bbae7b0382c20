// Package meteor is a from-scratch implementation of the Meteor 1.5
// machine-translation metric that reproduces the reference Java scorer
// bit for bit: the -norm normalizer, exact/stem/synonym/paraphrase
// matchers, the beam-search aligner with its quirks, δ-weighted function
// words, every language/task parameter table and Java's number formatting.
// The reference's command line, plaintext, SGML and -stdio input/output
// formats are in package meteor/jar.
// The behaviour follows shared/spec/meteor-1.5.md; spec sections are cited
// where a quirk is implemented.
//
// It sits at the end of parmesan's pipeline (lemma → paraphrase → rewrite
// → fix → meteor) and imports none of the stages before it.
//
// # Library use
//
//	res, err := meteor.LoadResources(settings, meteor.ResourceFiles{Dir: dir})
//	sc, err := meteor.NewWithSettings(settings, res)
//	seg := sc.Align(hyp, []string{ref1, ref2}) // best reference, alignment, Stats
//	var total meteor.Stats
//	total.Add(&seg.Stats)                      // the reference's aggregation rule
//	fmt.Println(sc.Compute(total).Score)
//
// A Scorer is safe for concurrent use; Stream scores a corpus on several
// goroutines and returns results in input order.
//
// # The aligner
//
// Candidates are generated per module in the reference's order (exact,
// stem, synonym, paraphrase in both directions, duplicates kept); words
// covered by exactly one candidate are fixed; a beam search over
// reference positions keeps the best paths by (weighted matches, chunks,
// distance), stably, with the reference's integer truncation of weighted
// matches and its distance bookkeeping (spec §5). The beam is pruned with
// a stable top-k selection (insertion for short lists, linear-time
// selection for long ones) that is tested against a full stable sort.
//
// # The lemma module (an extension)
//
// Lemma, not in Meteor 1.5, matches words whose lemmas agree, for
// languages without a Snowball stemmer (Polish): it works like the stem
// module, with Resources.Lemmas (a Lemmatizer: one lemma a word, out of
// context) in place of the stemmer. It takes a stage slot and a weight
// like the other modules, and a signature that uses it says so (mods:…_lm,
// lemmas: the lemmatizer's fingerprint). Configurations without it score
// exactly as before.
//
// # Compatibility
//
// The parity tests run every configuration of the reference's oracle
// outputs (shared/oracle/meteor-1.5) and require identical -ssOut lines,
// segment and system scores, alignment files and normalizer output
// (package jar and cmd/parmesan check stdio answers and SGML files). pow is correctly rounded (internal/jvm), as
// the reference's HotSpot intrinsic is on the oracle data.
package meteor
