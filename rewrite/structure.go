package rewrite

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// Structural phrase pairs: the same content words in another
// construction. Czech (csParses, sameCS): a relational adjective before
// a noun and the noun before the genitive of the adjective's base noun
// (městská čtvrť / čtvrť města, americké země / země Ameriky), the heads
// the same word in the same form, the adjective derived by a suffix rule
// (relational); a vocalised preposition before the reference span (ze,
// ve) must stand before the hypothesis span too. English writes one noun modifying another in three ways,
// a compound (board member), an 's-genitive (the board's member) and an
// of-genitive (member of the board); a reference span in one and a
// hypothesis span in another with the same modifier and head (by lemma)
// are a phrase pair (SourceStructure) no lexicon needs to list.
//
// The pair is made only where the two spans start after the same word (or
// both at the sentence start) or end before the same word (or both at the
// end), and no content word inside either span is aligned (lcs) with a
// word outside the other: the hypothesis says the same thing at the same
// place. Each noun group is whole (no noun stands just outside it:
// *union member of the board from union board member), a compound's
// modifier is nouns only and singular (house of cards / *cards house),
// the head of an of-genitive is no quantity, container or classifier noun
// (a glass of water is no water glass), the heads share their forms, and
// only articles stand besides the nouns, adjectives and -ing words.
// A compound pairs with a possessive only when its modifier is a name
// (Blue Origin rocket system / Blue Origin's rocket system; an astronaut
// daughter is no astronaut's daughter). Names are allowed: they are the
// same words on both sides.

// SourceStructure names a structural phrase substitution.
const SourceStructure = "structure"

// maxStructure is the longest span, in tokens, of a structural pair.
const maxStructure = 6

// Kinds of English noun-modifier constructions.
const (
	npCompound   = iota // board member
	npPossessive        // the board's member, consumers' power
	npOf                // member of the board
)

// Modes of a noun group (npParses).
const (
	groupAny      = iota
	groupModifier // a compound's modifier: singular nouns
	groupHead     // a compound's head: no adjectives
)

// npParse is one reading of a span as a construction: the positions
// (in the sentence) of the modifier's and the head's words.
type npParse struct {
	kind      int
	start, n  int // the span
	mod, head []int
}

// partitiveHeads are nouns whose of-phrase says how much or which part,
// not whose (a glass of water, a lot of people, the rest of the day): an
// of-genitive with one of them as head has no compound equivalent.
var partitiveHeads = words("cup glass bottle box bag jar pot bowl plate basket bucket can pack packet " +
	"piece slice bunch handful dozen hundred thousand million billion majority minority rest " +
	"litre liter kilogram kilo gram ton tonne meter metre kilometre kilometer mile foot inch " +
	"percent per cent hour minute second day week month year half quarter third " +
	"all most some none one each either neither")

// timeNouns name a day, month, season or time of day: as a compound's
// modifier they say when, and their of-genitive is stilted or wrong
// (Sunday night / *on night of Sunday, seen on WMT22 de-en dev).
var timeNouns = words("monday tuesday wednesday thursday friday saturday sunday weekend " +
	"january february march april may june july august september october november december " +
	"spring summer autumn fall winter morning afternoon evening night today tomorrow yesterday")

// titles are nouns of office that stand before a name they describe
// (Minister of Economics Hubert Aiwanger, Economics Minister Hubert
// Aiwanger): a noun group ending in one is whole before a name.
var titles = words("minister secretary president chancellor governor mayor ambassador commissioner " +
	"director chairman chairwoman chairperson spokesman spokeswoman spokesperson " +
	"administrator commander coach")

// structureParser returns the noun-phrase parser and the equivalence of
// the constructions of the guard's language (Guard.ClosedLang), nil for
// a language with none listed.
func structureParser(lang string) (func([]lemma.Token, lows) []npParse, func(ref, hyp []lemma.Token, st *sentence, r, h npParse) bool) {
	switch lang {
	case "en":
		return npParses, sameNP
	case "cs":
		return csParses, sameCS
	}
	return nil, nil
}

