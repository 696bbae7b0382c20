package paraphrase

import (
	"slices"
	"strings"
)

// A closedGroup is a set of function words (lower-case forms) that stand
// for one another in most contexts, and the parts of speech a word of the
// group may carry when it is paired (a tagger reads the same connective
// as ADV, CCONJ, SCONJ or PART from one sentence to the next).
type closedGroup struct {
	words string // space-separated forms
	pos   string // space-separated UD tags
}

// Tag sets of the groups below.
const (
	connective = "ADV CCONJ SCONJ PART"
	adverb     = "ADV PART"
	determiner = "DET PRON"
	adposition = "ADP"
)

// closedGroups are hand-written lists of near-equivalent function words
// per language (lemma code). A group never holds two words of opposite
// meaning (before/after, with/without, more/less, all/no); a word may be
// in several groups, and two words are equivalent only when one group
// holds both (that/which and that/who, not who/which).
var closedGroups = withAnywhere(map[string][]closedGroup{
	"cs": {
		// demonstratives, form by form (the case is the form's)
		{"tohle toto tohleto to", determiner},
		{"tenhle tento", determiner},
		{"tahle tato", determiner},
		{"tyhle tyto", determiner},
		{"tuhle tuto", determiner},
		{"tomhle tomto", determiner},
		{"téhle této", determiner},
		{"tohohle tohoto", determiner},
		{"těchhle těchto", determiner},
		{"tímhle tímto", determiner},
		// the short forms of ten beside tento (té/této, ty/tyto: dev
		// round 3), as determiners only: ty is also "you", tu "here",
		// to a pronoun (its group is above)
		{"té této", "DET"},
		{"ty tyto", "DET"},
		{"tu tuto", "DET"},
		{"tom tomto", "DET"},
		{"toho tohoto", "DET"},
		{"těch těchto", "DET"},
		{"tím tímto", "DET"},
		{"ta tato", "DET"},
		{"ten tento", "DET"},
		{"všechno vše", determiner},
		// pronouns: clitic and relative variants
		{"ho jej", "PRON"},
		{"mu jemu", "PRON"},
		// it as an object: the clitic ho (the tagger reads it as
		// masculine animate whatever it stands for) and the
		// demonstrative to (dev rounds 1, 5, 7: zveřejněte ho na /
		// zveřejněte to na)
		{"ho to", "PRON DET"},
		// and the prepositional ní (her, it: a feminine noun) beside
		// the demonstrative of its case (dev rounds 3 and 6: udělat z
		// ní / z toho něco dobrého, co si o ní / o tom lidé myslí); the
		// preposition before them decides the case, so each form of ten
		// has a group of its own
		{"ní toho", "PRON DET"},
		{"ní tomu", "PRON DET"},
		{"ní tom", "PRON DET"},
		{"ní tím", "PRON DET"},
		{"který jenž", determiner},
		{"která jež", determiner},
		{"které jež", determiner},
		// the relative který after a preposition and the prepositional
		// form of jenž, case by case (dev round 5, podle kterého / podle
		// něhož; the tagger reads the n-forms as PRON since cstag14b and
		// read them as ADV before, which is still allowed); the rewriter
		// keeps the n-forms, tagged PrepCase=Pre, after a preposition
		{"kterého něhož", "DET PRON ADV"},
		{"kterému němuž", "DET PRON ADV"},
		{"kterém němž", "DET PRON ADV"},
		{"kterým nímž nimž", "DET PRON ADV"},
		{"kterých nichž", "DET PRON ADV"},
		{"kterými nimiž", "DET PRON ADV"},
		// connectives
		{"tak takže", connective},
		{"však ale avšak nicméně leč", connective},
		{"zatímco kdežto", connective},
		{"protože jelikož poněvadž neboť", connective},
		{"ačkoli ačkoliv přestože třebaže", connective},
		{"pokud jestliže", connective},
		{"zda zdali jestli", connective},
		{"nebo či anebo", connective},
		{"než nežli", connective},
		{"tudíž tedy", connective},
		{"tedy takže", connective}, // "so" (dev round 3: V datech tedy / Takže v datech)
		// adverbs and particles
		{"hodně velmi moc velice", adverb},
		{"také rovněž též taky", adverb},
		{"už již", adverb},
		{"jen pouze jenom", adverb},
		{"teď nyní", adverb},
		{"tady zde", adverb},
		{"vždy vždycky", adverb},
		{"hned ihned okamžitě", adverb},
		{"opět znovu zase", adverb},
		{"skoro téměř", adverb},
		{"přibližně zhruba cca", adverb},
		{"především hlavně zejména", adverb},
		{"opravdu skutečně", adverb},
		{"zcela úplně naprosto", adverb},
		{"nikoli nikoliv ne", adverb},
		// earlier / before that (dev round 4: jako jsem … už dřív / jako
		// jsem to dělal předtím)
		{"dřív dříve předtím", adverb},
		// yes: colloquial jo (tagged ADV) and ano (PART) (dev rounds 4, 5)
		{"jo ano", adverb},
		// a certain / some, form by form (the case is the form's):
		// the tagger reads určitý as ADJ and nějaký as DET (dev round 5:
		// provede určitou logiku / bude mít nějakou logiku)
		{"určitý nějaký", "ADJ DET"},
		{"určitá nějaká", "ADJ DET"},
		{"určité nějaké", "ADJ DET"},
		{"určitou nějakou", "ADJ DET"},
		{"určitého nějakého", "ADJ DET"},
		{"určitému nějakému", "ADJ DET"},
		{"určitém nějakém", "ADJ DET"},
		{"určitým nějakým", "ADJ DET"},
		{"určitých nějakých", "ADJ DET"},
		{"určitými nějakými", "ADJ DET"},
		{"určití nějací", "ADJ DET"},
		{"pak potom poté", adverb},
		{"stále pořád", adverb},
		{"trochu trošku poněkud", adverb},
		{"možná snad", adverb},
		{"často mnohdy", adverb},
		{"brzy brzo záhy", adverb},
		{"docela poměrně celkem", adverb},
		{"teď momentálně", adverb},
		// quantifiers governing a genitive, form by form: several / a
		// couple (the tagger reads několik as NUM and pár as NOUN: dev
		// round 1, možná několik dní / možná na pár dní) and a lot /
		// many (spousta a NOUN, mnoho a NUM: dev round 7, Spousta lidí
		// si myslí / Mnoho lidí si myslí); spousta only in the nominative
		// and accusative, the cases whose form mnoho shares
		{"několik pár", "NUM NOUN DET"},
		{"spousta mnoho", "NOUN NUM"},
		{"spoustu mnoho", "NOUN NUM"},
		// prepositions
		{"podle dle", adposition},
		{"kolem okolo", adposition},
	},
	"en": {
		{"this that", determiner},
		{"these those", determiner},
		{"that which", "PRON"},
		{"that who", "PRON"},
		{"a one", "DET NUM"}, // not a/an: the next word decides
		{"an one", "DET NUM"},
		{"some certain", "DET ADJ"},
		{"in at on", adposition}, // places: rewrite asks for a name after it
		{"toward towards", adposition},
		{"among amongst", adposition},
		{"until till", "ADP SCONJ"},
		{"once when", "SCONJ ADV"},
		{"so therefore thus hence", connective},
		{"but however", connective},
		{"although though", connective},
		{"while whilst whereas", connective},
		{"if whether", "SCONJ"},
		{"about around approximately roughly", "ADV"},
		{"almost nearly", "ADV"},
		{"only merely solely", "ADV"},
		{"and &", "CCONJ SYM PUNCT"}, // the ampersand is the word's sign
		// then the groups of anywhereGroups (withAnywhere)
	},
})

