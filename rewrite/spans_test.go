package rewrite

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
)

// negating reports whether token t, whose lower-case form is low,
// negates: the definition the flagNegation flag stands for.
func negating(t lemma.Token, low string) bool {
	return polarity(t) == "Neg" || negatingWord(low)
}

// negations counts the negating tokens of a span: the definition
// spansPlain reads off the tokens' flags.
func negations(ts []lemma.Token) int {
	n := 0
	for _, t := range ts {
		if negating(t, strings.ToLower(t.Form)) {
			n++
		}
	}
	return n
}

// TestSpansPlainMatchesTokens compares spansPlain, which reads each
// token's flags, with the tests it stands for on the tokens themselves,
// for every pair of spans of up to maxPhrase tokens of two sentences
// mixing words, numbers, negations, punctuation and contractions.
func TestSpansPlainMatchesTokens(t *testing.T) {
	tok := func(form, pos string, feats lemma.Feats) lemma.Token {
		return lemma.Token{Form: form, Lemma: strings.ToLower(form), POS: pos, Feats: feats}
	}
	neg := lemma.Feats{"Polarity": "Neg"}
	ref := []lemma.Token{tok("Nepřišel", "VERB", neg), tok("jsem", "AUX", nil), tok("v", "ADP", nil), tok("5", "NUM", nil),
		tok("hodin", "NOUN", nil), tok(",", "PUNCT", nil), tok("ale", "CCONJ", nil), tok("nikdy", "ADV", nil), tok("don't", "VERB", nil),
		tok("2023", "NUM", nil), tok("tři", "NUM", nil), tok("Covid-19", "PROPN", nil), tok("—", "PUNCT", nil), tok("dům", "NOUN", nil)}
	hyp := []lemma.Token{tok("přišel", "VERB", nil), tok("jsem", "AUX", nil), tok("v", "ADP", nil), tok("5", "NUM", nil),
		tok("Hodin", "NOUN", nil), tok("ne", "PART", nil), tok("not", "PART", nil), tok("2023", "NUM", nil), tok("tři", "NUM", nil),
		tok("!", "PUNCT", nil), tok("cannot", "VERB", nil), tok("$", "SYM", nil), tok("domy", "NOUN", nil)}
	rlw, hlw := lowsOf(ref), lowsOf(hyp)
	st := &sentence{rlw: rlw, hlw: hlw, rkeys: keys(ref), hkeys: keys(hyp), rflag: flagsOf(ref, rlw, keys(ref)), hflag: flagsOf(hyp, hlw, keys(hyp))}
	checked, plainPairs := 0, 0
	for j0 := range ref {
		for n := 1; n <= maxPhrase && j0+n <= len(ref); n++ {
			for i0 := range hyp {
				for m := 1; m <= maxPhrase && i0+m <= len(hyp); m++ {
					sl := span{ref, hyp, j0, n, i0, m, st}
					r, h := ref[j0:j0+n], hyp[i0:i0+m]
					want := plain(r) && plain(h) && negations(r) == negations(h) && sameNumbers(r, h)
					if got := st.spansPlain(sl, r, h); got != want {
						t.Errorf("spansPlain(%q, %q) = %v, want %v", forms(r), forms(h), got, want)
					}
					if got, want := st.cannotPart(sl, r, h), n == 1 && m == 1 || !want; got != want {
						t.Errorf("cannotPart(%q, %q) = %v, want %v", forms(r), forms(h), got, want)
					}
					checked++
					if want {
						plainPairs++
					}
				}
			}
		}
	}
	// Both answers must occur, or the comparison shows nothing.
	if plainPairs == 0 || plainPairs == checked {
		t.Fatalf("%d of %d span pairs plain: the sentences do not exercise both answers", plainPairs, checked)
	}
	t.Logf("%d span pairs, %d plain", checked, plainPairs)
}

// TestFoldMatchesRunes compares fold (its ASCII shortcut and its memo,
// asked twice) with foldRunes on forms that exercise each branch.
func TestFoldMatchesRunes(t *testing.T) {
	forms := []string{"", "dům", "Dům", "domů", "Straße", "e-mail", "E-Mail", "don't", "don’t", "co‐author",
		"covid19", "COVID-19", "řeč", "ŘEČ", "naši", "naší", "abc", "a.b,c", "x\u0301", "Ǆ", "İstanbul", "ﬁle", "\xff\xfe"}
	shortcut := 0
	for round := 0; round < 2; round++ {
		for _, f := range forms {
			if got, want := fold(f), foldRunes(f); got != want {
				t.Errorf("round %d: fold(%q) = %q, want %q", round, f, got, want)
			}
			if round == 0 && foldsToItself(f) {
				shortcut++
			}
		}
	}
	if shortcut == 0 || shortcut == len(forms) {
		t.Fatalf("%d of %d forms take the ASCII shortcut: both paths must be compared", shortcut, len(forms))
	}
}

