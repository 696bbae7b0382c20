package cs

import (
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
)

// Pronominal declensions (facts of Czech grammar) used for generation:
// forms by gender key (MascAnim, MascInan, Fem, Neut), number and case
// (Nom Gen Dat Acc Voc Loc Ins); alternatives separated by "/". váš and
// tvůj are náš and můj respelt (withRespelt).
var pronParadigms = withRespelt(map[string]map[string][2][7]string{
	"náš": {
		"MascAnim": {{"náš", "našeho", "našemu", "našeho", "náš", "našem", "naším"}, {"naši", "našich", "našim", "naše", "naši", "našich", "našimi"}},
		"MascInan": {{"náš", "našeho", "našemu", "náš", "náš", "našem", "naším"}, {"naše", "našich", "našim", "naše", "naše", "našich", "našimi"}},
		"Fem":      {{"naše", "naší", "naší", "naši", "naše", "naší", "naší"}, {"naše", "našich", "našim", "naše", "naše", "našich", "našimi"}},
		"Neut":     {{"naše", "našeho", "našemu", "naše", "naše", "našem", "naším"}, {"naše", "našich", "našim", "naše", "naše", "našich", "našimi"}},
	},
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
})

// withRespelt adds to m the possessives declined like náš (váš: n → v)
// and můj (tvůj: m → tv).
func withRespelt(m map[string]map[string][2][7]string) map[string]map[string][2][7]string {
	for _, x := range []struct{ from, to, old, new string }{{"náš", "váš", "n", "v"}, {"můj", "tvůj", "m", "tv"}} {
		tab := map[string][2][7]string{}
		for g, forms := range m[x.from] {
			for n := range forms {
				for c, f := range forms[n] {
					alts := strings.Split(f, "/")
					for i, a := range alts {
						alts[i] = x.new + strings.TrimPrefix(a, x.old)
					}
					forms[n][c] = strings.Join(alts, "/")
				}
			}
			tab[g] = forms
		}
		m[x.to] = tab
	}
	return m
}