// structural adds the structural phrase substitutions of the sentence
// pair to added (the phrase substitutions found so far, which they must
// not overlap), marking in drop the single-token substitutions they
// replace. English and Czech have constructions listed (Guard.ClosedLang
// names the language of the guard's hand-written lists). A Grounding
// drops one only on its evidence against it (spanGrounded): a
// construction keeps the same content words (or pairs the single-token
// substitutions inside it, which the Grounding has filtered), so a
// dictionary has no sense to check in it.
func (rw *Rewriter) structural(res *Result, g Grounding, st *sentence, pairs [][2]int, added []Substitution, drop map[int]bool) []Substitution {
	parse, same := structureParser(rw.guard.ClosedLang)
	if parse == nil {
		return added
	}
	en := rw.guard.ClosedLang == "en"
	ref, hyp := res.Ref, res.Hyp
	rp, hp := st.rnp, parse(hyp, st.hlw) // the reference's: Prepare
	if len(rp) == 0 || len(hp) == 0 {
		return added
	}
	r2h, h2r := st.sc.takeInts(len(ref)), st.sc.takeInts(len(hyp))
	for k := range r2h {
		r2h[k] = -1
	}
	for k := range h2r {
		h2r[k] = -1
	}
	for _, p := range pairs {
		r2h[p[0]], h2r[p[1]] = p[1], p[0]
	}
	type cand struct {
		r, h   npParse
		inside []int
		bad    bool
	}
	var cands []cand
	for _, r := range rp {
		for _, h := range hp {
			if r.kind == h.kind || !same(ref, hyp, st, r, h) || !anchored(st, r, h) ||
				!closedUnder(ref, r2h, r, h) || !closedUnder(hyp, h2r, h, r) {
				continue
			}
			if !en {
				// A preposition whose form follows the next word's
				// sound (ze zemí / z amerických zemí) stays right only
				// where the hypothesis has it before its span too.
				if r.start > 0 && csVocalised[st.rlw.form[r.start-1]] &&
					(h.start == 0 || st.hlw.form[h.start-1] != st.rlw.form[r.start-1]) {
					continue
				}
				inside, ok := subsWithin(res.Subs, r.start, r.n, h.start, h.n)
				if ok {
					cands = append(cands, cand{r, h, inside, false})
				}
				continue
			}
			// An indefinite article before the reference span fits
			// the hypothesis span only where it stands before it too
			// (*an crisis of energy).
			if r.start > 0 && (st.rlw.form[r.start-1] == "a" || st.rlw.form[r.start-1] == "an") &&
				(h.start == 0 || st.hlw.form[h.start-1] != st.rlw.form[r.start-1]) {
				continue
			}
			// A span's article is replaced by the other's, never dropped,
			// but where a possessor stands in its place.
			ra, ha := articles[st.rlw.form[r.start]], articles[st.hlw.form[h.start]]
			if ra && !ha && !bare(hyp, st.hlw, h) || ha && !ra && !bare(ref, st.rlw, r) {
				continue
			}
			inside, ok := subsWithin(res.Subs, r.start, r.n, h.start, h.n)
			if !ok {
				continue
			}
			// A possessive with no article before it stands where the
			// article would (consumers' power / the power of
			// consumers): the other span brings its article when it has
			// one.
			bad := bare(ref, st.rlw, r) && !articles[st.hlw.form[h.start]] ||
				bare(hyp, st.hlw, h) && !articles[st.rlw.form[r.start]]
			cands = append(cands, cand{r, h, inside, bad})
		}
	}
	// The shortest spans first (an article stays outside when it can),
	// those that keep a possessive's article before all.
	slices.SortStableFunc(cands, func(a, b cand) int {
		if a.bad != b.bad {
			if a.bad {
				return 1
			}
			return -1
		}
		return a.r.n + a.h.n - b.r.n - b.h.n
	})
	for _, c := range cands {
		r, h := c.r, c.h
		if overlapsAny(added, r.start, r.n, h.start, h.n) {
			continue
		}
		rs, hs := ref[r.start:r.start+r.n], hyp[h.start:h.start+h.n]
		if !spanGrounded(g, st, rs, hs) {
			continue
		}
		words := make([]string, len(hs))
		for i, t := range hs {
			words[i] = t.Form
		}
		// A span at a sentence start takes the other's initial case
		// (Glass shards → Shards of glass); inside a sentence the
		// hypothesis's initial is kept (Sunday night → *Night of Sunday),
		// though caseAs still writes the words in capitals for a
		// reference in capitals and lower-cases a hypothesis common word
		// written in capitals (capsWord) for a reference that is not.
		caseAs(words, ref, r.start, r.n, hs, hs[0].POS != "PROPN" && (r.start == 0 || h.start == 0))
		added = append(added, spanSub(rs, hs, r.start, h.start, words, SourceStructure))
		for _, x := range c.inside {
			drop[x] = true
		}
	}
	return added
}