// TestKeysOf compares keysOf with keys on lemmas that need lower-casing
// and negated forms with and without the ne- of their lemma.
func TestKeysOf(t *testing.T) {
	neg := lemma.Feats{"Polarity": "Neg"}
	toks := []lemma.Token{{Form: "Neuvidí", Lemma: "uvidět", Feats: neg}, {Form: "nebyl", Lemma: "nebýt", Feats: neg},
		{Form: "Praha", Lemma: "Praha"}, {Form: "ŘEČ", Lemma: "ŘEČ"}, {Form: "Nejde", Lemma: "Jít", Feats: neg}, {Form: "x"}}
	got, want := keysOf(toks, lowsOf(toks)), keys(toks)
	if !slices.Equal(got, want) {
		t.Fatalf("keysOf = %q, keys = %q", got, want)
	}
	if want[0] != "neuvidět" || want[4] != "nejít" {
		t.Fatalf("keys = %q: the negated forms are not exercised", want)
	}
}

// headsAgreeReference is headsAgree as it was written before it read the
// tokens' flags: each head found by its own pass over the span.
func headsAgreeReference(r, h []lemma.Token) bool {
	find := func(ts []lemma.Token, last bool, pos ...string) (lemma.Token, bool) {
		var out lemma.Token
		found := false
		for _, t := range ts {
			if lightNouns[key(t)] {
				continue
			}
			for _, p := range pos {
				if t.POS == p && (last || !found) {
					out, found = t, true
				}
			}
		}
		return out, found
	}
	same := func(a, b lemma.Token, names ...string) bool {
		for _, n := range names {
			if x, y := a.Feats[n], b.Feats[n]; x != "" && y != "" && x != y {
				return false
			}
		}
		return true
	}
	rv, okr := find(r, false, "VERB", "AUX")
	hv, okh := find(h, false, "VERB", "AUX")
	if okr != okh || okr && !same(rv, hv, "VerbForm", "Tense", "Mood", "Number", "Person") {
		return false
	}
	rn, okr := find(r, true, "NOUN")
	hn, okh := find(h, true, "NOUN")
	if okr && okh && !same(rn, hn, "Number") {
		return false
	}
	rn, okr = find(r, false, "NOUN")
	hn, okh = find(h, false, "NOUN")
	if okr && okh && !same(rn, hn, "Case") {
		return false
	}
	ra, okr := find(r, true, "ADJ", "ADV")
	ha, okh := find(h, true, "ADJ", "ADV")
	return !okr || !okh || degreeOf(ra) == degreeOf(ha)
}

