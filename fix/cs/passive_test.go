package cs_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// lemmaOf returns the analyzer's lemma of the word at k of sentence: the
// pair is keyed by it, whatever spelling the analyzer gives short
// passives in -án (odesláný or odeslaný).
func lemmaOf(t *testing.T, l lemma.Language, sentence string, k int) string {
	t.Helper()
	a := l.Analyze(strings.Fields(sentence))
	require.Greater(t, len(a), k)
	require.Equal(t, "Short", a[k].Feats["Variant"], "%s: %q must be read as a short form", sentence, a[k].Form)
	return a[k].Lemma
}

// A hypothesis short passive put in for a reference short passive takes
// the reference word's gender and number and keeps its own lemma: the
// reference clause's subject stays (cspassive's WMT22 en-cs refB
// findings, on made-up sentences; want is written from Czech grammar).
func TestShortPassiveAgreement(t *testing.T) {
	l, fx := czechFixer(t)
	for _, c := range []struct {
		name      string
		hyp, ref  string
		hk, rk    int // the short passives' positions
		want, new string
	}{
		{"neuter for feminine", "Zboží je expedováno .", "Položka je odeslána .", 2, 2,
			"Položka je expedována .", "expedována"},
		{"feminine for neuter", "Objednávka bude zaslána zítra .", "Zboží bude odesláno zítra .", 2, 2,
			"Zboží bude zasláno zítra .", "zasláno"},
		{"feminine for masculine", "Lhůta byla navržena pro děti .", "Termín byl určen pro děti .", 2, 2,
			"Termín byl navržen pro děti .", "navržen"},
		{"feminine for neuter, another stem", "Hodnota je zobrazena v tabulce .", "Číslo je uvedeno v tabulce .", 2, 2,
			"Číslo je zobrazeno v tabulce .", "zobrazeno"},
		{"plural for singular", "Kroky byly učiněny včas .", "Opatření bylo provedeno včas .", 2, 2,
			"Opatření bylo učiněno včas .", "učiněno"},
		{"masculine animate plural", "Oni byli vybráni .", "Ony byly určeny .", 2, 2,
			"Ony byly vybrány .", "vybrány"},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, b := lemmaOf(t, l, c.ref, c.rk), lemmaOf(t, l, c.hyp, c.hk)
			res := rewriteOne(l, a, b, c.hyp, c.ref)
			require.Len(t, res.Subs, 1, "the pair %s/%s must be used once", a, b)
			toks, edits := fx.Fix(&res)
			assert.Equal(t, c.want, strings.Join(toks, " "))
			if assert.Len(t, edits, 1) {
				assert.Equal(t, c.new, edits[0].After)
				assert.Equal(t, b, l.Analyze(toks)[c.rk].Lemma, "the hypothesis lemma is kept")
			}
		})
	}
}

// A short passive already in the reference word's gender and number is
// left as it is.
func TestShortPassiveSameForm(t *testing.T) {
	l, fx := czechFixer(t)
	hyp, ref := "Položka je expedována .", "Položka je odeslána ."
	res := rewriteOne(l, lemmaOf(t, l, ref, 2), lemmaOf(t, l, hyp, 2), hyp, ref)
	require.Len(t, res.Subs, 1)
	toks, edits := fx.Fix(&res)
	assert.Equal(t, hyp, strings.Join(toks, " "))
	assert.Empty(t, edits)
}

// When the passive's subject was substituted too, the passive takes the
// new subject's gender, not the reference word's (WMT22 en-cs refB
// segment 923: je provedení tašek uvedeno → je konstrukce tašek
// zobrazena, not *zobrazeno). A substituted noun of another gender or
// number than the passive is not its subject.
func TestShortPassiveSubstitutedSubject(t *testing.T) {
	l, fx := czechFixer(t)
	for _, c := range []struct{ name, hyp, ref, want string }{
		{"subject before", "Konstrukce tašek je zobrazena na webu .", "Provedení tašek je uvedeno na webu .",
			"Konstrukce tašek je zobrazena na webu ."},
		{"subject after", "Na webu je zobrazena konstrukce tašek .", "Na webu je uvedeno provedení tašek .",
			"Na webu je zobrazena konstrukce tašek ."},
		{"not the subject", "Konstrukce je zobrazena .", "Zboží je uvedeno , provedení ne .",
			"Zboží je zobrazeno , konstrukce ne ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := paraphrase.NewSet()
			s.Add(paraphrase.Pair{A: "provedení", B: "konstrukce", Source: paraphrase.SourceThesaurus})
			s.Add(paraphrase.Pair{A: "uvedený", B: "zobrazený", Source: paraphrase.SourceThesaurus})
			res := rewrite.New(l, rewrite.Pairs{Curated: s}).Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			require.Len(t, res.Subs, 2)
			toks, _ := fx.Fix(&res)
			assert.Equal(t, c.want, strings.Join(toks, " "))
		})
	}
}

// A hypothesis short passive put in for the reference's long form in a
// predicate after "být" keeps its short form (judge15cs4: the rewriter's
// variant "byla démonizovaná → démonizována" was turned back into the
// long form once both forms had one lemma); in attributive position the
// slot's case decides as before. The substitution is built by hand, as
// the rewriter's variant rule makes it. want is written from Czech
// grammar.
func TestShortPassiveForPredicateLongForm(t *testing.T) {
	l, fx := czechFixer(t)
	for _, c := range []struct {
		name, hyp, ref string
		k              int // the adjective's position, the same on both sides
		want           string
	}{
		{"predicate", "Moskva byla démonizována za to .", "Moskva byla démonizovaná za to .", 2,
			"Moskva byla démonizována za to ."},
		{"predicate after an adverb", "Projekt je dnes podporován státem .", "Projekt je dnes podporovaný státem .", 3,
			"Projekt je dnes podporován státem ."},
		{"attributive: the slot's long form", "Projekt je podporován .", "Podporovaný projekt přišel .", 0,
			"Podporovaný projekt přišel ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			ref, hyp := l.Analyze(strings.Fields(c.ref)), l.Analyze(strings.Fields(c.hyp))
			hk := c.k
			if c.name == "attributive: the slot's long form" {
				hk = 2
			}
			require.True(t, shortPassiveToken(hyp[hk]), "%q must be read as a short passive", hyp[hk].Form)
			toks := make([]string, len(ref))
			for i, tk := range ref {
				toks[i] = tk.Form
			}
			toks[c.k] = lemma.MatchInitial(hyp[hk].Form, ref[c.k].Form) // as the rewriter cases it
			res := rewrite.Result{Tokens: toks, Ref: ref, Hyp: hyp, Subs: []rewrite.Substitution{{
				Pos: c.k, Old: ref[c.k].Form, OldLemma: ref[c.k].Lemma, OldPOS: ref[c.k].POS,
				New: hyp[hk].Form, NewLemma: hyp[hk].Lemma, NewPOS: hyp[hk].POS, HypPos: hk, Source: "variant"}}}
			got, _ := fx.Fix(&res)
			assert.Equal(t, c.want, strings.Join(got, " "))
		})
	}
}

func shortPassiveToken(t lemma.Token) bool {
	return t.Feats["Variant"] == "Short" && t.Feats["VerbForm"] == "Part" && t.Feats["Voice"] == "Pass"
}
