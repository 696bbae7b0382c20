package cs

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
)

// irregularComparatives maps adjectives to their comparative.
var irregularComparatives = map[string]string{
	"dobrý": "lepší", "velký": "větší", "malý": "menší", "špatný": "horší", "zlý": "horší", "dlouhý": "delší",
	"vysoký": "vyšší", "nízký": "nižší", "blízký": "bližší", "mladý": "mladší", "starý": "starší", "těžký": "těžší",
	"lehký": "lehčí", "široký": "širší", "úzký": "užší", "krátký": "kratší", "hluboký": "hlubší", "tichý": "tišší",
	"drahý": "dražší", "snadný": "snadnější", "sladký": "sladší", "hezký": "hezčí", "měkký": "měkčí", "tenký": "tenčí",
}

// comparative returns the comparative of a hard adjective (nový → novější).
func comparative(lem string) string {
	if c, ok := irregularComparatives[lem]; ok {
		return c
	}
	if !strings.HasSuffix(lem, "ý") {
		return ""
	}
	stem := strings.TrimSuffix(lem, "ý")
	for _, a := range [][2]string{{"ck", "čt"}, {"sk", "št"}, {"ch", "š"}, {"h", "ž"}, {"k", "č"}, {"r", "ř"}} {
		if strings.HasSuffix(stem, a[0]) {
			return strings.TrimSuffix(stem, a[0]) + a[1] + "ejší"
		}
	}
	if eAfter(stem) {
		return stem + "ější"
	}
	return stem + "ejší"
}

// degreeForms lists comparative and superlative forms (declined like
// jarní) and the short (predicative) forms of -ný/-ený adjectives and
// passive participles (schopný → schopen, řečený → řečen).
func degreeForms(lem string) []reading {
	var out []reading
	if c := comparative(lem); c != "" {
		for _, x := range adjForms(c) {
			f := x.feats.Clone()
			f["Degree"] = "Cmp"
			out = append(out, reading{x.lemma, "ADJ", f})
			s := x.feats.Clone()
			s["Degree"] = "Sup"
			out = append(out, reading{"nej" + x.lemma, "ADJ", s})
		}
	}
	if strings.HasSuffix(lem, "ný") || strings.HasSuffix(lem, "tý") {
		cons := "n"
		if strings.HasSuffix(lem, "tý") {
			cons = "t" // použitý → použit
		}
		stem := strings.TrimSuffix(lem, cons+"ý")
		if strings.HasSuffix(stem, "a") {
			stem = strings.TrimSuffix(stem, "a") + "á" // dělaný → dělán
		}
		short := stem + cons
		if cons == "n" && !strings.HasSuffix(stem, "e") && !strings.HasSuffix(stem, "ě") && !strings.HasSuffix(stem, "á") && len(stem) > 2 {
			short = stem + "en" // schopný → schopen
		}
		for _, x := range []struct{ end, g, anim, n string }{
			{"", "Masc", "", "Sing"}, {"a", "Fem", "", "Sing"}, {"o", "Neut", "", "Sing"},
			{"i", "Masc", "Anim", "Plur"}, {"y", "Masc", "Inan", "Plur"}, {"y", "Fem", "", "Plur"}, {"a", "Neut", "", "Plur"},
		} {
			form := stem + cons + x.end
			if x.end == "" {
				form = short
			}
			f := lemma.Feats{"Variant": "Short", "Gender": x.g, "Number": x.n, "Degree": "Pos"}
			if x.anim != "" {
				f["Animacy"] = x.anim
			}
			out = append(out, reading{form, "ADJ", f})
		}
	}
	return out
}