// anywhereGroups are groups of closedGroups, appended to them there,
// whose words say the same in every context, as spellings of one word
// do: the rewriter pairs them beside an aligned neighbour (rewrite's
// closedNeighbour) even in a language whose other groups it pairs only
// alone in their slot (ClosedAnywhere).
var anywhereGroups = map[string][]closedGroup{
	"en": {
		// indefinite pronouns: the -one and -body forms say the same
		// in every context (dev round 5: know anyone / know anybody)
		{"anyone anybody", "PRON"},
		{"someone somebody", "PRON"},
		{"everyone everybody", "PRON"},
	},
}

// withAnywhere appends each language's anywhereGroups to its groups in
// m (package initialisation orders closedIndex after it).
func withAnywhere(m map[string][]closedGroup) map[string][]closedGroup {
	for l, gs := range anywhereGroups {
		m[l] = append(m[l], gs...)
	}
	return m
}

// sameGroup reports whether the space-separated word list g holds both
// a and b.
func sameGroup(g, a, b string) bool {
	ws := strings.Fields(g)
	return slices.Contains(ws, a) && slices.Contains(ws, b)
}

// anywhereWords are the words of each language's anywhereGroups.
var anywhereWords = func() map[string]map[string]bool {
	out := make(map[string]map[string]bool, len(anywhereGroups))
	for l, gs := range anywhereGroups {
		out[l] = map[string]bool{}
		for _, g := range gs {
			for _, w := range strings.Fields(g.words) {
				out[l][w] = true
			}
		}
	}
	return out
}()

