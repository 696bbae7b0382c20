package rewrite

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// Guard holds the precision filters of one language: words that are never
// replaced nor used as replacements, and the checks a candidate pair must
// pass besides being known to the lexicon. The zero Guard filters nothing
// but polarity and verb form (see Rewriter).
type Guard struct {
	// Closed are lemmas (lower case) left alone on both sides: quantifiers,
	// degree and focus adverbs, pronominal adjectives, possessives, time
	// deictics ("už", "teď"), which a thesaurus lists as synonyms although
	// they are not interchangeable in context; a form may be listed too
	// (účelem: za účelem is a fixed preposition, *za cílem).
	Closed map[string]bool
	// ClosedSlot replaces a reference word that Closed alone protects
	// when it stands alone in one inner slot (one token on each side,
	// between the same aligned neighbours: Guard.Slot) with a hypothesis
	// word of its part of speech that is open (in no list of the guard)
	// and that a hand-made source pairs with it (handMade: a thesaurus,
	// WordNet, or their relations short of synonymy, slot-only):
	// jen občas , / jen příležitostně , and absolvovali celou okružní /
	// absolvoval kompletní okružní (issue #34 round 7 pair 2, round 5
	// pair 30). The translator put the open word where the reference has
	// the closed one, the context evidence a thesaurus lacks; two
	// closed-class words (už/teď, velmi/hodně) stay apart, and so do the
	// words of ClosedKept.
	ClosedSlot bool
	// ClosedKept are lemmas of Closed that ClosedSlot leaves alone
	// wherever they stand: modal and focus adverbs and ordinals, whose
	// open near-synonyms say another thing of the same slot (nemůžeš
	// skutečně onemocnět → *vážně onemocnět, really → seriously;
	// poslednímu prezidentovi → *konečnému, last → final: WMT22 en-cs,
	// the development change list of docs/csguard13-2026-11-29/).
	ClosedKept map[string]bool
	// ClosedOpen names, for lemmas of Closed, the parts of speech in
	// which the lemma is a content word and Closed does not protect it:
	// the adjective pretty (a pretty piece → a beautiful piece), while the
	// degree adverb (pretty good) stays alone. A lemma not listed is
	// protected in every part of speech.
	ClosedOpen map[string]map[string]bool
	// Replacements are verb lemmas of Closed that are never replaced but
	// may replace a reference verb followed by no object: the generic
	// verb of saying for a specific one (the ministry stated on its
	// website → said). Before an object (expressed concern, ordered
	// them) the specific verb's frame is not say's, and a participle
	// other than a perfect's is no clause's verb (the alleged man → *the
	// said man; as is stated → ?as is said).
	Replacements map[string]bool
	// Light are light and support verbs (have, take, make; mít, dát): their
	// meaning comes from the noun they govern, so they are never paired.
	Light map[string]bool
	// Particles follow a verb to make a multiword verb (carry out, give
	// up): a verb followed by one (within two tokens) is not replaced and
	// not used.
	Particles map[string]bool
	// Prepositions are Particles that, right after a verb, tagged as a
	// preposition (XPOS IN) and before a determiner, pronoun, name or
	// number, begin a prepositional phrase and make no multiword verb
	// (stated on its website, agreed in a call): there they leave the
	// verb free, unless it is a light verb (went on the river: a light
	// verb's own guard relaxes in a slot, and its meaning lies in its
	// neighbours). A word between (ride boats on the river, made friends
	// in the first semester) keeps the old reading: freed there, a verb
	// was paired with a light verb on WMT22 cs-en dev (go boating →
	// *ride boating). Frame still asks both verbs to have the same
	// preposition after them.
	Prepositions map[string]bool
	// Idiom are words that mark a fixed expression (najevo, řečeno): their
	// neighbours within two tokens are left alone on both sides.
	Idiom map[string]bool
	// Connectives are sentence adverbs that join a sentence to what went
	// before (ostatně, koneckonců, nakonec, navíc): they are left alone
	// as an idiom word is, and their neighbours are not, for they mark
	// no fixed expression (a nakonec produkt vrátila → a nakonec výrobek
	// vrátila, issue #34 round 3 pair 27).
	Connectives map[string]bool
	// Aspect rejects verb pairs that look like aspect partners or differ
	// only in a prefix (Czech: udělat/dělat, vytvořit/vytvářet).
	Aspect bool
	// Strict requires verbs to share tense, mood, form and voice and
	// adjectives and adverbs to share degree, for languages whose repair
	// does not re-inflect them reliably across those (Czech, where
	// present tense on a perfective verb means future).
	Strict bool
	// PersonGender rejects noun pairs where one side is an animate
	// masculine noun and the other a feminine one (kamarád/kamarádka,
	// advokát/advokátka): a person's gender is meaning, not form.
	PersonGender bool
	// Diminutive rejects a noun pair of a word and its diminutive
	// (zvon/zvonek, hák/háček, žebřík/žebříček; czechDiminutive) when a
	// thesaurus is all its evidence (paraphrase.SourceThesaurus,
	// SourceRelated): a Czech diminutive often has a sense of its own (the
	// doorbell, the crochet hook, the ranking), and MyThes joins the two
	// through an English word they translate (bell, hook, ladder). A
	// mined pair (stromek/strom, krabička/krabice) is evidence that they
	// stand for one another in context and is kept.
	Diminutive bool
	// ConditionalPerson rejects a pair of two Czech conditional forms of
	// another person or number (abych/abyste, kdybys/kdyby, bych/bychom):
	// the ending of aby-, kdyby- and by- names the subject (abych se
	// ujistil, I make sure; abyste se ujistil, you do), and the tagger
	// reads the conjunctions with no features (czechConditional).
	ConditionalPerson bool
	// Prenominal leaves alone participles and gerunds right before a
	// noun after a determiner or adjective ("the viewing pane"): English
	// taggers read such noun modifiers as verbs.
	Prenominal bool
	// Gerund rejects verb pairs where exactly one side is an -ing form:
	// re-inflecting across it changes voice or reading (will be missed →
	// lacking → "lacked"; holds → checking).
	Gerund bool
	// Frame rejects verb pairs whose local frame differs: a preposition
	// right after one verb but not the same one after the other (opted
	// for → chose for, přemýšlel o → myslel na), or a reflexive se/si next
	// to one verb only (se snížila → se poklesla); and "with" after the
	// reference verb's object but not after the hypothesis verb's
	// (provide the player with → *offer the player with).
	Frame bool
	// ObjectCase rejects verb pairs whose objects stand in different
	// cases (získala všechno → *dosáhla všechno: dosáhnout takes the
	// genitive, as the hypothesis's dosáhla všeho shows).
	ObjectCase bool
	// VerblessClause leaves alone a noun ending in -s right after a noun,
	// proper noun or pronoun in a clause without a verb or auxiliary: it
	// is the clause's verb read as a plural noun (As digitalization
	// advances, → *advancements), for English taggers.
	VerblessClause bool
	// Absorb rejects a hypothesis word that contains a neighbour of the
	// reference word (three letters or more): the hypothesis says in one
	// word what the reference says in two, and replacing one of the two
	// says it twice (police officers → *police policemen, check out →
	// *checkout out).
	Absorb bool
	// Clausal are the verb lemmas (lower case, without a reflexive "se"/"si"
	// or the negation "ne") known to take a complement clause (že, aby,
	// zda, jestli): a reference verb followed by such a clause is replaced
	// only by one of them (víte, že → *znáte, že: znát takes an object,
	// not a clause). Nil checks nothing.
	Clausal map[string]bool
	// Anchored rejects a pair whose hypothesis word lies outside the span
	// that the second-nearest anchors around the reference word align to:
	// anchors are words whose lemma occurs once in each sentence, the
	// alignment Meteor's exact stage makes of the rest of the sentence. A
	// word that far away translates another part of the source (zástupci
	// → prokurátor, issue → results).
	Anchored bool
	// Collocations are multiword expressions (lower case, two words joined
	// by a space: "too bad", "police officer", "fellow member"), English
	// WordNet's two-word lemmas. A word that forms one with a neighbour
	// (by form or lemma) is part of a fixed expression, whose meaning is
	// not the word's: a pair where exactly one of the reference and
	// hypothesis words does is rejected (Too bad → *Too sorry). Nil checks
	// nothing.
	Collocations map[string]bool
	// MaleForm rejects English noun pairs of a -man noun and a -person or
	// -woman noun (chairperson → chairman, spokeswoman → spokesman): the
	// compound names the person's sex.
	MaleForm bool
	// Crossed rejects a pair whose hypothesis word has, on its other side,
	// the content word that stands next to the reference word (Fellow
	// party member → *Colleague party member, toward "party colleague"):
	// the two words render one compound in another order, and replacing
	// one of them repeats the other.
	Crossed bool
	// MinedClosed are the parts of speech (ADV, SCONJ) whose closed-class
	// words (another part of speech than NOUN VERB ADJ ADV, or a lemma
	// in Closed) may be replaced by, or replace, a word of the same part
	// of speech through a pair mined from many translations
	// (paraphrase.SourceMulti) and no other: the miner keeps such a pair
	// only on strong evidence (paraphrase/multi Options: FunctionSegments,
	// FunctionPOS, FunctionPartners), rovněž/také, již/už, jestli/zda. A
	// word left alone for another reason (light verb, particle, idiom)
	// stays alone. Nil allows none.
	MinedClosed map[string]bool
	// MinedSameForm requires a pair that only a mined table knows
	// (paraphrase.SourceMulti, no curated source) to join words of the
	// same inflection: case and number for nominals, number and person
	// for verbs. The hypothesis word is put in as it stands and the
	// repair does not always re-inflect it (ruská vojska → *ruská
	// jednotky, napájecímu kabelu → *napájecímu šňůrou).
	MinedSameForm bool
	// Slot relaxes, for a pair slot-aligned by a monolingual alignment of
	// the two sentences (both words between the same aligned neighbours,
	// at most three tokens on each side, or a sentence boundary), the
	// guards that stand in for missing position evidence: Anchored and
	// Crossed; and when the two words are alone between two aligned words
	// (one token on each side, no sentence boundary), Light too (dostat
	// výsledky → získat výsledky). Slot-aligned pairs are preferred to
	// others. Polarity, features, aspect, frames, collocations, a
	// Grounding's filter (--source: no pair the source gives evidence
	// against) and the rest still apply.
	Slot bool
	// ParallelSlot (with Slot) lets slot-only evidence (paraphrase
	// .Source.SlotOnly) hold also for a word that keeps its place in a
	// slot of two or three words a side tagged alike place by place
	// (a difficult job , / a challenging task ,), not only for a word alone in
	// its slot. English only: on the Czech development sets it was 90/120
	// good, 3 harmful (a case the slot's governing word decides is copied
	// from the hypothesis: k příjmem), against 115/120 good, 1 harmful in
	// English (docs/judge16cs1-2026-11-30b, judge16en1-2026-11-30b).
	ParallelSlot bool
	// ClosedLang names the language (lemma code) of the hand-written
	// near-equivalent function words (paraphrase.ClosedEquivalent):
	// tohle/toto, však/nicméně, this/that. A pair from them is used only
	// when the two words are alone in one slot (one token on each side
	// between the same aligned neighbours), or beside an aligned
	// neighbour (ClosedNeighbour). Empty uses none. Two
	// pronominal adverbs of two series of the language
	// (paraphrase.OtherSeries: proto/proč) are never paired.
	ClosedLang string
	// ClosedNeighbour uses ClosedLang's pairs also for two words that
	// share one slot of at most six tokens a side, not alone in it, when
	// the word right after them or right before them is aligned (or both
	// open the sentence), and each is the other's only equivalent in the
	// slot (Tenhle typ … / … vymyslel tento typ …).
	ClosedNeighbour bool
	// Swapped makes a lexicon phrase pair whose two sides a reordering
	// puts at the two ends of one unaligned stretch, with at most one
	// word beside each (že [ve skutečnosti] bude / že je [vlastně]).
	// Czech only: on WMT22 ja-en (development) English swaps were 5/13
	// good, a word left outside the pair (America → United States
	// without "the"; docs/judge6c-2026-11-29/).
	Swapped bool
	// PlaceADP pairs prepositions of ClosedLang's lists only before a
	// name (on Glockenstraße → in Glockenstrasse), where they say where;
	// elsewhere they belong to fixed phrases (at any rate, *in any rate).
	PlaceADP bool
	// Venues are nouns of gatherings and public places (meeting, call,
	// concert, club) before which in and at say the same where PlaceADP
	// pairs prepositions only before a name: agreed in a joint conference
	// call → at a joint conference call. Only in/at: on a call, on the
	// club are other words.
	Venues map[string]bool
	// Variants replaces a reference word by the hypothesis word alone in
	// the same slot when it spells the same word otherwise: with Strict,
	// the same lemma and features in another ending (dřív/dříve), forms equal but
	// for diacritics, ß or hyphens (sezónu/sezonu, 412-V/412V), or names
	// one edit apart (Bachmut/Bakhmut). The features must agree, so a
	// Czech form of another case is never taken for a variant.
	Variants bool
	// DistinctNames (with Variants) takes two capitalised names (PROPN)
	// whose letters differ once folded for two names, never variants of
	// one (Camilla/Camille, Julie/Julia, and a name the hypothesis
	// misspells stays the reference's). English only: on the English
	// development sets the name variants it removes were 13/40 good,
	// 23 neutral (mostly Czech case forms of names left in English
	// references), 4 harmful (Camilla → Camille); on the Czech ones 20/20
	// good, mostly the reference's own typos put right (Noxon → Nixon)
	// (docs/judge17en-2026-11-30c).
	DistinctNames bool
	// Modals maps the modal verbs of the language (lemma, lower case) to
	// the modality each expresses: two verbs of two modalities are never
	// paired, whatever the source (můžeme vyprávět → *musíme vyprávět:
	// possibility for necessity), for the modality is the meaning the
	// verb adds to its infinitive. Nil checks nothing.
	Modals map[string]string
	// Discourse are response and discourse particles (jo, no, ano): a
	// reference adverb that is the predicate after a form of "být" (je
	// správně, bylo to dobře) is never replaced by one, which would turn
	// what is said of the subject into a "yeah" (že je správně → *že je
	// jo). The tagger reads some of them as adverbs. Nil checks nothing.
	Discourse map[string]bool
	// Experiencer are verbs (lemma, lower case, without "se") whose
	// experiencer stands in the dative and whose subject, if any, is what
	// is experienced (podařilo se mu, he managed; líbí se mi, I like): a
	// pair of one of them and a verb that takes the experiencer as its
	// subject (dokázat, zvládnout) is rejected, for replacing the verb
	// leaves the dative (když se mu podařilo → *když se mu dokázalo).
	// Two of them pair (podařit se / povést se). Nil checks nothing.
	Experiencer map[string]bool
}

