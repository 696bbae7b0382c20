package cs

import (
	"sort"
	"strings"
	"sync"
)

// Present (and for být, future) tense of frequent irregular verbs,
// facts of Czech grammar the dictionary's affix rules do not give:
// lemma → forms for 1sg 2sg 3sg 1pl 2pl 3pl (alternatives with "/"),
// and the infinitive spellings. Prefixed verbs of jít, vést and jet
// conjugate like their base.
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
var infinitiveSpellings = map[string]string{"říct": "říci", "moct": "moci", "jít": "jít"}

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
