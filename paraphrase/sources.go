package paraphrase

import (
	"io"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// FromMeteorTable reads a Meteor-format table (uncompressed reader; see
// data.OpenMaybeGzip) into a set with source SourceTable. A probability
// line that is not a finite number is an error naming the line, and so
// are a compiled table (data.ErrCompiledTable: it keeps no probabilities)
// and a table without records (data.ErrEmptyTable).
func FromMeteorTable(r io.Reader, name string) (*Set, error) {
	s := NewSet()
	err := data.ReadParaphrases(r, name, func(rec data.ParaphraseRecord) error {
		s.Add(Pair{A: Normalize(rec.A), B: Normalize(rec.B), Prob: rec.P, Source: SourceTable})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// ThesaurusOptions control FromThesaurus.
type ThesaurusOptions struct {
	// Lower lowercases both phrases (Meteor matches lowercased tokens).
	Lower bool
	// SkipAnnotated drops synonyms carrying a note such as "(generic
	// term)" or "(related term)", which are not synonyms proper.
	SkipAnnotated bool
	// Mutual keeps a pair head → synonym only when the synonym's own
	// entry lists the head too: a guard against MyThes lines that join
	// senses when no bilingual dictionary can (SenseGuard). The rule
	// applied to the lemma pairs of the hand-judged HUME en-ro sample
	// (docs/audit-langs-2026-11-26.md) keeps 26 of its 64 substitutions:
	// 18 good, 7 neutral, 1 harmful (of 41, 12, 11).
	Mutual bool
}

// FromThesaurus turns MyThes entries into pairs head → synonym, one per
// synonym of every meaning, with probability 1/(number of synonyms of the
// entry) and source SourceThesaurus.
func FromThesaurus(r io.Reader, name string, opt ThesaurusOptions) (*Set, error) {
	s := NewSet()
	low := func(x string) string {
		x = Normalize(x)
		if opt.Lower {
			x = strings.ToLower(x)
		}
		return x
	}
	err := data.ReadMyThes(r, name, func(e *data.ThesaurusEntry) error {
		head := low(e.Word)
		var syns []string
		for _, m := range e.Meanings {
			for i, w := range m.Synonyms {
				if opt.SkipAnnotated && m.Notes[i] != "" {
					continue
				}
				if w = low(w); w != "" && w != head {
					syns = append(syns, w)
				}
			}
		}
		for _, w := range syns {
			s.Add(Pair{A: head, B: w, Prob: 1 / float64(len(syns)), Source: SourceThesaurus})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if opt.Mutual {
		m := NewSet()
		for _, p := range s.Pairs() {
			if _, ok := s.Lookup(p.B, p.A); ok {
				m.Add(p)
			}
		}
		s = m
	}
	return s, nil
}

// FromWordNet pairs every two different lemmas that share a synset (in
// both directions), multiword lemmas with spaces instead of "_". The
// probability is 1/(synset size - 1); pairs in several synsets keep the
// largest. Each pair holds only for the parts of speech of the synsets
// its words share (Pair.Only; the synset id's POS digit, id/10⁸). Order:
// by word, then by synset, deterministic.
func FromWordNet(syn *data.Synonyms) *Set {
	words := make([]string, 0, len(syn.Synsets))
	for w := range syn.Synsets {
		words = append(words, w)
	}
	sortStrings(words)
	members := map[int32][]string{}
	for _, w := range words {
		for _, id := range syn.Synsets[w] {
			members[id] = append(members[id], w)
		}
	}
	s := NewSet()
	for _, w := range words {
		for _, id := range syn.Synsets[w] {
			m := members[id]
			if len(m) < 2 {
				continue
			}
			for _, v := range m {
				if v != w {
					s.Add(Pair{A: strings.ReplaceAll(w, "_", " "), B: strings.ReplaceAll(v, "_", " "),
						Prob: 1 / float64(len(m)-1), Source: SourceWordNet, Only: synsetPOS(id)})
				}
			}
		}
	}
	return s
}

// synsetPOS is the part of speech of a WordNet synset id (id / 10⁸: 1
// noun, 2 verb, 3 adjective, 4 adverb; adjective satellites are
// adjectives). An id of another form restricts nothing.
func synsetPOS(id int32) POSSet {
	switch id / 100000000 {
	case 1:
		return POSNoun
	case 2:
		return POSVerb
	case 3, 5:
		return POSAdj
	case 4:
		return POSAdv
	}
	return 0
}
