package mrewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
)

// testScorer is an English Meteor scorer with all four matchers over
// hand-made resources: synonyms mat~rug, a paraphrase "big cat" ↔ "lion",
// Snowball's English stemmer.
func testScorer(t testing.TB) *meteor.Scorer {
	tab := meteor.NewParaphraseTable()
	for _, p := range [][2]string{{"big cat", "lion"}, {"lion", "big cat"}} {
		require.NoError(t, tab.Add(p[0], p[1]))
	}
	syn := &data.Synonyms{Synsets: map[string][]int32{"mat": {1}, "rug": {1}}}
	res := &meteor.Resources{Paraphrases: tab, Synonyms: syn, FunctionWords: data.WordSet{}}
	sc, err := meteor.New(meteor.Config{Language: "en", Normalization: meteor.Norm,
		Modules: []meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym, meteor.Paraphrase}}, res)
	require.NoError(t, err)
	return sc
}

func TestRewrite(t *testing.T) {
	rw := New(testScorer(t))
	tests := []struct {
		name, hyp, ref, want string
		replaced             int
	}{
		{"synonym", "the dog sat on the rug", "the dog sat on the mat", "the dog sat on the rug", 1},
		{"stem", "the cats sat", "the cat sat", "the cats sat", 1},
		{"paraphrase phrase", "a lion slept", "a big cat slept", "a lion slept", 2},
		// Exact matching is case-insensitive; the hypothesis' case is put
		// into the reference.
		{"case", "The dog", "the dog", "The dog", 1},
		// Unmatched reference words stay, in the reference's order.
		{"partial", "cats dance", "the cat sat", "the cats sat", 1},
		// Nothing changes: the reference text is returned as it was.
		{"identical matches", "the dog", "the dog ,  barked.", "the dog ,  barked.", 0},
		{"no match", "xyz", "the cat sat.", "the cat sat.", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rw.Rewrite(tt.hyp, tt.ref)
			assert.Equal(t, tt.want, r.Text)
			assert.Equal(t, tt.replaced, r.Replaced)
		})
	}
	assert.Equal(t, []string{"the cats sat", "a lion"}, rw.RewriteAll("the cats sat a lion", []string{"the cat sat", "a big cat"}))
}

func TestFields(t *testing.T) {
	f := New(testScorer(t)).Fields()
	var keys []string
	for _, x := range f {
		keys = append(keys, x.Key+":"+x.Value)
	}
	assert.Equal(t, []string{"align:meteor-1.5", "lang:en", "norm:norm", "mods:ex_st_sy_pa"}, keys[:4])
	// The aligner is parmesan's code: its version is named, last.
	assert.Equal(t, "parmesan:"+version.Parmesan, keys[len(keys)-1])

	// Czech is spelled by its code (lang.Language.Code) whatever the -l
	// spelling; the jar's short name cz stays in Meteor's Eval ID only.
	for _, spelling := range []string{"cz", "cs", "czech"} {
		sc, err := meteor.New(meteor.Config{Language: spelling, Modules: []meteor.Module{meteor.Exact}}, nil)
		require.NoError(t, err)
		assert.Contains(t, New(sc).Fields(), metric.Field{Key: "lang", Short: "l", Value: "cs"}, spelling)
		assert.Contains(t, sc.Settings().EvalID(), "-cz-", spelling)
	}
}

// lemmaTable is a hand-made lemmatizer for the Lemma module.
type lemmaTable map[string]string

func (t lemmaTable) Lemma(w string) string {
	if l, ok := t[w]; ok {
		return l
	}
	return w
}

