package cs

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Czech declension paradigms (facts of Czech grammar), as endings added to
// the stem (the lemma minus its own ending). Each slot lists its endings,
// most common first. Consonant alternations (poloha → poloze) are applied
// by soften.

var cases = []string{"Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins"}

type paradigm struct {
	name   string
	gender string // Masc, Fem, Neut
	anim   string // Anim, Inan, or "" for Fem/Neut
	lemEnd string // the lemma's ending, removed to get the stem
	sg, pl [7][]string
}

var nounParadigms = []*paradigm{
	{"žena", "Fem", "", "a",
		[7][]string{{"a"}, {"y"}, {"ě", "e"}, {"u"}, {"o"}, {"ě", "e"}, {"ou"}},
		[7][]string{{"y"}, {""}, {"ám"}, {"y"}, {"y"}, {"ách"}, {"ami"}}},
	{"růže", "Fem", "", "e",
		[7][]string{{"e"}, {"e"}, {"i"}, {"i"}, {"e"}, {"i"}, {"í"}},
		[7][]string{{"e"}, {"í", ""}, {"ím"}, {"e"}, {"e"}, {"ích"}, {"emi"}}},
	// Pluralia tantum of the růže type (housle, brýle, kleště): its
	// plural only.
	{"housle", "Fem", "", "e",
		[7][]string{},
		[7][]string{{"e"}, {"í"}, {"ím"}, {"e"}, {"e"}, {"ích"}, {"emi"}}},
	{"píseň", "Fem", "", "",
		[7][]string{{""}, {"e"}, {"i"}, {""}, {"i"}, {"i"}, {"í"}},
		[7][]string{{"e"}, {"í"}, {"ím"}, {"e"}, {"e"}, {"ích"}, {"emi"}}},
	{"kost", "Fem", "", "",
		[7][]string{{""}, {"i"}, {"i"}, {""}, {"i"}, {"i"}, {"í"}},
		[7][]string{{"i"}, {"í"}, {"em"}, {"i"}, {"i"}, {"ech"}, {"mi"}}},
	{"město", "Neut", "", "o",
		[7][]string{{"o"}, {"a"}, {"u"}, {"o"}, {"o"}, {"ě", "e", "u"}, {"em"}},
		[7][]string{{"a"}, {""}, {"ům"}, {"a"}, {"a"}, {"ech"}, {"y"}}},
	{"moře", "Neut", "", "e",
		[7][]string{{"e"}, {"e"}, {"i"}, {"e"}, {"e"}, {"i"}, {"em"}},
		[7][]string{{"e"}, {"í"}, {"ím"}, {"e"}, {"e"}, {"ích"}, {"i"}}},
	{"kuře", "Neut", "", "e",
		[7][]string{{"e"}, {"ete"}, {"eti"}, {"e"}, {"e"}, {"eti"}, {"etem"}},
		[7][]string{{"ata"}, {"at"}, {"atům"}, {"ata"}, {"ata"}, {"atech"}, {"aty"}}},
	{"muzeum", "Neut", "", "um",
		[7][]string{{"um"}, {"a"}, {"u"}, {"um"}, {"um"}, {"u"}, {"em"}},
		[7][]string{{"a"}, {"í"}, {"ím"}, {"a"}, {"a"}, {"ích"}, {"i"}}},
	{"stavení", "Neut", "", "í",
		[7][]string{{"í"}, {"í"}, {"í"}, {"í"}, {"í"}, {"í"}, {"ím"}},
		[7][]string{{"í"}, {"í"}, {"ím"}, {"í"}, {"í"}, {"ích"}, {"ími"}}},
	{"hrad", "Masc", "Inan", "",
		[7][]string{{""}, {"u", "a"}, {"u"}, {""}, {"e", "u"}, {"ě", "e", "u"}, {"em"}},
		[7][]string{{"y"}, {"ů"}, {"ům"}, {"y"}, {"y"}, {"ech", "ích"}, {"y"}}},
	{"stroj", "Masc", "Inan", "",
		[7][]string{{""}, {"e"}, {"i"}, {""}, {"i"}, {"i"}, {"em"}},
		[7][]string{{"e"}, {"ů"}, {"ům"}, {"e"}, {"e"}, {"ích"}, {"i"}}},
	{"pán", "Masc", "Anim", "",
		[7][]string{{""}, {"a"}, {"ovi", "u"}, {"a"}, {"e", "u"}, {"ovi", "u"}, {"em"}},
		[7][]string{{"i", "ové"}, {"ů"}, {"ům"}, {"y"}, {"i", "ové"}, {"ech", "ích"}, {"y"}}},
	{"muž", "Masc", "Anim", "",
		[7][]string{{""}, {"e"}, {"i", "ovi"}, {"e"}, {"i"}, {"i", "ovi"}, {"em"}},
		[7][]string{{"i", "ové"}, {"ů"}, {"ům"}, {"e"}, {"i", "ové"}, {"ích"}, {"i"}}},
	{"předseda", "Masc", "Anim", "a",
		[7][]string{{"a"}, {"y"}, {"ovi"}, {"u"}, {"o"}, {"ovi"}, {"ou"}},
		[7][]string{{"ové", "é"}, {"ů"}, {"ům"}, {"y"}, {"ové"}, {"ech"}, {"y"}}},
}

