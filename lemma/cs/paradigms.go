package cs

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
