// Package perceptron trains a part-of-speech tagger and lemmatizer from
// CoNLL-U treebanks, so that any UD language can be analysed: an averaged
// perceptron (greedy, left to right; word, affix, shape and context
// features, the two previous tags) predicts UPOS, and lemmas come from an
// exception list of seen (form, UPOS) pairs, then from edit scripts
// (strip a suffix, append one) learned per UPOS and form ending. An
// optional Lexicon (e.g. the system dictionary of lemma/cs) adds its
// candidate analyses as features and as lemma sources.
//
// Training is deterministic: a fixed-seed shuffle and ordered feature
// updates. A trained Model is immutable and safe for concurrent use. Do
// not commit models trained on data you may not redistribute.
package perceptron

import (
	"compress/gzip"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// CandidateSource proposes analyses of a word out of context (lemma and
// UPOS). A model's tagger caches the weights its answer for a form
// selects, so it must answer the same for the same form.
type CandidateSource interface {
	Candidates(form string) []lemma.Token
}

// TrainOptions control training.
type TrainOptions struct {
	Iterations int    // default 5
	Seed       uint64 // shuffle seed, default 1
	Lexicon    CandidateSource
}

// Model is a trained tagger and lemmatizer.
type Model struct {
	Version int
	Labels  []string
	Weights map[string][]float32 // feature → weight per label
	Lemmas  map[string]string    // form\tUPOS → lemma
	Scripts map[string]string    // UPOS\tsuffix → edit script
	Feats   map[string]string    // form\tUPOS → most frequent FEATS
	lexicon CandidateSource

	rowsOnce sync.Once
	rowCache *rowCache // rows.go
}

const modelVersion = 1

// SetLexicon attaches a lexicon to a loaded model (lexicons are not
// saved). Call it before the model tags, not while it does.
func (m *Model) SetLexicon(l CandidateSource) {
	m.lexicon = l
	m.rowsOnce, m.rowCache = sync.Once{}, nil // the cached lexicon rows are the old lexicon's
}

func shape(w string) string {
	var b strings.Builder
	last := rune(0)
	for _, r := range w {
		c := 'x'
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsDigit(r):
			c = 'd'
		case !unicode.IsLetter(r):
			c = r
		}
		if c != last {
			b.WriteRune(c)
			last = c
		}
	}
	return b.String()
}

func suffix(w string, n int) string {
	r := []rune(w)
	if len(r) <= n {
		return w
	}
	return string(r[len(r)-n:])
}

func prefix(w string, n int) string {
	r := []rune(w)
	if len(r) <= n {
		return w
	}
	return string(r[:n])
}

func (m *Model) features(words []string, i int, p1, p2 string, lex CandidateSource) []string {
	w := strings.ToLower(words[i])
	get := func(k int) string {
		if k < 0 {
			return "<s>"
		}
		if k >= len(words) {
			return "</s>"
		}
		return strings.ToLower(words[k])
	}
	f := []string{"b", "w=" + w, "s1=" + suffix(w, 1), "s2=" + suffix(w, 2), "s3=" + suffix(w, 3), "s4=" + suffix(w, 4),
		"p1=" + prefix(w, 1), "p3=" + prefix(w, 3), "sh=" + shape(words[i]),
		"w-1=" + get(i-1), "w+1=" + get(i+1), "w-2=" + get(i-2), "w+2=" + get(i+2),
		"s3-1=" + suffix(get(i-1), 3), "s3+1=" + suffix(get(i+1), 3),
		"t-1=" + p1, "t-2=" + p2 + "|" + p1, "t-1w=" + p1 + "|" + w}
	if i == 0 {
		f = append(f, "first")
	}
	if lex != nil {
		var pos []string
		for _, c := range lex.Candidates(words[i]) {
			pos = append(pos, c.POS)
		}
		sort.Strings(pos)
		f = append(f, "lex="+strings.Join(dedup(pos), ","))
		for _, p := range dedup(pos) {
			f = append(f, "lx="+p)
		}
	}
	return f
}