// Adjective endings by gender (Masc Anim, Masc Inan, Fem, Neut) × number × case.
type adjTable map[string][2][7][]string

var hardAdj = adjTable{
	"MascAnim": {{{"ý"}, {"ého"}, {"ému"}, {"ého"}, {"ý"}, {"ém"}, {"ým"}}, {{"í"}, {"ých"}, {"ým"}, {"é"}, {"í"}, {"ých"}, {"ými"}}},
	"MascInan": {{{"ý"}, {"ého"}, {"ému"}, {"ý"}, {"ý"}, {"ém"}, {"ým"}}, {{"é"}, {"ých"}, {"ým"}, {"é"}, {"é"}, {"ých"}, {"ými"}}},
	"Fem":      {{{"á"}, {"é"}, {"é"}, {"ou"}, {"á"}, {"é"}, {"ou"}}, {{"é"}, {"ých"}, {"ým"}, {"é"}, {"é"}, {"ých"}, {"ými"}}},
	"Neut":     {{{"é"}, {"ého"}, {"ému"}, {"é"}, {"é"}, {"ém"}, {"ým"}}, {{"á"}, {"ých"}, {"ým"}, {"á"}, {"á"}, {"ých"}, {"ými"}}},
}

var softAdj = adjTable{
	"MascAnim": {{{"í"}, {"ího"}, {"ímu"}, {"ího"}, {"í"}, {"ím"}, {"ím"}}, {{"í"}, {"ích"}, {"ím"}, {"í"}, {"í"}, {"ích"}, {"ími"}}},
	"MascInan": {{{"í"}, {"ího"}, {"ímu"}, {"í"}, {"í"}, {"ím"}, {"ím"}}, {{"í"}, {"ích"}, {"ím"}, {"í"}, {"í"}, {"ích"}, {"ími"}}},
	"Fem":      {{{"í"}, {"í"}, {"í"}, {"í"}, {"í"}, {"í"}, {"í"}}, {{"í"}, {"ích"}, {"ím"}, {"í"}, {"í"}, {"ích"}, {"ími"}}},
	"Neut":     {{{"í"}, {"ího"}, {"ímu"}, {"í"}, {"í"}, {"ím"}, {"ím"}}, {{"í"}, {"ích"}, {"ím"}, {"í"}, {"í"}, {"ích"}, {"ími"}}},
}

// soften applies the consonant alternations before -e/-ě/-i of the
// dative/locative (poloha → poloze, ruka → ruce) and before -í of the
// animate nominative plural of adjectives (velký → velcí, český → čeští).
func soften(stem, ending string) string {
	if ending != "e" && ending != "ě" && ending != "i" && ending != "í" {
		return stem + ending
	}
	for _, a := range [][2]string{{"ck", "čt"}, {"sk", "št"}, {"ch", "š"}, {"h", "z"}, {"g", "z"}, {"k", "c"}, {"r", "ř"}} {
		if len(stem) >= len(a[0]) && stem[len(stem)-len(a[0]):] == a[0] {
			if ending == "ě" {
				ending = "e"
			}
			return stem[:len(stem)-len(a[0])] + a[1] + ending
		}
	}
	return stem + ending
}

// eAfter reports whether "ě" may be written after the stem (after b d f m
// n p t v w), otherwise "e".
func eAfter(stem string) bool {
	if stem == "" {
		return false
	}
	switch stem[len(stem)-1] {
	case 'b', 'd', 'f', 'm', 'n', 'p', 't', 'v', 'w':
		return true
	}
	return false
}

// Masculine nouns with the ů/o alternation (vůz → vozu, stůl → stolu, dům
// → domu, nůž → nože, kůň → koně): the long ů of the nominative and the
// zero-ending accusative singular shortens to o before every ending.
// hunspell-cs lists such a noun without a paradigm flag and each of its
// forms as a word of its own, so neither the flags nor the affix rules
// read them. These are the four masculine paradigms with the shortened
// stem; shortClasses chooses among them from the forms the dictionary
// lists.
var shortParadigms = func() []*paradigm {
	var out []*paradigm
	for _, p := range []struct{ base, name string }{{"hrad", "vůz"}, {"stroj", "nůž"}, {"pán", "bůh"}, {"muž", "kůň"}} {
		q := *nounParadigmByName(p.base)
		q.name = p.name
		out = append(out, &q)
	}
	return out
}()

