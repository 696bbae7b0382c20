package paraphrase

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

func probs(s *Set) map[string]float64 {
	m := map[string]float64{}
	for _, p := range s.Pairs() {
		m[p.A+" → "+p.B] = p.Prob
	}
	return m
}

func TestPivotPhraseTable(t *testing.T) {
	table := strings.Join([]string{
		"haus ||| home ||| 0.5 0 0.4 0",
		"haus ||| house ||| 0.8 0 0.6 0",
		"haus ||| big house ||| 0.9 0 0.9 0", // word-substring of/with "house": dropped
		"haus ||| house , ||| 0.9 0 0.9 0",   // punctuation: never used
		"heim ||| home ||| 0.5 0 1.0 0",
		"heim ||| dwelling ||| 0.0005 0 0.9 0", // p(f|e) below 0.001: instance dropped
		"zuhause ||| home ||| 0.02 0 0.3 0",
		"zuhause ||| house ||| 0.01 0 0.3 0",
	}, "\n")
	s, err := PivotPhraseTable(strings.NewReader(table), "pt", PivotOptions{})
	require.NoError(t, err)
	got := probs(s)
	// Hand-computed: p(house|home) = p(haus|home)·p(house|haus) + p(zuhause|home)·p(house|zuhause)
	//                              = 0.5·0.6 + 0.02·0.3 = 0.306
	assert.InDelta(t, 0.306, got["home → house"], 1e-12)
	// p(home|house) = 0.8·0.4 + 0.01·0.3 = 0.323
	assert.InDelta(t, 0.323, got["house → home"], 1e-12)
	// home → big house = 0.5·0.9 = 0.45, but "house" ⊂ "big house" only matters between house and big house:
	assert.InDelta(t, 0.45, got["home → big house"], 1e-12)
	_, ok := got["house → big house"]
	assert.False(t, ok, "word-substring pairs are dropped")
	for k := range got {
		assert.NotContains(t, k, "dwelling")
		assert.NotContains(t, k, ",")
	}
	// Unsorted input is an error naming the line.
	_, err = PivotPhraseTable(strings.NewReader("b ||| x ||| 1 1 1 1\na ||| y ||| 1 1 1 1\n"), "u.pt", PivotOptions{})
	assert.ErrorContains(t, err, "u.pt:2:")
}

func TestPivotMinFinalProbAndCommonWords(t *testing.T) {
	table := "f ||| a ||| 0.1 0 0.05 0\nf ||| b ||| 0.1 0 0.05 0\ng ||| the ||| 0.9 0 0.9 0\ng ||| c ||| 0.9 0 0.9 0\n"
	s, err := PivotPhraseTable(strings.NewReader(table), "pt", PivotOptions{Common: data.WordSet{"the": {}}})
	require.NoError(t, err)
	// a ↔ b: 0.1·0.05 = 0.005 < 0.01; "the" is a common word.
	assert.Equal(t, 0, s.Len())
}

func TestPivotDictionary(t *testing.T) {
	entries := []data.Translation{
		{Head: "place", Targets: []string{"místo", "umístění"}},
		{Head: "position", Targets: []string{"poloha", "místo", "umístění"}},
		{Head: "location", Targets: []string{"místo"}},
	}
	got := probs(PivotDictionary(entries, PivotOptions{}, false))
	// Uniform probabilities: n_f(místo)=3, n_f(umístění)=2, n_f(poloha)=1.
	want := map[string]float64{
		"místo → umístění":  1.0/3*1.0/2 + 1.0/3*1.0/3, // 5/18
		"umístění → místo":  1.0/2*1.0/2 + 1.0/2*1.0/3, // 5/12
		"poloha → místo":    1.0 / 3,
		"poloha → umístění": 1.0 / 3,
		"místo → poloha":    1.0 / 9,
		"umístění → poloha": 1.0 / 6,
	}
	require.Len(t, got, len(want))
	for k, v := range want {
		assert.InDelta(t, v, got[k], 1e-12, k)
	}
}

func TestMerge(t *testing.T) {
	a, b := NewSet(), NewSet()
	a.Add(Pair{A: "x", B: "y", Prob: 0.5, Source: SourcePivot})
	b.Add(Pair{A: "x", B: "y", Prob: 0.1, Source: SourcePivot})
	b.Add(Pair{A: "x", B: "z", Prob: 0.4, Source: SourceTable})
	m, err := Merge([]*Set{a, b}, []float64{3, 1})
	require.NoError(t, err)
	got := probs(m)
	assert.InDelta(t, (3*0.5+1*0.1)/4, got["x → y"], 1e-12)
	assert.InDelta(t, 0.4/4, got["x → z"], 1e-12)
	_, err = Merge([]*Set{a}, []float64{1, 2})
	assert.Error(t, err)
}