func words(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// DefaultGuard returns the filters of a language (lemma code); unknown
// languages get the zero Guard.
func DefaultGuard(lang string) Guard {
	switch lang {
	case "cs":
		return Guard{
			Closed: words(`už již teď nyní ještě stále pořád hned právě zrovna zase opět tehdy pak potom
				velmi moc hodně trochu málo více víc méně nejvíce nejméně příliš dost docela celkem zcela úplně
				naprosto skoro téměř asi zhruba přibližně velice tolik tak také též taky rovněž jen jenom pouze
				hlavně zejména především zvlášť dokonce vůbec prostě skutečně opravdu vlastně jistě určitě snad
				další jiný ostatní tentýž stejný sám samotný celý všechen veškerý každý žádný některý nějaký
				několik mnoho mnohý málokdo takový onen tento ten můj tvůj váš náš jeho její jejich svůj
				první poslední druhý jediný
				zde tady tam teprve brzy dlouho dávno nedávno vždy vždycky nikdy někdy často občas zřídka
				dnes včera zítra letos loni ráno večer
				účelem`),
			Light: words(`být mít dát dávat dělat udělat vzít brát dostat dostávat jít chodit přijít vést provést
				provádět stát stávat nechat nechávat moci muset chtít smět dít stát se začít začínat přestat
				zůstat zůstávat dojít klást učinit činit`),
			Idiom: words(`najevo řečeno pravdě potaz úvahu vědomí pozor zřetel ohled hrozí nehledě
				vůbec`),
			Connectives: words(`ostatně koneckonců nakonec navíc`),
			Clausal: words(`vědět říci říct říkat myslet myslit tvrdit uvést uvádět prohlásit prohlašovat oznámit oznamovat
				sdělit sdělovat zjistit zjišťovat dozvědět věřit doufat předpokládat očekávat odhadovat konstatovat
				upozornit upozorňovat dodat dodávat vysvětlit vysvětlovat potvrdit potvrzovat popřít popírat přiznat
				přiznávat připustit připouštět uznat uznávat ukázat ukazovat naznačit naznačovat prokázat prokazovat
				dokázat dokazovat zdůraznit zdůrazňovat poznamenat napsat psát slíbit slibovat přislíbit cítit vidět
				slyšet pochopit chápat zapomenout zapomínat pamatovat vzpomenout vzpomínat uvědomit uvědomovat usoudit
				soudit domnívat obávat bát tušit hádat odhalit rozhodnout rozhodovat souhlasit trvat požadovat vyžadovat vyžádat chtít
				žádat požádat navrhnout navrhovat doporučit doporučovat zajistit zajišťovat dbát usilovat snažit
				znamenat hrozit vyplývat platit dokládat doložit hlásit ohlásit informovat varovat odpovědět odpovídat
				namítnout namítat argumentovat zmínit zmiňovat svědčit prozradit přesvědčit nařídit určit stanovit
				upřesnit zdůvodnit vyhlásit deklarovat připomenout připomínat pochybovat vyzvat vyzývat prosit
				poprosit přát zařídit způsobit ptát zeptat zkoumat ověřit ověřovat zkontrolovat kontrolovat poznat
				poznávat odhadnout spočítat počítat zdát ujistit ujišťovat slíbit sdílet oznámit podotknout
				podotýkat přemýšlet uvažovat rozhodnout předpovědět předpovídat`),
			Aspect:     true,
			Frame:      true,
			Anchored:   true,
			Absorb:     true,
			ObjectCase: true,
			ClosedSlot: true,
			ClosedKept: words(`skutečně opravdu vlastně jistě určitě snad prostě dokonce vůbec hlavně zejména
				především zvlášť první poslední druhý jediný`),

			Strict:        true,
			PersonGender:  true,
			Diminutive:    true,
			MinedClosed:   words(`ADV SCONJ`),
			MinedSameForm: true,
			Slot:          true,
			ClosedLang:    "cs",
			Variants:      true,

			ConditionalPerson: true,
			ClosedNeighbour:   true,
			Swapped:           true,
			Modals:            czechModals,
			Discourse:         words(`jo no ano ne nu inu jj hm hmm aha ach ah jé ó`),
			Experiencer:       words(`podařit dařit povést líbit zalíbit chybět stýskat zachtít`),
		}
	case "en":
		return Guard{
			Closed: words(`very much many more most less least few fewer little quite rather too also just only
				even still already yet now then so such other another same own next last first several
				enough all some any each every both either neither really pretty fairly somewhat almost
				nearly about around approximately ever never always often sometimes usually again here there
				well far lot lots plenty whole entire certain various
				today yesterday tomorrow ago soon early late
				see think say tell`),
			// The adjective pretty (a pretty piece), the verbs own and last
			// (they own it, it lasted) and the noun well are content words.
			ClosedOpen: map[string]map[string]bool{
				"pretty": words("ADJ"), "own": words("VERB"), "last": words("VERB"), "well": words("NOUN"),
			},
			Replacements: words(`say`),
			Light:        words(`be have do make take get give go come put set keep let become`),
			Particles: words(`out up off down over away around about back on in through along apart aside
				forward together`),
			Prepositions:   words(`on in over about around through along`),
			Idiom:          words(`way sake behalf regard terms course matter fact`),
			Prenominal:     true,
			VerblessClause: true,
			Absorb:         true,
			Gerund:         true,
			Frame:          true,
			Anchored:       true,
			MaleForm:       true,
			Crossed:        true,
			Slot:           true,
			ParallelSlot:   true,
			ClosedLang:     "en",
			PlaceADP:       true,
			Venues: words(`meeting conference call session summit ceremony concert festival event
				congress convention hearing exhibition fair reception club hotel restaurant bar pub`),
			Variants:      true,
			DistinctNames: true,
			// The mined English closed-class pairs: because/since
			// (SCONJ). Not ADV: also/still and so/too are mined too.
			MinedClosed: words(`SCONJ`),
		}
	}
	return Guard{}
}

// polarity is a token's polarity: "Neg" or "" (positive or not marked).
func polarity(t lemma.Token) string {
	if t.Feats["Polarity"] == "Neg" {
		return "Neg"
	}
	return ""
}

// key is the lemma under which a token is looked up: lower case, and a
// negated form ("neuvidí", lemma "uvidět") keeps its negation ("neuvidět")
// so that it never matches the positive lemma's synonyms.
func key(t lemma.Token) string {
	l := lower(t.Lemma)
	if polarity(t) == "Neg" && !strings.HasPrefix(l, "ne") {
		return "ne" + l
	}
	return l
}

// keys returns the key of every token.
func keys(toks []lemma.Token) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = key(t)
	}
	return out
}

