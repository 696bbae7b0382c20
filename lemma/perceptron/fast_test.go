package perceptron

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// listLexicon is a CandidateSource without CandidateTags (the tagger
// sorts its candidates' labels itself).
type listLexicon map[string][]lemma.Token

func (l listLexicon) Candidates(form string) []lemma.Token { return l[form] }

// TestTaggerMatchesFeatures checks the allocation-free tagger against
// features+predict, score for score, on words with multi-byte letters,
// short words, digits, invalid UTF-8 and lexicon candidates.
func TestTaggerMatchesFeatures(t *testing.T) {
	lex := listLexicon{
		"Häuser": {{Lemma: "Haus", POS: "NOUN"}, {Lemma: "Häuser", POS: "PROPN"}, {Lemma: "Haus", POS: "NOUN"}},
		"sind":   {{Lemma: "sein", POS: "VERB"}, {Lemma: "sein", POS: "AUX"}},
		"die":    {{Lemma: "der", POS: "PRON"}, {Lemma: "der", POS: "DET"}},
	}
	sent := func(ws ...string) *data.CoNLLUSentence {
		s := &data.CoNLLUSentence{}
		tags := []string{"DET", "NOUN", "AUX", "ADJ", "PUNCT"}
		for i, w := range ws {
			s.Words = append(s.Words, data.CoNLLUWord{Form: w, Lemma: w, UPOS: tags[i%len(tags)]})
		}
		return s
	}
	train := []*data.CoNLLUSentence{
		sent("Die", "Häuser", "sind", "alt", "."),
		sent("die", "Straße", "ist", "schön", "!"),
		sent("Das", "Ö", "war", "1990", "."),
	}
	for _, withLex := range []bool{false, true} {
		opt := TrainOptions{Iterations: 3}
		if withLex {
			opt.Lexicon = lex
		}
		m, err := Train(train, opt)
		require.NoError(t, err)
		for _, toks := range [][]string{
			{"Die", "Häuser", "sind", "alt", "."},
			{"Ö", "ÄÖÜß", "a", "Straßenbahnen", "1990er", "x\xffy", "\xff", "日本語です", "die"},
			{"sind"},
			{},
		} {
			slow, slowTags := m.SlowScores(toks)
			fast, fastTags := m.FastScores(toks)
			assert.Equal(t, slow, fast, "%q lexicon %v", toks, withLex)
			assert.Equal(t, slowTags, fastTags)
			if len(toks) > 0 {
				assert.Equal(t, fastTags, m.Tags(toks))
			}
		}
	}
}

func TestAffixesMatch(t *testing.T) {
	for _, w := range []string{"", "a", "ab", "Häuser", "ß", "日本語です", "x\xffy", "\xff\xfe", "abcdé"} {
		for n := 1; n <= 5; n++ {
			assert.Equal(t, suffix(w, n), suffixOf(w, n), "suffix %q %d", w, n)
			assert.Equal(t, prefix(w, n), prefixOf(w, n), "prefix %q %d", w, n)
		}
		assert.Equal(t, shape(w), string(appendShape(nil, w)), w)
	}
}

// TestRowCacheConcurrentAndFull tags sentences from several goroutines
// at once with a word cache so small that it empties all the time, and
// requires the tags of features+predict.
func TestRowCacheConcurrentAndFull(t *testing.T) {
	defer func(n int) { maxCachedWords = n }(maxCachedWords)
	maxCachedWords = 3
	lex := listLexicon{
		"Häuser": {{Lemma: "Haus", POS: "NOUN"}},
		"sind":   {{Lemma: "sein", POS: "VERB"}, {Lemma: "sein", POS: "AUX"}},
	}
	var train []*data.CoNLLUSentence
	tags := []string{"DET", "NOUN", "AUX", "ADJ", "PUNCT"}
	words := []string{"Die", "Häuser", "sind", "alt", ".", "das", "Haus", "ist", "neu", "!"}
	for i := range 20 {
		s := &data.CoNLLUSentence{}
		for j := range 5 {
			w := words[(i+j*3)%len(words)]
			s.Words = append(s.Words, data.CoNLLUWord{Form: w, Lemma: w, UPOS: tags[(i+j)%len(tags)]})
		}
		train = append(train, s)
	}
	m, err := Train(train, TrainOptions{Iterations: 3, Lexicon: lex})
	require.NoError(t, err)
	var sents [][]string
	for i := range 40 {
		var s []string
		for j := range 1 + i%7 {
			s = append(s, words[(i*j+i)%len(words)])
		}
		sents = append(sents, s)
	}
	want := make([][]string, len(sents))
	for i, s := range sents {
		_, want[i] = m.SlowScores(s)
	}
	var wg sync.WaitGroup
	got := make([][][]string, 4)
	for g := range got {
		wg.Go(func() {
			for round := range 5 {
				for i := range sents {
					s := sents[(i+g+round)%len(sents)]
					got[g] = append(got[g], m.Tags(s))
				}
			}
		})
	}
	wg.Wait()
	for g := range got {
		for k, tg := range got[g] {
			round, i := k/len(sents), k%len(sents)
			assert.Equal(t, want[(i+g+round)%len(sents)], tg)
		}
	}
}