// spanSub is the substitution of the reference tokens rs at j by the
// hypothesis tokens hs at i, written words (the hypothesis's forms in
// the casing the caller chose), from source src.
func spanSub(rs, hs []lemma.Token, j, i int, words []string, src string) Substitution {
	s := Substitution{Pos: j, HypPos: i, Old: forms(rs), OldLemma: lemmas(rs), OldPOS: tags(rs),
		New: strings.Join(words, " "), NewLemma: lemmas(hs), NewPOS: tags(hs), Source: src}
	if len(rs) > 1 {
		s.Len = len(rs)
	}
	if len(hs) > 1 {
		s.HypLen = len(hs)
	}
	return s
}

// overlapsAny reports whether reference span [j0, j0+n) or hypothesis
// span [i0, i0+m) overlaps a substitution of added.
func overlapsAny(added []Substitution, j0, n, i0, m int) bool {
	for _, s := range added {
		if j0 < s.Pos+s.RefSpan() && s.Pos < j0+n || i0 < s.HypPos+s.HypSpan() && s.HypPos < i0+m {
			return true
		}
	}
	return false
}

// closedSpans adds to added the English spans that say the same in other
// words of a closed class or another format: a function word written in
// several words on one side (paraphrase.ClosedPhrases: even though /
// although, because of / due to; SourceClosed), and a time of day
// written with a point on one side and a colon on the other (8.30 /
// 8:30, the same hours and minutes; SourceVariant). The spans must start
// after the same word (or both at the start) or end before the same word
// (or both at the end), and overlap no substitution of added; the
// single-token substitutions inside them are marked in drop. A
// conjunction or preposition before a verb is not taken (due to arrive
// is no because of). A Grounding gr drops one only on its evidence
// against it (spanGrounded).
func closedSpans(res *Result, gr Grounding, st *sentence, added []Substitution, drop map[int]bool) []Substitution {
	ref, hyp := res.Ref, res.Hyp
	rf, hf := st.rlw.form, st.hlw.form
	try := func(j, n, i, m int, src string) {
		if overlapsAny(added, j, n, i, m) || !anchoredSpan(st, j, n, i, m) {
			return
		}
		inside, ok := subsWithin(res.Subs, j, n, i, m)
		if !ok {
			return
		}
		rs, hs := ref[j:j+n], hyp[i:i+m]
		if !spanGrounded(gr, st, rs, hs) {
			return
		}
		words := make([]string, m)
		for k, t := range hs {
			words[k] = t.Form
		}
		caseAs(words, ref, j, n, hs, j == 0 || i == 0)
		added = append(added, spanSub(rs, hs, j, i, words, src))
		for _, x := range inside {
			drop[x] = true
		}
	}
	groups := paraphrase.ClosedPhrases("en")
	rOpen, hOpen := openings(ref), openings(hyp)
	rNo, hNo := sentenceNos(ref), sentenceNos(hyp)
	for j := range ref {
		if rn := rOpen[j]; rn > 0 {
			for i, hn := range hOpen {
				if hn > 0 && rNo[j] == hNo[i] && openingPair(ref, j, rn, hyp, i, hn) {
					try(j, rn, i, hn, SourceClosed)
				}
			}
		}
		for _, g := range groups {
			for _, p := range g.Phrases {
				if !phraseAt(ref, rf, j, p, g.Tags) {
					continue
				}
				for i := range hyp {
					for _, q := range g.Phrases {
						if len(p)+len(q) > 2 && !slices.Equal(p, q) && phraseAt(hyp, hf, i, q, g.Tags) {
							try(j, len(p), i, len(q), SourceClosed)
						}
					}
				}
			}
		}
		if h, mi, sep, n := timeAt(rf, j); n > 0 {
			for i := range hyp {
				if h2, mi2, sep2, m := timeAt(hf, i); m > 0 && h2 == h && mi2 == mi && sep2 != sep &&
					(timeContext(rf, j, n) || timeContext(hf, i, m)) {
					try(j, n, i, m, SourceVariant)
				}
			}
		}
	}
	return added
}