// keysOf is keys(toks) from the lower-case lemmas lw.lemma and the
// polarities lw.neg (lw is lowsOf(toks)), which it does not compute again.
// When no key adds "ne" (most sentences), the keys are the lemmas, and
// lw.lemma itself is returned: both are read only.
func keysOf(toks []lemma.Token, lw lows) []string {
	var out []string
	for i := range toks {
		l := lw.lemma[i]
		if !lw.neg[i] || strings.HasPrefix(l, "ne") {
			continue
		}
		if out == nil {
			out = slices.Clone(lw.lemma[:len(toks)])
		}
		out[i] = "ne" + l
	}
	if out == nil {
		return lw.lemma[:len(toks):len(toks)]
	}
	return out
}

// sameForm reports whether two words share the features MinedSameForm
// compares (a feature neither has counts as shared).
func sameForm(r, h lemma.Token) bool {
	var names []string
	switch r.POS {
	case "NOUN", "PROPN", "PRON", "DET", "ADJ", "NUM":
		names = []string{"Case", "Number"}
	case "VERB", "AUX":
		names = []string{"Number", "Person"}
	}
	for _, n := range names {
		if r.Feats[n] != h.Feats[n] {
			return false
		}
	}
	return true
}

// minedClosed marks the tokens that MinedClosed opens to mined pairs: a
// part of speech in MinedClosed, closed-class (not an open part of
// speech, or a Closed lemma or form), and not protected otherwise
// (other: the open protections of protections), nor a conjunction before "of" (beforeOf).
func (g Guard) minedClosed(toks []lemma.Token, lw lows, other []bool) []bool {
	return g.minedClosedIn(toks, lw, other, nil)
}

// minedClosedIn is minedClosed, its answer taken from sc.
func (g Guard) minedClosedIn(toks []lemma.Token, lw lows, other []bool, sc *scratch) []bool {
	out := sc.takeBools(len(toks))
	if len(g.MinedClosed) == 0 {
		return out
	}
	for i, t := range toks {
		closed := !contentPOS(t.POS) || lw.word != nil && lw.word[i]&wordClosed != 0 || lw.word == nil && g.closedWord(t, lw, i)
		out[i] = closed && !other[i] && g.MinedClosed[t.POS]
	}
	beforeOf(out, lw)
	return out
}

// closedWord reports whether token t (at k of a sentence whose
// lower-case forms and lemmas are lw) is protected by Closed: its lemma
// or form is listed, and ClosedOpen does not open the lemma in t's part
// of speech.
func (g Guard) closedWord(t lemma.Token, lw lows, k int) bool {
	l, f := lw.lemma[k], lw.form[k]
	if !either(g.Closed, l, f) {
		return false
	}
	return !g.ClosedOpen[l][t.POS] && !g.ClosedOpen[f][t.POS]
}

// The guard's answers for a token by its own words (wordBits): its lemma
// or form is Closed (closedWord), its lemma is Light, its form or lemma
// an Idiom marker or a connective; and the phrase flags' word lists
// (flagsOf): its form is a negating word (negationWords), its lemma a
// quantifier or classifier noun (lightNouns).
const (
	wordClosed uint8 = 1 << iota
	wordLight
	wordIdiom
	wordConnective
	wordNegating
	wordLightNoun
)

// wordBits returns the word bits of each token of toks (lw is
// lowsOf(toks); the answer is taken from sc), asking the guard's lists (wordListsOf) once by lemma
// and once by form instead of each list by each.
func (g Guard) wordBits(toks []lemma.Token, lw lows, sc *scratch) []uint8 {
	wl := g.wordLists()
	out := sc.takeBytes(len(toks))
	for k, t := range toks {
		l, f := lw.lemma[k], lw.form[k]
		bl, bf := wl[l], uint8(0)
		if f != l {
			bf = wl[f]
		}
		var b uint8
		if (bl|bf)&wordClosed != 0 && !g.ClosedOpen[l][t.POS] && !g.ClosedOpen[f][t.POS] {
			b |= wordClosed
		}
		b |= bl & wordLight
		b |= (bl | bf) & (wordIdiom | wordConnective)
		if f == l {
			b |= bl & wordNegating
		} else {
			b |= bf & wordNegating
		}
		b |= bl & wordLightNoun
		out[k] = b
	}
	return out
}

// wordListsOf merges the guard's Closed, Light, Idiom and Connectives and
// the package's negationWords and lightNouns into one map: the word bits
// of the lists each word is in.
func wordListsOf(closed, light, idiom, connectives map[string]bool) map[string]uint8 {
	m := make(map[string]uint8, len(closed)+len(light)+len(idiom)+len(connectives)+len(negationWords)+len(lightNouns))
	for _, x := range []struct {
		list map[string]bool
		bit  uint8
	}{{closed, wordClosed}, {light, wordLight}, {idiom, wordIdiom}, {connectives, wordConnective}, {negationWords, wordNegating}, {lightNouns, wordLightNoun}} {
		for w, ok := range x.list {
			if ok {
				m[w] |= x.bit
			}
		}
	}
	return m
}

// wordLists returns wordListsOf the guard's lists, merged once for each
// set of lists (the maps themselves: a guard's lists are not written once
// in use, see sameGuard) and kept (the last wordListsKept sets).
func (g Guard) wordLists() map[string]uint8 {
	key := [4]unsafe.Pointer{mapPointer(g.Closed), mapPointer(g.Light), mapPointer(g.Idiom), mapPointer(g.Connectives)}
	if kept := mergedLists.Load(); kept != nil {
		for _, e := range *kept {
			if e.key == key {
				return e.m
			}
		}
	}
	m := wordListsOf(g.Closed, g.Light, g.Idiom, g.Connectives)
	mergedListsMu.Lock()
	var next []mergedList
	if kept := mergedLists.Load(); kept != nil {
		next = append(next, (*kept)[max(0, len(*kept)-wordListsKept+1):]...)
	}
	next = append(next, mergedList{key, m})
	mergedLists.Store(&next)
	mergedListsMu.Unlock()
	return m
}