// TestPrevWordRows: the t-1w rows sorted by word are exactly the weight
// map's, for labels that hold "|" or open another label ("A", "A|B"), the
// sentence start "<s>", and words that hold "|" or are empty.
func TestPrevWordRows(t *testing.T) {
	m := &Model{Labels: []string{"A", "A|B", "C"}, Weights: map[string][]float32{}}
	keys := []string{"t-1w=A|x", "t-1w=A|B|x", "t-1w=A|B|x|y", "t-1w=<s>|x", "t-1w=C|", "t-1w=C||", "t-1w=D|x", "t-1w=A", "t-1=A", "w=x"}
	for k, key := range keys {
		m.Weights[key] = []float32{float32(k), 1, 2}
	}
	rows := prevWordRows(m)
	words := []string{"x", "B|x", "x|y", "B|x|y", "", "|", "y", "D|x"}
	for a := -1; a < len(m.Labels); a++ {
		for _, w := range words {
			want, ok := m.Weights["t-1w="+label(m, a)+"|"+w]
			var got []float32
			if r := rows[w]; r != nil {
				got = r[a+1]
			}
			if ok != (got != nil) || ok && &got[0] != &want[0] {
				t.Errorf("label %q, word %q: row %v, want %v (%v)", label(m, a), w, got, want, ok)
			}
		}
	}
}

// TestGroupRows: the word and suffix rows grouped by argument are exactly
// the weight map's, for arguments that look like feature names.
func TestGroupRows(t *testing.T) {
	m := &Model{Weights: map[string][]float32{}}
	keys := []string{"w=x", "w-1=x", "w+2=x", "w=w-1=x", "w=", "s3=abc", "s3-1=abc", "s3+1=", "s3=s3-1=a", "s2=abc", "ww=x", "b"}
	for k, key := range keys {
		m.Weights[key] = []float32{float32(k)}
	}
	byWord, bySuffix := groupRows(m)
	for _, x := range []string{"x", "w-1=x", "", "abc", "s3-1=a", "a", "y"} {
		for f, name := range wordFeatures {
			want, ok := m.Weights[name+x]
			got := byWord[x].row(f)
			if ok != (got != nil) || ok && &got[0] != &want[0] {
				t.Errorf("%s%s: row %v, want %v (%v)", name, x, got, want, ok)
			}
		}
		for f, name := range suffixFeatures {
			want, ok := m.Weights[name+x]
			got := bySuffix[x].row(f)
			if ok != (got != nil) || ok && &got[0] != &want[0] {
				t.Errorf("%s%s: row %v, want %v (%v)", name, x, got, want, ok)
			}
		}
	}
}

// TestBoundaryRows: the rows of the pseudo-words "<s>" and "</s>", taken
// from their groups, are exactly the weight map's.
func TestBoundaryRows(t *testing.T) {
	m := &Model{Weights: map[string][]float32{}}
	for k, key := range []string{"w-1=<s>", "w+2=<s>", "s3-1=<s>", "w+1=</s>", "w-2=</s>", "s3+1=/s>", "w=<s>", "s3=<s>"} {
		m.Weights[key] = []float32{float32(k)}
	}
	c := m.newRowCache()
	for _, b := range []struct {
		low  string
		rows ctxRows
	}{{"<s>", c.bos}, {"</s>", c.eos}} {
		s3 := suffixOf(b.low, 3)
		for j, key := range [6]string{"w-1=" + b.low, "w+1=" + b.low, "w-2=" + b.low, "w+2=" + b.low, "s3-1=" + s3, "s3+1=" + s3} {
			want, ok := m.Weights[key]
			got := b.rows[j]
			if ok != (got != nil) || ok && &got[0] != &want[0] {
				t.Errorf("%s: row %v, want %v (%v)", key, got, want, ok)
			}
		}
	}
}
