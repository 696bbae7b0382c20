package cs

import "github.com/parmesan-mt/parmesan/lemma"

func r(lem, pos, feats string) reading {
	f, _ := lemma.ParseFeats(feats)
	return reading{lem, pos, f}
}

// particleReadings are readings added before the dictionary's to a word
// that is also a form of an open-class word: "možná" (perhaps, a particle
// in UD Czech: FicTree 12 of 12, PUD ADV 5 of 5) is also the adjective
// možný, which the tagger keeps where it agrees with a noun or is a
// predicate (možná změna, změna je možná). Read only as the adjective, a
// sentence adverb before a noun phrase was taken for its attribute
// (takže možná správnou osobou: fix/cs left the slot without a case).
var particleReadings = map[string][]reading{"možná": {r("možná", "PART", "")}}

// buildClosedClass builds the closed-class table: function words, their
// inflected forms, numerals and frequent irregular verbs, form → readings.
// It runs once per Load, in three explicit steps, each reading what the
// ones before wrote:
//
//  1. baseClosedClass: forms of "být", pronouns, prepositions (with the
//     case they govern most often), conjunctions, particles, adverbs;
//  2. addInflected (closed2.go): inflected function words, numerals,
//     irregular verbs, more particles and adverbs;
//  3. addFullFeatures (closedfeats.go): replaces the feature-poor readings
//     of steps 1 and 2 by full-feature ones and completes l-participles.
//
// Each call returns a new table; nothing is shared between calls.
func buildClosedClass() map[string][]reading {
	m := baseClosedClass()
	addInflected(m)
	addFullFeatures(m)
	return m
}