// ClosedAnywhereWord reports whether w (any case) is a word of one of
// language lang's anywhereGroups: ClosedAnywhere(lang, w, x) can hold for
// some x only then, so a caller skips its search for x otherwise.
func ClosedAnywhereWord(lang, w string) bool {
	m := anywhereWords[lang]
	return m != nil && m[strings.ToLower(w)]
}

// ClosedAnywhere reports whether the function words a and b (any case)
// of language lang (lemma code) are one group of anywhereGroups: they
// say the same in every context. Equal forms are not.
func ClosedAnywhere(lang, a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if a == b {
		return false
	}
	for _, g := range anywhereGroups[lang] {
		if sameGroup(g.words, a, b) {
			return true
		}
	}
	return false
}

// openingGroups are near-equivalent connectives that the rewriter's
// opening-connective spans pair when each opens its sentence (However,
// / But: dev rounds 4, 6, 7), where they join the sentence to the one
// before (the tagger reads a capitalised Furthermore as a name: the
// spans take one). Most of these pairs stand for one another only
// there, never word by word: inside a clause they do not (yet for not
// yet, also for not only … but also, further for further away). Three
// overlap with closedGroups, which also pairs them word by word in their
// slot anywhere: but/however, although/though and therefore/thus/hence
// (slot pairs keep their own guards; the DEGREE tag keeps however hard
// out). A word of openingComma must be followed by a
// comma to count as a connective there (However, it … is one; However
// hard he tried is not); the conjunctions need none.
var openingGroups = map[string][]string{
	"en": {
		"but however yet nevertheless nonetheless",
		"therefore thus hence consequently",
		"also furthermore further moreover additionally",
		"although though",
	},
}

// openingComma are the words of openingGroups that open a sentence as
// a connective only when a comma follows them.
var openingComma = map[string]map[string]bool{
	"en": {"however": true, "nevertheless": true, "nonetheless": true, "therefore": true, "thus": true,
		"hence": true, "consequently": true, "also": true, "furthermore": true, "further": true, "moreover": true, "additionally": true},
}

// OpeningEquivalent reports whether the connectives a and b (any case)
// of language lang (lemma code) stand for one another when each opens
// its sentence (openingGroups), and whether each needs a comma after it
// to be the connective (aComma, bComma). Equal forms are not equivalent.
func OpeningEquivalent(lang, a, b string) (ok, aComma, bComma bool) {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if a == b {
		return false, false, false
	}
	for _, g := range openingGroups[lang] {
		if sameGroup(g, a, b) {
			return true, openingComma[lang][a], openingComma[lang][b]
		}
	}
	return false, false, false
}

// oneWayGroups pair the first word of each group, as the word replaced,
// with the others only: the others stand for it in one of their senses
// and have senses it lacks (as he walked, since 2020), so they are never
// replaced by it.
var oneWayGroups = map[string][]closedGroup{
	"cs": {
		// every time → always, never back: vždy also says at any time
		// (je vždy připraven), pokaždé only each time (dev round 5:
		// pokaždé, když / vždy, když).
		{"pokaždé vždy vždycky", adverb},
		// probably → maybe, never back: asi also says about (asi 20
		// let), možná never. The tagger reads možná as the adjective
		// možný (dev round 5: je asi podivný / je možná podivný).
		{"asi možná", "ADV PART ADJ"},
		// the colloquial filler like → jako, never back: jako also
		// compares (stejně jako), jakože never (dev round 7: [PERSON1]
		// Jakože každý je jiný / Jako každý je jiný).
		{"jakože jako", connective},
		// jakoby (the same filler, and as if) → jako, never back: jako
		// also compares. As if is "jako by" with the hypothesis's own
		// conditional, a slot of two words, not this pair.
		{"jakoby jako", connective},
	},
	"en": {
		{"because as since", "SCONJ"},
		// only → just, never back: "just" also says recently (had
		// just arrived) and exactly (just like).
		{"only just", adverb},
	},
}

