package paraphrase

import (
	"fmt"
	"io"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// FromMeteorTable reads a Meteor-format table (uncompressed reader; see
// data.OpenMaybeGzip) into a set with source SourceTable. A probability
// line that is not a finite number is an error naming the line, and so
// are a compiled table (data.ErrCompiledTable: it keeps no probabilities)
// and a table without records (data.ErrEmptyTable).
func FromMeteorTable(r io.Reader, name string) (*Set, error) {
	s := NewSet()
	if err := EachMeteorPair(r, name, s.Add); err != nil {
		return nil, err
	}
	return s, nil
}

// EachMeteorPair reads a Meteor-format table as FromMeteorTable does and
// calls fn with the pair of every record (phrases normalised,
// SourceTable) in file order, repeats included: adding them to an empty
// Set gives FromMeteorTable's set. A caller that filters the pairs into
// a set of its own builds one set, not two.
func EachMeteorPair(r io.Reader, name string, fn func(Pair)) error {
	return data.ReadParaphrases(r, name, func(rec data.ParaphraseRecord) error {
		fn(Pair{A: normalizeFast(rec.A), B: normalizeFast(rec.B), Prob: rec.P, Source: SourceTable})
		return nil
	})
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
	// Front keeps a pair head → synonym only when the synonym is among
	// the first Front synonyms (annotated ones not counted) of one of
	// the head's meaning lines; 0 keeps every position. With Mutual set
	// too, a pair passes when it meets either rule. The Romanian
	// thesaurus (mythes-ro) lists a meaning's close synonyms first and
	// runs on into long lines of looser words (spune: apărea, arăta, …,
	// numi, …, veni); on the hand-judged HUME en-ro sample
	// (docs/audit-langs-2026-11-26.md) Mutual with Front 4 keeps 35 of
	// its 41 good substitutions and none of its 11 harmful ones.
	Front int
	// Polysemy drops a pair whose two words both have at least Polysemy
	// meaning lines as head words (0: no limit): a link between two
	// words of many senses is most often a link between two of their
	// senses (Polish siła/wytrzymałość, 7 and 4 lines; zakres/charakter,
	// 8 and 5). A word without an entry of its own has no lines. On the
	// hand-judged HUME en-pl sample (docs/audit-langs-2026-11-26.md) a
	// limit of 4 keeps 41 of 43 good substitutions and 3 of 8 harmful ones.
	Polysemy int
	// LemmaKeys, when set, adds under lemma keys the pairs of a
	// multiword entry (odborné znalosti → odborný znalost): the rewriter
	// looks spans up by their lemmas, and a thesaurus that writes such
	// an entry in its citation form is otherwise never found by them. It
	// returns the analyser used (the language's, e.g. lemma.New("cs"))
	// and is called only when an index is built, not read from the
	// cache. LemmaKeysName names it in cache keys; FromThesaurus ignores
	// both (ThesaurusIndex applies them).
	LemmaKeys     func() (lemma.Analyzer, error)
	LemmaKeysName string
}

// guardKey names the options that filter pairs, for cache keys and
// signatures: "" when none is set, else e.g. "mutual-front4" or
// "polysemy4".
func (o ThesaurusOptions) guardKey() string {
	var parts []string
	if o.Mutual {
		parts = append(parts, "mutual")
	}
	if o.Front > 0 {
		parts = append(parts, fmt.Sprintf("front%d", o.Front))
	}
	if o.Polysemy > 0 {
		parts = append(parts, fmt.Sprintf("polysemy%d", o.Polysemy))
	}
	return strings.Join(parts, "-")
}

// GuardName is the name of the filtering options for a signature
// ("mutual-front4", "polysemy4"), "" when none is set.
func (o ThesaurusOptions) GuardName() string { return o.guardKey() }

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
	type at struct{ a, b string }
	front := map[at]bool{} // head → synonym pairs within the first opt.Front of a line
	senses := map[string]int{}
	err := data.ReadMyThes(r, name, func(e *data.ThesaurusEntry) error {
		head := low(e.Word)
		senses[head] += len(e.Meanings)
		var syns []string
		for _, m := range e.Meanings {
			k := 0
			for i, w := range m.Synonyms {
				if opt.SkipAnnotated && m.Notes[i] != "" {
					continue
				}
				if w = low(w); w != "" && w != head {
					syns = append(syns, w)
					if k++; k <= opt.Front {
						front[at{head, w}] = true
					}
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
	if opt.guardKey() == "" {
		return s, nil
	}
	kept := NewSet()
	for _, p := range s.Pairs() {
		if opt.Polysemy > 0 && senses[p.A] >= opt.Polysemy && senses[p.B] >= opt.Polysemy {
			continue
		}
		if opt.Mutual || opt.Front > 0 {
			_, mutual := s.Lookup(p.B, p.A)
			if !(opt.Mutual && mutual) && !(opt.Front > 0 && front[at{p.A, p.B}]) {
				continue
			}
		}
		kept.Add(p)
	}
	return kept, nil
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

// WithLemmaKeys returns s with the pairs of its multiword phrases added
// under their lemma keys (see ThesaurusOptions.LemmaKeys): a phrase is
// analysed as a sentence of its words and re-keyed when its lower-case
// lemmas differ from it. Each pair gains the re-keyed versions of its
// two sides, with its probability and source (a pair already there
// merges, Set.Add). A single word keeps its key: a plural headword
// (zaměstnanci → personál, aktiva → majetek) holds as a plural only,
// and under the singular lemma it pairs an employee with the staff
// (judged on WMT22 en-cs: docs/csrec4-2026-11-29.md). Phrases are read
// as Normalize writes them: words joined by single spaces.
func WithLemmaKeys(s *Set, an lemma.Analyzer) *Set {
	keyOf := map[string]string{}
	rekey := func(x string) string {
		if !strings.Contains(x, " ") {
			return x // one word keeps its key
		}
		if k, ok := keyOf[x]; ok {
			return k
		}
		words := strings.Fields(x)
		k := x
		if len(words) < 2 {
			keyOf[x] = k
			return k
		}
		if toks := an.Analyze(words); len(toks) == len(words) {
			ls := make([]string, len(toks))
			for i, t := range toks {
				ls[i] = strings.ToLower(t.Lemma)
				if ls[i] == "" {
					ls[i] = strings.ToLower(t.Form)
				}
			}
			k = strings.Join(ls, " ")
		}
		keyOf[x] = k
		return k
	}
	out := NewSet()
	for _, p := range s.Pairs() {
		out.Add(p)
		if p.OneWord() {
			continue // both sides keep their keys
		}
		a, b := rekey(p.A), rekey(p.B)
		for _, q := range [][2]string{{a, p.B}, {p.A, b}, {a, b}} {
			if q[0] != q[1] && (q[0] != p.A || q[1] != p.B) {
				out.Add(Pair{A: q[0], B: q[1], Prob: p.Prob, Source: p.Source, Only: p.Only})
			}
		}
	}
	return out
}