// pronForms lists the forms of a pronominal lemma (ten, tento, svůj, můj,
// náš, váš, tvůj)
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
	// A fixed gender order (map order is random): readings that tie in
	// the tagger keep the first, and a demonstrative without a noun
	// ("k tomu", "tím") most often refers to a clause: neuter.
	for _, g := range pronGenderOrder {
		forms, ok := tab[g]
		if !ok {
			continue
		}
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

var pronGenderOrder = []string{"Neut", "Fem", "MascInan", "MascAnim"}

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

// irregularNouns lists the forms of frequent nouns whose declension the
// dictionary's flags and the paradigm tables do not give (suppletive
// plurals, dual forms, indeclinables, flagless entries), with UD
// features as the Czech treebanks write them.
var irregularNouns = map[string][]struct{ form, feats string }{
	"rok": {{"let", "Case=Gen|Gender=Neut|Number=Plur"}, {"letům", "Case=Dat|Gender=Neut|Number=Plur"}, {"letech", "Case=Loc|Gender=Neut|Number=Plur"}, {"lety", "Case=Ins|Gender=Neut|Number=Plur"}},
	"člověk": declined("Animacy=Anim|Gender=Masc", "Sing", "člověk", "člověka", "člověku,člověkovi", "člověka", "člověče", "člověku,člověkovi", "člověkem",
		"Plur", "lidé", "lidí", "lidem", "lidi", "lidé", "lidech", "lidmi"),
	"den": declined("Animacy=Inan|Gender=Masc", "Sing", "den", "dne", "dni", "den", "dni", "dni,dnu", "dnem",
		"Plur", "dny", "dní,dnů", "dnům", "dny", "dny", "dnech", "dny"),
	"dítě": append(declined("Gender=Neut", "Sing", "dítě", "dítěte", "dítěti", "dítě", "dítě", "dítěti", "dítětem"),
		declined("Gender=Fem", "Plur", "děti", "dětí", "dětem", "děti", "děti", "dětech", "dětmi")...),
	"paní": declined("Gender=Fem", "Sing", "paní", "paní", "paní", "paní", "paní", "paní", "paní",
		"Plur", "paní", "paní", "paním", "paní", "paní", "paních", "paními"),
	"dveře":  declined("Gender=Fem", "Plur", "dveře", "dveří", "dveřím", "dveře", "dveře", "dveřích", "dveřmi"),
	"mládež": declined("Gender=Fem", "Sing", "mládež", "mládeže", "mládeži", "mládež", "mládeži", "mládeži", "mládeží"),
	"peníze": declined("Animacy=Inan|Gender=Masc", "Plur", "peníze", "peněz", "penězům", "peníze", "peníze", "penězích", "penězi"),
	"přítel": declined("Animacy=Anim|Gender=Masc", "Sing", "přítel", "přítele", "příteli", "přítele", "příteli", "příteli", "přítelem",
		"Plur", "přátelé", "přátel", "přátelům", "přátele", "přátelé", "přátelích", "přáteli"),
	"oko":  append(declined("Gender=Fem", "Plur", "oči", "očí", "očím", "oči", "oči", "očích", ""), struct{ form, feats string }{"očima", "Case=Ins|Gender=Fem|Number=Dual"}),
	"ucho": append(declined("Gender=Fem", "Plur", "uši", "uší", "uším", "uši", "uši", "uších", ""), struct{ form, feats string }{"ušima", "Case=Ins|Gender=Fem|Number=Dual"}),
	"ruka": append(declined("Gender=Fem", "Plur", "ruce", "rukou", "rukám", "ruce", "ruce", "rukou", ""), struct{ form, feats string }{"rukama", "Case=Ins|Gender=Fem|Number=Dual"},
		struct{ form, feats string }{"ruce", "Case=Loc|Gender=Fem|Number=Sing"}, struct{ form, feats string }{"rukou", "Case=Ins|Gender=Fem|Number=Sing"}),
	"noha": append(declined("Gender=Fem", "Plur", "nohy", "nohou", "nohám", "nohy", "nohy", "nohou", ""), struct{ form, feats string }{"nohama", "Case=Ins|Gender=Fem|Number=Dual"}),
}

// declined lists a noun's forms: fixed features, then for each number its
// name and the seven case forms in the order Nom Gen Dat Acc Voc Loc Ins
// (alternatives separated by commas, "" for none).
func declined(fixed string, numbers ...string) []struct{ form, feats string } {
	cases := []string{"Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins"}
	var out []struct{ form, feats string }
	for len(numbers) >= 8 {
		num, forms := numbers[0], numbers[1:8]
		numbers = numbers[8:]
		for k, alts := range forms {
			if alts == "" {
				continue
			}
			for _, f := range strings.Split(alts, ",") {
				feats, _ := lemma.ParseFeats(fixed + "|Case=" + cases[k] + "|Number=" + num)
				out = append(out, struct{ form, feats string }{f, feats.String()})
			}
		}
	}
	return out
}

// irregularForms indexes irregularNouns by form for analysis.
var irregularForms = func() map[string][]reading {
	m := map[string][]reading{}
	lemmas := make([]string, 0, len(irregularNouns))
	for lem := range irregularNouns {
		lemmas = append(lemmas, lem)
	}
	sort.Strings(lemmas) // a fixed reading order: ties are broken by it
	for _, lem := range lemmas {
		for _, x := range irregularNouns[lem] {
			m[x.form] = append(m[x.form], r(lem, "NOUN", x.feats))
		}
	}
	return m
}()

// firstSecond are the forms of já, ty, my, vy.
var firstSecond = map[string][]struct{ form, feats string }{
	"já": {{"já", "Case=Nom"}, {"mě", "Case=Gen"}, {"mne", "Case=Gen"}, {"mi", "Case=Dat"}, {"mně", "Case=Dat"}, {"mě", "Case=Acc"}, {"mne", "Case=Acc"}, {"mně", "Case=Loc"}, {"mnou", "Case=Ins"}},
	"ty": {{"ty", "Case=Nom"}, {"tě", "Case=Gen"}, {"tebe", "Case=Gen"}, {"ti", "Case=Dat"}, {"tobě", "Case=Dat"}, {"tě", "Case=Acc"}, {"tebe", "Case=Acc"}, {"tobě", "Case=Loc"}, {"tebou", "Case=Ins"}},
	"my": {{"my", "Case=Nom"}, {"nás", "Case=Gen"}, {"nám", "Case=Dat"}, {"nás", "Case=Acc"}, {"nás", "Case=Loc"}, {"námi", "Case=Ins"}},
	"vy": {{"vy", "Case=Nom"}, {"vás", "Case=Gen"}, {"vám", "Case=Dat"}, {"vás", "Case=Acc"}, {"vás", "Case=Loc"}, {"vámi", "Case=Ins"}},
}