// isShort reports whether p is one of shortParadigms.
func isShort(p *paradigm) bool { return slices.Contains(shortParadigms, p) }

// shortStem returns the stem a noun of shortParadigms keeps before an
// ending: lem with the ů of its last syllable shortened to o (vůz → voz),
// or "" when lem does not end in ů and consonants.
func shortStem(lem string) string {
	i := strings.LastIndex(lem, "ů")
	if i < 0 {
		return ""
	}
	tail := lem[i+len("ů"):]
	if tail == "" || strings.IndexFunc(tail, isVowelRune) >= 0 {
		return ""
	}
	return lem[:i] + "o" + tail
}

// spellSoft writes stem+e with Czech spelling after ň, ť and ď, which
// are written n, t, d before e/ě and i/í (koň+e → koně, koň+í → koní).
func spellSoft(stem, e string) string {
	for _, s := range [][2]string{{"ň", "n"}, {"ť", "t"}, {"ď", "d"}} {
		if !strings.HasSuffix(stem, s[0]) {
			continue
		}
		base := strings.TrimSuffix(stem, s[0]) + s[1]
		switch {
		case strings.HasPrefix(e, "e"):
			return base + "ě" + e[len("e"):]
		case strings.HasPrefix(e, "ě"), strings.HasPrefix(e, "i"), strings.HasPrefix(e, "í"):
			return base + e
		}
	}
	return stem + e
}

// paradigmFlags are the hunspell-cs flags that give a word a declension
// or conjugation class.
const paradigmFlags = "YZMHPUDSKABJTQ"

// shortClasses returns the paradigm of shortParadigms a noun lemma with
// flags fl follows, or nil (its callers have found lem listed): the lemma
// is a listed word without a paradigm flag ending in ů and consonants, and the dictionary lists its
// instrumental singular with the shortened stem (vozem, koněm), which
// makes it masculine. It is animate when the dictionary lists the dative
// in -ovi (bohovi, koňovi), and soft after a soft consonant (nůž, kůň).
func (c *Czech) shortClasses(lem, fl string) []*paradigm {
	stem := shortStem(lem)
	if stem == "" || strings.ContainsAny(fl, paradigmFlags) || lem != strings.ToLower(lem) {
		return nil
	}
	listed := func(form string) bool { return len(c.h.Homonyms(form)) > 0 }
	if !listed(spellSoft(stem, "em")) {
		return nil
	}
	name := "vůz"
	soft := strings.ContainsAny(stem[len(stem)-2:], "jžščřcňďť") // the last consonant (a two-byte letter or a byte)
	switch anim := listed(stem + "ovi"); {
	case soft && anim:
		name = "kůň"
	case soft:
		name = "nůž"
	case anim:
		name = "bůh"
	}
	for _, p := range shortParadigms {
		if p.name == name {
			return []*paradigm{p}
		}
	}
	return nil
}

// shortReadings analyses a lower-case form of a noun of shortParadigms:
// its candidate lemmas lengthen an o followed by consonants to ů and drop
// what follows, undoing the alternations of soften (vozu → vůz, dvoře →
// dvůr, bozi → bůh, koněm → kůn, kůň), and a candidate is kept when its
// paradigm makes the form.
func (c *Czech) shortReadings(low string) []reading {
	var lemmas []string
	if strings.Contains(low, "ů") {
		lemmas = append(lemmas, low)
	}
	for i := strings.IndexByte(low, 'o'); i >= 0; {
		j := i + 1
		for j < len(low) {
			r, n := utf8.DecodeRuneInString(low[j:])
			if isVowelRune(r) || !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		if j > i+1 {
			for _, st := range append([]string{low[:j]}, hardening(low[:j])...) {
				lem := st[:i] + "ů" + st[i+1:]
				lemmas = append(lemmas, lem)
				for _, s := range [][2]string{{"n", "ň"}, {"t", "ť"}, {"d", "ď"}} {
					if strings.HasSuffix(lem, s[0]) {
						lemmas = append(lemmas, strings.TrimSuffix(lem, s[0])+s[1])
					}
				}
			}
		}
		k := strings.IndexByte(low[i+1:], 'o')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	var out []reading
	for _, lem := range lemmas {
		fl, ok := c.wordFlags(lem)
		if !ok {
			continue
		}
		for _, p := range c.shortClasses(lem, fl) {
			for _, r := range nounFormsOf(lem, p, formFilter{want: low}) {
				out = append(out, reading{lem, "NOUN", r.feats})
			}
		}
	}
	return out
}
