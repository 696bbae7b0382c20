package cs

import (
	"strings"
	"testing"
)

// TestLemma: hand-checked out-of-context lemmas. Inflected forms of one
// lemma share it (so Meteor's Lemma module matches them); forms of
// different lemmas, even similar-looking ones, do not.
func TestLemma(t *testing.T) {
	c := czech(t)
	same := [][]string{
		{"hrad", "hradu", "hradem", "hrady", "hradech"},
		{"žena", "ženy", "ženě", "ženou", "žen"},
		{"město", "města", "městě", "městech"},
		{"nový", "nového", "novému", "nových", "novými"},
		{"dělat", "dělal", "dělala", "dělají"},
		{"zpráva", "zprávy", "zprávou", "zpráv"},
	}
	for _, forms := range same {
		want := c.Lemma(forms[0])
		if want != forms[0] {
			t.Errorf("Lemma(%q) = %q, want itself", forms[0], want)
		}
		for _, f := range forms[1:] {
			if got := c.Lemma(f); got != want {
				t.Errorf("Lemma(%q) = %q, want %q", f, got, want)
			}
		}
	}
	differ := [][2]string{{"hrad", "hrát"}, {"žena", "ženich"}, {"město", "místo"}, {"nový", "novina"}, {"zpráva", "správa"}}
	for _, p := range differ {
		if a, b := c.Lemma(p[0]), c.Lemma(p[1]); a == b {
			t.Errorf("Lemma(%q) = Lemma(%q) = %q", p[0], p[1], a)
		}
	}
	// A quirk of choosing out of context: nouns win over adjectives, so
	// "novou" (instrumental of nový, also of the noun nova) is nova's.
	if got := c.Lemma("novou"); got != "nova" {
		t.Errorf("Lemma(novou) = %q, want the noun's lemma nova", got)
	}
	for _, w := range []string{",", "2024", "xqzw"} {
		if got := c.Lemma(w); got != w {
			t.Errorf("Lemma(%q) = %q, want itself", w, got)
		}
	}
	if fp := c.Fingerprint(); !strings.HasPrefix(fp, "hunspell-cs_CZ+lemma/cs#") || len(fp) <= len("hunspell-cs_CZ+lemma/cs#") {
		t.Errorf("Fingerprint() = %q", fp)
	}
}

// BenchmarkLemma measures Lemma on the words of a Czech sentence, as
// Meteor's lemma module calls it on every token: after the first pass
// every word is answered from the cache.
func BenchmarkLemma(b *testing.B) {
	c := czech(b)
	words := strings.Fields("přišly nové zprávy z hradu a s novými zprávami o hradech se vrátili dělníci")
	for _, w := range words {
		c.Lemma(w)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, w := range words {
			c.Lemma(w)
		}
	}
}
