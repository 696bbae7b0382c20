// Package align gives package multi its aligner: Meteor's exact and stem
// matchers run on lemma keys. It is apart from multi so that the
// rewriter (pipeline), which loads multi's tables, never depends on
// Meteor; the miners (parmesan table multi, beam/extract.Multi) import
// it.
package align

import (
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
)

// Meteor returns Meteor's aligner for a language (exact, then stem where
// the language has a stemmer) run on lemma keys, and Meteor's tokenizer
// of the language (-norm, case kept), which splits references as the
// rewriter does. Both are safe for concurrent use.
func Meteor(code string) (multi.Aligner, func(string) []string, error) {
	ml, err := meteor.LookupLanguage(code)
	if err != nil {
		return nil, nil, err
	}
	res := &meteor.Resources{}
	res.Prefixes, _ = data.DefaultPrefixes(ml.Name)
	cfg := meteor.Config{Language: ml.Name, Modules: []meteor.Module{meteor.Exact, meteor.Stem}, Normalization: meteor.Norm}
	sc, err := meteor.New(cfg, res)
	if err != nil {
		cfg.Modules = []meteor.Module{meteor.Exact}
		if sc, err = meteor.New(cfg, res); err != nil {
			return nil, nil, err
		}
	}
	al := func(a, b []string) []multi.Link {
		seg := sc.AlignTokens(a, [][]string{b})
		links := make([]multi.Link, 0, len(seg.Matches))
		for _, m := range seg.Matches {
			for k := 0; k < m.RefLen && k < m.HypLen; k++ {
				links = append(links, multi.Link{A: m.HypStart + k, B: m.RefStart + k})
			}
		}
		return links
	}
	return al, sc.Tokenize, nil
}
