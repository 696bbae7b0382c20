package cs

import (
	"fmt"
	"maps"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

func init() {
	lemma.Register(lang.Czech.Code, func() (lemma.Language, error) { return New() })
}

// Czech implements lemma.Language and lemma.Vocabulary; safe for concurrent use.
type Czech struct {
	h       *data.Hunspell
	cache   formCache     // generation: dictionary forms per lemma
	forms   formTable     // analysis: readings per form
	gcache  genCache      // Generate's answers
	acache  formCache     // adjForms per lemma, for generation
	ccache  formCache     // candidates per lemma and part of speech, for generation
	lcache  memo[string]  // Lemma's answers per word
	gucache memo[guessed] // guess's answers (guessCached)
	atcache memo[bool]    // Attested's answers
	// ascii holds the analyses of the one-byte forms (punctuation, the
	// prepositions and conjunctions v, s, z, k, a, i, o: a quarter of
	// the tokens), as forms does, without hashing the form.
	ascii [utf8.RuneSelf]atomic.Pointer[analysis]

	fingerprint string // what the analysis is computed from (Fingerprint)
	store       *store // analyses persisted across processes (store.go)

	closed        map[string][]reading // closed-class readings by form (buildClosedClass)
	closedByLemma map[string][]reading // the same by lemma and POS (byLemma)
}

var (
	once     sync.Once
	instance *Czech
	initErr  error
)

// Package is the Debian package installing the hunspell dictionary of
// lang.Czech.Locale (cs_CZ.aff and cs_CZ.dic).
const Package = "hunspell-cs"

// New loads, once, the hunspell dictionary of lang.Czech.Locale that
// data.FindHunspell finds ($PARMESAN_DICT_DIR, --dict-dir, then the
// system's usual places) and returns the shared instance; a missing
// dictionary is an error naming the files, the places searched and the
// package.
func New() (*Czech, error) {
	once.Do(func() { instance, initErr = loadFound(data.FindHunspell) })
	return instance, initErr
}

// loadFound loads the dictionary of lang.Czech.Locale from the directory
// find (data.FindHunspell) returns for it and Package.
func loadFound(find func(locale, pkg string) (string, error)) (*Czech, error) {
	dir, err := find(lang.Czech.Locale, Package)
	if err != nil {
		return nil, fmt.Errorf("lemma/cs: %w", err)
	}
	return Load(dir)
}

// Load reads cs_CZ.aff and cs_CZ.dic (lang.Czech.Locale) from dir into a new Czech (about
// 0.2 s and 60 MB; most callers want the shared instance of New).
func Load(dir string) (*Czech, error) {
	aff, dic := data.HunspellPaths(dir, lang.Czech.Locale)
	d, sum, err := data.LoadHunspellSum(aff, dic)
	if err != nil {
		return nil, fmt.Errorf("lemma/cs: %w; %s", err, data.HunspellHint(lang.Czech.Locale, Package))
	}
	fp, err := data.ShortSum(sum, aff, dic) // the cache key's hash: the files are read once
	if err != nil {
		return nil, fmt.Errorf("lemma/cs: %w", err)
	}
	closed := buildClosedClass()
	c := &Czech{h: d, closed: closed, closedByLemma: byLemma(closed), fingerprint: "hunspell-" + lang.Czech.Locale + "+lemma/cs#" + fp}
	c.store = openStore(c.fingerprint)
	return c, nil
}

// wordFlags returns the hunspell flags of all the homonyms of a stem,
// concatenated, and whether the dictionary lists the stem.
func (c *Czech) wordFlags(stem string) (string, bool) {
	fl := c.h.Homonyms(stem)
	switch {
	case len(fl) == 0:
		return "", false
	case len(fl) == 1:
		return fl[0], true
	}
	return strings.Join(fl, ""), true
}

// reading is one analysis of a word.
type reading struct {
	lemma, pos string
	feats      lemma.Feats
}

func (c *Czech) flags(lem string) (string, bool) {
	f, ok := c.wordFlags(lem)
	if ok && strings.ContainsAny(f, paradigmFlags) {
		return f, ok
	}
	// Productive derivations hunspell-cs lists without a paradigm flag:
	// nouns in -ost (kost type) and -ce/-ie (růže type), when the word
	// list has the lemma itself. (This once also asked Lookup for a lemma
	// the list lacks, accepting it when every analysis had the lemma as
	// its stem; but every analysis's stem is a listed word, so that never
	// accepted anything, and the lookup cost a tenth of analysis.)
	switch {
	case !ok || !derivable(lem):
	case strings.HasSuffix(lem, "ost"):
		return "K", true
	default:
		return "Z", true
	}
	return f, ok
}

// derivable reports whether flags may read a listed lem without a
// paradigm flag as a derived noun (-ost, -ce, -ie).
func derivable(lem string) bool {
	return strings.HasSuffix(lem, "ost") && len(lem) > 5 || (strings.HasSuffix(lem, "ce") || strings.HasSuffix(lem, "ie")) && len(lem) > 4
}

// lemmaCandidate reports whether analysis can find anything for the
// candidate lemma lem: flags accepts only listed words, so the word list
// must have it or its capitalised spelling. Most candidates (a stem with
// a swapped ending) are no words, and this answers them without
// allocating; scratch holds the capitalised spelling.
func (c *Czech) lemmaCandidate(lem []byte, scratch *[]byte) bool {
	if !utf8.Valid(lem) {
		return true // the slow path (capitalize rewrites invalid bytes)
	}
	if len(c.h.Homonyms(string(lem))) > 0 {
		return true
	}
	r, n := utf8.DecodeRune(lem)
	u := unicode.ToUpper(r)
	if n == 0 || u == r {
		return false
	}
	*scratch = append(utf8.AppendRune((*scratch)[:0], u), lem[n:]...)
	return len(c.h.Homonyms(string(*scratch))) > 0
}

// fleeting reports whether a masculine or soft-feminine lemma loses its
// e in oblique forms (článek → článku, obec → obce).
func fleeting(lem string) bool {
	n := len(lem)
	return n > 4 && (strings.HasSuffix(lem, "ek") || strings.HasSuffix(lem, "ec")) && !strings.HasSuffix(lem, "iec")
}

// nounClasses returns the paradigms a noun lemma follows, from its flags
// and ending.
func nounClasses(lem, flags string) []*paradigm {
	var out []*paradigm
	has := func(f string) bool { return strings.ContainsAny(flags, f) }
	end := func(s string) bool { return strings.HasSuffix(lem, s) }
	by := func(name string) *paradigm {
		for _, p := range nounParadigms {
			if p.name == name {
				return p
			}
		}
		return nil
	}
	switch {
	case has("Z") && end("a"):
		out = append(out, by("žena"))
	case has("Z") && (end("e") || end("ě")):
		out = append(out, by("růže"))
	case has("Z"):
		out = append(out, by("píseň"))
	}
	switch {
	case has("M") && end("o"):
		out = append(out, by("město"))
	case has("M") && (end("e") || end("ě")):
		out = append(out, by("moře"))
	}
	if has("S") {
		if end("í") {
			out = append(out, by("stavení"))
		} else if !end("a") && !end("e") && !end("o") {
			out = append(out, by("stroj"))
		}
	}
	// hunspell-cs's C on a noun without a paradigm flag: on -í the
	// collective neuters (zboží, uhlí, kamení, Podolí), where C adds only
	// the -m of the instrumental (zbožím), and on -stvo/-ctvo the
	// collectives (lidstvo, obyvatelstvo, ptactvo); without a class they
	// were read as adverbs.
	if has("C") && !has("SY") && end("í") {
		out = append(out, by("stavení"))
	}
	// C alone on a common noun in -e/-ě: the pluralia tantum (housle,
	// brýle, kleště, vidle, jesle), where C adds the plural's oblique
	// endings (houslí, houslím, houslích, houslemi); without a class they
	// were read as adverbs (housle) or as another lemma's form (brýle as
	// the name Brýl).
	if flags == "C" && (end("e") || end("ě")) && lem == strings.ToLower(lem) {
		out = append(out, by("housle"))
	}
	if has("C") && !has("M") && (end("stvo") || end("ctvo")) {
		out = append(out, by("město"))
	}
	if has("K") && !end("ý") && !end("í") {
		if end("e") || end("ě") {
			out = append(out, by("kuře"))
		} else {
			out = append(out, by("kost"))
		}
	}
	if has("HL") && !end("a") && !end("o") || has("Q") && !has("ZMDHL") && (end("ek") || end("et")) {
		out = append(out, by("hrad"))
	}
	if has("M") && end("um") {
		out = append(out, by("muzeum"))
	}
	if has("P") && !end("a") {
		out = append(out, by("pán"))
	}
	if has("U") {
		out = append(out, by("muž"))
	}
	if has("D") && end("a") {
		out = append(out, by("předseda"))
	}
	return out
}

func isAdjLemma(lem, flags string) bool {
	return strings.ContainsRune(flags, 'Y') && (strings.HasSuffix(lem, "ý") || strings.HasSuffix(lem, "í"))
}

func isVerbLemma(lem, flags string) bool {
	return strings.ContainsAny(flags, "ABJT") && (strings.HasSuffix(lem, "t") || strings.HasSuffix(lem, "ct"))
}

// adjForms lists (form, feats) of an adjective lemma.
func adjForms(lem string) []reading { return adjFormsOf(lem, anyForm) }

// adjFormsOf lists the (form, feats) of an adjective lemma that keep
// accepts, in adjForms's order (analysis builds only the matching ones).
func adjFormsOf(lem string, keep formFilter) []reading {
	tab, stem := hardAdj, strings.TrimSuffix(lem, "ý")
	if strings.HasSuffix(lem, "í") {
		tab, stem = softAdj, strings.TrimSuffix(lem, "í")
	}
	var out []reading
	var buf [64]byte
	for _, g := range []string{"Fem", "Neut", "MascInan", "MascAnim"} {
		for n, num := range []string{"Sing", "Plur"} {
			for ci, cs := range cases {
				for _, e := range tab[g][n][ci] {
					var form string
					if g == "MascAnim" && num == "Plur" && (cs == "Nom" || cs == "Voc") && e == "í" {
						form = soften(stem, e)
						if !keep.ok(form) {
							continue
						}
					} else if f, ok := keep.join(buf[:0], stem, e); ok {
						form = f
					} else {
						continue
					}
					f := lemma.Feats{"Case": cs, "Number": num, "Degree": "Pos", "Polarity": "Pos"}
					switch g {
					case "MascAnim":
						f["Gender"], f["Animacy"] = "Masc", "Anim"
					case "MascInan":
						f["Gender"], f["Animacy"] = "Masc", "Inan"
					default:
						f["Gender"] = g
					}
					out = append(out, reading{form, "ADJ", f})
				}
			}
		}
	}
	return out
}

// nounForms lists (form, feats) of a noun lemma in a paradigm.
func nounForms(lem string, p *paradigm) []reading { return nounFormsOf(lem, p, anyForm) }

// nounFormsOf lists the (form, feats) of a noun lemma in a paradigm that
// keep accepts, in nounForms's order.
func nounFormsOf(lem string, p *paradigm, keep formFilter) []reading {
	stem := strings.TrimSuffix(lem, p.lemEnd)
	if p.lemEnd == "" && (fleeting(lem) || p.name == "hrad" && (strings.HasSuffix(lem, "en") || strings.HasSuffix(lem, "et")) && len(lem) > 4) {
		stem = lem[:len(lem)-2] + lem[len(lem)-1:] // článek → článk-, obec → obc-, leden → ledn-
	}
	soft := p.lemEnd == "e" && strings.HasSuffix(lem, "ě") // země: e-endings are written ě
	if soft {
		stem = strings.TrimSuffix(lem, "ě")
	}
	short := isShort(p)
	if short {
		if stem = shortStem(lem); stem == "" {
			return nil
		}
	}
	var out []reading
	var buf [64]byte
	for n, num := range []string{"Sing", "Plur"} {
		tab := p.sg
		if n == 1 {
			tab = p.pl
		}
		for ci, cs := range cases {
			for _, e := range tab[ci] {
				if soft && strings.HasPrefix(e, "e") {
					e = "ě" + e[1:]
				}
				var form string
				switch {
				case n == 0 && (ci == 0 || e == "" && ci == 3 && p.anim != "Anim"):
					form = lem // nominative (and zero-ending accusative) singular is the lemma
				case n == 1 && ci == 1 && e == "" && (p.lemEnd == "a" || p.lemEnd == "o"):
					form = insertE(stem) // volba → voleb, okno → oken
				case n == 0 && (cs == "Dat" || cs == "Loc") && (e == "ě" || e == "e" || e == "i") ||
					n == 1 && cs == "Nom" && p.anim == "Anim" && e == "i":
					if e == "ě" && !eAfter(stem) {
						e = "e"
					}
					form = soften(stem, e) // soften and spellSoft change stems of other ends
					if short && form == stem+e {
						form = spellSoft(stem, e)
					}
				case short:
					form = spellSoft(stem, e)
				default:
					f, ok := keep.join(buf[:0], stem, e)
					if !ok {
						continue
					}
					form = f
				}
				if !keep.ok(form) {
					continue
				}
				f := lemma.Feats{"Case": cs, "Number": num, "Gender": p.gender, "Polarity": "Pos"}
				if p.anim != "" {
					f["Animacy"] = p.anim
				}
				out = append(out, reading{form, "NOUN", f})
			}
		}
	}
	return out
}

// readings returns the analyses of a form out of context (cached):
// function-word tables, paradigm forms of every lemma obtained by
// stripping a known ending and adding a lemma ending, and the
// dictionary's affix rules.
func (c *Czech) readings(form string) []reading { return c.analysisOf(form).rs }

// analysis is what the tagger needs of a form out of context, computed
// once per form and cached: its readings, their agreement features read
// out of the feature maps, and the facts about the form the tagger asks
// for every occurrence. Shared: read only.
type analysis struct {
	rs []reading
	ks []agr // ks[k] are the features of rs[k] the tagger compares
	// form is the form analysed, as spelt, and key its formKey's bytes:
	// formTable compares them. Each spelling has its own analysis
	// (analysisNew: a copy of its lower case's, sharing rs and ks).
	form string
	key  [2]uint64
	// low is the form lower-cased; frequentVerb reports whether it is a
	// form of an irregular (frequent) verb.
	low          string
	frequentVerb bool
	// nominal: some reading is a noun, proper noun or pronoun; modifier:
	// the first reading is an adjective, determiner, adverb, particle or
	// numeral.
	nominal, modifier bool
	// agreeing: some reading is an adjective, a determiner or a
	// preposition, whose rules read the noun ahead (analyze's nounAhead;
	// no other reading's rule does).
	agreeing bool
	// possessive and quantity: the form (lower-cased) is one of
	// possessives and of quantityAdverbs.
	possessive, quantity bool
	// spell are the facts of the form's spelling the tagger asks
	// (spellingOf; set by analysisNew, for each spelling).
	spell spelling
	// adp[k], for a preposition's reading k, holds its features with
	// Case set to each case the tagger may give it (its own and
	// prepCases'), by case: AnalyzeShared returns them instead of a
	// copy per occurrence. Read only.
	adp []map[string]lemma.Feats
	// guesses memoises guess for a form without readings (nil for a
	// form with some), by the case governed and whether the word starts
	// the sentence (guessSlot): the tagger guesses such a word at every
	// occurrence. Each spelling has its own (analysisOf): guess reads
	// the form's capitals.
	guesses *guessSlots
}

// allocAnalysis returns a new analysis for n readings, its ks, and, for
// up to four readings (most forms), a slice for a copy of its readings:
// the three in one allocation, so that the tagger, which reads the
// analysis, then ks, then the chosen reading, for every token, reads
// adjacent memory and not three places in a heap of tens of megabytes.
// For more readings the readings slice is nil (newAnalysis keeps the
// caller's).
func allocAnalysis(n int) (*analysis, []agr, []reading) {
	switch n {
	case 1:
		b := new(struct {
			a  analysis
			ks [1]agr
			rs [1]reading
		})
		return &b.a, b.ks[:], b.rs[:]
	case 2:
		b := new(struct {
			a  analysis
			ks [2]agr
			rs [2]reading
		})
		return &b.a, b.ks[:], b.rs[:]
	case 3:
		b := new(struct {
			a  analysis
			ks [3]agr
			rs [3]reading
		})
		return &b.a, b.ks[:], b.rs[:]
	case 4:
		b := new(struct {
			a  analysis
			ks [4]agr
			rs [4]reading
		})
		return &b.a, b.ks[:], b.rs[:]
	}
	return new(analysis), make([]agr, n), nil
}

// agr are the features of a reading that the tagger's agreement and
// preference rules read, and base, the reading's score before context:
// the part-of-speech and case preferences, plural's penalty and the bonus
// of a noun or adjective that is its own lemma.
//
// An agr is 64 bytes, one cache line: the tagger reads one for every
// reading it weighs, and an analysis allocates one per reading
// (allocAnalysis). So the values the rules only compare (Number, Gender,
// Animacy, VerbForm) are kept as masks, flags and a code, not strings;
// a value outside agreeValues, which the masks cannot compare, is read
// from feats when it is compared (agreeV).
type agr struct {
	base     int32
	verbForm verbForm
	flags    agrFlags
	// csM, numM, genM and animM are the values of Case, Number, Gender
	// and Animacy: csM is valueMask of cs, the others are valueMask of
	// their value, otherValue for a value that has none, 0 for none.
	// agreesK and subjectAgreesK compare them (agreeIn, agreeV).
	csM, numM, genM, animM valueSet
	cs, pos                string      // Case ("" when absent) and the part of speech
	feats                  lemma.Feats // the reading's: agreeV's values outside agreeValues
}

// agrFlags are facts about a reading: what the tagger asks of its lemma
// when it chooses it (genitiveVerbs, modalVerbs, genitiveNumerals), and
// of its Person (thirdPerson: "" or "3", all subjectAgreesK asks) and
// Number (Sing, Plur: exactly these values).
type agrFlags uint8

const (
	genVerbFlag agrFlags = 1 << iota
	modalFlag
	genNumeralFlag
	thirdPersonFlag
	numSingFlag
	numPlurFlag
)

func (g *agr) is(f agrFlags) bool { return g.flags&f != 0 }

// verbForm is the VerbForm values the tagger tells apart.
type verbForm uint8

const (
	vfOther verbForm = iota // "" or a value the tagger does not ask for
	vfFin
	vfInf
	vfPart
)

func verbFormOf(v string) verbForm {
	switch v {
	case "Fin":
		return vfFin
	case "Inf":
		return vfInf
	case "Part":
		return vfPart
	}
	return vfOther
}

// newAnalysis returns the analysis of form with readings rs (a copy of
// rs for up to four readings: allocAnalysis).
func newAnalysis(form string, rs []reading) *analysis {
	a, ks, rbuf := allocAnalysis(len(rs))
	if rbuf != nil {
		copy(rbuf, rs)
		rs = rbuf
	}
	return fillAnalysis(a, ks, form, rs, false)
}

// featsAgr returns the part of a reading's agr that its features f
// alone give: every field but pos and the flags of its lemma, and as
// base the case's part of the score (casePreference and plural's
// penalty). The store decodes a few thousand distinct feature maps for
// tens of thousands of readings, so it keeps each map's featsAgr
// (savedForms.featsOf) and fillAnalysis does not read the map again.
func featsAgr(f lemma.Feats) agr {
	g := agr{cs: f["Case"], verbForm: verbFormOf(f["VerbForm"]), feats: f}
	num := f["Number"]
	g.csM, g.numM, g.genM, g.animM = valueMask(g.cs), agreeMask(num), agreeMask(f["Gender"]), agreeMask(f["Animacy"])
	if p := f["Person"]; p == "" || p == "3" {
		g.flags |= thirdPersonFlag
	}
	switch num {
	case "Sing":
		g.flags |= numSingFlag
	case "Plur":
		g.flags |= numPlurFlag
	}
	if g.cs != "" {
		base := casePreference[g.cs] * 3
		if num == "Plur" {
			base += 3
		}
		g.base = int32(base)
	}
	return g
}

// nilFeatsAgr is featsAgr of a reading without features.
var nilFeatsAgr = featsAgr(nil)

// fillAnalysis fills in a, whose ks (of rs's length) allocAnalysis
// returned with it, as the analysis of form with readings rs; with
// featsDone, ks[k] already holds featsAgr of rs[k]'s features (the
// store decoded them so: cursor.readings).
func fillAnalysis(a *analysis, ks []agr, form string, rs []reading, featsDone bool) *analysis {
	low := strings.ToLower(form)
	a.rs, a.ks, a.form, a.low, a.frequentVerb = rs, ks, form, low, len(irregularVerbForms[low]) > 0
	a.possessive, a.quantity = possessives[low], quantityAdverbs[low]
	if len(rs) == 0 {
		a.guesses = new(guessSlots)
	}
	for k, x := range rs {
		g := &ks[k]
		if !featsDone {
			*g = featsAgr(x.feats)
		}
		g.pos = x.pos
		switch x.pos { // the tagger asks genVerb of a verb, modal of a verb or auxiliary, genNumeral of a numeral
		case "VERB":
			if genitiveVerbs[x.lemma] {
				g.flags |= genVerbFlag
			}
			if modalVerbs[x.lemma] {
				g.flags |= modalFlag
			}
		case "AUX":
			if modalVerbs[x.lemma] {
				g.flags |= modalFlag
			}
		case "NUM":
			if genitiveNumerals[x.lemma] {
				g.flags |= genNumeralFlag
			}
		}
		base := posPreference[x.pos] * 100
		if x.lemma == low && (x.pos == "NOUN" || x.pos == "ADJ") {
			base -= 4 // the form is its own lemma (den, not dna)
		}
		g.base += int32(base) // after the case's part (featsAgr)
		a.nominal = a.nominal || x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "PRON"
		a.agreeing = a.agreeing || x.pos == "ADJ" || x.pos == "DET" || x.pos == "ADP"
	}
	for k, x := range rs {
		if x.pos != "ADP" || x.feats == nil {
			continue
		}
		if a.adp == nil {
			a.adp = make([]map[string]lemma.Feats, len(rs))
		}
		a.adp[k] = map[string]lemma.Feats{}
		for _, cs := range append([]string{a.ks[k].cs}, prepCases[x.lemma]...) {
			f := x.feats.Clone()
			f["Case"] = cs
			a.adp[k][cs] = f
		}
	}
	if len(rs) > 0 {
		switch rs[0].pos {
		case "ADJ", "DET", "ADV", "PART", "NUM":
			a.modifier = true
		}
	}
	return a
}

// featStrings maps the common feature names and values to the
// program's constant strings (featString).
var featStrings = func() map[string]string {
	m := map[string]string{}
	for _, s := range [...]string{
		"Case", "Number", "Gender", "Animacy", "VerbForm", "Person", "Polarity", "Voice", "Degree", "Mood", "AdpType",
		"Tense", "PronType", "Variant", "Reflex", "NumType", "Poss", "NumForm", "Number[psor]", "Aspect", "PrepCase",
		"Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins", "Sing", "Plur", "Dual", "Masc", "Fem", "Neut", "Anim", "Inan",
		"Pos", "Neg", "Cmp", "Sup", "Act", "Pass", "Fin", "Inf", "Part", "Ind", "Cnd", "Imp", "Pres", "Past", "Fut",
		"1", "2", "3", "Prep", "Prs", "Dem", "Int,Rel", "Rel", "Tot", "Emp", "Short", "Yes", "Card", "Digit", "Word",
		"Pre", "Npr",
	} {
		m[s] = s
	}
	return m
}()

// featString returns the program's constant string equal to s when
// featStrings has one, else s. The analyses read from the store
// (store.go) hold slices of the 12 MB file: their features' names and
// values, compared for every reading the tagger weighs (f.cs == "Nom",
// cs != govern), would each read a random place in that file, where the
// constants share a few cache lines.
func featString(s string) string {
	if c, ok := featStrings[s]; ok {
		return c
	}
	return s
}

// adpFeats returns the features of preposition reading k with Case
// govern, shared (nil when not precomputed).
func (a *analysis) adpFeats(k int, govern string) lemma.Feats {
	if k >= len(a.adp) {
		return nil
	}
	return a.adp[k][govern]
}

// canCase reports whether some reading has case cs (false for a nil a).
func (a *analysis) canCase(cs string) bool {
	if a == nil {
		return false
	}
	for k := range a.ks {
		if a.ks[k].cs == cs {
			return true
		}
	}
	return false
}

// analysisOf returns the cached analysis of a form, computing it on first
// use (readings of the lower-case form: analyse reads only that).
func (c *Czech) analysisOf(form string) *analysis {
	ascii := len(form) == 1 && form[0] < utf8.RuneSelf
	if ascii {
		if a := c.ascii[form[0]].Load(); a != nil {
			return a
		}
	}
	k := keyOf(form)
	a := c.forms.get(form, k)
	if a == nil {
		a = c.analysisNew(form, k)
	}
	if ascii {
		c.ascii[form[0]].Store(a)
	}
	return a
}

// analysesOf sets all[i] to analysisOf(tokens[i]) for a sentence's
// tokens. A hit in formTable reads two places no other token reads
// nearby (its slot and its analysis), so the sentence's lookups go in
// two passes: the first finds each token's first slot, the second
// checks that slot's analysis; every read of a pass is independent of
// the others, and the processor overlaps them where analysisOf, token
// by token, waited for the slot, then the analysis. Tokens whose first
// slot misses (a form not seen yet, or a probe longer than one slot)
// and one-byte forms go through analysisOf.
func (c *Czech) analysesOf(tokens []string, all []*analysis) {
	var keyBuf [64]formKey
	keys := keyBuf[:0]
	if len(tokens) > len(keyBuf) {
		keys = make([]formKey, 0, len(tokens))
	}
	keys = keys[:len(tokens)]
	var s formSlots
	if p := c.forms.tab.Load(); p != nil {
		s = *p
	}
	mask := uint64(len(s) - 1)
	for i, w := range tokens {
		all[i] = nil
		if len(s) == 0 || len(w) == 1 {
			continue // analysisOf: the ascii cache, or an empty table
		}
		k := keyOf(w)
		keys[i] = k
		if sl := &s[k.tag&mask]; sl.tag.Load() == k.tag {
			all[i] = sl.a.Load()
		}
	}
	var sum uint64
	for i, w := range tokens {
		if a := all[i]; a != nil && a.key == keys[i].b && (len(w) <= 16 || a.form == w) {
			// The lines the tagger reads next: the flags, each
			// reading's agr (up to four) and the readings.
			sum += uint64(a.spell)
			if n := len(a.ks); n > 0 {
				for k := 0; k < n && k < 4; k++ {
					sum += uint64(a.ks[k].base)
				}
				sum += uint64(len(a.rs[0].pos) + len(a.rs[len(a.rs)-1].pos))
			}
			continue
		}
		all[i] = c.analysisOf(w)
	}
	runtime.KeepAlive(sum) // the reads are the point: the tagger finds the lines in the cache
}

// analysisNew computes the analysis of a form that forms lacks, whose
// key is k, and puts it there.
func (c *Czech) analysisNew(form string, k formKey) *analysis {
	// The key (and the analysis's form and low) is a copy of the form: a
	// token is often a slice of its line, which the key would keep
	// alive, and the keys compared on every lookup are then packed
	// together instead of spread over every line read.
	form = strings.Clone(form)
	var a *analysis
	if low := strings.ToLower(form); low != form {
		// The analysis reads the lower-case form only, so this spelling's
		// is a copy of that one's, with its own form (formTable's key) and
		// its own guess memo (guess reads the form's capitals).
		own := *c.analysisOf(low)
		own.form = form
		if own.guesses != nil {
			own.guesses = new(guessSlots)
		}
		a = &own
	} else {
		// Analysed by an earlier process (store.go): the readings are
		// decoded into their analysis's allocation.
		var blk *analysis
		var ks []agr
		rs, ok := c.store.lookupTo(form, func(n int) ([]reading, []agr) {
			b, bks, rbuf := allocAnalysis(n)
			if rbuf == nil {
				rbuf = make([]reading, n)
			}
			blk, ks = b, bks
			return rbuf, bks
		})
		switch {
		case !ok:
			rs = c.analyse(form)
			c.store.add(form, rs)
			a = newAnalysis(form, rs)
		case blk != nil && len(ks) == len(rs) && rs != nil:
			a = fillAnalysis(blk, ks, form, rs, true)
		default: // a damaged record: rs is nil
			a = newAnalysis(form, rs)
		}
	}
	a.key, a.spell = k.b, spellingOf(form)
	return c.forms.put(form, k, a, maxCachedForms)
}

// resetAnalyses empties the analysis caches (for benchmarks of text
// never seen).
func (c *Czech) resetAnalyses() {
	c.forms.reset()
	for i := range c.ascii {
		c.ascii[i].Store(nil)
	}
}

// maxCachedForms bounds the analysis cache; it is emptied when full.
const maxCachedForms = 100000

// analyse lists the readings of a form out of context; readings caches it.
// The readings returned are shared: callers clone before modifying.
func (c *Czech) analyse(form string) []reading {
	low := strings.ToLower(form)
	if r, ok := c.closed[low]; ok {
		return r
	}
	if r, ok := c.closed[strings.TrimPrefix(low, "ne")]; ok && strings.HasPrefix(low, "ne") {
		var out []reading
		for _, x := range r {
			if x.pos == "AUX" || x.pos == "VERB" {
				f := x.feats.Clone()
				if f == nil {
					f = lemma.Feats{}
				}
				f["Polarity"] = "Neg"
				out = append(out, reading{x.lemma, x.pos, f})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	var out []reading
	add := func(r reading) { // out holds only added readings until the end
		for _, x := range out {
			if x.lemma == r.lemma && x.pos == r.pos && maps.Equal(x.feats, r.feats) {
				return
			}
		}
		out = append(out, r)
	}
	for _, r := range particleReadings[low] {
		add(r)
	}
	// Irregular nouns and verbs first: their readings win ties (dny: den,
	// not dna).
	for _, r := range irregularForms[low] {
		add(r)
	}
	for _, r := range irregularVerbForms[low] {
		add(r)
	}
	for _, r := range c.compoundReadings(low) {
		add(r)
	}
	tryLemma := func(lem string) {
		fl, ok := c.flags(lem)
		if !ok {
			if cap := capitalize(lem); cap != lem {
				if fl, ok = c.flags(cap); ok {
					lem = cap
				}
			}
		}
		if !ok {
			return
		}
		if isAdjLemma(lem, fl) && c.positive(lem) == "" {
			for _, r := range adjFormsOf(lem, formFilter{want: low}) {
				if r.lemma == low {
					add(reading{lem, "ADJ", r.feats})
				}
			}
		}
		for _, p := range nounClasses(lem, fl) {
			pos := "NOUN"
			if r, _ := utf8.DecodeRuneInString(lem); unicode.IsUpper(r) { // lem is not empty
				pos = "PROPN"
			}
			for _, r := range nounFormsOf(lem, p, formFilter{want: low, fold: true}) {
				if r.lemma == low || strings.EqualFold(r.lemma, low) {
					add(reading{lem, pos, r.feats})
				}
			}
		}
		if isVerbLemma(lem, fl) && low == strings.ToLower(lem) {
			add(reading{lem, "VERB", lemma.Feats{"VerbForm": "Inf", "Polarity": "Pos"}})
		}
	}
	var lemBuf, capBuf [64]byte
	lb, cb := lemBuf[:0], capBuf[:0]
	var tried []string // the candidates tryLemma read
	try := func(stem, end string) {
		lb = append(append(lb[:0], stem...), end...)
		if c.lemmaCandidate(lb, &cb) {
			// A candidate met again (the form itself is met twice: the
			// empty ending swapped for the empty one, and last) would add
			// only readings add has already seen: tryLemma is a function of
			// the candidate.
			for _, t := range tried {
				if t == string(lb) {
					return
				}
			}
			lem := string(lb)
			tried = append(tried, lem)
			tryLemma(lem)
		}
	}
	// Candidate lemmas: the form itself and every ending swap.
	ends := []string{"", "a", "e", "ě", "o", "í", "ý", "um"}
	for _, strip := range formEndings {
		if !strings.HasSuffix(low, strip) || len(low) <= len(strip) {
			continue
		}
		stem := low[:len(low)-len(strip)]
		hard := hardening(stem) // a function of the stem: once, not once per ending
		for _, le := range ends {
			try(stem, le)
			for _, h := range hard {
				try(h, le)
			}
		}
	}
	try(low, "")
	for _, r := range c.shortReadings(low) {
		add(r)
	}
	for _, r := range c.dictReadings(low) {
		add(r)
	}
	out = append(out, c.verbReadings(low)...)
	if strings.HasPrefix(low, "ne") && len(out) == 0 {
		for _, r := range c.readings(low[2:]) {
			if r.pos == "ADJ" || r.pos == "VERB" {
				f := r.feats.Clone()
				f["Polarity"] = "Neg"
				out = append(out, reading{r.lemma, r.pos, f})
			}
		}
	}
	return out
}

// formEndings are the endings stripped to find a stem, longest first.
var formEndings = func() []string {
	set := map[string]bool{"": true}
	for _, p := range nounParadigms {
		for _, t := range [][7][]string{p.sg, p.pl} {
			for _, es := range t {
				for _, e := range es {
					set[e] = true
				}
			}
		}
	}
	for _, tab := range []adjTable{hardAdj, softAdj} {
		for _, g := range tab {
			for _, t := range g {
				for _, es := range t {
					for _, e := range es {
						set[e] = true
					}
				}
			}
		}
	}
	var out []string
	for e := range set {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}()

// hardening undoes the alternations of soften on a stem (poloz → polo h).
func hardening(stem string) []string {
	var out []string
	if n := len(stem); n > 2 && (stem[n-1] == 'k' || stem[n-1] == 'c') {
		out = append(out, stem[:n-1]+"e"+stem[n-1:]) // fleeting e: článk → článek
	}
	for _, a := range [][2]string{{"čt", "ck"}, {"št", "sk"}, {"š", "ch"}, {"z", "h"}, {"c", "k"}, {"ř", "r"}} {
		if strings.HasSuffix(stem, a[0]) {
			out = append(out, stem[:len(stem)-len(a[0])]+a[1])
		}
	}
	return out
}

func capitalize(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// verbReadings recognises l-participles and present-tense forms of verbs
// whose infinitive is in the dictionary.
func (c *Czech) verbReadings(low string) []reading {
	var out []reading
	try := func(lem string, f lemma.Feats) {
		if fl, ok := c.flags(lem); ok && isVerbLemma(lem, fl) {
			out = append(out, reading{lem, "VERB", f})
		}
	}
	for _, p := range []struct {
		end, gender, anim, number string
	}{{"l", "Masc", "", "Sing"}, {"la", "Fem", "", "Sing"}, {"lo", "Neut", "", "Sing"}, {"li", "Masc", "Anim", "Plur"}, {"ly", "Fem", "", "Plur"}} {
		if strings.HasSuffix(low, p.end) && len(low) > len(p.end)+1 {
			stem := low[:len(low)-len(p.end)]
			f := lemma.Feats{"Gender": p.gender, "Number": p.number, "Tense": "Past", "VerbForm": "Part", "Voice": "Act", "Polarity": "Pos"}
			if p.anim != "" {
				f["Animacy"] = p.anim
			}
			try(stem+"t", f)
			if strings.HasSuffix(stem, "ě") || strings.HasSuffix(stem, "e") {
				try(stem[:len(stem)-len("ě")]+"ět", f)
			}
		}
	}
	pres := func(person, number string) lemma.Feats {
		return lemma.Feats{"Mood": "Ind", "Number": number, "Person": person, "Tense": "Pres", "VerbForm": "Fin", "Voice": "Act", "Polarity": "Pos"}
	}
	for _, p := range []struct{ end, lemEnd, person, number string }{
		{"uje", "ovat", "3", "Sing"}, {"ují", "ovat", "3", "Plur"}, {"á", "at", "3", "Sing"}, {"ají", "at", "3", "Plur"},
		{"í", "it", "3", "Sing"}, {"í", "ět", "3", "Sing"}, {"í", "et", "3", "Sing"}, {"ím", "it", "1", "Sing"}, {"ím", "ět", "1", "Sing"},
		{"ím", "et", "1", "Sing"}, {"ám", "at", "1", "Sing"}, {"íme", "it", "1", "Plur"}, {"íme", "ět", "1", "Plur"}, {"áme", "at", "1", "Plur"},
		{"ujeme", "ovat", "1", "Plur"}, {"uji", "ovat", "1", "Sing"}, {"íte", "it", "2", "Plur"}, {"áte", "at", "2", "Plur"},
		// The rest of the -it/-ět/-et present (prosit, vidět, sedět):
		// 2sg -íš, 1pl -íme and 2pl -íte, and the 3pl, which is -í in
		// this class (prosí, vidí, sedí) beside -ějí/-ejí in the sázet
		// class (sázejí, rozumějí).
		{"íš", "it", "2", "Sing"}, {"íš", "ět", "2", "Sing"}, {"íš", "et", "2", "Sing"}, {"íme", "et", "1", "Plur"},
		{"íte", "ět", "2", "Plur"}, {"íte", "et", "2", "Plur"}, {"í", "it", "3", "Plur"}, {"í", "ět", "3", "Plur"},
		{"í", "et", "3", "Plur"}, {"ějí", "ět", "3", "Plur"}, {"ejí", "et", "3", "Plur"},
	} {
		if strings.HasSuffix(low, p.end) && len(low) > len(p.end)+1 {
			try(low[:len(low)-len(p.end)]+p.lemEnd, pres(p.person, p.number))
		}
	}
	return out
}

// Known reports whether a form has at least one reading.
func (c *Czech) Known(form string) bool { return len(c.readings(form)) > 0 }

// Candidates returns the dictionary analyses of a form out of context, for
// trained taggers that use the dictionary as a lexicon.
func (c *Czech) Candidates(form string) []lemma.Token {
	var out []lemma.Token
	for _, r := range c.readings(form) {
		out = append(out, lemma.Token{Form: form, Lemma: r.lemma, POS: r.pos, Feats: r.feats.Clone()})
	}
	return out
}

func isVowelRune(r rune) bool { return strings.ContainsRune("aeiouyáéíóúůýě", r) }

// insertE inserts the mobile e of the zero-ending genitive plural into a
// stem ending in a consonant cluster (volb → voleb, okn → oken); clusters
// ending in t or d and those after s/š keep no e (měst).
func insertE(stem string) string {
	r := []rune(stem)
	n := len(r)
	if n < 2 || isVowelRune(r[n-1]) || isVowelRune(r[n-2]) || !strings.ContainsRune("bklmnrvc", r[n-1]) || strings.ContainsRune("sšjň", r[n-2]) {
		return stem
	}
	return string(r[:n-1]) + "e" + string(r[n-1:])
}