func TestMeteorRoundTrip(t *testing.T) {
	s := NewSet()
	s.Add(Pair{A: "big cat", B: "lion", Prob: 0.25})
	s.Add(Pair{A: "lion", B: "big cat", Prob: 1})
	path := filepath.Join(t.TempDir(), "t.gz")
	require.NoError(t, WriteMeteorFile(path, s.Pairs()))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	b, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, "0.250000\nbig cat\nlion\n1.000000\nlion\nbig cat\n", string(b))
	back, err := FromMeteorTable(bytes.NewReader(b), "t")
	require.NoError(t, err)
	assert.Equal(t, map[string]float64{"big cat → lion": 0.25, "lion → big cat": 1}, probs(back))
	assert.Error(t, WriteMeteor(io.Discard, []Pair{{A: "x", B: ""}}))
}

func TestFromThesaurusAndWordNet(t *testing.T) {
	th := "UTF-8\nMísto|2\n(noun)|poloha|pozice (obsolete)\n|sedadlo\n"
	s, err := FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, SkipAnnotated: true})
	require.NoError(t, err)
	assert.Equal(t, map[string]float64{"místo → poloha": 0.5, "místo → sedadlo": 0.5}, probs(s))
	syn := &data.Synonyms{Synsets: map[string][]int32{"car": {1}, "auto": {1, 2}, "machine": {1}, "automobile_engine": {2}}}
	w := probs(FromWordNet(syn))
	assert.InDelta(t, 0.5, w["car → auto"], 0)
	assert.InDelta(t, 1.0, w["auto → automobile engine"], 0)
	assert.Len(t, w, 8)
}

// PairGroup's emissions must not depend on the order of the group's
// lines (a distributed group-by delivers them in any order); duplicate
// target phrases included.
func TestPairGroupOrderFree(t *testing.T) {
	opt := PivotOptions{}.WithDefaults()
	group := []Translation{
		{E: "home", PFE: 0.5, PEF: 0.4},
		{E: "house", PFE: 0.8, PEF: 0.6},
		{E: "home", PFE: 0.25, PEF: 0.3}, // duplicate target (e.g. "home" and " home " normalized)
		{E: "dwelling", PFE: 0.0005, PEF: 0.9},
	}
	collect := func(g []Translation) []string {
		var out []string
		opt.PairGroup(g, func(a, b string, x float64) {
			out = append(out, a+">"+b+":"+strconv.FormatFloat(x, 'g', -1, 64))
		})
		return out
	}
	want := collect(group)
	// Hand-made: usable sorted (home .25 .3), (home .5 .4), (house .8 .6);
	// "dwelling" fails MinTransProb.
	assert.Equal(t, []string{"home>house:0.15", "home>house:0.3", "house>home:0.24", "house>home:0.32000000000000006"}, want)
	perm := []int{0, 1, 2, 3}
	var permute func(k int)
	permute = func(k int) {
		if k == len(perm) {
			g := make([]Translation, len(perm))
			for i, j := range perm {
				g[i] = group[j]
			}
			assert.Equal(t, want, collect(g), "permutation %v", perm)
			return
		}
		for i := k; i < len(perm); i++ {
			perm[k], perm[i] = perm[i], perm[k]
			permute(k + 1)
			perm[k], perm[i] = perm[i], perm[k]
		}
	}
	permute(0)
}

func TestKeepParaphrase(t *testing.T) {
	opt := PivotOptions{}.WithDefaults()
	for _, c := range []struct {
		a, b string
		p    float64
		want bool
	}{
		{"home", "house", 0.01, true},
		{"home", "house", 0.0099999, false}, // below MinFinalProb
		{"house", "big house", 0.5, false},  // word-substring
		{"big house", "house", 0.5, false},  // either way
		{"use", "house", 0.5, true},         // a character substring is not a word-substring
	} {
		t.Run(c.a+"→"+c.b, func(t *testing.T) {
			assert.Equal(t, c.want, opt.KeepParaphrase(c.a, c.b, c.p))
		})
	}
}

