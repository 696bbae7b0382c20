package rewrite

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// TestWordBitsMatchLists checks that the passes which read a sentence's
// word bits (Guard.wordBits: protections, minedClosed, flagsOf) answer as
// they do asking each list, on random sentences drawn from each
// language's lists (closed-class, light, idiom, connective, negating and
// light-noun words, the ClosedOpen lemmas) and a few other words, in
// random parts of speech, capitals and polarities.
func TestWordBitsMatchLists(t *testing.T) {
	rnd := rand.New(rand.NewPCG(20, 37))
	pos := []string{"VERB", "AUX", "NOUN", "PROPN", "ADJ", "ADV", "ADP", "PART", "DET", "PRON", "NUM", "PUNCT", "SCONJ", "CCONJ"}
	var bitsSeen uint8
	for _, code := range []string{"cs", "en", "de", "pl", "ru", "ro", "fr", "es"} {
		g := DefaultGuard(code)
		var vocab []string
		for _, m := range []map[string]bool{g.Closed, g.Light, g.Particles, g.Idiom, g.Connectives, negationWords, lightNouns} {
			for w := range m {
				vocab = append(vocab, w)
			}
		}
		for w := range g.ClosedOpen {
			vocab = append(vocab, w)
		}
		slices.Sort(vocab) // map order is random: the draws must not be
		vocab = append(vocab, "dům", "houses", "Glass", "runs", "chance", "pozor", "Zeit", "don't", "isn’t")
		for n := 0; n < 2000; n++ {
			toks := make([]lemma.Token, 1+rnd.IntN(14))
			for i := range toks {
				w := vocab[rnd.IntN(len(vocab))]
				if rnd.IntN(4) == 0 {
					w = strings.ToUpper(w[:1]) + w[1:]
				}
				l := w
				if rnd.IntN(2) == 0 {
					l = vocab[rnd.IntN(len(vocab))]
				}
				var f lemma.Feats
				if rnd.IntN(4) == 0 {
					f = lemma.Feats{"Polarity": "Neg"}
				}
				toks[i] = lemma.Token{Form: w, Lemma: l, POS: pos[rnd.IntN(len(pos))], Feats: f}
			}
			lw := lowsOf(toks)
			wl := lw
			wl.word = g.wordBits(toks, lw, nil)
			for _, b := range wl.word {
				bitsSeen |= b
			}
			for _, with := range []bool{false, true} {
				p0, o0, f0 := g.protections(toks, lw, with, with)
				p1, o1, f1 := g.protections(toks, wl, with, with)
				if !slices.Equal(p0, p1) || !slices.Equal(o0, o1) || !slices.Equal(f0, f1) {
					t.Fatalf("%s, %q: protections by word bits %v %v %v, by lists %v %v %v", code, forms(toks), p1, o1, f1, p0, o0, f0)
				}
				if !with {
					continue // minedClosed reads the open protections
				}
				if m0, m1 := g.minedClosed(toks, lw, o0), g.minedClosed(toks, wl, o0); !slices.Equal(m0, m1) {
					t.Fatalf("%s, %q: minedClosed by word bits %v, by lists %v", code, forms(toks), m1, m0)
				}
			}
			ks := keysOf(toks, lw)
			if f0, f1 := flagsOf(toks, lw, ks), flagsOf(toks, wl, ks); !slices.Equal(f0, f1) {
				t.Fatalf("%s, %q: flags by word bits %v, by lists %v", code, forms(toks), f1, f0)
			}
		}
	}
	all := wordClosed | wordLight | wordIdiom | wordConnective | wordNegating | wordLightNoun
	if bitsSeen != all {
		t.Fatalf("word bits seen %06b, want every one (%06b): the comparison misses a list", bitsSeen, all)
	}
}

// TestWordListsPerGuard checks that two guards with other lists get their
// own merged lists (wordLists keeps them by the maps), also past the
// number kept.
func TestWordListsPerGuard(t *testing.T) {
	toks := []lemma.Token{{Form: "dům", Lemma: "dům", POS: "NOUN"}}
	lw := lowsOf(toks)
	for n := 0; n < 3*wordListsKept; n++ {
		var g Guard
		if n%2 == 0 {
			g.Closed = words("dům")
		} else {
			g.Light = words("dům")
		}
		want := wordClosed
		if n%2 == 1 {
			want = wordLight
		}
		if got := g.wordBits(toks, lw, nil)[0]; got != want {
			t.Fatalf("guard %d: word bits %06b, want %06b", n, got, want)
		}
	}
}

