package cs

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
)

// verbClass is a regular conjugation, recognised by the infinitive's
// ending: the present-tense endings (1sg 2sg 3sg 1pl 2pl 3pl), the
// l-participle stem ending and the passive participle ending.
type verbClass struct {
	inf     string
	pres    [6]string
	past    string
	passive string
}

var verbClasses = []verbClass{
	{"ovat", [6]string{"uji", "uješ", "uje", "ujeme", "ujete", "ují"}, "oval", "ován"},
	{"nout", [6]string{"nu", "neš", "ne", "neme", "nete", "nou"}, "nul", "nut"},
	{"ět", [6]string{"ím", "íš", "í", "íme", "íte", "ějí"}, "ěl", "ěn"},
	{"et", [6]string{"ím", "íš", "í", "íme", "íte", "ejí"}, "el", "en"},
	{"it", [6]string{"ím", "íš", "í", "íme", "íte", "í"}, "il", "en"},
	{"át", [6]string{"ám", "áš", "á", "áme", "áte", "ají"}, "al", "án"},
	{"at", [6]string{"ám", "áš", "á", "áme", "áte", "ají"}, "al", "án"},
	{"ít", [6]string{"iji", "iješ", "ije", "ijeme", "ijete", "ijí"}, "il", "it"},
}

// verbForms lists the regular forms of an infinitive with their features.
func verbForms(lem string) []reading {
	var vc *verbClass
	for i := range verbClasses {
		if strings.HasSuffix(lem, verbClasses[i].inf) {
			vc = &verbClasses[i]
			break
		}
	}
	out := []reading{{lem, "VERB", lemma.Feats{"VerbForm": "Inf"}}}
	if vc == nil {
		return out
	}
	stem := strings.TrimSuffix(lem, vc.inf)
	persons := [6][2]string{{"1", "Sing"}, {"2", "Sing"}, {"3", "Sing"}, {"1", "Plur"}, {"2", "Plur"}, {"3", "Plur"}}
	for i, e := range vc.pres {
		out = append(out, reading{stem + e, "VERB", lemma.Feats{"VerbForm": "Fin", "Mood": "Ind", "Tense": "Pres", "Person": persons[i][0], "Number": persons[i][1]}})
	}
	for _, g := range []struct{ end, gender, anim, number string }{
		{"", "Masc", "", "Sing"}, {"a", "Fem", "", "Sing"}, {"o", "Neut", "", "Sing"},
		{"i", "Masc", "Anim", "Plur"}, {"y", "Masc", "Inan", "Plur"}, {"y", "Fem", "", "Plur"}, {"a", "Neut", "", "Plur"},
	} {
		f := lemma.Feats{"VerbForm": "Part", "Tense": "Past", "Voice": "Act", "Gender": g.gender, "Number": g.number}
		p := lemma.Feats{"VerbForm": "Part", "Voice": "Pass", "Gender": g.gender, "Number": g.number}
		if g.anim != "" {
			f["Animacy"], p["Animacy"] = g.anim, g.anim
		}
		out = append(out, reading{stem + vc.past + g.end, "VERB", f}, reading{stem + vc.passive + g.end, "VERB", p})
		if vc.inf == "nout" && stem != "" && !isVowelRune([]rune(stem)[len([]rune(stem))-1]) {
			out = append(out, reading{stem + "l" + g.end, "VERB", f}) // rozhodnout → rozhodl
		}
	}
	return out
}
