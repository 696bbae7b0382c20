package ro

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Retag corrects the tagged analysis of a Romanian sentence (Spec.Retag)
// with these rules, in this order:
//
//   - capitals: a capitalised word the training treebank saw in lower case
//     with the tagged part of speech takes the lemma and features the
//     treebank gave it ("Tatăl" as "tatăl": tată, definite), which the
//     tagger, keying its lemmas by spelling, misses at a sentence's start;
//   - prenominal: between an article or determiner and a word tagged as
//     an adjective, a word tagged as a noun that is a form of a listed
//     adjective is the adjective, and the next word the noun, when its
//     adjective reading's lemma is no dictionary word ("o rapidă
//     răspândire": not the noun "rapidă" and an adjective "răspândir").
func Retag(l *hunspell.Language, toks []lemma.Token) {
	capitals(l, toks)
	prenominal(l, toks)
}

// score counts the agreement features f shares with t.
func score(f, t lemma.Feats) int {
	n := 0
	for _, k := range []string{"Case", "Gender", "Number", "Definite"} {
		if f[k] != "" && f[k] == t[k] {
			n++
		}
	}
	return n
}

func capitals(l *hunspell.Language, toks []lemma.Token) {
	for i := range toks {
		t := &toks[i]
		low := strings.ToLower(t.Form)
		if low == t.Form {
			continue
		}
		var best lemma.Token
		bestN := -1
		for _, a := range l.Attested(low) {
			if a.POS != t.POS {
				continue
			}
			if strings.EqualFold(a.Lemma, t.Lemma) {
				bestN = -1
				break // the tagger's lemma is one the treebank gave
			}
			if n := score(a.Feats, t.Feats); n > bestN {
				best, bestN = a, n
			}
		}
		if bestN >= 0 {
			t.Lemma, t.Feats = best.Lemma, best.Feats
		}
	}
}

// reading returns the first reading of form with part of speech pos
// whose lemma the dictionary lists, agreeing with det's gender and
// number where both have them; other, when set, is a lemma to skip.
func reading(l *hunspell.Language, form, pos string, det lemma.Feats, other bool) (lemma.Token, bool) {
	for _, c := range l.Candidates(form) {
		if c.POS != pos || !l.Listed(c.Lemma) || other && strings.EqualFold(c.Lemma, form) {
			continue
		}
		ok := true
		for _, k := range []string{"Gender", "Number"} {
			if det[k] != "" && c.Feats[k] != "" && det[k] != c.Feats[k] {
				ok = false
			}
		}
		if ok {
			return c, true
		}
	}
	return lemma.Token{}, false
}

func prenominal(l *hunspell.Language, toks []lemma.Token) {
	for i := 0; i+2 < len(toks); i++ {
		d, x, y := toks[i], &toks[i+1], &toks[i+2]
		if d.POS != "DET" || x.POS != "NOUN" || y.POS != "ADJ" || l.Listed(y.Lemma) {
			continue
		}
		adj, ok := reading(l, x.Form, "ADJ", d.Feats, true)
		if !ok {
			continue
		}
		noun, ok := reading(l, y.Form, "NOUN", d.Feats, false)
		if !ok {
			continue
		}
		x.POS, x.Lemma, x.Feats = "ADJ", adj.Lemma, adj.Feats
		y.POS, y.Lemma, y.Feats = "NOUN", noun.Lemma, noun.Feats
		i += 2
	}
}
