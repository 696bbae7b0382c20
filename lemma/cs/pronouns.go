package cs

import "github.com/parmesan-mt/parmesan/lemma"

// Pronominal declensions (facts of Czech grammar) used for generation:
// forms by gender key (MascAnim, MascInan, Fem, Neut), number and case
// (Nom Gen Dat Acc Voc Loc Ins); alternatives separated by "/".
var pronParadigms = map[string]map[string][2][7]string{
	"ten": {
		"MascAnim": {{"ten", "toho", "tomu", "toho", "ten", "tom", "tím"}, {"ti", "těch", "těm", "ty", "ti", "těch", "těmi"}},
		"MascInan": {{"ten", "toho", "tomu", "ten", "ten", "tom", "tím"}, {"ty", "těch", "těm", "ty", "ty", "těch", "těmi"}},
		"Fem":      {{"ta", "té", "té", "tu", "ta", "té", "tou"}, {"ty", "těch", "těm", "ty", "ty", "těch", "těmi"}},
		"Neut":     {{"to", "toho", "tomu", "to", "to", "tom", "tím"}, {"ta", "těch", "těm", "ta", "ta", "těch", "těmi"}},
	},
	"svůj": {
		"MascAnim": {{"svůj", "svého", "svému", "svého", "svůj", "svém", "svým"}, {"svoji/sví", "svých", "svým", "své/svoje", "svoji", "svých", "svými"}},
		"MascInan": {{"svůj", "svého", "svému", "svůj", "svůj", "svém", "svým"}, {"své/svoje", "svých", "svým", "své/svoje", "své", "svých", "svými"}},
		"Fem":      {{"svá/svoje", "své/svojí", "své/svojí", "svou/svoji", "svá", "své/svojí", "svou/svojí"}, {"své/svoje", "svých", "svým", "své/svoje", "své", "svých", "svými"}},
		"Neut":     {{"své/svoje", "svého", "svému", "své/svoje", "své", "svém", "svým"}, {"svá/svoje", "svých", "svým", "svá/svoje", "svá", "svých", "svými"}},
	},
	"můj": {
		"MascAnim": {{"můj", "mého", "mému", "mého", "můj", "mém", "mým"}, {"mí/moji", "mých", "mým", "mé/moje", "mí", "mých", "mými"}},
		"MascInan": {{"můj", "mého", "mému", "můj", "můj", "mém", "mým"}, {"mé/moje", "mých", "mým", "mé/moje", "mé", "mých", "mými"}},
		"Fem":      {{"má/moje", "mé/mojí", "mé/mojí", "mou/moji", "má", "mé/mojí", "mou/mojí"}, {"mé/moje", "mých", "mým", "mé/moje", "mé", "mých", "mými"}},
		"Neut":     {{"mé/moje", "mého", "mému", "mé/moje", "mé", "mém", "mým"}, {"má/moje", "mých", "mým", "má/moje", "má", "mých", "mými"}},
	},
}

// pronForms lists the forms of a pronominal lemma (ten, tento, svůj, můj)
// with their features; tento is ten + "to".
func pronForms(lem, pos string) []reading {
	base, suffix := lem, ""
	if lem == "tento" {
		base, suffix = "ten", "to"
	}
	tab, ok := pronParadigms[base]
	if !ok {
		return nil
	}
	var out []reading
	for g, forms := range tab {
		for n, num := range []string{"Sing", "Plur"} {
			for ci, cs := range cases {
				for _, f := range splitAlt(forms[n][ci]) {
					fe := lemma.Feats{"Case": cs, "Number": num}
					switch g {
					case "MascAnim":
						fe["Gender"], fe["Animacy"] = "Masc", "Anim"
					case "MascInan":
						fe["Gender"], fe["Animacy"] = "Masc", "Inan"
					default:
						fe["Gender"] = g
					}
					out = append(out, reading{f + suffix, pos, fe})
				}
			}
		}
	}
	return out
}

func splitAlt(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '/' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}