func dedup(s []string) []string {
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func (m *Model) predict(feats []string, scores []float32) int {
	for i := range scores {
		scores[i] = 0
	}
	for _, f := range feats {
		if w, ok := m.Weights[f]; ok {
			for l, v := range w {
				scores[l] += v
			}
		}
	}
	best := 0
	for l := range scores {
		if scores[l] > scores[best] {
			best = l
		}
	}
	return best
}

// Train learns a model from sentences (syntactic words with gold
// lemmas and UPOS).
func Train(sents []*data.CoNLLUSentence, opt TrainOptions) (*Model, error) {
	if len(sents) == 0 {
		return nil, errors.New("perceptron: no training sentences")
	}
	if opt.Iterations <= 0 {
		opt.Iterations = 5
	}
	if opt.Seed == 0 {
		opt.Seed = 1
	}
	m := &Model{Version: modelVersion, Weights: map[string][]float32{}, Lemmas: map[string]string{}, Scripts: map[string]string{}, Feats: map[string]string{}, lexicon: opt.Lexicon}
	labelID := map[string]int{}
	for _, s := range sents {
		for _, w := range s.Words {
			if _, ok := labelID[w.UPOS]; !ok {
				labelID[w.UPOS] = len(m.Labels)
				m.Labels = append(m.Labels, w.UPOS)
			}
		}
	}
	nl := len(m.Labels)
	totals := map[string][]float64{}
	stamps := map[string][]int{}
	step := 0
	update := func(f string, l int, v float32) {
		w := m.Weights[f]
		if w == nil {
			w = make([]float32, nl)
			m.Weights[f] = w
			totals[f] = make([]float64, nl)
			stamps[f] = make([]int, nl)
		}
		totals[f][l] += float64(step-stamps[f][l]) * float64(w[l])
		stamps[f][l] = step
		w[l] += v
	}
	order := make([]int, len(sents))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 7))
	scores := make([]float32, nl)
	// Lexicon features are computed once per sentence.
	for it := 0; it < opt.Iterations; it++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, si := range order {
			s := sents[si]
			words := make([]string, len(s.Words))
			for i, w := range s.Words {
				words[i] = w.Form
			}
			p1, p2 := "<s>", "<s>"
			for i, w := range s.Words {
				step++
				feats := m.features(words, i, p1, p2, opt.Lexicon)
				guess := m.predict(feats, scores)
				gold := labelID[w.UPOS]
				if guess != gold {
					for _, f := range feats {
						update(f, gold, 1)
						update(f, guess, -1)
					}
				}
				p2, p1 = p1, w.UPOS
			}
		}
	}
	// Average.
	for f, w := range m.Weights {
		for l := range w {
			total := totals[f][l] + float64(step-stamps[f][l])*float64(w[l])
			w[l] = float32(total / float64(step))
		}
	}
	// Lemmas and features: exceptions and edit scripts by frequency.
	lemCount := map[string]map[string]int{}
	scriptCount := map[string]map[string]int{}
	featCount := map[string]map[string]int{}
	inc := func(m map[string]map[string]int, k, v string) {
		if m[k] == nil {
			m[k] = map[string]int{}
		}
		m[k][v]++
	}
	for _, s := range sents {
		for _, w := range s.Words {
			inc(lemCount, w.Form+"\t"+w.UPOS, w.Lemma)
			inc(featCount, strings.ToLower(w.Form)+"\t"+w.UPOS, w.Feats)
			sc := editScript(w.Form, w.Lemma)
			for n := 1; n <= 4; n++ {
				inc(scriptCount, w.UPOS+"\t"+suffix(strings.ToLower(w.Form), n), sc)
			}
		}
	}
	best := func(c map[string]int) string {
		keys := make([]string, 0, len(c))
		for k := range c {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b := keys[0]
		for _, k := range keys {
			if c[k] > c[b] {
				b = k
			}
		}
		return b
	}
	for k, c := range lemCount {
		m.Lemmas[k] = best(c)
	}
	for k, c := range scriptCount {
		m.Scripts[k] = best(c)
	}
	for k, c := range featCount {
		m.Feats[k] = best(c)
	}
	return m, nil
}

// editScript is "n|suffix|case": remove n runes from the lower-cased
// form, append suffix, and keep the form's capitalisation (c) or not (l).
func editScript(form, lem string) string {
	f, l := []rune(strings.ToLower(form)), []rune(strings.ToLower(lem))
	k := 0
	for k < len(f) && k < len(l) && f[k] == l[k] {
		k++
	}
	cs := "l"
	if lr := []rune(lem); len(lr) > 0 && unicode.IsUpper(lr[0]) {
		cs = "c"
	}
	return fmt.Sprintf("%d|%s|%s", len(f)-k, string(l[k:]), cs)
}

func applyScript(form, script string) string {
	parts := strings.SplitN(script, "|", 3)
	if len(parts) != 3 {
		return form
	}
	var n int
	fmt.Sscanf(parts[0], "%d", &n)
	r := []rune(strings.ToLower(form))
	if n > len(r) {
		return form
	}
	out := string(r[:len(r)-n]) + parts[1]
	if parts[2] == "c" {
		or := []rune(out)
		if len(or) > 0 {
			or[0] = unicode.ToUpper(or[0])
		}
		out = string(or)
	}
	return out
}

// Analyze tags a sentence (lemma.Analyzer).
func (m *Model) Analyze(tokens []string) []lemma.Token {
	out := make([]lemma.Token, len(tokens))
	tg := m.newTagger(tokens)
	p1, p2 := -1, -1
	for i, w := range tokens {
		li := tg.predict(i, p1, p2)
		label := m.Labels[li]
		t := lemma.Token{Form: w, POS: label}
		if l, ok := m.Lemmas[w+"\t"+label]; ok {
			t.Lemma = l
		} else if m.lexicon != nil {
			for _, c := range m.lexicon.Candidates(w) {
				if c.POS == label {
					t.Lemma, t.Feats = c.Lemma, c.Feats
					break
				}
			}
		}
		if t.Lemma == "" {
			t.Lemma = w
			low := strings.ToLower(w)
			for n := 4; n >= 1; n-- {
				if sc, ok := m.Scripts[label+"\t"+suffix(low, n)]; ok {
					t.Lemma = applyScript(w, sc)
					break
				}
			}
		}
		if t.Feats == nil {
			if f, ok := m.Feats[strings.ToLower(w)+"\t"+label]; ok {
				t.Feats, _ = lemma.ParseFeats(f)
			}
		}
		out[i] = t
		p2, p1 = p1, li
	}
	return out
}

// Save writes the model (gzip'd gob).
func (m *Model) Save(w io.Writer) error {
	zw := gzip.NewWriter(w)
	if err := gob.NewEncoder(zw).Encode(m); err != nil {
		return err
	}
	return zw.Close()
}

// Load reads a model written by Save.
func Load(r io.Reader) (*Model, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("perceptron: not a model file: %w", err)
	}
	var m Model
	if err := gob.NewDecoder(zr).Decode(&m); err != nil {
		return nil, fmt.Errorf("perceptron: corrupt model: %w", err)
	}
	if m.Version != modelVersion {
		return nil, fmt.Errorf("perceptron: model version %d, want %d", m.Version, modelVersion)
	}
	return &m, nil
}