// Every setting of the alignment that changes which reference words are
// rewritten is named: the beam and the budget when not the default (as
// Meteor's signature names them), the non-breaking prefixes the
// normalizer splits on, the Lemma module's lemmatizer; the default
// settings add none of them.
func TestFieldsNameTheAlignment(t *testing.T) {
	fields := func(c meteor.Config, res *meteor.Resources) map[string]string {
		if res == nil {
			res = &meteor.Resources{FunctionWords: data.WordSet{}}
		}
		sc, err := meteor.New(c, res)
		require.NoError(t, err)
		m := map[string]string{}
		for _, f := range New(sc).Fields() {
			m[f.Key] = f.Value
		}
		return m
	}
	exact := []meteor.Module{meteor.Exact}
	def := fields(meteor.Config{Language: "en", Modules: exact}, nil)
	for _, k := range []string{"beam", "budget", "lemmas"} {
		assert.NotContains(t, def, k, "default settings")
	}
	assert.Equal(t, def, fields(meteor.Config{Language: "en", Modules: exact, Beam: meteor.DefaultBeam, MaxSegmentTokens: meteor.DefaultMaxSegmentTokens}, nil))
	assert.Equal(t, "2", fields(meteor.Config{Language: "en", Modules: exact, Beam: 2}, nil)["beam"])
	assert.Equal(t, "0", fields(meteor.Config{Language: "en", Modules: exact, Beam: meteor.NoBeam}, nil)["beam"])
	assert.Equal(t, "3", fields(meteor.Config{Language: "en", Modules: exact, MaxSegmentTokens: 3}, nil)["budget"])
	assert.Equal(t, "none", fields(meteor.Config{Language: "en", Modules: exact, MaxSegmentTokens: meteor.NoSegmentLimit}, nil)["budget"])

	// The prefixes the normalizer splits on (a resource directory may
	// bring its own list): named by their fingerprint, as Meteor's
	// signature names them.
	withNBP := &meteor.Resources{FunctionWords: data.WordSet{}, Prefixes: data.Prefixes{"Mr": data.PrefixAny},
		Fingerprints: meteor.Fingerprints{Prefixes: "0123abcd"}}
	assert.Equal(t, "0123abcd", fields(meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: exact}, withNBP)["nbp"])

	lem := &meteor.Resources{FunctionWords: data.WordSet{}, Lemmas: lemmaTable{"cats": "cat"}, Fingerprints: meteor.Fingerprints{Lemmas: "table#0123abcd"}}
	assert.Equal(t, "table#0123abcd", fields(meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact, meteor.Lemma}}, lem)["lemmas"])
	assert.NotContains(t, fields(meteor.Config{Language: "en", Modules: exact}, lem), "lemmas", "the lemmatizer of an unused module")
}

func TestRewriteKeepsReferenceSpelling(t *testing.T) {
	rw := New(testScorer(t))
	// The normalizer splits "mat," and "(the"; the splice keeps the
	// reference's own spacing around the unchanged words.
	assert.Equal(t, "On (the rug), we sat.", rw.Rewrite("the rug", "On (the mat), we sat.").Text)
	assert.Equal(t, "a lion, slept", rw.Rewrite("a lion slept", "a big cat, slept").Text)
}

func TestRewriteNormalizedPunctuation(t *testing.T) {
	rw := New(testScorer(t))
	// The normalizer writes „ “ as " and – as -; the reference keeps its
	// own characters around the replaced word.
	assert.Equal(t, "the dog – „on the rug“", rw.Rewrite("the dog on the rug", "the dog – „on the mat“").Text)
}

func TestLocate(t *testing.T) {
	tests := []struct {
		text string
		toks []string
		ok   bool
	}{
		{"a  b", []string{"a", "b"}, true},
		{"„a“ – b", []string{"\"", "a", "\"", "-", "b"}, true},
		{"e-mail", []string{"e", "mail"}, true}, // hyphen dropped by the normalizer
		{"a b", []string{"a", "c"}, false},
		{"the U.S. and i.e.", []string{"the", "US", "and", "ie"}, true},
		{"a", []string{"a", "b"}, false},
	}
	for _, tt := range tests {
		_, ok := locate(tt.text, tt.toks)
		assert.Equal(t, tt.ok, ok, "%q %q", tt.text, tt.toks)
	}
}

func TestSplice(t *testing.T) {
	tests := []struct {
		text     string
		from, to []string
		want     string
	}{
		{"He bought an automobile, yesterday.", []string{"He", "bought", "an", "automobile", ",", "yesterday", "."},
			[]string{"He", "bought", "a", "car", ",", "yesterday", "."}, "He bought a car, yesterday."},
		{"„Už místo“ je klasická.", []string{"\"", "Už", "místo", "\"", "je", "klasická", "."},
			[]string{"\"", "Už", "místo", "\"", "je", "klasické", "."}, "„Už místo“ je klasické."},
		// a phrase for a word, a deletion, an insertion at the end
		{"a big cat slept", []string{"a", "big", "cat", "slept"}, []string{"a", "lion", "slept"}, "a lion slept"},
		{"x y z", []string{"x", "y", "z"}, []string{"x", "z"}, "x z"},
		{"x y", []string{"x", "y"}, []string{"x", "y", "z"}, "x y z"},
		{"x y", []string{"x", "y"}, []string{"w", "x", "y"}, "w x y"},
		{"same text", []string{"same", "text"}, []string{"same", "text"}, "same text"},
		// a phrase substitution's words (rewrite.Flatten): one word by
		// three, two by one
		{"We met previously, too.", []string{"We", "met", "previously", ",", "too", "."},
			[]string{"We", "met", "in", "the", "past", ",", "too", "."}, "We met in the past, too."},
		{"He does not know.", []string{"He", "does", "not", "know", "."},
			[]string{"He", "doesn't", "know", "."}, "He doesn't know."},
	}
	for _, tt := range tests {
		got, ok := Splice(tt.text, tt.from, tt.to)
		assert.True(t, ok, tt.text)
		assert.Equal(t, tt.want, got)
	}
	_, ok := Splice("a b", []string{"a", "c"}, []string{"a"})
	assert.False(t, ok)
}