func TestIsCommon(t *testing.T) {
	for _, c := range []struct {
		count, total int
		want         bool
	}{
		{1, 1000, true}, // exactly 0.001
		{1, 1001, false},
		{0, 0, false}, // empty corpus
	} {
		assert.Equal(t, c.want, IsCommon(c.count, c.total, DefaultMinRelFreq), "%d/%d", c.count, c.total)
	}
}

// Mutual keeps a pair only when the synonym's entry lists the head:
// numi lists spune, spune does not list numi (the Romanian line that put
// "call" and "say" together); afirma and declara list each other.
func TestFromThesaurusMutual(t *testing.T) {
	th := "UTF-8\nnumi|1\n(verb)|spune|denumi\ndenumi|1\n(verb)|numi\nspune|1\n(verb)|zice\nafirma|1\n(verb)|declara\ndeclara|1\n(verb)|afirma\n"
	s, err := FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, Mutual: true})
	require.NoError(t, err)
	assert.Equal(t, map[string]float64{"numi → denumi": 0.5, "denumi → numi": 1, "afirma → declara": 1, "declara → afirma": 1}, probs(s))
	s, err = FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true})
	require.NoError(t, err)
	assert.Len(t, probs(s), 6, "without Mutual every listed pair")
}

// Front keeps a pair when the synonym is among the first Front
// synonyms of a line of the head (annotated ones not counted); with
// Mutual a pair passes by either rule. spune's line of loose verbs puts
// numi sixth, after an annotated word; numi does not list spune; afirma
// and declara list each other far down their lines.
func TestFromThesaurusFront(t *testing.T) {
	th := "UTF-8\n" +
		"spune|1\n(verb)|zice|grăi (pop.)|rosti|afirma|arăta|chema|numi\n" +
		"numi|1\n(verb)|denumi\n" +
		"afirma|1\n(verb)|susține|pretinde|sublinia|declara\n" +
		"declara|1\n(verb)|anunța|proclama|preciza|afirma\n"
	keys := func(s *Set) []string {
		var k []string
		for _, p := range s.Pairs() {
			k = append(k, p.A+" → "+p.B)
		}
		return k
	}
	s, err := FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, SkipAnnotated: true, Front: 3})
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"spune → zice", "spune → rosti", "spune → afirma", "numi → denumi",
		"afirma → susține", "afirma → pretinde", "afirma → sublinia",
		"declara → anunța", "declara → proclama", "declara → preciza"}, keys(s))
	s, err = FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, SkipAnnotated: true, Front: 3, Mutual: true})
	require.NoError(t, err)
	got := keys(s)
	assert.Contains(t, got, "afirma → declara", "mutual, though fourth")
	assert.Contains(t, got, "spune → afirma", "third")
	assert.NotContains(t, got, "spune → numi", "sixth, and numi does not list spune")
	assert.NotContains(t, got, "spune → chema")
	assert.Len(t, got, 12)
	s, err = FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, SkipAnnotated: true})
	require.NoError(t, err)
	assert.Contains(t, keys(s), "spune → numi", "without the guard every listed pair")
}

// Polysemy drops a pair whose two words both have at least Polysemy
// meaning lines: siła (3 lines) and wytrzymałość (3) lose each other,
// siła and moc (1 line) keep each other.
func TestFromThesaurusPolysemy(t *testing.T) {
	th := "UTF-8\n" +
		"siła|3\n-|energia|moc\n-|hart|wytrzymałość\n-|przemoc\n" +
		"wytrzymałość|3\n-|hart|siła\n-|odporność\n-|trwałość\n" +
		"moc|1\n-|siła|energia\n"
	s, err := FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, Polysemy: 3})
	require.NoError(t, err)
	_, ok := s.Lookup("siła", "wytrzymałość")
	assert.False(t, ok, "both words have 3 lines")
	_, ok = s.Lookup("wytrzymałość", "siła")
	assert.False(t, ok)
	_, ok = s.Lookup("siła", "moc")
	assert.True(t, ok, "moc has one line")
	_, ok = s.Lookup("siła", "hart")
	assert.True(t, ok, "hart has no entry of its own")
	s, err = FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true, Polysemy: 4})
	require.NoError(t, err)
	_, ok = s.Lookup("siła", "wytrzymałość")
	assert.True(t, ok, "below the limit")
	s, err = FromThesaurus(strings.NewReader(th), "th", ThesaurusOptions{Lower: true})
	require.NoError(t, err)
	_, ok = s.Lookup("siła", "wytrzymałość")
	assert.True(t, ok, "without the guard")
}