// oneWaySplit is oneWayGroups with each group's words and tags split
// once, for ClosedEquivalent.
var oneWaySplit = func() map[string][]struct{ words, tags []string } {
	out := make(map[string][]struct{ words, tags []string }, len(oneWayGroups))
	for l, gs := range oneWayGroups {
		for _, g := range gs {
			out[l] = append(out[l], struct{ words, tags []string }{strings.Fields(g.words), strings.Fields(g.pos)})
		}
	}
	return out
}()

// closedIndex maps language → form → the groups (indexes) holding it.
var closedIndex = func() map[string]map[string][]int {
	idx := make(map[string]map[string][]int, len(closedGroups))
	for l, gs := range closedGroups {
		m := map[string][]int{}
		for gi, g := range gs {
			for _, w := range strings.Fields(g.words) {
				m[w] = append(m[w], gi)
			}
		}
		idx[l] = m
	}
	return idx
}()

// closedFirst are each language's words that ClosedEquivalent can
// replace: the words of its groups (closedIndex) and the first word of
// each one-way group.
var closedFirst = func() map[string]map[string]bool {
	out := make(map[string]map[string]bool, len(closedIndex))
	for l, m := range closedIndex {
		out[l] = make(map[string]bool, len(m))
		for w := range m {
			out[l][w] = true
		}
	}
	for l, gs := range oneWaySplit {
		if out[l] == nil {
			out[l] = map[string]bool{}
		}
		for _, g := range gs {
			out[l][g.words[0]] = true
		}
	}
	return out
}()

// ClosedReplaceable reports whether ClosedEquivalent(lang, a, posA, b,
// posB) can hold for some b and tags: a (any case) is a word of one of
// lang's groups or the first of a one-way group. A caller that asks for
// one a with many b skips them all otherwise.
func ClosedReplaceable(lang, a string) bool {
	m := closedFirst[lang]
	return m != nil && m[lowerWord(a)]
}

// lowerWord is strings.ToLower(w), without reading w again when it is
// ASCII with no capital.
func lowerWord(w string) string {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			return strings.ToLower(w)
		}
	}
	return w
}

// closedPhrases are hand-written groups of near-equivalent function
// words where one of them is written in several words (even though /
// although), per language: the phrases of a group, '|'-separated, and
// the parts of speech a one-word member must carry (though is a
// conjunction only where it is one: "It is good, though" is no although).
var closedPhrases = map[string][]closedGroup{
	"en": {
		{"even though|although|though", "SCONJ"},
		{"because of|due to|owing to", "ADP SCONJ"},
		{"in spite of|despite", "ADP SCONJ"},
	},
}

// A ClosedPhrase is one group of closedPhrases: its phrases, each split
// into lower-case words, and the tags a one-word phrase must carry.
type ClosedPhrase struct {
	Phrases [][]string
	Tags    []string
}

// closedPhraseSplit is closedPhrases split once.
var closedPhraseSplit = func() map[string][]ClosedPhrase {
	out := make(map[string][]ClosedPhrase, len(closedPhrases))
	for l, gs := range closedPhrases {
		for _, g := range gs {
			var ps [][]string
			for _, p := range strings.Split(g.words, "|") {
				ps = append(ps, strings.Fields(p))
			}
			out[l] = append(out[l], ClosedPhrase{ps, strings.Fields(g.pos)})
		}
	}
	return out
}()

// ClosedPhrases returns the groups of near-equivalent function words of
// language lang (lemma code) of which one is written in several words
// (even though / although); nil for a language with none. The groups are
// shared: the caller must not change them.
func ClosedPhrases(lang string) []ClosedPhrase { return closedPhraseSplit[lang] }