// mergedList is one set of lists merged (wordLists), keyed by the maps
// (which the key keeps alive: no other map can take one's address).
type mergedList struct {
	key [4]unsafe.Pointer
	m   map[string]uint8
}

var (
	mergedLists   atomic.Pointer[[]mergedList] // read without a lock, replaced whole
	mergedListsMu sync.Mutex                   // one writer at a time
)

const wordListsKept = 8

// mapPointer is a map's identity (nil for a nil map).
func mapPointer(m map[string]bool) unsafe.Pointer {
	return reflect.ValueOf(m).UnsafePointer()
}

// either reports m[a] || m[b], asking once when a and b are one word (a
// lemma that is its form: the guards ask for both).
func either(m map[string]bool, a, b string) bool {
	return m[a] || a != b && m[b]
}

// lows are the lower-case forms and lemmas of a sentence's tokens, and
// whether each is negated (polarity Neg), computed once for the guards
// and keys that read them.
type lows struct {
	form, lemma []string
	neg         []bool
	// Optional, nil when not computed: each form folded (fold(form[k]),
	// read by variant; when foldOK is not nil, fold[k] is computed at the
	// first foldAt(k), once foldOK[k] is unset, for a sentence one call
	// reads), and the guard's word bits (Guard.wordBits; the guard of the
	// rewriter that reads them).
	fold   []string
	foldOK []bool
	word   []uint8
	// The reference's slot bits (refBitsOf; nil for a hypothesis, or
	// when not computed): what variantAt and slotPair would otherwise
	// work out from the reference word alone for every pair they try.
	ref []uint8
}

func lowsOf(toks []lemma.Token) lows { return lowsIn(toks, nil) }

// lowsIn is lowsOf, its slices taken from sc.
func lowsIn(toks []lemma.Token, sc *scratch) lows {
	n := len(toks)
	strs := sc.takeStrings(2 * n) // one allocation for the forms and the lemmas
	lw := lows{form: strs[:n:n], lemma: strs[n:], neg: sc.takeBools(n)}
	for i, t := range toks {
		lw.form[i] = lower(t.Form)
		if t.Lemma == t.Form {
			lw.lemma[i] = lw.form[i] // a word that is its own lemma is lowered once
		} else {
			lw.lemma[i] = lower(t.Lemma)
		}
		lw.neg[i] = polarity(t) == "Neg"
	}
	return lw
}

// lowerTable is unicode.ToLower of each rune below its length: ASCII,
// Latin-1 and Latin Extended-A, the letters of the Latin-script languages
// rewritten.
var lowerTable = func() (t [0x180]rune) {
	for r := range t {
		t[r] = unicode.ToLower(rune(r))
	}
	return t
}()

// lower is strings.ToLower(s), answered without mapping every rune when s
// is lower case already in runes of lowerTable (most words: the rewriter
// lowers every token of every hypothesis). Anything else, another
// script or invalid UTF-8 included, is strings.ToLower's.
func lower(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return lowerFrom(s, i)
			}
			i++
			continue
		}
		// The runes of lowerTable past ASCII (U+0080–U+017F) are the
		// two-byte sequences led by 0xC2–0xC5, decoded here without
		// utf8.DecodeRuneInString (Czech words have several); any other
		// lead byte is a rune past the table or invalid UTF-8.
		if c > 0xC5 || c < 0xC2 || i+1 == len(s) || s[i+1]&0xC0 != 0x80 {
			return strings.ToLower(s)
		}
		if r := rune(c&0x1F)<<6 | rune(s[i+1]&0x3F); lowerTable[r] != r {
			return lowerFrom(s, i)
		}
		i += 2
	}
	return s
}

// lowerFrom is strings.ToLower(s) for an s lower case before byte i (a
// rune boundary): the rest lowered by lowerTable when its runes are all
// the table's (a capitalised word, a name: Příliš, ŽLUŤOUČKÝ), else
// strings.ToLower's.
func lowerFrom(s string, i int) string {
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			i++
			continue
		}
		if c > 0xC5 || c < 0xC2 || i+1 == len(s) || s[i+1]&0xC0 != 0x80 {
			return strings.ToLower(s)
		}
		b.WriteRune(lowerTable[rune(c&0x1F)<<6|rune(s[i+1]&0x3F)])
		i += 2
	}
	return b.String()
}

// protections marks in one pass over the tokens those the guard leaves
// alone (prot: closed-class and light words, verbs of a multiword verb,
// and the neighbours of idiom markers), those the guard without its closed-class list leaves alone
// (open, when withOpen: what protects a word for another reason, a light
// verb, particle or idiom) and for g without Light (free, when withFree:
// the slot's guard, no light-verb protection). lw is lowsOf(toks).
func (g Guard) protections(toks []lemma.Token, lw lows, withOpen, withFree bool) (prot, open, free []bool) {
	return g.protectionsIn(toks, lw, withOpen, withFree, nil)
}

// protectionsIn is protections, its answers taken from sc.
func (g Guard) protectionsIn(toks []lemma.Token, lw lows, withOpen, withFree bool, sc *scratch) (prot, open, free []bool) {
	// One allocation for the three.
	n := len(toks)
	marks := sc.takeBools(3 * n)
	prot = marks[:n:n]
	if withOpen {
		open = marks[n : 2*n : 2*n]
	}
	if withFree {
		free = marks[2*n:]
	}
	all := func(k int) {
		prot[k] = true
		if open != nil {
			open[k] = true
		}
		if free != nil {
			free[k] = true
		}
	}
	for i, t := range toks {
		l, f := lw.lemma[i], lw.form[i]
		var closed, light, idiom, connective bool
		if lw.word != nil {
			wb := lw.word[i]
			closed, light, idiom, connective = wb&wordClosed != 0, wb&wordLight != 0, wb&wordIdiom != 0, wb&wordConnective != 0
		} else {
			closed, light, idiom, connective = g.closedWord(t, lw, i), g.Light[l], either(g.Idiom, f, l), either(g.Connectives, f, l)
		}
		if closed || light {
			prot[i] = true
		}
		if light && open != nil {
			open[i] = true
		}
		if closed && free != nil {
			free[i] = true
		}
		if t.POS == "VERB" {
			for k := i + 1; k < len(toks) && k <= i+2; k++ {
				w := lw.form[k]
				if g.Particles[w] && (toks[k].POS == "ADP" || toks[k].POS == "PART" || toks[k].POS == "ADV") && (light || !g.preposition(toks, i, k, w)) {
					all(i)
				}
				if toks[k].POS == "VERB" || toks[k].POS == "NOUN" && k == i+1 && g.Particles[w] {
					break
				}
			}
		}
		if light && (t.POS == "VERB" || t.POS == "AUX") && !czechAuxiliary(toks, lw, i) && !(g.ClosedLang == "en" && englishNoObject(toks, lw, i)) {
			// The object of a light verb carries the meaning of the pair
			// (take a chance, dát pozor, mít pravdu); an auxiliary has
			// none of its own.
			for k := i + 1; k < len(toks) && k <= i+3; k++ {
				if toks[k].POS == "NOUN" {
					if !notLightObject(toks, lw, i, k) {
						prot[k] = true
						if open != nil {
							open[k] = true
						}
					}
					break
				}
				if toks[k].POS != "DET" && toks[k].POS != "ADJ" && toks[k].POS != "PRON" {
					break
				}
			}
		}
		if g.Prenominal && t.POS == "VERB" && i > 0 && i+1 < len(toks) && toks[i+1].POS == "NOUN" &&
			(t.Feats["VerbForm"] == "Part" || t.Feats["VerbForm"] == "Ger") {
			switch toks[i-1].POS {
			case "DET", "ADJ", "PRON", "NUM":
				all(i)
			}
		}
		if g.VerblessClause && t.POS == "NOUN" && i > 0 && strings.HasSuffix(f, "s") && !strings.HasSuffix(f, "ss") &&
			(toks[i-1].POS == "NOUN" || toks[i-1].POS == "PROPN" || toks[i-1].POS == "PRON") && verbless(toks, i) {
			all(i)
		}
		if idiom {
			for k := max(0, i-2); k < len(toks) && k <= i+2; k++ {
				all(k)
			}
		}
		if connective {
			all(i)
		}
	}
	return prot, open, free
}

// verbFormKeys are the features whose difference changes what a verb
// says (tense, mood, finiteness, voice); a hypothesis verb must share
// them with the reference verb it replaces.
var verbFormKeys = []string{"VerbForm", "Tense", "Mood", "Voice"}

