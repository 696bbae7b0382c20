package cs

import (
	"sort"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/lemma"
)

// Present (and for být, future) tense of frequent irregular verbs,
// facts of Czech grammar the dictionary's affix rules do not give:
// lemma → forms for 1sg 2sg 3sg 1pl 2pl 3pl (alternatives with "/"),
// and the infinitive spellings. Prefixed verbs of jít, vést and jet
// conjugate like their base (prefixedIrregular); so do the compounds of
// the others that the dictionary lists (compoundRoots).
var irregularPresent = []struct {
	lemma, tense string
	forms        [6]string
}{
	{"být", "Fut", [6]string{"budu", "budeš", "bude", "budeme", "budete", "budou"}},
	{"mít", "Pres", [6]string{"mám", "máš", "má", "máme", "máte", "mají"}},
	{"jít", "Pres", [6]string{"jdu", "jdeš", "jde", "jdeme", "jdete", "jdou"}},
	{"jít", "Fut", [6]string{"půjdu", "půjdeš", "půjde", "půjdeme", "půjdete", "půjdou"}},
	{"moci", "Pres", [6]string{"mohu/můžu", "můžeš", "může", "můžeme", "můžete", "mohou/můžou"}},
	{"chtít", "Pres", [6]string{"chci", "chceš", "chce", "chceme", "chcete", "chtějí"}},
	{"muset", "Pres", [6]string{"musím", "musíš", "musí", "musíme", "musíte", "musí/musejí"}},
	{"vědět", "Pres", [6]string{"vím", "víš", "ví", "víme", "víte", "vědí"}},
	{"stát", "Pres", [6]string{"stojím", "stojíš", "stojí", "stojíme", "stojíte", "stojí"}},
	{"říci", "Pres", [6]string{"řeknu", "řekneš", "řekne", "řekneme", "řeknete", "řeknou"}},
	{"vzít", "Pres", [6]string{"vezmu", "vezmeš", "vezme", "vezmeme", "vezmete", "vezmou"}},
	{"dát", "Pres", [6]string{"dám", "dáš", "dá", "dáme", "dáte", "dají"}},
	{"jíst", "Pres", [6]string{"jím", "jíš", "jí_", "jíme", "jíte", "jedí"}},
	{"spát", "Pres", [6]string{"spím", "spíš", "spí", "spíme", "spíte", "spí"}},
	{"jet", "Pres", [6]string{"jedu", "jedeš", "jede", "jedeme", "jedete", "jedou"}},
	{"vést", "Pres", [6]string{"vedu", "vedeš", "vede", "vedeme", "vedete", "vedou"}},
	{"bát", "Pres", [6]string{"bojím", "bojíš", "bojí", "bojíme", "bojíte", "bojí"}},
	{"dít", "Pres", [6]string{"", "", "děje", "", "", "dějí"}},
	{"začít", "Pres", [6]string{"začnu", "začneš", "začne", "začneme", "začnete", "začnou"}},
	{"psát", "Pres", [6]string{"píšu/píši", "píšeš", "píše", "píšeme", "píšete", "píšou/píší"}},
	{"brát", "Pres", [6]string{"beru", "bereš", "bere", "bereme", "berete", "berou"}},
	{"spět", "Pres", [6]string{"spěji/spěju", "spěješ", "spěje", "spějeme", "spějete", "spějí"}},
	{"přispět", "Pres", [6]string{"přispěji/přispěju", "přispěješ", "přispěje", "přispějeme", "přispějete", "přispějí"}},
}

// prefixedIrregular are the verbs whose prefixed forms conjugate alike.
var prefixedIrregular = map[string][]string{
	"jít":  {"na", "při", "ode", "od", "do", "vy", "pře", "za", "ob", "po", "se", "u", "v", "roz", "pro"},
	"vést": {"do", "pro", "při", "u", "za", "roz", "vy", "od", "pře"},
	"jet":  {"při", "od", "do", "vy", "pře", "za"},
}

// infinitiveSpellings are infinitives the dictionary lacks or spells
// otherwise (říct beside říci).
var infinitiveSpellings = map[string]string{"říct": "říci", "moct": "moci", "jít": "jít", "stát": "stát"}