// TestHeadsAgreeMatchesReference compares headsAgree with
// headsAgreeReference on every pair of spans of up to maxPhrase tokens of
// two sentences with verbs, nouns in several numbers and cases, light
// nouns, adjectives and adverbs of several degrees.
func TestHeadsAgreeMatchesReference(t *testing.T) {
	tok := func(form, lem, pos, feats string) lemma.Token {
		f, err := lemma.ParseFeats(feats)
		if err != nil {
			t.Fatal(err)
		}
		return lemma.Token{Form: form, Lemma: lem, POS: pos, Feats: f}
	}
	ref := []lemma.Token{tok("řada", "řada", "NOUN", "Case=Nom|Number=Sing"), tok("pravidel", "pravidlo", "NOUN", "Case=Gen|Number=Plur"),
		tok("platila", "platit", "VERB", "Number=Sing|Tense=Past|VerbForm=Part"), tok("velmi", "velmi", "ADV", "Degree=Pos"),
		tok("přísně", "přísně", "ADV", "Degree=Pos"), tok("a", "a", "CCONJ", "_"), tok("byla", "být", "AUX", "Number=Sing|VerbForm=Part"),
		tok("starší", "starý", "ADJ", "Degree=Cmp"), tok("lots", "lot", "NOUN", "Number=Plur"), tok("rules", "rule", "NOUN", "Number=Plur"),
		tok("zákon", "zákon", "NOUN", "Case=Nom|Number=Sing"), tok("státu", "stát", "NOUN", "Case=Gen|Number=Sing"),
		tok("musí", "muset", "VERB", "Mood=Ind|Number=Sing|Tense=Pres|VerbForm=Fin"), tok("platit", "platit", "VERB", "VerbForm=Inf")}
	hyp := []lemma.Token{tok("spousta", "spousta", "NOUN", "Case=Nom|Number=Sing"), tok("pravidla", "pravidlo", "NOUN", "Case=Nom|Number=Plur"),
		tok("platí", "platit", "VERB", "Number=Sing|Tense=Pres|VerbForm=Fin"), tok("přísněji", "přísně", "ADV", "Degree=Cmp"),
		tok("je", "být", "AUX", "Number=Sing|VerbForm=Fin"), tok("stará", "starý", "ADJ", "Degree=Pos"), tok("a", "a", "CCONJ", "_"),
		tok("lot", "lot", "NOUN", "Number=Sing"), tok("rule", "rule", "NOUN", "Number=Sing"), tok("pravidlu", "pravidlo", "NOUN", "Case=Dat|Number=Sing"),
		tok("zákony", "zákon", "NOUN", "Case=Nom|Number=Plur"), tok("země", "země", "NOUN", "Case=Gen|Number=Sing")}
	rf, hf := flagsOf(ref, lowsOf(ref), keys(ref)), flagsOf(hyp, lowsOf(hyp), keys(hyp))
	agree, checked := 0, 0
	for j0 := range ref {
		for n := 1; n <= maxPhrase && j0+n <= len(ref); n++ {
			for i0 := range hyp {
				for m := 1; m <= maxPhrase && i0+m <= len(hyp); m++ {
					r, h := ref[j0:j0+n], hyp[i0:i0+m]
					want := headsAgreeReference(r, h)
					if got := headsAgree(r, h, rf[j0:j0+n], hf[i0:i0+m]); got != want {
						t.Errorf("headsAgree(%q, %q) = %v, want %v", forms(r), forms(h), got, want)
					}
					checked++
					if want {
						agree++
					}
				}
			}
		}
	}
	if agree == 0 || agree == checked {
		t.Fatalf("%d of %d span pairs agree: both answers must occur", agree, checked)
	}
	t.Logf("%d span pairs, %d agree", checked, agree)
}

// open is the guard without its closed-class list (protections' open
// marks, computed the old way for the reference).
func (g Guard) open() Guard {
	g.Closed = nil
	return g
}

// protectedReference is Guard.protected as it was before protections
// marked the three protections in one pass: one guard, one pass each.
func (g Guard) protectedReference(toks []lemma.Token, lw lows) []bool {
	out := make([]bool, len(toks))
	for i, t := range toks {
		l := lw.lemma[i]
		f := lw.form[i]
		if (g.Closed[l] || g.Closed[f]) && !g.ClosedOpen[l][t.POS] && !g.ClosedOpen[f][t.POS] || g.Light[l] {
			out[i] = true
		}
		if t.POS == "VERB" {
			for k := i + 1; k < len(toks) && k <= i+2; k++ {
				w := lw.form[k]
				prep := g.Prepositions[w] && k == i+1 && toks[k].XPOS == "IN" && k+1 < len(toks) &&
					slices.Contains([]string{"DET", "PRON", "PROPN", "NUM"}, toks[k+1].POS)
				if g.Particles[w] && (toks[k].POS == "ADP" || toks[k].POS == "PART" || toks[k].POS == "ADV") && !(prep && !g.Light[l]) {
					out[i] = true
				}
				if toks[k].POS == "VERB" || toks[k].POS == "NOUN" && k == i+1 && g.Particles[w] {
					break
				}
			}
		}
		if g.Light[l] && (t.POS == "VERB" || t.POS == "AUX") {
			// The object of a light verb carries the meaning of the pair
			// (take a chance, dát pozor, mít pravdu).
			for k := i + 1; k < len(toks) && k <= i+3; k++ {
				if toks[k].POS == "NOUN" {
					out[k] = true
					break
				}
				if toks[k].POS != "DET" && toks[k].POS != "ADJ" && toks[k].POS != "PRON" {
					break
				}
			}
		}
		if g.Prenominal && t.POS == "VERB" && i > 0 && i+1 < len(toks) && toks[i+1].POS == "NOUN" &&
			(t.Feats["VerbForm"] == "Part" || t.Feats["VerbForm"] == "Ger") {
			switch toks[i-1].POS {
			case "DET", "ADJ", "PRON", "NUM":
				out[i] = true
			}
		}
		if g.VerblessClause && t.POS == "NOUN" && i > 0 && strings.HasSuffix(f, "s") && !strings.HasSuffix(f, "ss") &&
			(toks[i-1].POS == "NOUN" || toks[i-1].POS == "PROPN" || toks[i-1].POS == "PRON") && verbless(toks, i) {
			out[i] = true
		}
		if g.Idiom[f] || g.Idiom[l] {
			for k := max(0, i-2); k < len(toks) && k <= i+2; k++ {
				out[k] = true
			}
		}
	}
	return out
}