// compatible checks the features that no agreement repair may change:
// polarity for every word; with Strict, tense, mood, form and voice for
// verbs, degree for adjectives and adverbs, and aspect partners when the
// guard asks.
func (g Guard) compatible(r, h lemma.Token) bool {
	if polarity(r) != polarity(h) {
		return false
	}
	if g.PersonGender && r.POS == "NOUN" && (personSwap(r, h) || personSwap(h, r)) {
		return false
	}
	if g.ConditionalPerson {
		rp, rok := czechConditional(r.Form)
		hp, hok := czechConditional(h.Form)
		if rok && hok && rp != hp {
			return false
		}
	}
	if !g.modalOK(r, h) {
		return false
	}
	if g.Experiencer != nil && r.POS == "VERB" && g.Experiencer[bareVerb(r.Lemma)] != g.Experiencer[bareVerb(h.Lemma)] {
		return false
	}
	if paraphrase.OtherSeries(g.ClosedLang, r.Form, h.Form) {
		return false // proto → proč: a demonstrative for an interrogative
	}
	if g.MaleForm && r.POS == "NOUN" && (maleForm(r.Lemma) && otherForm(h.Lemma) || otherForm(r.Lemma) && maleForm(h.Lemma)) {
		return false
	}
	if g.Gerund && r.POS == "VERB" && (r.Feats["VerbForm"] == "Ger") != (h.Feats["VerbForm"] == "Ger") {
		return false
	}
	if g.Gerund && r.POS == "NOUN" && ingOf(lower(h.Form), lower(r.Lemma)) {
		// The verbal noun of the reference noun's own verb names the
		// activity, not the thing (food and drink → drinking, dance floor
		// → dancing floor, cut pattern → cutting pattern).
		return false
	}
	if !g.Strict {
		return true
	}
	switch r.POS {
	case "VERB":
		for _, k := range verbFormKeys {
			if r.Feats[k] != h.Feats[k] {
				return false
			}
		}
		// By the lemmas: the keys of negated forms (nezměnit /
		// neměnit) hide the prefix that makes the partner.
		if g.Aspect {
			a, b := strings.TrimSuffix(lower(r.Lemma), " se"), strings.TrimSuffix(lower(h.Lemma), " se")
			if aspectPartners(a, b) && !czechAspectFree(a, b, r, h) {
				return false
			}
		}
	case "ADJ", "ADV":
		if degreeOf(r) != degreeOf(h) {
			return false
		}
	}
	return true
}

// czechModals are the Czech verbs that take a bare infinitive to say how
// its action stands to reality (Czech grammars' modal verbs proper,
// moci muset smět mít chtít, and the ones they add in a broader sense),
// by the modality: possibility and permission (moci: can, may; smět: be
// allowed — moci says permission too: někteří mohli odejít dřív, some
// were allowed to leave earlier, judged exact as směli on WMT22 en-cs by
// judge7), necessity (muset: must), obligation or expectation (mít:
// be to, is supposed to; mít's other uses, have, pair with no modal
// either), need (potřebovat), volition (chtít), intention (hodlat) and
// ability (umět, dovést, dokázat: know how, be capable, manage). One
// substituted for another says a different thing of the same action
// (můžeme vyprávět, we can tell → musíme vyprávět, we must tell);
// within ability they stand for one another.
var czechModals = map[string]string{
	"moci": "possibility", "moct": "possibility", "smět": "possibility", "muset": "necessity", "mít": "obligation",
	"potřebovat": "need", "chtít": "volition", "hodlat": "intention",
	"umět": "ability", "dovést": "ability", "dokázat": "ability",
}

// modalOK reports whether two words are not modal verbs (Guard.Modals)
// of two modalities.
func (g Guard) modalOK(r, h lemma.Token) bool {
	if g.Modals == nil {
		return true
	}
	rm := g.Modals[strings.TrimSuffix(lower(r.Lemma), " se")]
	if rm == "" {
		return true
	}
	hm := g.Modals[strings.TrimSuffix(lower(h.Lemma), " se")]
	return hm == "" || rm == hm
}

func degreeOf(t lemma.Token) string {
	if d := t.Feats["Degree"]; d != "" {
		return d
	}
	return "Pos"
}

// suppletive maps Czech verbs whose aspect partner has another stem to
// one name of the pair (říci/říct/říkat: řekl → říkal, řeknou → říkají
// change aspect and, in the present, tense).
var suppletive = map[string]string{
	"říci": "říci", "říct": "říci", "říkat": "říci",
	"vzít": "vzít", "brát": "vzít",
	"položit": "položit", "klást": "položit",
	"chytit": "chytit", "chytat": "chytit",
	"nést": "nést", "nosit": "nést", "vést": "vést", "vodit": "vést", "vézt": "vézt", "vozit": "vézt",
	"jít": "jít", "chodit": "jít", "jet": "jet", "jezdit": "jet", "letět": "letět", "létat": "letět",
	"běžet": "běžet", "běhat": "běžet", "táhnout": "táhnout", "tahat": "táhnout",
}

// czechPrefixes are the verbal prefixes that make perfective partners.
var czechPrefixes = []string{"pře", "před", "roz", "vy", "za", "na", "po", "pro", "při", "od", "ob", "do", "vz", "u", "s", "z", "v", "o"}

// aspectPartners reports whether two Czech verb lemmas (lower-case,
// without the reflexive se) look like one verb
// in two aspects or with and without a prefix: suppletive partners
// (říci/říkat) and determinate/indeterminate verbs of motion (nést/nosit:
// is carrying / carries around), one is a prefixed form of
// the other (dělat/udělat), they share their first four letters
// (vytvořit/vytvářet, naznačit/naznačovat), or only one has an
// imperfective suffix (koupit/kupovat). One prefix on two roots that
// table tells apart makes two verbs of one aspect (odvést/odvézt: lead,
// drive away; dovést/dovézt), not partners.
func aspectPartners(a, b string) bool {
	if suppletive[a] != "" && suppletive[a] == suppletive[b] {
		return true
	}
	for _, p := range czechPrefixes {
		// One prefix on two roots the table tells apart: two verbs of
		// motion, not two aspects (odvést/odvézt, lead / drive away).
		ra, oka := strings.CutPrefix(a, p)
		rb, okb := strings.CutPrefix(b, p)
		if oka && okb && suppletive[ra] != "" && suppletive[rb] != "" && suppletive[ra] != suppletive[rb] {
			return false
		}
	}
	return sharedStem(a, b) || imperfectiveSuffix(a) != imperfectiveSuffix(b)
}

// sharedStem reports whether two Czech verb lemmas share their first
// four letters (pokrýt/pokrývat) or are one another with a prefix
// (řešit/vyřešit).
func sharedStem(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	if n >= 4 {
		return true
	}
	for _, p := range czechPrefixes {
		if prefixedRoot(a, p, b) || prefixedRoot(b, p, a) {
			return true
		}
	}
	return false
}

// czechAspectFree reports whether the reference verb r (lemma a,
// lower-case without the reflexive se) may give way to h (lemma b), its
// partner in the other aspect (the features of the two already
// agree, so both are in the same form). Where aspect is all that tells
// the two apart the hypothesis's choice stands:
//   - the active past participle (the l-form of the past tense and the
//     conditional: řekl/říkal, pokryla/pokrývala, by udělal/by dělal)
//     places the event in the past with either aspect; the perfective
//     says it was completed, the imperfective names the activity, and
//     either translates an English simple past. The present tense is
//     not free: the present of a perfective is a future (řeknou, they
//     will say; říkají, they say), and neither are the passive
//     participles (vyřešen, solved, is a result, řešen is in progress);
//   - the infinitive, from perfective to imperfective only (vyřešit →
//     řešit, must solve → must deal with): the imperfective infinitive
//     goes wherever the perfective one does, while the reverse breaks
//     the periphrastic future and the phase verbs, which take the
//     imperfective alone (bude dělat → *bude udělat, začal psát →
//     *začal napsat).
//
// Only two spellings of one verb are freed (czechOneVerb): two verbs
// that aspectPartners keeps apart by the imperfective suffix alone
// (požádal/kontaktoval, hlasovali/volili) differ in more than aspect,
// and waiving that rule was measured to add harmful substitutions
// (TestAspectPartnersSuffix).
func czechAspectFree(a, b string, r, h lemma.Token) bool {
	if !czechOneVerb(a, b) {
		return false
	}
	switch r.Feats["VerbForm"] {
	case "Part":
		return r.Feats["Tense"] == "Past" && r.Feats["Voice"] != "Pass" && h.Feats["Voice"] != "Pass"
	case "Inf":
		// b is the imperfective: a is b with a prefix (vyřešit/řešit,
		// napsat/psát), or only b has the imperfective suffix
		// (vydělat/vydělávat).
		for _, p := range czechPrefixes {
			if prefixedRoot(a, p, b) {
				return true
			}
		}
		return imperfectiveSuffix(b) && !imperfectiveSuffix(a)
	}
	return false
}

