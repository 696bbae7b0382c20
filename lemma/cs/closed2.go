package cs

import "strings"

// addInflected adds inflected function words, numerals and frequent
// irregular verbs (facts of Czech grammar) to the table m of
// baseClosedClass; step 2 of buildClosedClass.
func addInflected(m map[string][]reading) {
	add := func(lem, pos, feats string, forms ...string) {
		for _, f := range forms {
			m[f] = append(m[f], r(lem, pos, feats))
		}
	}
	// Demonstratives and possessives (UD: DET).
	add("ten", "DET", "PronType=Dem", "toho", "tomu", "tom", "tím", "té", "tu", "ti", "ty", "těch", "těm", "těmi", "tou")
	add("tento", "DET", "PronType=Dem", "tohoto", "tomuto", "tomto", "tímto", "této", "tuto", "tito", "tyto", "těchto", "těmto", "těmito", "touto")
	add("svůj", "DET", "Poss=Yes|PronType=Prs|Reflex=Yes", "svůj", "své", "svou", "svého", "svým", "svých", "svému", "svém", "svoje", "svá", "svoji", "svými", "svoji")
	add("můj", "DET", "Number[psor]=Sing|Person=1|Poss=Yes|PronType=Prs", "můj", "moje", "moji", "mé", "mou", "mého", "mým", "mých", "mému", "mém", "má_")
	add("náš", "DET", "Number[psor]=Plur|Person=1|Poss=Yes|PronType=Prs", "náš", "naše", "našeho", "našem", "našemu", "naši", "našich", "našim", "našimi", "naší")
	add("jeho", "DET", "Person=3|Poss=Yes|PronType=Prs", "jeho", "její", "jejich", "jejím", "jejího", "jejímu", "jejích", "jejími")
	add("každý", "DET", "PronType=Tot", "každý", "každá", "každé", "každého", "každému", "každém", "každým", "každou")
	add("všechen", "DET", "PronType=Tot", "všechny", "všech", "všem", "všemi", "všechno", "vše", "všichni", "celý")
	add("jiný", "ADJ", "Degree=Pos|Polarity=Pos", "jiný", "jiná", "jiné", "jiného", "jinému", "jiném", "jiným", "jiných", "jinými", "jinou", "jiní")
	add("který", "DET", "PronType=Int,Rel", "kterého", "kterému", "kterém", "kterým", "kterou", "kteří", "kterých", "kterými", "kterým")
	add("jaký", "DET", "PronType=Int,Rel", "jaký", "jaká", "jaké", "jakého", "jakou", "jakých")
	add("některý", "DET", "PronType=Ind", "některý", "některá", "některé", "některých", "některými", "někteří")
	add("žádný", "DET", "PronType=Neg", "žádný", "žádná", "žádné", "žádného", "žádnou", "žádných")
	add("sám", "DET", "PronType=Emp", "sám", "sama", "samo", "sami", "samy")
	// Particles, conjunctions and adverbs the dictionary lacks or
	// misclassifies, with the part of speech the UD Czech treebanks give
	// them most often.
	for _, w := range []string{"jen", "asi", "opravdu", "snad", "vůbec", "no", "prý", "právě", "dokonce", "až", "ať", "ovšem", "totiž", "zrovna"} {
		m[w] = []reading{r(w, "PART", "")}
	}
	// jakoby: SCONJ in UD Czech (4 of 5 in CAC, FicTree, PUD, CLTT; the
	// dictionary's only reading was the name Jakob's plural).
	for _, w := range []string{"takže", "dokud", "jakmile", "ačkoli", "ačkoliv", "poněvadž", "zda", "jestliže", "zatímco", "jakoby"} {
		m[w] = []reading{r(w, "SCONJ", "")}
	}
	for _, w := range []string{"jenže", "neboť", "nýbrž", "vždyť", "avšak", "jenomže", "přesto", "anebo", "či"} {
		m[w] = []reading{r(w, "CCONJ", "")}
	}
	// domů (home) and doma (at home) are also forms of dům (genitive
	// plural, archaic genitive singular), which shortReadings reads; the
	// treebanks give the adverbs.
	for _, w := range []string{"jenom", "velice", "teprve", "zejména", "především", "hlavně", "též", "taky", "domů", "doma"} {
		m[w] = []reading{r(w, "ADV", "")}
	}
	// The conditional auxiliary (by is in baseClosedClass).
	add("být", "AUX", "Aspect=Imp|Mood=Cnd|Number=Sing|Person=1|VerbForm=Fin", "bych")
	add("být", "AUX", "Aspect=Imp|Mood=Cnd|Number=Sing|Person=2|VerbForm=Fin", "bys")
	add("být", "AUX", "Aspect=Imp|Mood=Cnd|Number=Plur|Person=1|VerbForm=Fin", "bychom")
	add("být", "AUX", "Aspect=Imp|Mood=Cnd|Number=Plur|Person=2|VerbForm=Fin", "byste")
	// tenhle: ten + -hle (every case but the vocative; TestTenhleParadigm
	// checks the table against the paradigm written out).
	add("tenhle", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|PronType=Dem", "tenhle")
	add("tenhle", "DET", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing|PronType=Dem", "tenhle")
	add("tenhle", "DET", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing|PronType=Dem", "tenhle")
	add("tenhle", "DET", "Case=Nom|Gender=Fem|Number=Sing|PronType=Dem", "tahle")
	add("tenhle", "DET", "Case=Nom|Gender=Neut|Number=Plur|PronType=Dem", "tahle")
	add("tenhle", "DET", "Case=Acc|Gender=Neut|Number=Plur|PronType=Dem", "tahle")
	add("tenhle", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem", "tohle")
	add("tenhle", "DET", "Case=Acc|Gender=Neut|Number=Sing|PronType=Dem", "tohle")
	add("tenhle", "DET", "Case=Acc|Gender=Fem|Number=Sing|PronType=Dem", "tuhle")
	add("tenhle", "DET", "Case=Gen|Gender=Fem|Number=Sing|PronType=Dem", "téhle")
	add("tenhle", "DET", "Case=Dat|Gender=Fem|Number=Sing|PronType=Dem", "téhle")
	add("tenhle", "DET", "Case=Loc|Gender=Fem|Number=Sing|PronType=Dem", "téhle")
	for _, g := range []string{"Masc", "Neut"} { // one reading per gender: the tagger picks by agreement
		add("tenhle", "DET", "Case=Loc|Gender="+g+"|Number=Sing|PronType=Dem", "tomhle")
		add("tenhle", "DET", "Case=Gen|Gender="+g+"|Number=Sing|PronType=Dem", "tohohle")
		add("tenhle", "DET", "Case=Dat|Gender="+g+"|Number=Sing|PronType=Dem", "tomuhle")
		add("tenhle", "DET", "Case=Ins|Gender="+g+"|Number=Sing|PronType=Dem", "tímhle")
	}
	add("tenhle", "DET", "Animacy=Anim|Case=Acc|Gender=Masc|Number=Sing|PronType=Dem", "tohohle")
	// The other forms of tenhle, which had only the dictionary's guess
	// (tyhle, těchhle: ADV): ten's endings before -hle.
	add("tenhle", "DET", "Case=Ins|Gender=Fem|Number=Sing|PronType=Dem", "touhle")
	add("tenhle", "DET", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur|PronType=Dem", "tihle")
	add("tenhle", "DET", "Case=Nom|Gender=Fem|Number=Plur|PronType=Dem", "tyhle")
	add("tenhle", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Plur|PronType=Dem", "tyhle")
	add("tenhle", "DET", "Case=Acc|Gender=Fem|Number=Plur|PronType=Dem", "tyhle")
	add("tenhle", "DET", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Plur|PronType=Dem", "tyhle")
	add("tenhle", "DET", "Animacy=Anim|Case=Acc|Gender=Masc|Number=Plur|PronType=Dem", "tyhle")
	add("tenhle", "DET", "Case=Gen|Number=Plur|PronType=Dem", "těchhle")
	add("tenhle", "DET", "Case=Loc|Number=Plur|PronType=Dem", "těchhle")
	add("tenhle", "DET", "Case=Dat|Number=Plur|PronType=Dem", "těmhle")
	add("tenhle", "DET", "Case=Ins|Number=Plur|PronType=Dem", "těmihle")
	// Personal and other pronouns.
	add("on", "PRON", "Person=3|PronType=Prs", "ho", "jej", "jeho_", "něj", "něho", "mu", "jemu", "němu", "něm", "ním", "jím", "ji", "jí", "ní", "je_", "je", "jich", "nich", "jim", "nim", "nimi", "jimi", "ně")
	add("já", "PRON", "Number=Sing|Person=1|PronType=Prs", "mě", "mne", "mi", "mně", "mnou")
	add("ty", "PRON", "Number=Sing|Person=2|PronType=Prs", "tebe", "tě", "tobě", "ti_", "tebou")
	add("my", "PRON", "Number=Plur|Person=1|PronType=Prs", "nás", "nám", "námi")
	add("vy", "PRON", "Number=Plur|Person=2|PronType=Prs", "vy", "vás", "vám", "vámi")
	add("co", "PRON", "PronType=Int,Rel", "co", "čeho", "čemu", "čem", "čím")
	add("kdo", "PRON", "PronType=Int,Rel", "kdo", "koho", "komu", "kom", "kým")
	add("což", "PRON", "PronType=Rel", "což")
	add("nic", "PRON", "PronType=Neg", "nic", "ničeho", "ničem", "ničím")
	add("něco", "PRON", "PronType=Ind", "něco", "něčeho", "něčem", "něčím")
	add("někdo", "PRON", "PronType=Ind", "někdo", "někoho", "někomu", "někým")
	// Numerals.
	add("jeden", "NUM", "NumType=Card", "jeden", "jedna", "jedno", "jednoho", "jednomu", "jednom", "jedním", "jednou", "jedné", "jedni")
	add("dva", "NUM", "NumType=Card", "dva", "dvě", "dvou", "dvěma")
	add("tři", "NUM", "NumType=Card", "tři", "tří", "třem", "třemi")
	add("čtyři", "NUM", "NumType=Card", "čtyři", "čtyř", "čtyřem", "čtyřmi")
	for _, n := range []string{"pět", "šest", "sedm", "osm", "devět", "deset", "dvacet", "třicet", "sto", "tisíc", "několik", "mnoho", "málo"} {
		add(n, "NUM", "NumType=Card", n)
	}
	add("milion", "NOUN", "Gender=Masc|Animacy=Inan", "milionů", "miliony", "milionu", "milion", "miliard", "miliardy")
	// Frequent irregular verbs.
	add("mít", "VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "má")
	add("mít", "VERB", "Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin", "mají")
	add("mít", "VERB", "Tense=Past|VerbForm=Part", "měl", "měla", "mělo", "měli", "měly")
	add("mít", "VERB", "VerbForm=Inf", "mít")
	add("moci", "VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "může")
	add("moci", "VERB", "Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin", "mohou", "můžou")
	add("moci", "VERB", "Tense=Past|VerbForm=Part", "mohl", "mohla", "mohlo", "mohli", "mohly")
	add("chtít", "VERB", "Mood=Ind|Tense=Pres|VerbForm=Fin", "chce", "chtějí", "chci")
	add("chtít", "VERB", "Tense=Past|VerbForm=Part", "chtěl", "chtěla", "chtělo", "chtěli", "chtěly")
	add("muset", "VERB", "Mood=Ind|Tense=Pres|VerbForm=Fin", "musí", "musím")
	add("muset", "VERB", "Tense=Past|VerbForm=Part", "musel", "musela", "muselo", "museli", "musely")
	add("říci", "VERB", "Tense=Past|VerbForm=Part", "řekl", "řekla", "řeklo", "řekli", "řekly")
	add("stát", "VERB", "Tense=Past|VerbForm=Part", "stal", "stala", "stalo", "stali", "staly")
	add("jít", "VERB", "Tense=Past|VerbForm=Part", "šel", "šla", "šlo", "šli", "šly")
	add("jít", "VERB", "Mood=Ind|Tense=Pres|VerbForm=Fin", "jde", "jdou")
	add("vědět", "VERB", "Mood=Ind|Tense=Pres|VerbForm=Fin", "ví", "vědí", "vím")
	// Conjunctions, prepositions, particles, adverbs.
	add("či", "CCONJ", "", "či")
	add("tedy", "CCONJ", "", "tedy")
	add("zatímco", "SCONJ", "", "zatímco")
	add("jestli", "SCONJ", "", "jestli", "jestliže")
	add("kdyby", "SCONJ", "Mood=Cnd|Person=3|VerbForm=Fin", "kdyby")
	add("až", "ADV", "", "až")
	add("kolem", "ADP", "AdpType=Prep|Case=Gen", "kolem")
	add("kromě", "ADP", "AdpType=Prep|Case=Gen", "kromě")
	add("vedle", "ADP", "AdpType=Prep|Case=Gen", "vedle")
	add("okolo", "ADP", "AdpType=Prep|Case=Gen", "okolo")
	add("mimo", "ADP", "AdpType=Prep|Case=Acc", "mimo")
	add("podle", "ADP", "AdpType=Prep|Case=Gen", "dle")
	add("před", "ADP", "AdpType=Voc|Case=Ins", "přede")
	for _, a := range []string{"zde", "tady", "tam", "dnes", "nyní", "teď", "stále", "vždy", "však_", "například", "pouze", "hlavně", "zejména", "velmi", "více", "méně", "nejvíce", "hodně", "příliš", "spolu", "proto", "pak", "potom", "také", "rovněž", "zatím", "dosud", "kde", "kdy", "proč", "jinak", "znovu", "opět", "nikdy", "často", "zcela", "docela"} {
		if !strings.HasSuffix(a, "_") {
			m[a] = []reading{r(a, "ADV", "")}
		}
	}
	add("ne", "PART", "Polarity=Neg", "nikoli", "nikoliv")
	add("ano", "PART", "", "ano")
}