// openings returns, for each token of a sentence, the length of the
// opening connective it starts: 1 for a connective (a word tagged ADV,
// CCONJ, SCONJ or PART, or PROPN: the tagger reads a capitalised
// Furthermore as a name; paraphrase.OpeningEquivalent then decides) that opens its sentence (the first token, or
// one after sentenceStart punctuation), 2 when a comma follows it (the
// comma goes with it: However , → But), 0 elsewhere.
func openings(ts []lemma.Token) []int {
	out := make([]int, len(ts))
	for k, t := range ts {
		if k > 0 && !sentenceStart[ts[k-1].Form] {
			continue
		}
		switch t.POS {
		case "ADV", "CCONJ", "SCONJ", "PART", "PROPN": // Furthermore read as a name
		default:
			continue
		}
		out[k] = 1
		if k+1 < len(ts) && ts[k+1].Form == "," {
			out[k] = 2
		}
	}
	return out
}

// sentenceNos gives each token of ts the number of sentence ends (., !,
// ?, …) before it: an opening connective pairs only with the one that
// opens the same sentence of the other side. Quotes, brackets, dashes
// and colons, after which a connective may also open (openings), do
// not end a sentence, so they are not counted: one side's quotes do not
// shift its sentences against the other's.
func sentenceNos(ts []lemma.Token) []int {
	out := make([]int, len(ts))
	n := 0
	for k, t := range ts {
		out[k] = n
		if sentenceEnd[t.Form] {
			n++
		}
	}
	return out
}

// sentenceEnd is the punctuation that ends a sentence.
var sentenceEnd = map[string]bool{".": true, "!": true, "?": true, "…": true}

// openingPair reports whether the opening connectives ref[j:j+n] and
// hyp[i:i+m] (openings: the word and its comma) stand for one another
// (paraphrase.OpeningEquivalent), each with the comma its word needs.
func openingPair(ref []lemma.Token, j, n int, hyp []lemma.Token, i, m int) bool {
	ok, rc, hc := paraphrase.OpeningEquivalent("en", ref[j].Form, hyp[i].Form)
	return ok && (!rc || n == 2) && (!hc || m == 2)
}

// phraseAt reports whether the words p (lower case) stand at position k
// of a sentence (tokens ts, lower-case forms lf), a one-word phrase with
// one of the tags, and no verb, auxiliary or particle after them.
func phraseAt(ts []lemma.Token, lf []string, k int, p []string, tags []string) bool {
	if k+len(p) > len(lf) || !slices.Equal(lf[k:k+len(p)], p) {
		return false
	}
	if len(p) == 1 && !slices.Contains(tags, ts[k].POS) {
		return false
	}
	if e := k + len(p); e < len(ts) {
		switch ts[e].POS {
		case "VERB", "AUX", "PART":
			return false
		}
	}
	return true
}

