// Package mbleu is m-BLEU (Agarwal & Lavie 2008, §3): BLEU computed
// against references rewritten toward the hypothesis through a Meteor
// alignment (package metric/mrewrite), so that stem, synonym and
// paraphrase matches count as exact n-gram matches. BLEU itself is
// unchanged (package metric/bleu, identical to sacrebleu).
//
// Segment scores are smoothed as the paper prescribes, after Lin & Och
// (2004): one is added to the matched and total n-gram counts of every
// order above one (sacrebleu's add-k with k = 1, no effective order).
// Corpus scores use the BLEU options given (sacrebleu's defaults: exp
// smoothing, which changes nothing when every order has a match).
//
// The signature is BLEU's plus the sentence smoothing and the alignment:
// Meteor's version, language, normalization, matchers and resource
// fingerprints, e.g.
// m-bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|sent-smooth:add-k[1.00]|align:meteor-1.5|lang:cs|norm:norm|mods:ex_st_sy_pa|para:…|parmesan:0.18.0|version:2.6.0
//
// It implements metric.Metric and registers itself as "m-bleu" (the
// registry's constructor needs Options.Rewriter). An MBLEU is safe for
// concurrent use.
package mbleu