// pronominalSeries are the pronominal adverbs of a language (lemma
// code) by series: a demonstrative (proto, tam, tehdy) answers the
// question an interrogative or relative one asks (proč, kde, kdy), and
// an indefinite (někde), negative (nikde) or total one (všude) says
// another thing again. Free-choice forms (kdykoli) are in no series:
// "než kdykoli předtím" is "než kdy předtím".
var pronominalSeries = map[string]map[string]string{
	"cs": seriesOf(map[string]string{
		"demonstrative": "tak takto takhle tam tamhle tady zde tu sem tehdy tudy tamtudy odtud odsud odtamtud proto tolik potud dotud",
		"interrogative": "jak kde kam kdy proč kudy odkud kolik",
		"indefinite":    "nějak někde někam někdy odněkud",
		"negative":      "nijak nikde nikam nikdy odnikud nikudy",
		"total":         "všude vždy vždycky",
	}),
}

// seriesOf maps each word of the space-separated lists to its series.
func seriesOf(lists map[string]string) map[string]string {
	m := map[string]string{}
	for series, list := range lists {
		for _, w := range strings.Fields(list) {
			m[w] = series
		}
	}
	return m
}

// OtherSeries reports whether a and b (any case) are pronominal adverbs
// of two series in language lang (lemma code): proto/proč (therefore /
// why), tam/kde. Such words are never paraphrases: the
// demonstrative refers, the interrogative asks or relates.
func OtherSeries(lang, a, b string) bool {
	m := pronominalSeries[lang]
	if m == nil {
		return false // a language without series (the English guard's)
	}
	sa, sb := m[strings.ToLower(a)], m[strings.ToLower(b)]
	return sa != "" && sb != "" && sa != sb
}

// degreeOnly are the words of a closed group that modify an adjective,
// adverb or verb only and never quantify a noun: "hodně práce" is "a lot
// of work", *"velmi práce" is not Czech (a judged harmful substitution,
// docs/recall-2026-11-28b/cs-result.md).
var degreeOnly = map[string]map[string]bool{
	"cs": {"velmi": true, "velice": true},
	"en": {"very": true},
}

// DegreeOnly reports whether the function word w (any case) of language
// lang modifies adjectives, adverbs and verbs only, never a noun.
func DegreeOnly(lang, w string) bool { return degreeOnly[lang][strings.ToLower(w)] }

// postpositive are function words that cannot open a sentence: Czech
// však and totiž stand after the clause's first member ("Žádný však
// …", not *"Však, žádný …"; judged neutral on HUME 2016 en-cs,
// docs/judge6b-2026-11-29/).
var postpositive = map[string]map[string]bool{
	"cs": {"však": true, "totiž": true},
}

// Postpositive reports whether the function word w (any case) of
// language lang cannot stand first in a sentence.
func Postpositive(lang, w string) bool { return postpositive[lang][strings.ToLower(w)] }

// conditional are conjunctions that hold the conditional auxiliary in
// one word: Czech jakoby (as if) is jako by.
var conditional = map[string]map[string]bool{"cs": {"jakoby": true}}

// Conditional reports whether the function word w (any case) of
// language lang holds a conditional, so that it is not replaced by a
// word the hypothesis follows with its own conditional (jakoby spal /
// jako by spal: not *jako spal).
func Conditional(lang, w string) bool { return conditional[lang][strings.ToLower(w)] }

// ClosedEquivalent reports whether the function words a and b (any case)
// are near-equivalent in language lang (lemma code: cs, en) as words of
// parts of speech posA and posB, a replaced by b: one of the
// hand-written groups holds both forms and allows both tags, or a
// one-way group has a first and b among the others. Equal forms are not
// equivalent (there is nothing to replace); unknown languages have no
// groups.
func ClosedEquivalent(lang, a, posA, b, posB string) bool {
	a, b = lowerWord(a), lowerWord(b)
	if a == b {
		return false
	}
	for _, g := range oneWaySplit[lang] {
		if g.words[0] == a && slices.Contains(g.words[1:], b) && slices.Contains(g.tags, posA) && slices.Contains(g.tags, posB) {
			return true
		}
	}
	idx := closedIndex[lang]
	for _, ga := range idx[a] {
		for _, gb := range idx[b] {
			if ga != gb {
				continue
			}
			g := closedGroups[lang][ga]
			tags := strings.Fields(g.pos)
			if slices.Contains(tags, posA) && slices.Contains(tags, posB) {
				return true
			}
		}
	}
	return false
}