// irregularVerbForms indexes the tables by form.
var irregularVerbForms = func() map[string][]reading {
	m := map[string][]reading{}
	addForm := func(form, lem, feats string) {
		for _, f := range strings.Split(form, "/") {
			if f != "" && !strings.HasSuffix(f, "_") {
				m[f] = append(m[f], r(lem, "VERB", feats))
			}
		}
	}
	persons := [6][2]string{{"Sing", "1"}, {"Sing", "2"}, {"Sing", "3"}, {"Plur", "1"}, {"Plur", "2"}, {"Plur", "3"}}
	for _, v := range irregularPresent {
		bases := []string{""}
		if pre, ok := prefixedIrregular[v.lemma]; ok {
			bases = append(bases, pre...)
		}
		for _, p := range bases {
			lem := p + v.lemma
			if p != "" && v.tense == "Fut" {
				continue // půjdu has no prefixed counterpart
			}
			for k, form := range v.forms {
				if form == "" {
					continue
				}
				if p != "" {
					form = prefixAll(p, form)
				}
				feats := "Mood=Ind|Number=" + persons[k][0] + "|Person=" + persons[k][1] + "|Polarity=Pos|Tense=" + v.tense + "|VerbForm=Fin|Voice=Act"
				addForm(form, lem, feats)
			}
			if p != "" {
				addForm(lem, lem, "Polarity=Pos|VerbForm=Inf")
			}
		}
	}
	for form, lem := range infinitiveSpellings {
		addForm(form, lem, "Polarity=Pos|VerbForm=Inf")
	}
	addForm("lze", "lze", "Mood=Ind|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")
	addForm("nelze", "lze", "Mood=Ind|Polarity=Neg|Tense=Pres|VerbForm=Fin|Voice=Act")
	return m
}()

func prefixAll(p, forms string) string {
	parts := strings.Split(forms, "/")
	for i, f := range parts {
		// jít: na + jdu → najdu, ode + jdu → odejdu
		parts[i] = p + f
	}
	return strings.Join(parts, "/")
}

// irregularVerbsByLemma indexes irregularVerbForms for generation (see
// byLemma); Czech.closedByLemma does the same for the closed-class table.
var irregularVerbsByLemma = sync.OnceValue(func() map[string][]reading { return byLemma(irregularVerbForms) })

// byLemma indexes a reading table for generation by lemma and part of
// speech ("lemma\tPOS"), each entry a reading whose lemma field holds the
// form, in form order (map order would make the output order random), so
// that generation does not scan the table whole.
func byLemma(m map[string][]reading) map[string][]reading {
	forms := make([]string, 0, len(m))
	for f := range m {
		forms = append(forms, f)
	}
	sort.Strings(forms)
	idx := map[string][]reading{}
	for _, f := range forms {
		for _, x := range m[f] {
			k := x.lemma + "\t" + x.pos
			idx[k] = append(idx[k], reading{f, x.pos, x.feats})
		}
	}
	return idx
}

// Compounds of the irregular verbs. A verbal prefix makes a new verb
// (usually perfective) that conjugates as its base: psát → napsat,
// napíšu; vzít → převzít, převezmu; být → přibýt, přibude. The prefix of
// the present is that of the infinitive (podepsat, podepíšu; odejít,
// odejdu), and the compounds of psát, brát, dát and spát shorten the
// root's á (napsat, vybrat, prodat, vyspat). UD Czech (PDT, CAC) tags the
// present of a perfective verb Tense=Pres, so the compounds of být have
// Tense=Pres (přibude), and jít's future půjdu has none. compoundRoots
// maps each base to the infinitive endings of its compounds; stát (vstát
// → vstanu but obstát → obstojím), dít (odít → oděje is another verb),
// mít, muset, začít and bát have none here. A compound is read only when
// the dictionary lists it without a conjugation class of its own (when
// it has one, its affix rules give the forms).
var compoundRoots = map[string][]string{
	"být": {"být"}, "jít": {"jít"}, "vést": {"vést"}, "jet": {"jet"},
	"psát": {"psat"}, "brát": {"brat"}, "dát": {"dat", "dát"}, "spát": {"spat"},
	"vzít": {"vzít"}, "říci": {"říci", "říct"}, "moci": {"moci", "moct"},
	"chtít": {"chtít"}, "vědět": {"vědět"}, "jíst": {"jíst"}, "spět": {"spět"},
}