// timeAt reads a time of day at position k of lower-case forms lf: one
// token H.MM or H:MM, or three tokens H, a point or colon, MM (Meteor's
// normalization splits 8:30 so), with an hour of one or two digits up to
// 24 and minutes of two digits up to 59. It returns the hour, the minutes
// (as written), the separator and the number of tokens; n is 0 when
// there is none.
func timeAt(lf []string, k int) (hour, minutes string, sep byte, n int) {
	if h, m, sp, ok := clock(lf[k]); ok {
		return h, m, sp, 1
	}
	if k+2 < len(lf) && (lf[k+1] == ":" || lf[k+1] == ".") {
		if h, m, sp, ok := clock(lf[k] + lf[k+1] + lf[k+2]); ok {
			return h, m, sp, 3
		}
	}
	return "", "", 0, 0
}

// clock splits a time of day H.MM or H:MM (see timeAt).
func clock(w string) (hour, minutes string, sep byte, ok bool) {
	x := strings.IndexAny(w, ".:")
	if x < 1 || x > 2 || len(w) != x+3 {
		return "", "", 0, false
	}
	h, m := w[:x], w[x+1:]
	for _, c := range h + m {
		if c < '0' || c > '9' {
			return "", "", 0, false
		}
	}
	if len(h) == 2 && h > "24" || m[0] > '5' { // two digits compare as their values; one is at most 9
		return "", "", 0, false
	}
	return h, m, w[x], true
}

// timeBefore and timeAfter are words that show a number of the form H.MM
// or H:MM to be a time of day: before it (at 8.30) or after it (8.30 pm).
var (
	timeBefore = words("at from until till til by around about before after since between to and")
	timeAfter  = words("pm am p.m. a.m. o'clock h hrs uhr hours")
)

// timeContext reports whether the span [k, k+n) of lower-case forms lf
// stands after a word of timeBefore or before a word of timeAfter.
func timeContext(lf []string, k, n int) bool {
	return k > 0 && timeBefore[lf[k-1]] || k+n < len(lf) && timeAfter[lf[k+n]]
}

// bare reports whether a reading is a possessive with no article
// before its possessor, in the span or just before it.
func bare(ts []lemma.Token, lw lows, p npParse) bool {
	if p.kind != npPossessive || articles[lw.form[p.start]] {
		return false
	}
	return p.start == 0 || !(articles[lw.form[p.start-1]] || ts[p.start-1].POS == "DET")
}

// subsWithin returns the indices of the substitutions inside the spans
// [j0, j0+n) of the reference and [i0, i0+m) of the hypothesis; false
// when one of them joins a word inside one span to a word outside the
// other.
func subsWithin(subs []Substitution, j0, n, i0, m int) ([]int, bool) {
	var inside []int
	for x, s := range subs {
		inRef := s.Pos >= j0 && s.Pos < j0+n
		inHyp := s.HypPos >= i0 && s.HypPos < i0+m
		if inRef != inHyp {
			return nil, false
		}
		if inRef {
			inside = append(inside, x)
		}
	}
	return inside, true
}

// anchored reports whether the two parses' spans are anchored (see
// anchoredSpan).
func anchored(st *sentence, r, h npParse) bool { return anchoredSpan(st, r.start, r.n, h.start, h.n) }

// anchoredSpan reports whether the reference span [j, j+n) and the
// hypothesis span [i, i+m) start after the same word (or both at the
// start) or end before the same word (or both at the end).
func anchoredSpan(st *sentence, j, n, i, m int) bool {
	rf, hf := st.rlw.form, st.hlw.form
	left := j == 0 && i == 0 || j > 0 && i > 0 && rf[j-1] == hf[i-1]
	re, he := j+n, i+m
	right := re == len(rf) && he == len(hf) || re < len(rf) && he < len(hf) && rf[re] == hf[he]
	return left || right
}

// closedUnder reports whether no content word of span a is aligned
// (a2b) with a word outside span b: the words the spans share are theirs.
// Function words (of, the) may be aligned elsewhere.
func closedUnder(ts []lemma.Token, a2b []int, a, b npParse) bool {
	for k := a.start; k < a.start+a.n; k++ {
		if i := a2b[k]; i >= 0 && (i < b.start || i >= b.start+b.n) && npWord(ts[k]) {
			return false
		}
	}
	return true
}