// czechOneVerb reports whether two Czech verb lemmas (no reflexive) are
// spelled as one verb, in one aspect or two: suppletive partners
// (říci/říkat), one the other with a prefix (řešit/vyřešit), the first
// four letters shared (pokrýt/pokrývat, naznačit/naznačovat), or an
// imperfective suffix on one only and the same root letter after the
// same prefix (koupit/kupovat, ukázat/ukazovat). A shared prefix does
// not make one verb (zaznamenat/zaregistrovat, nařídit/nasměrovat).
func czechOneVerb(a, b string) bool {
	if suppletive[a] != "" && suppletive[a] == suppletive[b] || sharedStem(a, b) {
		return true
	}
	if imperfectiveSuffix(a) == imperfectiveSuffix(b) {
		return false
	}
	pa, pb := czechPrefixOf(a), czechPrefixOf(b)
	if pa != pb {
		return false
	}
	ra, rb := []rune(a[len(pa):]), []rune(b[len(pb):])
	return len(ra) > 0 && len(rb) > 0 && ra[0] == rb[0]
}

// czechPrefixOf returns the longest of czechPrefixes that verb begins
// with, leaving a root of three letters or more ("" when none does).
func czechPrefixOf(verb string) string {
	best := ""
	for _, p := range czechPrefixes {
		if len(p) > len(best) && strings.HasPrefix(verb, p) && utf8.RuneCountInString(verb[len(p):]) >= 3 {
			best = p
		}
	}
	return best
}

// prefixedRoot reports whether verb is prefix+root, also with the
// root's long vowel before the infinitive's -t shortened as it is in
// the perfective compounds of imperfective psát, brát, znát (napsat,
// vybrat, poznat). dát and stát are perfective themselves, and so are
// their compounds (vydat, podat, nastat): no aspect pair.
func prefixedRoot(verb, prefix, root string) bool {
	rest, ok := strings.CutPrefix(verb, prefix)
	if !ok {
		return false
	}
	if rest == root {
		return true
	}
	stem, ok := strings.CutSuffix(root, "át")
	return ok && rest == stem+"at" && root != "dát" && root != "stát"
}

// imperfectiveSuffixes mark Czech (secondary) imperfectives: kupovat,
// vydávat, vycházet, naznačovat.
var imperfectiveSuffixes = []string{"ovat", "ávat", "ívat", "ázet", "ízet", "ouvat"}

// imperfectiveSuffix reports whether a Czech verb lemma ends in a suffix
// of the imperfective aspect; a pair where one verb has one and the other
// not (koupit/kupovat, vyjít/vycházet) likely differs in aspect.
func imperfectiveSuffix(l string) bool {
	for _, s := range imperfectiveSuffixes {
		if strings.HasSuffix(l, s) {
			return true
		}
	}
	return false
}

// personSwap reports an animate masculine noun paired with a feminine
// one that is not epicene (a feminine noun naming a person of either
// sex: osoba/člověk is no change of sex).
func personSwap(a, b lemma.Token) bool {
	return a.Feats["Gender"] == "Masc" && a.Feats["Animacy"] == "Anim" && b.Feats["Gender"] == "Fem" &&
		!epicene[lower(b.Lemma)]
}

// epicene are Czech feminine nouns that name a person of either sex.
var epicene = words(`osoba osobnost postava bytost oběť hvězda celebrita autorita kapacita`)

// czechConditional returns the person and number ("1s", "2p") that the
// ending of a Czech conditional form names: the auxiliary by and the
// conjunctions aby and kdyby, with -ch (1s), -s (2s), none (3), -chom or
// colloquial -sme (1p), -ste (2p). ok is false for another word.
func czechConditional(form string) (person string, ok bool) {
	w := lower(form) // strings.ToLower's answer; compatible asks for both words of every candidate pair
	for _, p := range []string{"kdyby", "aby", "by"} {
		if rest, found := strings.CutPrefix(w, p); found {
			person, ok = conditionalEndings[rest]
			return person, ok
		}
	}
	return "", false
}

// czechAuxiliary reports whether token i (lower-case forms and lemmas
// lw) is the Czech auxiliary být of another verb rather than a verb of
// its own: the conditional (by, bych, bychom, byste; Mood=Cnd) or a form
// before a participle in its clause (jsem … změnil, byl … změněn). The
// noun after it is the other verb's object or subject, not the object of
// a light verb ("Labouristé by dávku změnili").
func czechAuxiliary(toks []lemma.Token, lw lows, i int) bool {
	if toks[i].POS != "AUX" || lw.lemma[i] != "být" {
		return false
	}
	if _, ok := czechConditional(lw.form[i]); ok || toks[i].Feats["Mood"] == "Cnd" {
		return true
	}
	for k := i + 1; k < len(toks) && k <= i+4; k++ {
		switch toks[k].POS {
		case "PUNCT", "SCONJ", "CCONJ":
			return false
		case "VERB":
			return toks[k].Feats["VerbForm"] == "Part"
		}
	}
	return false
}

// conditionalEndings map the ending after by- to the person and number
// it names.
var conditionalEndings = map[string]string{"ch": "1s", "s": "2s", "": "3", "chom": "1p", "sme": "1p", "ste": "2p"}

// evidenceOK reports whether src, the sources that pair reference word r
// with hypothesis word h (keys rk, hk), is evidence enough for the
// guards that weigh evidence: Diminutive.
func (g Guard) evidenceOK(r, h lemma.Token, rk, hk string, src paraphrase.Source) bool {
	thesaurusOnly := src&^(paraphrase.SourceThesaurus|paraphrase.SourceRelated) == 0
	if g.Diminutive && thesaurusOnly && r.POS == "NOUN" && (czechDiminutive(rk, hk) || czechDiminutive(hk, rk)) {
		return false
	}
	return true
}

// diminutiveSuffixes are the suffixes of Czech diminutive nouns, longer
// before shorter: zvon-ek, žebří-ček, pol-íčko, hvězd-ička, krabič-ka.
var diminutiveSuffixes = []string{"íček", "eček", "ínek", "íčko", "ečko", "ičko", "ínko", "ička", "ečka", "inka", "ínka",
	"ek", "ík", "ka", "ko"}

// czechStem folds the alternations a stem goes through before a
// diminutive suffix: vowel length (dům/domek, list/lístek), the
// palatalised consonants (hák/háček, kniha/knížka, moucha/muška,
// žebřík/žebříček, krabice/krabička, loď/lodička).
var czechStem = strings.NewReplacer("ch", "s", "á", "a", "é", "e", "ě", "e", "í", "i", "ý", "y", "ó", "o", "ú", "u", "ů", "o",
	"č", "k", "c", "k", "ž", "h", "z", "h", "g", "h", "š", "s", "ř", "r", "ť", "t", "ď", "d", "ň", "n")

// czechDiminutive reports whether the Czech noun lemma d (lower case)
// looks like a diminutive of the noun lemma b: the stem of b (b without
// its final vowel, or without a mobile -ek/-ec: zámek/zámeček) followed
// by a diminutive suffix, up to czechStem's alternations. Stems are two
// letters or more. It also takes some derivations that are no
// diminutives (výroba/výrobek, a product; autor/autorka, a woman), which
// mostly differ in meaning too.
func czechDiminutive(d, b string) bool {
	if d == b {
		return false
	}
	bases := []string{b}
	if r, n := utf8.DecodeLastRuneInString(b); strings.ContainsRune("aeěoiyíu", r) {
		bases = append(bases, b[:len(b)-n])
	}
	if strings.HasSuffix(b, "ek") || strings.HasSuffix(b, "ec") {
		bases = append(bases, b[:len(b)-2])
	}
	// The bases' stems, once: a diminutive usually ends in two of the
	// suffixes (-íček and -ek).
	stems := bases[:0]
	for _, base := range bases {
		if utf8.RuneCountInString(base) >= 2 {
			stems = append(stems, czechStem.Replace(base))
		}
	}
	for _, s := range diminutiveSuffixes {
		stem, ok := strings.CutSuffix(d, s)
		if !ok || utf8.RuneCountInString(stem) < 2 {
			continue
		}
		if slices.Contains(stems, czechStem.Replace(stem)) {
			return true
		}
	}
	return false
}

// predicateAdverb reports an adverb at j that is the predicate of a form
// of "být" right before it, or before "to" right before it (je správně,
// bylo to dobře). A transcript's markup tag between them (je
// <unintelligible/> správně, tokenized < unintelligible / >) stands for no
// word and is skipped.
func predicateAdverb(toks []lemma.Token, j int) bool {
	if toks[j].POS != "ADV" {
		return false
	}
	k := j - 1
	if k >= 0 && toks[k].Form == ">" {
		for m := k - 1; m >= 0 && m >= k-4; m-- {
			if toks[m].Form == "<" {
				k = m - 1
				break
			}
		}
	}
	be := func(k int) bool { return k >= 0 && lower(toks[k].Lemma) == "být" }
	return be(k) || k >= 1 && lower(toks[k].Form) == "to" && be(k-1)
}