// TestFoldsApart checks that foldsApart never says two forms fold apart
// that fold alike, on forms that fold alike in many ways (case, marks,
// hyphens, apostrophes, ß) and others, and that it does tell some apart.
func TestFoldsApart(t *testing.T) {
	forms := []string{"sezónu", "sezonu", "glockenstraße", "glockenstrasse", "412-v", "412v", "a\u030a", "å", "a",
		"e\u0301ra", "éra", "era", "-leds", "leds", "'tis", "tis", "o'neil", "oneil", "ő", "o", "1st", "1", "",
		"ärger", "arger", "zelenskyy", "zelensky", "dřív", "dříve", "ß", "ss", "s", "ǆ", "dž", "z", "0", "9",
		"čas", "cas", "čaš", "pes", "říká", "rika", "tvrdí", "tvrdi", "straß", "strass", "a-", "a", "é-", "e'", "e’",
		"ra\u0301", "rá", "ra", "Říká", "ŘÍKÁ", "ı", "i", "ĳ", "ij", "ŀ", "l", "ſ", "s", "ø", "o", "đ", "d", "\xff", "a\xff", "x\xc5"}
	apart := 0
	for _, a := range forms {
		for _, b := range forms {
			if !foldsApart(a, b) {
				continue
			}
			apart++
			if fold(a) == fold(b) {
				t.Fatalf("foldsApart(%q, %q), but both fold to %q", a, b, fold(a))
			}
		}
	}
	if apart == 0 {
		t.Fatal("foldsApart told no forms apart: the test checks nothing")
	}
	// Every rune of foldEdge's table first and last, beside a letter, a
	// combining mark and a hyphen.
	var edged []string
	for r := rune(0); r < rune(len(foldEdge)); r++ {
		for _, x := range []string{"a", "\u0301", "-"} {
			edged = append(edged, string(r)+x, x+string(r))
		}
	}
	folded := make([]string, len(edged))
	for k, a := range edged {
		folded[k] = foldRunes(a)
	}
	for k, a := range edged {
		for m, b := range edged {
			if folded[k] == folded[m] && foldsApart(a, b) {
				t.Fatalf("foldsApart(%q, %q), but both fold to %q", a, b, folded[k])
			}
		}
	}
}

// TestFormFlags compares formFlags with the span tests it stands for in
// flagsOf (apostrophe, plain's letter test, sameNumbers's digit test).
func TestFormFlags(t *testing.T) {
	forms := []string{"", "a", "Z", "5", "x5", "don't", "don’t", "cannot", "CanNot", "can't", "-", ",", "'", "’",
		"dům", "٣", "Ⅻ", "řeč", "\xe2\x80", "\xe2\x80\x99", "a\xffb", "\xff'", "\xe2'\x80\x99", "ǅ", "—", "№1", "12:30"}
	seen := [3]bool{}
	for _, f := range forms {
		one := []lemma.Token{{Form: f, POS: "NOUN"}}
		apos, word, digit := formFlags(f)
		if want := apostrophe(one); apos != want {
			t.Errorf("formFlags(%q) apostrophe = %v, want %v", f, apos, want)
		}
		if want := plain(one); word != want {
			t.Errorf("formFlags(%q) word = %v, want %v", f, word, want)
		}
		if want := strings.IndexFunc(f, unicode.IsDigit) >= 0; digit != want {
			t.Errorf("formFlags(%q) digit = %v, want %v", f, digit, want)
		}
		seen[0], seen[1], seen[2] = seen[0] || apos, seen[1] || word, seen[2] || digit
	}
	if seen != [3]bool{true, true, true} {
		t.Fatalf("some flag never set: %v", seen)
	}
}

// TestReferenceIDs checks the reference's one map of key and form ids
// (Reference.ids, hypIDs) against intern and idsOf of each, on random
// sentences whose keys and forms share words.
func TestReferenceIDs(t *testing.T) {
	rnd := rand.New(rand.NewPCG(20, 38))
	vocab := []string{"a", "b", "c", "d", "e", "f"}
	both := 0
	for n := 0; n < 3000; n++ {
		sentence := func() ([]string, []string) {
			ks, fs := make([]string, rnd.IntN(8)), []string(nil)
			for k := range ks {
				ks[k] = vocab[rnd.IntN(len(vocab))]
				fs = append(fs, vocab[rnd.IntN(len(vocab))])
				if rnd.IntN(3) == 0 {
					fs[k] = ks[k]
				}
			}
			return ks, fs
		}
		rk, rf := sentence()
		hk, hf := sentence()
		p := &Reference{ids: map[string][2]int32{}}
		kid, fid := p.intern(rk, 0), p.intern(rf, 1)
		keyID, formID := intern(rk), intern(rf)
		if !slices.Equal(kid, idsOf(keyID, rk)) || !slices.Equal(fid, idsOf(formID, rf)) || countIDs(kid) != len(keyID) {
			t.Fatalf("%v %v: ids %v %v, want %v %v", rk, rf, kid, fid, idsOf(keyID, rk), idsOf(formID, rf))
		}
		for _, sc := range []*scratch{nil, getScratch()} {
			hkid, hfid := p.hypIDs(hk, hf, sc)
			if !slices.Equal(hkid, idsOf(keyID, hk)) || !slices.Equal(hfid, idsOf(formID, hf)) {
				t.Fatalf("%v %v against %v %v: ids %v %v, want %v %v", hk, hf, rk, rf, hkid, hfid, idsOf(keyID, hk), idsOf(formID, hf))
			}
			if sc != nil {
				sc.release()
			}
		}
		for _, e := range p.ids {
			if e[0] >= 0 && e[1] >= 0 {
				both++
			}
		}
	}
	if both == 0 {
		t.Fatal("no word was both a key and a form: the test misses the shared entries")
	}
}
