package cs

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
)

// prepCases lists the cases each preposition governs, most frequent
// first (facts of Czech grammar; the order of na and o, accusative before
// locative, follows their counts in the UD Czech CAC and FicTree dev
// sets: na 263 to 189, o 71 to 59); the tagger picks the first one the
// following noun phrase can realise.
var prepCases = map[string][]string{
	"v": {"Loc", "Acc"}, "na": {"Acc", "Loc"}, "o": {"Acc", "Loc"}, "po": {"Loc", "Acc"},
	"za": {"Acc", "Ins", "Gen"}, "před": {"Ins", "Acc"}, "nad": {"Ins", "Acc"}, "pod": {"Ins", "Acc"},
	"mezi": {"Ins", "Acc"}, "s": {"Ins", "Gen"}, "mimo": {"Acc", "Gen"},
}

// addFullFeatures gives the table m of addInflected full-feature readings
// of inflected function words, replacing the feature-poor entries of
// steps 1 and 2 for analysis: determiners declined like ten, svůj, můj or
// like hard adjectives, the pronoun on, já/ty/my/vy, and UD's syncretic
// features for l-participles in -la/-ly; step 3 of buildClosedClass.
func addFullFeatures(m map[string][]reading) {
	replace := func(lem, pos string, rs []reading, extra string) {
		xf, _ := lemma.ParseFeats(extra)
		byForm := map[string][]reading{}
		for _, x := range rs {
			f := x.feats.Clone()
			for k, v := range xf {
				f[k] = v
			}
			byForm[x.lemma] = append(byForm[x.lemma], reading{lem, pos, f})
		}
		for form, list := range byForm {
			var keep []reading
			for _, old := range m[form] {
				if old.lemma != lem {
					keep = append(keep, old)
				}
			}
			m[form] = append(keep, list...)
		}
	}
	replace("ten", "DET", pronForms("ten", "DET"), "PronType=Dem")
	replace("tento", "DET", pronForms("tento", "DET"), "PronType=Dem")
	replace("svůj", "DET", pronForms("svůj", "DET"), "Poss=Yes|PronType=Prs|Reflex=Yes")
	replace("můj", "DET", pronForms("můj", "DET"), "Number[psor]=Sing|Person=1|Poss=Yes|PronType=Prs")
	replace("tvůj", "DET", pronForms("tvůj", "DET"), "Number[psor]=Sing|Person=2|Poss=Yes|PronType=Prs")
	replace("náš", "DET", pronForms("náš", "DET"), "Number[psor]=Plur|Person=1|Poss=Yes|PronType=Prs")
	replace("váš", "DET", pronForms("váš", "DET"), "Number[psor]=Plur|Person=2|Poss=Yes|PronType=Prs")
	m["má"] = m["má"][:1] // mít, not the bookish form of můj
	for _, d := range []struct{ lem, pos, feats string }{
		{"který", "DET", "PronType=Int,Rel"}, {"každý", "DET", "PronType=Tot"}, {"jaký", "DET", "PronType=Int,Rel"},
		{"některý", "DET", "PronType=Ind"}, {"žádný", "DET", "PronType=Neg"}, {"takový", "DET", "PronType=Dem"},
		{"nějaký", "DET", "PronType=Ind"}, {"samý", "DET", "PronType=Emp"}, {"jiný", "ADJ", "Polarity=Pos"},
	} {
		var rs []reading
		for _, x := range adjForms(d.lem) {
			f := x.feats.Clone()
			if d.pos == "DET" {
				delete(f, "Degree")
				delete(f, "Polarity")
			}
			rs = append(rs, reading{x.lemma, d.pos, f})
		}
		replace(d.lem, d.pos, rs, d.feats)
	}
	var on []reading
	for _, x := range onForms {
		f, _ := lemma.ParseFeats(x.feats)
		if f["Gender"] == "Masc" {
			f["Animacy"] = "Anim"
		}
		on = append(on, reading{x.form, "PRON", f})
	}
	replace("on", "PRON", on, "Person=3|PronType=Prs")
	for lem, forms := range firstSecond {
		num, person := "Sing", "1"
		switch lem {
		case "ty":
			person = "2"
		case "my":
			num = "Plur"
		case "vy":
			num, person = "Plur", "2"
		}
		var rs []reading
		for _, x := range forms {
			f, _ := lemma.ParseFeats(x.feats)
			f["Number"], f["Person"] = num, person
			rs = append(rs, reading{x.form, "PRON", f})
		}
		replace(lem, "PRON", rs, "PronType=Prs")
	}
	// l-participles of the irregular verbs (some listed without gender and
	// number): one reading per gender/number combination.
	for form, rs := range m {
		var out []reading
		for _, x := range rs {
			if x.feats["VerbForm"] != "Part" || x.feats["Tense"] != "Past" {
				out = append(out, x)
				continue
			}
			end := ""
			if n := len(form); n > 1 && form[n-1] != 'l' {
				end = form[n-1:]
			}
			f := x.feats.Clone()
			delete(f, "Animacy")
			for k, v := range participleFeats(end) {
				f[k] = v
			}
			if f["Polarity"] == "" {
				f["Polarity"] = "Pos"
			}
			f["Voice"] = "Act"
			out = append(out, withAlts(reading{x.lemma, x.pos, f}, end)...)
		}
		m[form] = out
	}
	add := func(lem, pos, feats string, forms ...string) {
		for _, f := range forms {
			m[f] = append(m[f], r(lem, pos, feats))
		}
	}
	// Irregular comparative adverbs and numerals' oblique forms.
	add("hodně", "ADV", "Degree=Cmp|Polarity=Pos", "víc")
	m["více"] = []reading{r("hodně", "ADV", "Degree=Cmp|Polarity=Pos")}
	m["nejvíce"] = []reading{r("hodně", "ADV", "Degree=Sup|Polarity=Pos")}
	m["méně"] = []reading{r("málo", "ADV", "Degree=Cmp|Polarity=Pos")} // step 2's plain adverb méně, as více
	add("málo", "ADV", "Degree=Cmp|Polarity=Pos", "míň")
	add("pozdě", "ADV", "Degree=Cmp|Polarity=Pos", "později")
	add("brzy", "ADV", "Degree=Cmp|Polarity=Pos", "dříve", "dřív")
	add("dobře", "ADV", "Degree=Cmp|Polarity=Pos", "lépe", "líp")
	add("dobře", "ADV", "Degree=Sup|Polarity=Pos", "nejlépe", "nejlíp")
	add("špatně", "ADV", "Degree=Cmp|Polarity=Pos", "hůře", "hůř")
	for _, n := range []string{"pět", "šest", "sedm", "osm", "devět", "deset", "dvacet", "třicet", "čtyřicet", "padesát", "šedesát", "sedmdesát", "osmdesát", "devadesát"} {
		obl := n + "i"
		switch {
		case n == "pět":
			obl = "pěti"
		case strings.HasSuffix(n, "ět"):
			obl = strings.TrimSuffix(n, "ět") + "íti"
		case strings.HasSuffix(n, "át"):
			obl = strings.TrimSuffix(n, "át") + "áti"
		}
		if n == "devět" {
			obl = "devíti"
		}
		add(n, "NUM", "NumForm=Word|NumType=Card", obl)
	}
	add("kvůli", "ADP", "AdpType=Prep|Case=Dat", "kvůli")
	add("včetně", "ADP", "AdpType=Prep|Case=Gen", "včetně")
	add("pomocí", "ADP", "AdpType=Prep|Case=Gen", "pomocí")
	// Secondary prepositions the dictionary lacks: without them the noun
	// phrase they govern had no governor (ohledně věcí read as an
	// instrumental singular once a bare genitive became unlikely).
	for _, p := range []string{"ohledně", "namísto", "podél", "uprostřed"} {
		add(p, "ADP", "AdpType=Prep|Case=Gen", p)
	}
	// Vocalised prepositions (before a consonant cluster or a pronoun: ku
	// hranici, ode dneška, nade vše, pode mnou, beze slov, přese mě); the
	// dictionary reads them as nouns or not at all, and the rewriter's
	// Frame guard maps them to the bare ones only when they are ADP.
	add("k", "ADP", "AdpType=Voc|Case=Dat", "ku")
	add("od", "ADP", "AdpType=Voc|Case=Gen", "ode")
	add("nad", "ADP", "AdpType=Voc|Case=Ins", "nade")
	add("pod", "ADP", "AdpType=Voc|Case=Ins", "pode")
	add("bez", "ADP", "AdpType=Voc|Case=Gen", "beze")
	add("přes", "ADP", "AdpType=Voc|Case=Acc", "přese")
	// aby and kdyby with the conditional's person endings (abych, abys,
	// abychom, abyste): UD splits them into aby/kdyby + bych/bys/…; a
	// tagger of untokenised text reads the conjunction with the
	// auxiliary's person and number, as "aby" carries Person=3.
	for _, c := range []string{"aby", "kdyby"} {
		add(c, "SCONJ", "Mood=Cnd|Number=Sing|Person=1|VerbForm=Fin", c+"ch")
		add(c, "SCONJ", "Mood=Cnd|Number=Sing|Person=2|VerbForm=Fin", c+"s")
		add(c, "SCONJ", "Mood=Cnd|Number=Plur|Person=1|VerbForm=Fin", c+"chom")
		add(c, "SCONJ", "Mood=Cnd|Number=Plur|Person=2|VerbForm=Fin", c+"ste")
	}
	// The relative jenž, with the n-forms after a preposition (do něhož,
	// pro niž; PrepCase=Pre as in UD Czech); most forms had no reading
	// and were guessed ADV. již is left to the adverb (already).
	for _, x := range jenzForms {
		for _, f := range strings.Fields(x.forms) {
			feats := x.feats + "|PronType=Rel"
			switch {
			case strings.HasPrefix(f, "n"):
				feats += "|PrepCase=Pre"
			case f != "jenž" && f != "jež":
				feats += "|PrepCase=Npr"
			}
			add("jenž", "PRON", feats, f)
		}
	}
	// pár (a few) counts a genitive plural like několik (pár dní); UD
	// Czech: NUM 26, NOUN 5 (a pair). The dictionary also read it as a
	// genitive plural of pára (steam), whose genitive plural is par.
	m["pár"] = []reading{
		r("pár", "NUM", "Case=Acc|Number=Sing|NumForm=Word|NumType=Card"),
		r("pár", "NUM", "Case=Nom|Number=Sing|NumForm=Word|NumType=Card"),
		r("pár", "NOUN", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"),
		r("pár", "NOUN", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing|Polarity=Pos"),
	}
	// Quantity words the dictionary reads as nouns or names (Dost, moc
	// the power, kolika, Nejvíc): the tagger's quantityAdverbs license a
	// genitive after them only in these readings. moc keeps its noun
	// readings (výkonná moc), which agreement can choose; kolik is a
	// determiner in UD Czech.
	add("dost", "ADV", "", "dost")
	add("moc", "ADV", "", "moc")
	add("moc", "NOUN", "Case=Nom|Gender=Fem|Number=Sing|Polarity=Pos", "moc")
	add("moc", "NOUN", "Case=Acc|Gender=Fem|Number=Sing|Polarity=Pos", "moc")
	add("kolik", "DET", "Case=Nom|NumType=Card|PronType=Int,Rel", "kolik")
	add("kolik", "DET", "Case=Acc|NumType=Card|PronType=Int,Rel", "kolik")
	add("hodně", "ADV", "Degree=Sup|Polarity=Pos", "nejvíc")
	add("málo", "ADV", "Degree=Sup|Polarity=Pos", "nejméně", "nejmíň")
	add("vůči", "ADP", "AdpType=Prep|Case=Dat", "vůči")
	add("navzdory", "ADP", "AdpType=Prep|Case=Dat", "navzdory")
	add("skrz", "ADP", "AdpType=Prep|Case=Acc", "skrz")
	add("skrze", "ADP", "AdpType=Prep|Case=Acc", "skrze")
}

// jenzForms are the forms of the relative pronoun jenž by features
// (facts of Czech grammar); forms starting with n- follow a preposition.
var jenzForms = []struct{ feats, forms string }{
	{"Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing", "jenž"},
	{"Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing", "jenž"},
	{"Case=Nom|Gender=Fem|Number=Sing", "jež"},
	{"Case=Nom|Gender=Neut|Number=Sing", "jež"},
	{"Case=Nom|Number=Plur", "jež"},
	{"Case=Gen|Gender=Masc|Number=Sing", "jehož něhož"},
	{"Case=Gen|Gender=Neut|Number=Sing", "jehož něhož"},
	{"Case=Gen|Gender=Fem|Number=Sing", "jíž níž"},
	{"Case=Gen|Number=Plur", "jichž nichž"},
	{"Case=Dat|Gender=Masc|Number=Sing", "jemuž němuž"},
	{"Case=Dat|Gender=Neut|Number=Sing", "jemuž němuž"},
	{"Case=Dat|Gender=Fem|Number=Sing", "jíž níž"},
	{"Case=Dat|Number=Plur", "jimž nimž"},
	{"Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing", "jejž nějž"},
	{"Animacy=Anim|Case=Acc|Gender=Masc|Number=Sing", "jehož něhož"},
	{"Case=Acc|Gender=Neut|Number=Sing", "jež něž"},
	{"Case=Acc|Gender=Fem|Number=Sing", "niž"},
	{"Case=Acc|Number=Plur", "jež něž"},
	{"Case=Loc|Gender=Masc|Number=Sing", "němž"},
	{"Case=Loc|Gender=Neut|Number=Sing", "němž"},
	{"Case=Loc|Gender=Fem|Number=Sing", "níž"},
	{"Case=Loc|Number=Plur", "nichž"},
	{"Case=Ins|Gender=Masc|Number=Sing", "jímž nímž"},
	{"Case=Ins|Gender=Neut|Number=Sing", "jímž nímž"},
	{"Case=Ins|Gender=Fem|Number=Sing", "jíž níž"},
	{"Case=Ins|Number=Plur", "jimiž nimiž"},
}