// frameOK compares the local frames of reference verb ref[j] and
// hypothesis verb hyp[i] (see Guard.Frame).
func (g Guard) frameOK(ref []lemma.Token, j int, hyp []lemma.Token, i int) bool {
	if predicateAdverb(ref, j) && g.Discourse[lower(hyp[i].Lemma)] {
		return false
	}
	if !g.Frame || ref[j].POS != "VERB" {
		return true
	}
	if prepAfter(ref, j) != prepAfter(hyp, i) {
		return false
	}
	if withAfterObject(ref, j) && !withAfterObject(hyp, i) {
		return false
	}
	if g.Replacements[lower(hyp[i].Lemma)] && (objectAfter(ref, j) || !clauseVerb(ref, j) && !gerundClause(ref, j)) {
		return false
	}
	if g.ObjectCase {
		rc, hc := objectCase(ref, j), objectCase(hyp, i)
		if rc != "" && hc != "" && rc != hc {
			return false
		}
	}
	if g.Clausal != nil && clauseAfter(ref, j) && !g.Clausal[bareVerb(hyp[i].Lemma)] {
		return false
	}
	return reflexive(ref, j) == reflexive(hyp, i)
}

// preposition reports whether the particle w at k, right after the verb
// at v, begins a prepositional phrase (see Guard.Prepositions).
func (g Guard) preposition(toks []lemma.Token, v, k int, w string) bool {
	if !g.Prepositions[w] || k != v+1 || toks[k].XPOS != "IN" || k+1 >= len(toks) {
		return false
	}
	switch toks[k+1].POS {
	case "DET", "PRON", "PROPN", "NUM":
		return true
	}
	return false
}

// placeOK reports whether the prepositions r (reference word j) and h
// may be paired under PlaceADP: anything else than prepositions, a
// preposition before a name (on Glockenstraße → in Glockenstrasse), or
// in and at before a noun phrase (determiners, adjectives, nouns) whose
// last noun is one of Venues.
func (g Guard) placeOK(ref []lemma.Token, j int, h lemma.Token) bool {
	r := ref[j]
	if !g.PlaceADP || r.POS != "ADP" {
		return true
	}
	if j+1 < len(ref) && ref[j+1].POS == "PROPN" {
		return true
	}
	inAt := func(w string) bool { w = lower(w); return w == "in" || w == "at" }
	if !inAt(r.Form) || !inAt(h.Form) {
		return false
	}
	last := ""
	for k := j + 1; k < len(ref) && k <= j+5; k++ {
		switch ref[k].POS {
		case "DET", "ADJ", "NUM":
			continue
		case "NOUN":
			last = lower(ref[k].Lemma)
			continue
		}
		break
	}
	return g.Venues[last]
}

// objectAfter reports a noun phrase right after the verb at k: a noun,
// name, pronoun, determiner, adjective or numeral.
func objectAfter(toks []lemma.Token, k int) bool {
	if k+1 >= len(toks) {
		return false
	}
	switch toks[k+1].POS {
	case "NOUN", "PROPN", "PRON", "DET", "ADJ", "NUM":
		return !timeDeictic[lower(toks[k+1].Form)]
	}
	return false
}

// clauseVerb reports whether the verb at k heads a clause in the
// active voice: finite, an infinitive, or a participle right after a
// form of have (has stated).
func clauseVerb(toks []lemma.Token, k int) bool {
	switch toks[k].Feats["VerbForm"] {
	case "Part":
		return k > 0 && toks[k-1].POS == "AUX" && strings.EqualFold(toks[k-1].Lemma, "have")
	case "Ger":
		return false
	}
	return true
}

// timeDeictic are English nouns that say when, not what (said
// yesterday): no object.
var timeDeictic = words("today yesterday tomorrow tonight")

// openReplacements unmarks in prot, the protections of a hypothesis
// (lower-case forms and lemmas lw), the verbs of Replacements that only
// Closed protects (open, the other protections, is false for them): they
// may replace a reference word (frameOK decides where). A nil open, no
// record of the other protections, unmarks none.
func (g Guard) openReplacements(toks []lemma.Token, lw lows, prot, open []bool) {
	if len(g.Replacements) == 0 || open == nil {
		return
	}
	for i, t := range toks {
		if prot[i] && !open[i] && t.POS == "VERB" && g.Replacements[lw.lemma[i]] {
			prot[i] = false
		}
	}
}

// complementizers open a complement clause (Czech), by lemma or form: the
// tagger gives abych/abys/abychom/abyste the lemma aby (chce, abych).
// kdyby opens a conditional clause, an adjunct that any verb takes
// (přišla by, kdyby mohla), so it is not one.
var complementizers = map[string]bool{"že": true, "aby": true, "zda": true, "zdali": true, "jestli": true, "jestliže": true}

// clauseAfter reports a complement clause right after the verb at k,
// after a comma or not (víte, že; chce, aby).
func clauseAfter(toks []lemma.Token, k int) bool {
	for x := k + 1; x < len(toks) && x <= k+2; x++ {
		f := lower(toks[x].Form)
		if complementizers[f] || toks[x].POS == "SCONJ" && complementizers[lower(toks[x].Lemma)] {
			return true
		}
		if f != "," {
			return false
		}
	}
	return false
}

// bareVerb strips a verb lemma of a reflexive clitic and the negation
// prefix of its key (nevědět → vědět, domnívat se → domnívat).
func bareVerb(l string) string {
	l = lower(l)
	l = strings.TrimSuffix(strings.TrimSuffix(l, " se"), " si")
	return l
}

// prepAfter is the preposition right after position k, lower case, or
// "": a Czech preposition in its vocalised form (ve, ze, ke, ku, se,
// ode, nade, pode, přede, beze, přese) as the bare one, which it is before a
// consonant cluster (působil ve vládě / sloužil v administrativě, issue
// #34 round 1 pair 4).
func prepAfter(toks []lemma.Token, k int) string {
	if k+1 < len(toks) && toks[k+1].POS == "ADP" {
		f := lower(toks[k+1].Form)
		if b, ok := vocalised[f]; ok {
			return b
		}
		return f
	}
	return ""
}

// vocalised maps the vocalised forms of Czech prepositions to the bare
// ones. No English preposition is spelled like one.
var vocalised = map[string]string{"ve": "v", "ze": "z", "ke": "k", "ku": "k", "se": "s", "ode": "od", "nade": "nad",
	"pode": "pod", "přede": "před", "beze": "bez", "přese": "přes"}

// objectCase is the case of the noun phrase right after the verb at k
// (after adverbs, particles and a reflexive clitic): that of its first
// noun, pronoun, determiner, numeral or adjective, a nominative reading
// counted as accusative (the two share most inanimate forms, and the
// tagger reads objects such as výsledky as subjects); "" when a
// preposition, a word without case or nothing follows.
func objectCase(toks []lemma.Token, k int) string {
	for x := k + 1; x < len(toks) && x <= k+3; x++ {
		t := toks[x]
		f := lower(t.Form)
		if t.POS == "ADV" || t.POS == "PART" || (f == "se" || f == "si") && t.POS == "PRON" {
			continue
		}
		switch t.POS {
		case "NOUN", "PRON", "DET", "ADJ", "NUM":
			switch c := t.Feats["Case"]; c {
			case "", "Voc":
			case "Nom":
				return "Acc" // an inanimate object read as a subject (výsledky)
			default:
				return c
			}
		}
		return ""
	}
	return ""
}

// withAfterObject reports "with" right after a short noun phrase that
// follows the verb at k: the frame of provide, supply, equip, present
// (provide the player with protection), which their synonyms offer or
// give lack (*offer the player with protection). Other prepositions
// after an object mostly begin adjuncts (discovered the defects in the
// case) and are not compared.
func withAfterObject(toks []lemma.Token, k int) bool {
	x := k + 1
	for ; x < len(toks) && x <= k+4; x++ {
		switch toks[x].POS {
		case "DET", "ADJ", "NOUN", "PROPN", "NUM", "PRON":
			continue
		}
		break
	}
	return x > k+1 && x < len(toks) && toks[x].POS == "ADP" && lower(toks[x].Form) == "with"
}

// reflexive reports a Czech reflexive clitic (se, si) within two tokens
// of position k, not separated by punctuation, or earlier in its clause.
func reflexive(toks []lemma.Token, k int) bool {
	for _, d := range []int{-1, 1, -2, 2} {
		x := k + d
		if x < 0 || x >= len(toks) {
			continue
		}
		if d == -2 && toks[k-1].POS == "PUNCT" || d == 2 && toks[k+1].POS == "PUNCT" {
			continue
		}
		if f := lower(toks[x].Form); (f == "se" || f == "si") && toks[x].POS != "ADP" {
			return true
		}
	}
	// A clitic in the second position of the clause may stand further
	// before its verb (pak se při trénování ukázalo): look back to the
	// clause boundary or another verb.
	for x := k - 3; x >= 0 && x >= k-6; x-- {
		t := toks[x]
		if t.POS == "PUNCT" || t.POS == "CCONJ" || t.POS == "SCONJ" || t.POS == "VERB" || t.POS == "AUX" {
			break
		}
		if f := lower(t.Form); (f == "se" || f == "si") && t.POS != "ADP" {
			return true
		}
	}
	return false
}

