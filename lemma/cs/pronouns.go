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

// personal pronoun "on" (he/she/it/they): forms after prepositions start
// with n- (PrepCase=Pre); short clitic forms are listed first.
var onForms = []struct {
	form, feats string
}{
	{"on", "Case=Nom|Gender=Masc|Number=Sing"}, {"ona", "Case=Nom|Gender=Fem|Number=Sing"}, {"ono", "Case=Nom|Gender=Neut|Number=Sing"},
	{"oni", "Case=Nom|Gender=Masc|Number=Plur"}, {"ony", "Case=Nom|Gender=Fem|Number=Plur"}, {"ona", "Case=Nom|Gender=Neut|Number=Plur"},
	{"ho", "Case=Gen|Gender=Masc|Number=Sing"}, {"jeho", "Case=Gen|Gender=Masc|Number=Sing"}, {"něho", "Case=Gen|Gender=Masc|Number=Sing|PrepCase=Pre"},
	{"ho", "Case=Acc|Gender=Masc|Number=Sing"}, {"jej", "Case=Acc|Gender=Masc|Number=Sing"}, {"něj", "Case=Acc|Gender=Masc|Number=Sing|PrepCase=Pre"},
	{"ho", "Case=Gen|Gender=Neut|Number=Sing"}, {"ho", "Case=Acc|Gender=Neut|Number=Sing"}, {"je", "Case=Acc|Gender=Neut|Number=Sing"},
	{"mu", "Case=Dat|Gender=Masc|Number=Sing"}, {"jemu", "Case=Dat|Gender=Masc|Number=Sing"}, {"němu", "Case=Dat|Gender=Masc|Number=Sing|PrepCase=Pre"},
	{"mu", "Case=Dat|Gender=Neut|Number=Sing"}, {"něm", "Case=Loc|Gender=Masc|Number=Sing"}, {"něm", "Case=Loc|Gender=Neut|Number=Sing"},
	{"jím", "Case=Ins|Gender=Masc|Number=Sing"}, {"ním", "Case=Ins|Gender=Masc|Number=Sing|PrepCase=Pre"},
	{"jí", "Case=Gen|Gender=Fem|Number=Sing"}, {"ní", "Case=Gen|Gender=Fem|Number=Sing|PrepCase=Pre"},
	{"jí", "Case=Dat|Gender=Fem|Number=Sing"}, {"ní", "Case=Dat|Gender=Fem|Number=Sing|PrepCase=Pre"},
	{"ji", "Case=Acc|Gender=Fem|Number=Sing"}, {"ni", "Case=Acc|Gender=Fem|Number=Sing|PrepCase=Pre"},
	{"ní", "Case=Loc|Gender=Fem|Number=Sing"}, {"jí", "Case=Ins|Gender=Fem|Number=Sing"}, {"ní", "Case=Ins|Gender=Fem|Number=Sing|PrepCase=Pre"},
	{"jich", "Case=Gen|Number=Plur"}, {"nich", "Case=Gen|Number=Plur|PrepCase=Pre"}, {"jim", "Case=Dat|Number=Plur"}, {"nim", "Case=Dat|Number=Plur|PrepCase=Pre"},
	{"je", "Case=Acc|Number=Plur"}, {"ně", "Case=Acc|Number=Plur|PrepCase=Pre"}, {"nich", "Case=Loc|Number=Plur"},
	{"jimi", "Case=Ins|Number=Plur"}, {"nimi", "Case=Ins|Number=Plur|PrepCase=Pre"},
}

// irregularPast maps an infinitive ending to the l-participle stem
// (prefixed verbs share it: uvést → uvedl, přijít → přišel).
var irregularPast = [][2]string{
	{"říci", "řekl"}, {"říct", "řekl"}, {"moci", "mohl"}, {"mít", "měl"}, {"stát", "stal"}, {"vést", "vedl"},
	{"jít", "šel"}, {"čít", "čal"}, {"jmout", "jal"}, {"vzít", "vzal"}, {"chtít", "chtěl"}, {"nést", "nesl"},
	{"jet", "jel"}, {"být", "byl"}, {"pít", "pil"}, {"dát", "dal"}, {"brát", "bral"}, {"psát", "psal"},
	{"zůstat", "zůstal"}, {"přát", "přál"}, {"smát", "smál"}, {"růst", "rostl"}, {"číst", "četl"}, {"moct", "mohl"},
}

// irregularNouns lists forms of frequent irregular nouns.
var irregularNouns = map[string][]struct{ form, feats string }{
	"rok": {{"let", "Case=Gen|Gender=Neut|Number=Plur"}, {"letům", "Case=Dat|Gender=Neut|Number=Plur"}, {"letech", "Case=Loc|Gender=Neut|Number=Plur"}, {"lety", "Case=Ins|Gender=Neut|Number=Plur"}},
	"člověk": {{"lidé", "Case=Nom|Number=Plur"}, {"lidí", "Case=Gen|Number=Plur"}, {"lidem", "Case=Dat|Number=Plur"}, {"lidi", "Case=Acc|Number=Plur"},
		{"lidech", "Case=Loc|Number=Plur"}, {"lidmi", "Case=Ins|Number=Plur"}, {"člověk", "Case=Nom|Number=Sing"}, {"člověka", "Case=Gen|Number=Sing"},
		{"člověku", "Case=Dat|Number=Sing"}, {"člověka", "Case=Acc|Number=Sing"}, {"člověku", "Case=Loc|Number=Sing"}, {"člověkem", "Case=Ins|Number=Sing"}},
	"den": {{"den", "Case=Nom|Number=Sing"}, {"dne", "Case=Gen|Number=Sing"}, {"dni", "Case=Dat|Number=Sing"}, {"den", "Case=Acc|Number=Sing"},
		{"dni", "Case=Loc|Number=Sing"}, {"dnu", "Case=Loc|Number=Sing"}, {"dnem", "Case=Ins|Number=Sing"}, {"dny", "Case=Nom|Number=Plur"},
		{"dní", "Case=Gen|Number=Plur"}, {"dnů", "Case=Gen|Number=Plur"}, {"dnům", "Case=Dat|Number=Plur"}, {"dny", "Case=Acc|Number=Plur"},
		{"dnech", "Case=Loc|Number=Plur"}, {"dny", "Case=Ins|Number=Plur"}},
}

// firstSecond are the forms of já, ty, my, vy.
var firstSecond = map[string][]struct{ form, feats string }{
	"já": {{"já", "Case=Nom"}, {"mě", "Case=Gen"}, {"mne", "Case=Gen"}, {"mi", "Case=Dat"}, {"mně", "Case=Dat"}, {"mě", "Case=Acc"}, {"mne", "Case=Acc"}, {"mně", "Case=Loc"}, {"mnou", "Case=Ins"}},
	"ty": {{"ty", "Case=Nom"}, {"tě", "Case=Gen"}, {"tebe", "Case=Gen"}, {"ti", "Case=Dat"}, {"tobě", "Case=Dat"}, {"tě", "Case=Acc"}, {"tebe", "Case=Acc"}, {"tobě", "Case=Loc"}, {"tebou", "Case=Ins"}},
	"my": {{"my", "Case=Nom"}, {"nás", "Case=Gen"}, {"nám", "Case=Dat"}, {"nás", "Case=Acc"}, {"nás", "Case=Loc"}, {"námi", "Case=Ins"}},
	"vy": {{"vy", "Case=Nom"}, {"vás", "Case=Gen"}, {"vám", "Case=Dat"}, {"vás", "Case=Acc"}, {"vás", "Case=Loc"}, {"vámi", "Case=Ins"}},
}
