// Package pipeline is the Parmesan reference rewriter as a value: it
// loads a language's analyzer, paraphrase sources, grounding dictionary
// and agreement rules (New), prepares a corpus's references once
// (Rewriter.Prepare: lemma analysis and, with a dictionary, grounding in
// the source sentences), and rewrites each reference toward a hypothesis
// (Rewriter.Rewrite: package rewrite, then package fix).
//
// It sits above the stages it chains (lemma → paraphrase → rewrite →
// fix) and knows nothing about the metric that scores its output: the
// scorer supplies its tokenizer (Rewriter.Tokenize), so references and
// hypotheses are split as the scorer splits them, and reads the
// rewritten tokens back. Settings is the signature field naming what the
// rewriter read and did.
//
// Usage:
//
//	rw, err := pipeline.New(pipeline.Config{Lang: lang.Czech, SourceLang: lang.English})
//	rw.Tokenize = scorer.Tokenize
//	p, err := rw.Prepare(refs, sources) // refs[i][k]: reference k of segment i
//	out := rw.Rewrite(hyp, p, i)         // one Rewritten per reference of segment i
//
// A Rewriter is immutable once built and safe for concurrent use; so is
// a Prepared.
package pipeline