// anchorPOS reports whether pos is a part of speech of anchors: content
// words and names (a clitic "se" or a comma says nothing of where a word
// goes). A switch: asked for every reference word of every pair.
func anchorPOS(pos string) bool {
	switch pos {
	case "NOUN", "VERB", "ADJ", "ADV", "PROPN", "NUM", "X":
		return true
	}
	return false
}

// anchors maps each reference position whose lemma (a content word)
// occurs exactly once in the reference and once in the hypothesis to the
// hypothesis position, or -1; rid are the reference's key ids, rc and hc
// count each id in the two sentences and hat is an id's (last)
// hypothesis position.
func anchors(ref []lemma.Token, rid, rc, hc, hat []int32, sc *scratch) []int {
	out := sc.takeInts(len(ref))
	for j, t := range ref {
		k := rid[j]
		out[j] = -1
		if rc[k] == 1 && hc[k] == 1 && anchorPOS(t.POS) {
			out[j] = int(hat[k]) // the one hypothesis word of key k
		}
	}
	return out
}

// anchorBounds are anchoredAt's bounds for one reference position: the
// hypothesis positions of the second-nearest anchors on each side (lo,
// hi) and past both nearest ones (wlo, whi, for adverbs). The word pass
// works them out once per reference word, not for each hypothesis word
// it is tried with.
type anchorBounds struct{ lo, hi, wlo, whi int }

// anchorBoundsOf returns the bounds of reference position j by the
// anchors anc (anchors).
func anchorBoundsOf(anc []int, j int) anchorBounds {
	b := anchorBounds{-1, 1 << 30, -1, 1 << 30}
	for k, n, near := j-1, 0, -1; k >= 0; k-- {
		if anc[k] >= 0 {
			if n++; n == 2 {
				b.lo, b.wlo = anc[k], min(anc[k], near)
				break
			}
			near = anc[k]
		}
	}
	for k, n, near := j+1, 0, -1; k < len(anc); k++ {
		if anc[k] >= 0 {
			if n++; n == 2 {
				b.hi, b.whi = anc[k], max(anc[k], near)
				break
			}
			near = anc[k]
		}
	}
	return b
}

// anchoredAt reports whether hypothesis position i lies between the
// hypothesis positions of the second-nearest anchors left and right of
// the reference position whose bounds are b (anchorBoundsOf; see
// Guard.Anchored): a word may move past one anchor (free word order,
// ve malých částech / po malých částech), not past two.
//
// In Czech (ClosedLang "cs") a pair of two adverbs is past two anchors
// only when it is past both of them: beyond the farther of the two
// nearest anchors' hypothesis positions, not the second's alone. A Czech
// adverb is no argument of the verb and has no fixed place in its clause
// (information structure places it: A teď je čas na X / X má nyní čas);
// when the hypothesis reorders the clause, the two nearest anchors around
// the reference adverb cross (čas after X), and the second-nearest one
// alone then bounds the adverb on the side the clause was not moved to.
// Nouns, verbs and adjectives keep the bound: they move with their
// phrases, and past the nearer anchor they are another phrase's word.
func (g Guard) anchoredAt(b anchorBounds, i int, r, h lemma.Token) bool {
	if !g.Anchored {
		return true
	}
	if b.lo > b.hi {
		return true // the anchors cross: no evidence about the order
	}
	lo, hi := b.lo, b.hi
	if g.ClosedLang == "cs" && r.POS == "ADV" && h.POS == "ADV" {
		lo, hi = b.wlo, b.whi
	}
	return lo < i && i < hi
}

// ingOf reports whether form is the -ing form of the verb spelled like
// the noun lem (drinking/drink, cutting/cut, closing/close).
func ingOf(form, lem string) bool {
	stem, ok := strings.CutSuffix(form, "ing")
	if !ok || stem == "" {
		return false
	}
	n := len(stem)
	return stem == lem || stem+"e" == lem || n > 1 && stem[n-1] == stem[n-2] && stem[:n-1] == lem
}

// clauseEnd reports a token that bounds a clause.
func clauseEnd(t lemma.Token) bool {
	return t.POS == "PUNCT" || t.POS == "SCONJ" || t.POS == "CCONJ"
}

// verbless reports whether the clause around position k (between clause
// boundaries) has no verb or auxiliary.
func verbless(toks []lemma.Token, k int) bool {
	for _, d := range []int{-1, 1} {
		for x := k + d; x >= 0 && x < len(toks) && !clauseEnd(toks[x]); x += d {
			if toks[x].POS == "VERB" || toks[x].POS == "AUX" {
				return false
			}
		}
	}
	return true
}

// collocated reports whether toks[k], or the word w put in its place,
// forms one of the guard's collocations with the token before or after
// it (by form or lemma). A pronoun or determiner neighbour does not
// count: WordNet's verb idioms with one (buy it: die) say nothing of the
// verb alone.
func (g Guard) collocated(toks []lemma.Token, k int, w lemma.Token) bool {
	if g.Collocations == nil {
		return false
	}
	forms := func(t lemma.Token) [2]string {
		return [2]string{lower(t.Form), lower(t.Lemma)}
	}
	ws := forms(w)
	for _, n := range []int{k - 1, k + 1} {
		if n < 0 || n >= len(toks) {
			continue
		}
		switch toks[n].POS {
		case "PUNCT", "PRON", "DET":
			continue
		}
		for _, a := range forms(toks[n]) {
			for _, b := range ws {
				if n < k && g.Collocations[a+" "+b] || n > k && g.Collocations[b+" "+a] {
					return true
				}
			}
		}
	}
	return false
}

// collocationOK reports whether replacing the reference word ref[j] by
// the hypothesis word hyp[i] keeps collocations whole (see
// Guard.Collocations): a reference word in one is replaced only by a word
// that forms one with the same neighbour (military position → military
// post, not air alert → *air alarm), and a hypothesis word in one (police
// officers, break-up) replaces only a word in one.
func (g Guard) collocationOK(ref []lemma.Token, j int, hyp []lemma.Token, i int) bool {
	if g.Collocations == nil {
		return true
	}
	if g.collocated(ref, j, ref[j]) {
		return g.collocated(ref, j, hyp[i])
	}
	return !g.collocated(hyp, i, hyp[i])
}

// maleForm reports an English noun lemma ending in "man" after at least
// three letters, not "woman" (chairman, spokesman, policeman; not human,
// German, woman, policewoman).
func maleForm(lem string) bool {
	l := lower(lem)
	return len(l) >= 6 && strings.HasSuffix(l, "man") && !strings.HasSuffix(l, "woman") && !strings.HasSuffix(l, "human") && !strings.HasSuffix(l, "german")
}

// otherForm reports an English noun lemma ending in "person" or "woman"
// (chairperson, spokeswoman).
func otherForm(lem string) bool {
	l := lower(lem)
	return strings.HasSuffix(l, "person") || strings.HasSuffix(l, "woman")
}

// crossed reports whether a neighbour of ref[j] (a content word) stands
// on the other side of hyp[i] (see Guard.Crossed).
func (g Guard) crossed(ref []lemma.Token, j int, hyp []lemma.Token, i int) bool {
	if !g.Crossed {
		return false
	}
	same := func(a, b lemma.Token) bool {
		return anchorPOS(a.POS) && strings.EqualFold(a.Lemma, b.Lemma)
	}
	return j+1 < len(ref) && i > 0 && same(ref[j+1], hyp[i-1]) || j > 0 && i+1 < len(hyp) && same(ref[j-1], hyp[i+1])
}

// absorbs reports whether the hypothesis word h contains a neighbour of
// reference position j (see Guard.Absorb).
func (g Guard) absorbs(ref []lemma.Token, j int, h string) bool {
	if !g.Absorb {
		return false
	}
	h = lower(h)
	for _, k := range []int{j - 1, j + 1} {
		if k < 0 || k >= len(ref) {
			continue
		}
		n := lower(ref[k].Form)
		if len([]rune(n)) >= 3 && n != h && strings.Contains(h, n) {
			return true
		}
	}
	return false
}

// slotAgreeKeys are the features two words paired by slot-only evidence
// (paraphrase.Source.SlotOnly) must not disagree on.
var slotAgreeKeys = []string{"Case", "Number"}

// slotAgrees reports whether r and h, paired by slot-only evidence
// alone, agree in case and number where both analyses give them: a word
// of the reference's own case and number in the same slot is read as the
// same constituent (Czech záhonu → lůžek, a singular bed of plants
// against the hypothesis's plural beds, is refused).
func slotAgrees(r, h lemma.Token) bool {
	for _, k := range slotAgreeKeys {
		a, b := r.Feats[k], h.Feats[k]
		if a != "" && b != "" && a != b {
			return false
		}
	}
	return true
}

// handMade reports whether src has a hand-made lexical resource among
// its sources: a thesaurus or WordNet, synonymy or a relation short of
// it (paraphrase.SourceRelated), or a bilingual dictionary read backwards
// (paraphrase.SourcePivotRelated), not a mined or statistical table alone.
func handMade(src paraphrase.Source) bool {
	return src.Curated() || src&(paraphrase.SourceRelated|paraphrase.SourcePivotRelated) != 0
}
