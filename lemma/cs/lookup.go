package cs

import (
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// Readings from the hunspell affix rules.
//
// hunspell-cs reuses its flag letters across parts of speech (R makes the
// locative of hrad and the adverb of klasický; C makes nouns in -čnost of
// adjectives and passive participles of verbs), so the part of speech comes
// from the shape of the dictionary stem (an infinitive, an adjective in
// -ý/-í, else a noun) and the form type from the rule's added string:
//
//   - nouns and adjectives: the lemma is the stem; case, number and gender
//     come from the paradigm tables (the rule only vouches for the form);
//   - adjective stem + R: the adverb (klasický → klasicky, nový → nově);
//   - adjective stem + K or C: the abstract noun in -ost (mladý → mladost);
//   - comparative stems (novější, větší): Degree=Cmp, lemma the positive;
//     the nej- prefix (E, W) makes Degree=Sup, ne- (N, W) Polarity=Neg;
//   - infinitive + T, or C with a verb strip: the short passive participle,
//     which UD tags ADJ with the long form as lemma (uveden → uvedený);
//   - infinitive + X: transgressives (VERB) and present/past active
//     participles (ADJ, lemma the participle: studující);
//   - other infinitive rules: l-participles (-l -la -lo -li -ly), present
//     tense and imperative, told apart by the added string.

// verbFlags are hunspell-cs's conjugation classes.
const verbFlags = "ABJ"

func isInfinitive(s string) bool {
	return strings.HasSuffix(s, "t") || strings.HasSuffix(s, "ci")
}

// infinitiveShape reports whether a word ends as Czech infinitives do:
// -t after a vowel (dělat, vidět, krýt, tnout), -st, -zt or -ct after a
// vowel (číst, vést, lézt, říct) or -ci after o, í, é or u (moci, říci,
// péci, tlouci). The numerals in -náct (jedenáct, dvanáct) end alike and
// are no verbs, and so does zet, the name of the letter z.
func infinitiveShape(s string) bool {
	r := []rune(s)
	n := len(r)
	if n < 3 || strings.HasSuffix(s, "náct") || s == "zet" {
		return false
	}
	switch {
	case r[n-1] == 't' && isVowelRune(r[n-2]):
		return true
	case r[n-1] == 't' && strings.ContainsRune("szc", r[n-2]):
		return isVowelRune(r[n-3])
	case r[n-1] == 'i' && r[n-2] == 'c':
		return strings.ContainsRune("oíéu", r[n-3]) // not práci, spolupráci
	}
	return false
}

// bareInfinitive reports whether a dictionary stem is a verb hunspell-cs
// lists without a conjugation class: the irregular verbs and their
// compounds (psát/I, napsat/IN, vzít/IN, říci/N, uspět/IN), whose only
// flags are I (the archaic infinitive in -ti: psáti) and N (the negative
// prefix: nepsat). Such a stem has the shape of an infinitive, no other
// flag that makes a paradigm (noun, adjective, participle stem O,
// numeral F), no homonym with one, is no closed-class word (deset/I) and
// no short adjective (ženat/N beside ženatý).
func (c *Czech) bareInfinitive(stem, flags string) bool {
	if !strings.ContainsAny(flags, "IN") || strings.ContainsAny(flags, verbFlags+"OFY") || !infinitiveShape(stem) {
		return false
	}
	if _, closed := c.closed[stem]; closed || stem != strings.ToLower(stem) {
		return false
	}
	all, _ := c.wordFlags(stem)
	if strings.ContainsAny(all, "OFY") || len(nounClasses(stem, all)) > 0 {
		return false
	}
	if fl, ok := c.wordFlags(stem + "ý"); ok && strings.ContainsRune(fl, 'Y') {
		return false
	}
	return true
}

// isVerbStem reports whether the dictionary lists an infinitive, with a
// conjugation class or as a bare infinitive.
func (c *Czech) isVerbStem(s string) bool {
	fl, ok := c.wordFlags(s)
	return ok && (isInfinitive(s) && strings.ContainsAny(fl, verbFlags) || c.bareInfinitive(s, fl))
}

// negatedVerb returns the verb a listed negated infinitive negates
// (nepsat → psát, nechtít → chtít), or "".
func (c *Czech) negatedVerb(stem string) string {
	base, ok := strings.CutPrefix(stem, "ne")
	if !ok {
		return ""
	}
	if c.isVerbStem(base) {
		return base
	}
	if long := strings.TrimSuffix(base, "at") + "át"; strings.HasSuffix(base, "at") && c.isVerbStem(long) {
		return long
	}
	return ""
}

// participleFeats are the UD features of an l-participle or a short
// passive participle by its gender/number ending. The syncretic endings
// get the first of their readings here (-a feminine singular, -y feminine
// plural); participleAlts lists the others. UD Czech writes them as one
// multi-valued reading (Gender=Fem,Neut|Number=Plur,Sing), but agreement
// repair needs the combination that agrees with the subject, so the
// tagger chooses among single-valued readings.
func participleFeats(end string) lemma.Feats {
	switch end {
	case "":
		return lemma.Feats{"Gender": "Masc", "Number": "Sing"}
	case "a":
		return lemma.Feats{"Gender": "Fem", "Number": "Sing"}
	case "o":
		return lemma.Feats{"Gender": "Neut", "Number": "Sing"}
	case "i":
		return lemma.Feats{"Animacy": "Anim", "Gender": "Masc", "Number": "Plur"}
	case "y":
		return lemma.Feats{"Gender": "Fem", "Number": "Plur"}
	case "u":
		return lemma.Feats{"Case": "Acc", "Gender": "Fem", "Number": "Sing"}
	}
	return nil
}

// participleAlts are the other gender/number readings of the syncretic
// participle endings.
func participleAlts(end string) []lemma.Feats {
	switch end {
	case "a":
		return []lemma.Feats{{"Gender": "Neut", "Number": "Plur"}}
	case "y":
		return []lemma.Feats{{"Animacy": "Inan", "Gender": "Masc", "Number": "Plur"}}
	}
	return nil
}

// withAlts returns r followed by its copies with the alternative
// gender/number readings of a participle ending.
func withAlts(r reading, end string) []reading {
	out := []reading{r}
	for _, alt := range participleAlts(end) {
		f := r.feats.Clone()
		delete(f, "Animacy")
		for k, v := range alt {
			f[k] = v
		}
		out = append(out, reading{r.lemma, r.pos, f})
	}
	return out
}

func polarity(neg bool) string {
	if neg {
		return "Neg"
	}
	return "Pos"
}

// positive returns the positive of a comparative adjective stem (novější →
// nový, větší → velký), or "".
func (c *Czech) positive(cmp string) string {
	for pos, comp := range irregularComparatives {
		if comp == cmp && pos != "zlý" {
			return pos
		}
	}
	try := func(s string) string {
		if fl, ok := c.wordFlags(s); ok && strings.ContainsRune(fl, 'Y') {
			return s
		}
		return ""
	}
	for _, a := range [][2]string{{"čtější", "cký"}, {"štější", "ský"}, {"šejší", "chý"}, {"žejší", "hý"}, {"čejší", "ký"}, {"řejší", "rý"}, {"ější", "ý"}, {"ejší", "ý"}, {"ší", "ý"}} {
		if strings.HasSuffix(cmp, a[0]) {
			if p := try(strings.TrimSuffix(cmp, a[0]) + a[1]); p != "" {
				return p
			}
		}
	}
	return ""
}

// dictReadings analyses a lower-case form through the dictionary's affix
// rules (see the comment above).
func (c *Czech) dictReadings(low string) []reading {
	out := c.dictReadingsOf(low, low)
	if cp := capitalize(low); cp != low {
		for _, r := range c.dictReadingsOf(cp, low) {
			if r.pos == "NOUN" {
				r.pos = "PROPN"
			}
			out = append(out, r)
		}
	}
	return out
}

// dictReadingsOf analyses word (low or its capitalised spelling).
func (c *Czech) dictReadingsOf(word, low string) []reading {
	var out []reading
	for _, an := range c.h.Lookup(word) {
		neg, sup := false, false
		var sfx []*data.Affix
		form := low // the form without its prefix
		for _, r := range an.Rules {
			if !r.Prefix {
				sfx = append(sfx, r)
				continue
			}
			switch r.Add {
			case "ne":
				neg = true
			case "nej":
				sup = true
			case "nejne":
				neg, sup = true, true
			default:
				continue
			}
			form = strings.TrimPrefix(form, r.Add)
		}
		stem, flags := an.Stem, an.Flags
		var last *data.Affix
		if len(sfx) > 0 {
			last = sfx[len(sfx)-1]
		}
		switch {
		case isInfinitive(stem) && strings.ContainsAny(flags, verbFlags):
			out = append(out, verbReading(stem, form, last, neg)...)
		case c.bareInfinitive(stem, flags):
			rs := verbReading(stem, form, last, neg)
			// pomoct/N, vyříct/N: the -ct spelling of a verb the
			// dictionary also spells -ci has the -ci lemma (říct → říci).
			if ci := c.ciSpelling(stem); ci != "" {
				for i := range rs {
					rs[i].lemma = ci
				}
			}
			// nepsat/I, nespat/I, nelhat/I: negated verbs listed because
			// ne- shortens the root's á (psát, spát, lhát), read as their
			// verb with Polarity=Neg (as the ne- prefix reads nenapsat).
			if base := c.negatedVerb(stem); base != "" {
				for i, r := range rs {
					f := r.feats.Clone()
					f["Polarity"] = "Neg"
					rs[i] = reading{base, r.pos, f}
				}
			}
			out = append(out, rs...)
		case (strings.HasSuffix(stem, "ý") || strings.HasSuffix(stem, "í")) && strings.ContainsRune(flags, 'Y'):
			out = append(out, c.adjReading(stem, form, last, neg, sup)...)
		case strings.ContainsRune(flags, 'O') && (last == nil || last.Flag == "O") && !sup:
			out = append(out, c.participleStem(stem, form, neg)...)
		default:
			if !sup && !neg {
				out = append(out, c.nounReading(stem, flags, strings.ToLower(form), last)...)
			}
		}
	}
	return out
}

// adjReading analyses a form of an adjective stem.
func (c *Czech) adjReading(stem, form string, last *data.Affix, neg, sup bool) []reading {
	lem, degree := stem, "Pos"
	if p := c.positive(stem); p != "" {
		lem, degree = p, "Cmp"
		if sup {
			degree = "Sup"
		}
	} else if sup {
		return nil
	}
	switch {
	case last == nil || last.Flag == "Y":
		var out []reading
		for _, x := range adjFormsOf(stem, formFilter{want: form}) {
			if x.lemma == form {
				f := x.feats.Clone()
				f["Degree"], f["Polarity"] = degree, polarity(neg)
				out = append(out, reading{lem, "ADJ", f})
			}
		}
		return out
	case last.Flag == "R":
		adv := form
		if degree == "Cmp" || degree == "Sup" {
			adv = "" // comparative adverbs (nověji): lemma unknown here
			return nil
		}
		return []reading{{adv, "ADV", lemma.Feats{"Degree": degree, "Polarity": polarity(neg)}}}
	case (last.Flag == "K" || last.Flag == "C") && strings.Contains(last.Add, "ost"):
		n := strings.Index(form, "ost")
		if n < 0 {
			return nil
		}
		noun := form[:n+len("ost")]
		var out []reading
		for _, x := range nounFormsOf(noun, nounParadigmByName("kost"), formFilter{want: form}) {
			if x.lemma == form {
				f := x.feats.Clone()
				f["Polarity"] = polarity(neg)
				out = append(out, reading{noun, "NOUN", f})
			}
		}
		return out
	}
	return nil
}

func nounParadigmByName(name string) *paradigm {
	for _, p := range nounParadigms {
		if p.name == name {
			return p
		}
	}
	return nil
}

// imperativeEnds are added strings that make imperatives.
var imperativeEnds = []string{"ejme", "ejte", "ej", "jme", "jte", "ňme", "ňte", "aň", "ězme", "ězte", "ěz", "ezme", "ezte", "ez", "ni", "něme", "něte"}

// verbReading analyses a form of an infinitive stem.
func verbReading(stem, form string, last *data.Affix, neg bool) []reading {
	pol := polarity(neg)
	if last == nil {
		if form == stem {
			return []reading{{stem, "VERB", lemma.Feats{"VerbForm": "Inf", "Polarity": pol}}}
		}
		return nil
	}
	add := last.Add
	// Archaic -ti infinitive (děkovati, poděkovati): hunspell adds "i" to
	// the infinitive; without this it would read as 1sg present.
	if form == stem+"i" && strings.HasSuffix(stem, "t") {
		return []reading{{stem, "VERB", lemma.Feats{"VerbForm": "Inf", "Polarity": pol}}}
	}
	// Short passive participles: T, or C with a verb strip (prosit → prošen).
	if last.Flag == "T" || last.Flag == "C" && isInfinitive(last.Strip) {
		for _, end := range []string{"", "a", "o", "i", "y", "u"} {
			base := strings.TrimSuffix(form, end)
			if end != "" && base == form || !strings.HasSuffix(base, "n") && !strings.HasSuffix(base, "t") {
				continue
			}
			f := participleFeats(end)
			if f == nil {
				continue
			}
			f["Degree"], f["Polarity"], f["Variant"], f["VerbForm"], f["Voice"] = "Pos", pol, "Short", "Part", "Pass"
			return withAlts(reading{PassiveLemma(base), "ADJ", f}, end)
		}
		return nil
	}
	if last.Flag == "X" {
		switch {
		case strings.HasSuffix(add, "í"): // studující, přišedší: adjective lemma
			return nil // declined forms are analysed through the adjective stem
		case strings.HasSuffix(add, "c") || strings.HasSuffix(add, "v"):
			return []reading{{stem, "VERB", lemma.Feats{"Gender": "Masc", "Number": "Sing", "Polarity": pol, "Tense": "Pres", "VerbForm": "Conv", "Voice": "Act"}}}
		case strings.HasSuffix(add, "ce") || strings.HasSuffix(add, "še"):
			return []reading{{stem, "VERB", lemma.Feats{"Number": "Plur", "Polarity": pol, "Tense": "Pres", "VerbForm": "Conv", "Voice": "Act"}}}
		}
		return nil
	}
	if strings.HasSuffix(add, "s") { // colloquial clitic forms (dělals)
		return nil
	}
	// l-participles.
	for _, end := range []string{"", "a", "o", "i", "y"} {
		if strings.HasSuffix(add, "l"+end) {
			f := participleFeats(end)
			f["Polarity"], f["Tense"], f["VerbForm"], f["Voice"] = pol, "Past", "Part", "Act"
			return withAlts(reading{stem, "VERB", f}, end)
		}
	}
	for _, e := range imperativeEnds {
		if strings.HasSuffix(add, e) || last.Strip == "out" && (add == "i" || add == "ěme" || add == "ěte") {
			num, person := "Sing", "2"
			if strings.HasSuffix(add, "me") {
				num, person = "Plur", "1"
			} else if strings.HasSuffix(add, "te") {
				num = "Plur"
			}
			return []reading{{stem, "VERB", lemma.Feats{"Mood": "Imp", "Number": num, "Person": person, "Polarity": pol, "VerbForm": "Fin"}}}
		}
	}
	pres := func(person, number string) reading {
		return reading{stem, "VERB", lemma.Feats{"Mood": "Ind", "Number": number, "Person": person, "Polarity": pol, "Tense": "Pres", "VerbForm": "Fin", "Voice": "Act"}}
	}
	switch {
	case strings.HasSuffix(add, "m"):
		return []reading{pres("1", "Sing")}
	case strings.HasSuffix(add, "š"):
		return []reading{pres("2", "Sing")}
	case strings.HasSuffix(add, "me"):
		return []reading{pres("1", "Plur")}
	case strings.HasSuffix(add, "te"):
		return []reading{pres("2", "Plur")}
	case strings.HasSuffix(add, "jí") || strings.HasSuffix(add, "ou"):
		return []reading{pres("3", "Plur")}
	case add == "í" && (strings.HasSuffix(stem, "it") || strings.HasSuffix(stem, "et") || strings.HasSuffix(stem, "ět")):
		return []reading{pres("3", "Sing"), pres("3", "Plur")}
	case strings.HasSuffix(add, "u") || strings.HasSuffix(add, "i"):
		return []reading{pres("1", "Sing")}
	}
	return []reading{pres("3", "Sing")}
}

// participleStem analyses forms of the participles hunspell-cs lists as
// stems of their own with flag O: l-participles (vedl, uvedl, řekl) and
// short passives (proveden).
func (c *Czech) participleStem(stem, form string, neg bool) []reading {
	end := strings.TrimPrefix(form, stem)
	if !strings.HasPrefix(form, stem) {
		// en → na (proveden → provedena), el → la (šel → šla)
		if n := len(stem); n > 2 && strings.HasPrefix(form, stem[:n-2]) {
			end = form[n-1:]
		}
	}
	f := participleFeats(end)
	if f == nil || end == "u" {
		return nil
	}
	f["Polarity"] = polarity(neg)
	switch {
	case strings.HasSuffix(stem, "l"):
		f["Tense"], f["VerbForm"], f["Voice"] = "Past", "Part", "Act"
		return withAlts(reading{c.infinitive(stem), "VERB", f}, end)
	case strings.HasSuffix(stem, "n") || strings.HasSuffix(stem, "t"):
		f["Degree"], f["Variant"], f["VerbForm"], f["Voice"] = "Pos", "Short", "Part", "Pass"
		base := stem
		if strings.HasSuffix(base, "en") && !strings.HasPrefix(form, stem) {
			base = base[:len(base)-2] + "n"
		}
		return withAlts(reading{PassiveLemma(base), "ADJ", f}, end)
	}
	return nil
}

// PassiveLemma returns the lemma, the long adjectival form, of a short
// passive participle base ending in n or t: -án shortens its vowel
// (odeslán → odeslaný, dán → daný), the others add ý (proveden →
// provedený, prošen → prošený, umyt → umytý, tisknut → tisknutý, vzat →
// vzatý). hunspell-cs makes no short passive in -át. Exported for the
// reader of tables mined by analysers (parmesan ≤ 0.14.0) that wrote
// base + ý for every base (odesláný): pipeline re-keys them with it.
func PassiveLemma(base string) string {
	if strings.HasSuffix(base, "án") {
		return strings.TrimSuffix(base, "án") + "aný"
	}
	return base + "ý"
}

// pastToInf lists candidate infinitives of an l-participle stem (without
// its l), most regular first: dělal → dělat, rozhodl → rozhodnout,
// vedl → vést, řekl → říct, mohl → moci, zemřel → zemřít, šel → jít,
// rostl → růst.
var pastToInf = [][2]string{
	{"", "t"}, {"a", "át"}, {"i", "ít"}, {"y", "ýt"}, {"u", "out"}, {"", "nout"},
	{"ed", "ést"}, {"ed", "íst"}, {"ad", "ást"}, {"et", "íst"}, {"es", "ést"}, {"ez", "ézt"},
	{"ek", "éct"}, {"ek", "éci"}, {"ek", "íct"}, {"ek", "íci"}, {"ok", "ouct"}, {"ok", "ouci"},
	{"oh", "oci"}, {"eh", "éci"}, {"eh", "ét"}, {"el", "ít"}, {"a", "ít"}, {"ul", "out"},
	{"še", "jít"}, {"ja", "jmout"}, {"nu", "nout"}, {"ost", "ůst"},
}

// infinitive returns the infinitive of an l-participle (vedl → vést), or
// the participle with -t when the dictionary has none.
func (c *Czech) infinitive(part string) string {
	base := strings.TrimSuffix(part, "l")
	if base == part {
		return part
	}
	for _, x := range pastToInf {
		if !strings.HasSuffix(base, x[0]) {
			continue
		}
		inf := strings.TrimSuffix(base, x[0]) + x[1]
		if fl, ok := c.wordFlags(inf); ok && (strings.ContainsAny(fl, verbFlags+"I")) {
			return inf
		}
	}
	if strings.HasSuffix(base, "še") { // přišel → přijít
		return strings.TrimSuffix(base, "še") + "jít"
	}
	return base + "t"
}

// nounReading analyses a form of a noun stem: the paradigm tables give
// the slots the form fills; when none generates it (an alternation the
// tables miss: říjen → října), the ending of the rule's added string
// selects the slots.
func (c *Czech) nounReading(stem, flags, form string, last *data.Affix) []reading {
	classes := nounClasses(stem, flags)
	pos := "NOUN"
	if stem != strings.ToLower(stem) {
		pos = "PROPN"
	}
	var out []reading
	for _, p := range classes {
		for _, x := range nounFormsOf(stem, p, formFilter{want: form, fold: true}) {
			if strings.EqualFold(x.lemma, form) {
				out = append(out, reading{stem, pos, x.feats})
			}
		}
	}
	if len(out) > 0 || last == nil {
		return out
	}
	best := -1
	for _, p := range classes {
		for n, tab := range [2][7][]string{p.sg, p.pl} {
			for ci, es := range tab {
				for _, e := range es {
					if e == "" || !strings.HasSuffix(last.Add, e) || len(e) < best {
						continue
					}
					if len(e) > best {
						best, out = len(e), nil
					}
					f := lemma.Feats{"Case": cases[ci], "Number": [2]string{"Sing", "Plur"}[n], "Gender": p.gender, "Polarity": "Pos"}
					if p.anim != "" {
						f["Animacy"] = p.anim
					}
					out = append(out, reading{stem, pos, f})
				}
			}
		}
	}
	return out
}

// formCache memoises readings by a string key (dictForms: per lemma and
// part of speech).
type formCache = memo[[]reading]

// maxCachedLemmas bounds the generation cache; it is emptied when full.
const maxCachedLemmas = 20000

// dictForms lists the forms the dictionary's affix rules make of lem
// (without prefixes), each with the features analysis gives it as a form
// of lem with part of speech pos. Generation tries these first: they carry
// the dictionary's own alternations (stupeň → stupně, dokázat → dokáže).
func (c *Czech) dictForms(lem, pos string) []reading {
	key := pos + "\x00" + lem
	rs, ok := c.cache.get(key)
	if ok {
		return rs
	}
	seen := map[string]bool{}
	for _, fl := range c.h.Homonyms(lem) {
		for _, e := range c.h.Expand(lem, fl) {
			if seen[e.Form] || len(e.Rules) > 0 && e.Rules[len(e.Rules)-1].Prefix {
				continue
			}
			seen[e.Form] = true
			for _, x := range c.readings(e.Form) {
				if x.lemma == lem && (x.pos == pos || pos == "PROPN" && x.pos == "NOUN") {
					rs = append(rs, reading{e.Form, pos, x.feats})
				}
			}
		}
	}
	c.cache.put(key, rs, maxCachedLemmas)
	return rs
}

// preferKnown keeps the generated forms the dictionary accepts when the
// lemma is a dictionary word and at least one form is accepted; the
// paradigm tables overgenerate (stupeň → *stupeňem).
func (c *Czech) preferKnown(lem string, forms []string) []string {
	if len(c.h.Homonyms(lem)) == 0 || len(forms) < 2 {
		return forms
	}
	var known []string
	for _, f := range forms {
		if _, closed := c.closed[f]; closed || len(c.h.Lookup(f)) > 0 || len(c.h.Lookup(capitalize(f))) > 0 {
			known = append(known, f)
		}
	}
	if len(known) == 0 {
		return forms
	}
	return known
}

// Attested reports whether the spelling dictionary accepts form, as
// written, in lower case or capitalised (the paradigm tables behind
// Generate and the guesser behind Known accept forms the language lacks:
// *předpověďem).
func (c *Czech) Attested(form string) bool {
	if ok, hit := c.atcache.get(form); hit {
		return ok
	}
	ok := c.attested(form)
	c.atcache.put(form, ok, maxCachedAttested)
	return ok
}

// maxCachedAttested bounds Attested's memo (agreement repair asks about
// the same generated and replaced forms again and again); it is emptied
// when full.
const maxCachedAttested = 65536

// attested is Attested's answer, a function of form and the dictionary.
func (c *Czech) attested(form string) bool {
	low := strings.ToLower(form)
	if _, closed := c.closed[low]; closed {
		return true
	}
	return len(c.h.Lookup(form)) > 0 || len(c.h.Lookup(low)) > 0 || len(c.h.Lookup(capitalize(low))) > 0
}

// derivedNoun reports whether lem is a noun in -ost that the dictionary
// does not list but derives from an adjective by its affix rules
// (volný/K → volnost, možný/K → možnost; adjReading reads their forms in
// the kost paradigm), so that generation declines it as analysis reads it.
func (c *Czech) derivedNoun(lem string) bool {
	if !strings.HasSuffix(lem, "ost") {
		return false
	}
	for _, r := range c.readings(lem) {
		if r.lemma == lem && r.pos == "NOUN" && r.feats["Case"] == "Nom" && r.feats["Number"] == "Sing" {
			return true
		}
	}
	return false
}