// baseClosedClass returns a new table of the uninflected function words.
func baseClosedClass() map[string][]reading {
	return map[string][]reading{
		"je":    {r("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"jsou":  {r("být", "AUX", "Mood=Ind|Number=Plur|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"jsem":  {r("být", "AUX", "Mood=Ind|Number=Sing|Person=1|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"jsi":   {r("být", "AUX", "Mood=Ind|Number=Sing|Person=2|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"jsme":  {r("být", "AUX", "Mood=Ind|Number=Plur|Person=1|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"jste":  {r("být", "AUX", "Mood=Ind|Number=Plur|Person=2|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"není":  {r("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Neg|Tense=Pres|VerbForm=Fin|Voice=Act")},
		"být":   {r("být", "AUX", "Polarity=Pos|VerbForm=Inf")},
		"byl":   {r("být", "AUX", "Gender=Masc|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")},
		"byla":  {r("být", "AUX", "Gender=Fem|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")},
		"bylo":  {r("být", "AUX", "Gender=Neut|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")},
		"byli":  {r("být", "AUX", "Animacy=Anim|Gender=Masc|Number=Plur|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")},
		"byly":  {r("být", "AUX", "Gender=Fem|Number=Plur|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act")},
		"bude":  {r("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Fut|VerbForm=Fin|Voice=Act")},
		"budou": {r("být", "AUX", "Mood=Ind|Number=Plur|Person=3|Polarity=Pos|Tense=Fut|VerbForm=Fin|Voice=Act")},
		"by":    {r("být", "AUX", "Mood=Cnd|Person=3|VerbForm=Fin")},
		"se":    {r("se", "PRON", "Case=Acc|PronType=Prs|Reflex=Yes|Variant=Short")},
		"si":    {r("se", "PRON", "Case=Dat|PronType=Prs|Reflex=Yes|Variant=Short")},
		"to":    {r("ten", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem")},
		"ten":   {r("ten", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|PronType=Dem")},
		"ta":    {r("ten", "DET", "Case=Nom|Gender=Fem|Number=Sing|PronType=Dem")},
		"tento": {r("tento", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|PronType=Dem")},
		"tato":  {r("tento", "DET", "Case=Nom|Gender=Fem|Number=Sing|PronType=Dem")},
		"toto":  {r("tento", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem")},
		"on":    {r("on", "PRON", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing|Person=3|PronType=Prs")},
		"ona":   {r("on", "PRON", "Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs")},
		"ono":   {r("on", "PRON", "Case=Nom|Gender=Neut|Number=Sing|Person=3|PronType=Prs")},
		"oni":   {r("on", "PRON", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur|Person=3|PronType=Prs")},
		"já":    {r("já", "PRON", "Case=Nom|Number=Sing|Person=1|PronType=Prs")},
		"my":    {r("my", "PRON", "Case=Nom|Number=Plur|Person=1|PronType=Prs")},
		"který": {r("který", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|PronType=Int,Rel")},
		"která": {r("který", "DET", "Case=Nom|Gender=Fem|Number=Sing|PronType=Int,Rel")},
		"které": {r("který", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Int,Rel")},
		"v":     {r("v", "ADP", "AdpType=Prep|Case=Loc")}, "ve": {r("v", "ADP", "AdpType=Voc|Case=Loc")},
		"na": {r("na", "ADP", "AdpType=Prep|Case=Acc")}, "o": {r("o", "ADP", "AdpType=Prep|Case=Acc")},
		"po": {r("po", "ADP", "AdpType=Prep|Case=Loc")}, "při": {r("při", "ADP", "AdpType=Prep|Case=Loc")},
		"s": {r("s", "ADP", "AdpType=Prep|Case=Ins")}, "se_": {r("s", "ADP", "AdpType=Voc|Case=Ins")},
		"z": {r("z", "ADP", "AdpType=Prep|Case=Gen")}, "ze": {r("z", "ADP", "AdpType=Voc|Case=Gen")},
		"do": {r("do", "ADP", "AdpType=Prep|Case=Gen")}, "od": {r("od", "ADP", "AdpType=Prep|Case=Gen")},
		"u": {r("u", "ADP", "AdpType=Prep|Case=Gen")}, "bez": {r("bez", "ADP", "AdpType=Prep|Case=Gen")},
		"během": {r("během", "ADP", "AdpType=Prep|Case=Gen")}, "podle": {r("podle", "ADP", "AdpType=Prep|Case=Gen")},
		"k": {r("k", "ADP", "AdpType=Prep|Case=Dat")}, "ke": {r("k", "ADP", "AdpType=Voc|Case=Dat")},
		"proti": {r("proti", "ADP", "AdpType=Prep|Case=Dat")}, "díky": {r("díky", "ADP", "AdpType=Prep|Case=Dat")},
		"pro": {r("pro", "ADP", "AdpType=Prep|Case=Acc")}, "přes": {r("přes", "ADP", "AdpType=Prep|Case=Acc")},
		"za": {r("za", "ADP", "AdpType=Prep|Case=Acc")}, "před": {r("před", "ADP", "AdpType=Prep|Case=Ins")},
		"nad": {r("nad", "ADP", "AdpType=Prep|Case=Ins")}, "pod": {r("pod", "ADP", "AdpType=Prep|Case=Ins")},
		"mezi": {r("mezi", "ADP", "AdpType=Prep|Case=Ins")},
		"a":    {r("a", "CCONJ", "")}, "i": {r("i", "CCONJ", "")}, "ale": {r("ale", "CCONJ", "")}, "nebo": {r("nebo", "CCONJ", "")},
		"ani": {r("ani", "CCONJ", "")}, "však": {r("však", "CCONJ", "")},
		"že": {r("že", "SCONJ", "")}, "aby": {r("aby", "SCONJ", "Mood=Cnd|Person=3|VerbForm=Fin")}, "když": {r("když", "SCONJ", "")},
		"protože": {r("protože", "SCONJ", "")}, "pokud": {r("pokud", "SCONJ", "")}, "jak": {r("jak", "ADV", "PronType=Int,Rel")},
		"už": {r("už", "ADV", "")}, "ještě": {r("ještě", "ADV", "")}, "také": {r("také", "ADV", "")}, "jen": {r("jen", "ADV", "")},
		"velmi": {r("velmi", "ADV", "Degree=Pos|Polarity=Pos")}, "tak": {r("tak", "ADV", "")}, "již": {r("již", "ADV", "")},
		"ne": {r("ne", "PART", "Polarity=Neg")}, "jako": {r("jako", "SCONJ", "")}, "než": {r("než", "SCONJ", "")},
	}
}