// sameNP reports whether two readings name the same modifier and head:
// the same lemmas in order (a modifier's in British or American spelling:
// Minister of Defense / Defence Minister), the heads in the same forms (member /
// *members of the board), the modifiers too unless one is a compound's
// (consumer health / health of consumers).
func sameNP(ref, hyp []lemma.Token, st *sentence, r, h npParse) bool {
	eq := func(a, b []int, ra, hb []string) bool {
		if len(a) != len(b) {
			return false
		}
		for k := range a {
			if ra[a[k]] != hb[b[k]] {
				return false
			}
		}
		return true
	}
	if !sameSpelled(r.mod, h.mod, st.rkeys, st.hkeys) || !eq(r.head, h.head, st.rkeys, st.hkeys) ||
		!eq(r.head, h.head, st.rlw.form, st.hlw.form) {
		return false
	}
	if r.kind != npCompound && h.kind != npCompound && !sameSpelled(r.mod, h.mod, st.rlw.form, st.hlw.form) {
		return false
	}
	// A compound and a possessive pair only with a name as modifier
	// (Patricks Team / Patrick's team): a common noun before another
	// may say what it is, not whose (an astronaut daughter is no
	// astronaut's daughter).
	if r.kind+h.kind == npCompound+npPossessive {
		return ref[r.mod[len(r.mod)-1]].POS == "PROPN" && hyp[h.mod[len(h.mod)-1]].POS == "PROPN"
	}
	return true
}

// sameSpelled reports whether the words at positions a (of ra) and b
// (of hb) are the same in order, or the same but for British and
// American spelling (usSpelled).
func sameSpelled(a, b []int, ra, hb []string) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if x, y := ra[a[k]], hb[b[k]]; x != y && !usSpelled(x, y) && !usSpelled(y, x) {
			return false
		}
	}
	return true
}

// usEndings are American word endings and their British spelling
// (defense/defence, center/centre, organize/organise, labor/labour),
// compared on stems of three letters or more.
var usEndings = [][2]string{
	{"ense", "ence"}, {"enses", "ences"}, {"ter", "tre"}, {"ters", "tres"},
	{"ize", "ise"}, {"izes", "ises"}, {"ization", "isation"}, {"izations", "isations"},
	{"yze", "yse"}, {"or", "our"}, {"ors", "ours"},
}

// usSpelled reports whether lower-case word us is the American spelling
// of the British word gb (an ending of usEndings after the same stem).
func usSpelled(us, gb string) bool {
	for _, e := range usEndings {
		stem, ok := strings.CutSuffix(us, e[0])
		if ok && utf8.RuneCountInString(stem) >= 3 && gb == stem+e[1] {
			return true
		}
	}
	return false
}

// npWord reports whether a token may stand in a noun group: a noun, a
// name, an adjective or an -ing form (purchasing power).
func npWord(t lemma.Token) bool {
	switch t.POS {
	case "NOUN", "PROPN", "ADJ":
		return true
	case "VERB":
		return strings.HasSuffix(lower(t.Form), "ing")
	}
	return false
}

// npNoun reports whether a token is a noun or a name.
func npNoun(t lemma.Token) bool { return t.POS == "NOUN" || t.POS == "PROPN" }