// verbPrefixes are the Czech verbal prefixes, with their vowel-final
// variants (ode, pode, roze, se, ve, vze, ze, obe, nade, přede).
var verbPrefixes = []string{
	"do", "na", "nad", "nade", "o", "ob", "obe", "od", "ode", "po", "pod", "pode",
	"pro", "pře", "před", "přede", "při", "roz", "roze", "s", "se", "spolu",
	"u", "v", "ve", "vy", "vz", "vze", "z", "ze", "za",
}

// prefixChains returns the ways s begins with one or two verbal prefixes
// (na-, vy|na-, před|se-), as the lengths of the prefix parts in bytes.
func prefixChains(s string) []int {
	var out []int
	for _, p := range verbPrefixes {
		if !strings.HasPrefix(s, p) {
			continue
		}
		out = append(out, len(p))
		for _, q := range verbPrefixes {
			if strings.HasPrefix(s[len(p):], q) {
				out = append(out, len(p)+len(q))
			}
		}
	}
	return out
}

// notCompounds are verbs that look like a prefix and an irregular root
// but are verbs of their own: svědět (to itch: svědí) is no s + vědět.
var notCompounds = map[string]bool{"svědět": true}

// compound returns the infinitive a dictionary lists as prefix + a root
// of base without a conjugation class, or "".
func (c *Czech) compound(prefix, base string) string {
	for _, root := range compoundRoots[base] {
		inf := prefix + root
		if notCompounds[inf] {
			continue
		}
		if fl, ok := c.wordFlags(inf); ok && c.bareInfinitive(inf, fl) {
			if ci := c.ciSpelling(inf); ci != "" { // pomoct: lemma pomoci
				return ci
			}
			return inf
		}
	}
	return ""
}

// ciSpelling returns the -ci lemma of an infinitive spelt -ct when the
// dictionary also lists the -ci spelling as a verb (říct → říci, pomoct →
// pomoci), or "".
func (c *Czech) ciSpelling(inf string) string {
	if !strings.HasSuffix(inf, "ct") {
		return ""
	}
	if ci := strings.TrimSuffix(inf, "ct") + "ci"; c.isVerbStem(ci) {
		return ci
	}
	return ""
}

// compoundPresent returns the features a compound of base gives a form
// of base with features f: its finite forms, tagged Tense=Pres (přibude,
// the present of a perfective verb). Non-finite forms and jít's future
// půjdu have no compound form (ok false).
func compoundPresent(base string, f lemma.Feats) (lemma.Feats, bool) {
	if f["VerbForm"] != "Fin" || base == "jít" && f["Tense"] == "Fut" {
		return nil, false
	}
	g := f.Clone()
	g["Tense"] = "Pres"
	return g, true
}

// compoundReadings reads form as the present of a compound of an
// irregular verb (napíšu → napsat, uvidíte is regular: verbReadings).
func (c *Czech) compoundReadings(low string) []reading {
	var out []reading
	for _, n := range prefixChains(low) {
		for _, r := range irregularVerbForms[low[n:]] {
			if _, ok := compoundRoots[r.lemma]; !ok {
				continue
			}
			f, ok := compoundPresent(r.lemma, r.feats)
			if !ok {
				continue
			}
			inf := c.compound(low[:n], r.lemma)
			if inf == "" {
				continue
			}
			out = append(out, reading{inf, "VERB", f})
		}
	}
	return out
}

// compoundForms lists the present forms of a compound infinitive (napsat:
// napíšu, napíši, napíšeš …) for generation, or nil.
func (c *Czech) compoundForms(lem string) []reading {
	var out []reading
	for _, n := range prefixChains(lem) {
		base, ok := compoundBases()[lem[n:]]
		if !ok || c.compound(lem[:n], base) != lem {
			continue
		}
		for _, x := range irregularVerbsByLemma()[base+"\tVERB"] {
			if f, ok := compoundPresent(base, x.feats); ok {
				out = append(out, reading{lem[:n] + x.lemma, "VERB", f})
			}
		}
		return out
	}
	return out
}

// compoundBases maps each root in compoundRoots to its base (psat → psát,
// moct → moci); no root is listed under two bases (TestCompoundRootsUnique).
var compoundBases = sync.OnceValue(func() map[string]string {
	m := make(map[string]string)
	for base, roots := range compoundRoots {
		for _, root := range roots {
			m[root] = base
		}
	}
	return m
})