// TestProtectionsMatchReference compares protections with
// protectedReference run three times (the guard, g.open() and g without
// Light), as RewritePrepared and Prepare ran it, on random sentences
// drawn from each language's guard lists (closed-class, light, particle
// and idiom words) and a few other words, in random parts of speech.
func TestProtectionsMatchReference(t *testing.T) {
	rnd := rand.New(rand.NewPCG(37, 4))
	pos := []string{"VERB", "AUX", "NOUN", "PROPN", "ADJ", "ADV", "ADP", "PART", "DET", "PRON", "NUM", "PUNCT"}
	marked := [3]int{}
	for _, code := range []string{"cs", "en", "de", "pl", "ru", "ro", "fr", "es"} {
		g := DefaultGuard(code)
		g.Prenominal, g.VerblessClause = true, true // every rule, whatever the language's defaults
		var vocab []string
		for _, m := range []map[string]bool{g.Closed, g.Light, g.Particles, g.Idiom} {
			for w := range m {
				vocab = append(vocab, w)
			}
		}
		slices.Sort(vocab) // map order is random: the draws must not be
		vocab = append(vocab, "dům", "houses", "Glass", "runs", "chance", "pozor", "Zeit")
		for n := 0; n < 3000; n++ {
			toks := make([]lemma.Token, 1+rnd.IntN(14))
			for i := range toks {
				w := vocab[rnd.IntN(len(vocab))]
				if rnd.IntN(4) == 0 {
					w = strings.ToUpper(w[:1]) + w[1:]
				}
				var f lemma.Feats
				if rnd.IntN(3) == 0 {
					f = lemma.Feats{"VerbForm": []string{"Part", "Ger", "Fin"}[rnd.IntN(3)]}
				}
				toks[i] = lemma.Token{Form: w, Lemma: vocab[rnd.IntN(len(vocab))], POS: pos[rnd.IntN(len(pos))], Feats: f}
				if rnd.IntN(2) == 0 {
					toks[i].XPOS = "IN" // a preposition (Guard.Prepositions)
				}
			}
			lw := lowsOf(toks)
			noLight := g
			noLight.Light = nil
			want := [3][]bool{g.protectedReference(toks, lw), g.open().protectedReference(toks, lw), noLight.protectedReference(toks, lw)}
			prot, open, free := g.protections(toks, lw, true, true)
			for k, got := range [3][]bool{prot, open, free} {
				if !slices.Equal(got, want[k]) {
					t.Fatalf("%s, %q: protection %d = %v, want %v", code, forms(toks), k, got, want[k])
				}
				if slices.Contains(want[k], true) {
					marked[k]++
				}
			}
			if p, o, f := g.protections(toks, lw, false, false); !slices.Equal(p, want[0]) || o != nil || f != nil {
				t.Fatalf("%s, %q: protections without open and free = %v, %v, %v", code, forms(toks), p, o, f)
			}
		}
	}
	for k, n := range marked {
		if n == 0 {
			t.Fatalf("protection %d marked nothing in any sentence: the comparison shows nothing", k)
		}
	}
	t.Logf("sentences with a protected word: %v", marked)
}

// TestFoldConcurrent folds from four goroutines at once, more forms than
// the memo keeps (so it starts again empty while others read it), and
// checks every answer against foldRunes (run with -race).
func TestFoldConcurrent(t *testing.T) {
	n := foldMemoMax/2 + 1000
	if testing.Short() {
		n = 5000
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < n; k++ {
				f := fmt.Sprintf("Řeč-%d-%d", w, k%(n/2+1))
				if got, want := fold(f), foldRunes(f); got != want {
					errs <- fmt.Sprintf("fold(%q) = %q, want %q", f, got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