// npParses returns every reading of a span of the sentence as an English
// noun-modifier construction (see the comment at SourceStructure).
func npParses(ts []lemma.Token, lw lows) []npParse {
	var out []npParse
	article := func(k int) bool { return k < len(ts) && articles[lw.form[k]] && ts[k].POS == "DET" }
	// group returns the ends e of noun groups ts[k:e] (npWords, a noun
	// last, at least one word), shortest first.
	// With mode groupModifier only singular nouns (or a plural that is
	// its own lemma: economics, politics), with groupHead no adjectives
	// (a compound's parts).
	group := func(k int, mode int) []int {
		var out []int
		for e := k; e < len(ts) && e-k < maxStructure; e++ {
			t := ts[e]
			if !npWord(t) || mode == groupModifier && (!npNoun(t) || t.Feats["Number"] == "Plur" && lw.lemma[e] != lw.form[e] || timeNouns[lw.lemma[e]]) ||
				mode == groupHead && t.POS == "ADJ" {
				break
			}
			if npNoun(t) {
				out = append(out, e+1)
			}
		}
		return out
	}
	// A group is whole: no noun (or -ing word) stands just before it,
	// and after it neither one nor a possessive clitic (the board
	// member's car).
	outside := func(k int) bool {
		return k >= 0 && k < len(ts) && (npNoun(ts[k]) || npWord(ts[k]) && ts[k].POS == "VERB")
	}
	// A group whose head (at h) is a title is whole before the name it
	// stands for (Minister of Economics Hubert Aiwanger).
	ends := func(e, h int) bool {
		if e < len(ts) && ts[e].POS == "PROPN" && titles[lw.lemma[h]] {
			return true
		}
		return !outside(e) && (e >= len(ts) || !possessive(lw.form[e], lw.form[e-1]))
	}
	for s := range ts {
		for _, withArt := range []bool{false, true} {
			k := s
			if withArt {
				if !article(s) {
					continue
				}
				k++
			}
			if k >= len(ts) || !npWord(ts[k]) {
				continue
			}
			// Compound: M (nouns, singular) then H, the whole run a group.
			if !outside(k - 1) {
				for _, me := range group(k, groupModifier) {
					for _, he := range group(me, groupHead) {
						if he-s <= maxStructure && ends(he, he-1) {
							out = append(out, npParse{npCompound, s, he - s, seq(k, me), seq(me, he)})
						}
					}
				}
			}
			// Possessive: M 's H, or M' H after a plural in -s.
			// Adjectives before the possessor are its own: the group
			// starts after a word that is no adjective either.
			if !outside(k-1) && (k == 0 || ts[k-1].POS != "ADJ") {
				for _, me := range group(k, groupAny) {
					if me >= len(ts) || !possessive(lw.form[me], lw.form[me-1]) {
						continue
					}
					for _, he := range group(me+1, groupAny) {
						if he-s <= maxStructure && ends(he, he-1) {
							out = append(out, npParse{npPossessive, s, he - s, seq(k, me), seq(me+1, he)})
						}
					}
				}
			}
			// Of-genitive: H of [article] M.
			if !outside(k - 1) {
				for _, he := range group(k, groupAny) {
					if he >= len(ts) || lw.form[he] != "of" || partitiveHeads[lw.lemma[he-1]] || lightNouns[lw.lemma[he-1]] {
						continue
					}
					mk := he + 1
					if article(mk) {
						mk++
					}
					for _, me := range group(mk, groupAny) {
						if me-s <= maxStructure && ends(me, he-1) {
							out = append(out, npParse{npOf, s, me - s, seq(mk, me), seq(k, he)})
						}
					}
				}
			}
		}
	}
	return out
}

// possessive reports whether a token is the English possessive clitic
// after word prev: 's, or a lone apostrophe after a word in s.
func possessive(form, prev string) bool {
	switch form {
	case "'s", "’s":
		return true
	case "'", "’":
		return strings.HasSuffix(prev, "s")
	}
	return false
}

// seq returns the integers of [a, b).
func seq(a, b int) []int {
	out := make([]int, 0, b-a)
	for k := a; k < b; k++ {
		out = append(out, k)
	}
	return out
}

// Czech readings (csParses): a relational adjective before its noun
// (městská čtvrť) and the noun before a genitive noun (čtvrť města).
const (
	csAdjective = iota + 10
	csGenitive
)

// csParses returns every reading of two adjacent tokens as a Czech noun
// with a relational adjective or with a genitive noun: the modifier is
// the adjective or the genitive, the head the noun.
func csParses(ts []lemma.Token, lw lows) []npParse {
	var out []npParse
	for k := 0; k+1 < len(ts); k++ {
		a, b := ts[k], ts[k+1]
		switch {
		case a.POS == "ADJ" && b.POS == "NOUN" && a.Feats["Case"] == b.Feats["Case"]:
			out = append(out, npParse{csAdjective, k, 2, []int{k}, []int{k + 1}})
		case a.POS == "NOUN" && (b.POS == "NOUN" || b.POS == "PROPN") && b.Feats["Case"] == "Gen":
			out = append(out, npParse{csGenitive, k, 2, []int{k + 1}, []int{k}})
		}
	}
	return out
}

// sameCS reports whether a Czech adjective reading and a genitive
// reading name the same thing: the heads the same word in the same form,
// case and number (čtvrti / čtvrti), the adjective derived from the genitive's noun
// (městský from město: relational).
func sameCS(ref, hyp []lemma.Token, st *sentence, r, h npParse) bool {
	rh, hh := ref[r.head[0]], hyp[h.head[0]]
	if st.rlw.form[r.head[0]] != st.hlw.form[h.head[0]] || st.rkeys[r.head[0]] != st.hkeys[h.head[0]] ||
		rh.Feats["Case"] != hh.Feats["Case"] || rh.Feats["Number"] != hh.Feats["Number"] {
		return false // mistrovství Evropy (Gen) / Evropské mistrovství (Acc)
	}
	adj, noun := st.rkeys[r.mod[0]], st.hkeys[h.mod[0]]
	if r.kind == csGenitive {
		adj, noun = noun, adj
	}
	return relational(adj, noun)
}

// csVocalised are the Czech prepositions written with or without a
// vowel by the sound of the next word.
var csVocalised = words("v ve z ze k ke s se")

// csNotRelational are adjectives that look derived from a noun but do
// not mean "of" it (hlavní: main, not of the head; horní: upper).
var csNotRelational = words("hlavní horní dolní vnitřní vnější")

// relational reports whether the Czech adjective lemma adj is derived
// from the noun lemma noun by a relational suffix: the noun's stem (its
// final vowel, -um or -ie dropped; k, h, g, ch softened to c, ž, ž, š)
// followed by -ský, -ní, -ový, -ovský, -ický (after a final vowel only),
// -ální (-ký after a softened k: Amerika → americký), or a noun in -sko,
// -cko and its -ský, -cký (Německo → německý). The stem has three
// letters at least.
// Not -ný: it mostly makes qualities (zábavný: amusing, krásný), not
// relations (zábavní: of entertainment; HUME en-cs dev).
func relational(adj, noun string) bool {
	if csNotRelational[adj] || adj == noun {
		return false
	}
	stem := noun
	for _, end := range []string{"um", "ie", "a", "o", "e", "ě", "i", "í", "y", "u"} {
		if strings.HasSuffix(stem, end) {
			stem = strings.TrimSuffix(stem, end)
			break
		}
	}
	if utf8.RuneCountInString(stem) < 3 {
		return false
	}
	vowel := stem != noun
	// A noun in -sko, -cko (mostly a country's name: Německo, Rusko,
	// Japonsko) makes its adjective with -ý alone: německý, ruský.
	if vowel && strings.HasSuffix(noun, "o") && (strings.HasSuffix(stem, "sk") || strings.HasSuffix(stem, "ck")) && adj == stem+"ý" {
		return true
	}
	type alt struct{ stem, extra string }
	stems := []alt{{stem, ""}}
	for _, sw := range [][2]string{{"ch", "š"}, {"k", "c"}, {"h", "ž"}, {"g", "ž"}} {
		if strings.HasSuffix(stem, sw[0]) {
			s := strings.TrimSuffix(stem, sw[0]) + sw[1]
			stems = append(stems, alt{s, ""})
			if sw[0] == "k" {
				stems = append(stems, alt{s, "ký"})
			}
		}
	}
	for _, a := range stems {
		for _, suf := range []string{"ský", "ní", "ový", "ovský", "ický", "ální", a.extra} {
			// -ický after a noun that ends in a consonant mostly makes
			// a quality (symbol → symbolický: symbolic, figurative; typ →
			// typický; alkohol → alkoholický), its relational adjective
			// being another (symbolový): only after a final vowel
			// (historie → historický, ekonomie → ekonomický).
			if suf == "ický" && !vowel {
				continue
			}
			if suf != "" && adj == a.stem+suf {
				return true
			}
		}
	}
	return false
}
