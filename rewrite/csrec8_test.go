package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// In the past tense the two aspects of one verb both say what happened
// (issue #34, development rounds 1 and 6: pokrývala → pokryla, řekl →
// říkala, judged exact), so the aspect guard lets the hypothesis's
// aspect stand there; the present tense (a perfective's present is a
// future), the passive participle (result against process) and two
// verbs that only the imperfective suffix tells apart (požádal →
// kontaktoval) stay refused.
func TestAspectPastParticipleFree(t *testing.T) {
	const past = "Gender=Masc|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act"
	const pres = "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"
	const pass = "Gender=Neut|Number=Sing|Polarity=Pos|VerbForm=Part|Voice=Pass"
	an := tagged{
		"sníh":        tok("sníh", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"),
		"město":       tok("město", "NOUN", "Case=Acc|Gender=Neut|Number=Sing"),
		"úřad":        tok("úřad", "NOUN", "Case=Acc|Gender=Masc|Number=Sing"),
		"Petr":        tok("Petr", "PROPN", "Case=Nom|Gender=Masc|Number=Sing"),
		"bylo":        tok("být", "AUX", "Gender=Neut|Number=Sing|Tense=Past|VerbForm=Part|Voice=Act"),
		"pokryl":      tok("pokrýt", "VERB", past),
		"pokrýval":    tok("pokrývat", "VERB", past),
		"pokryje":     tok("pokrýt", "VERB", pres),
		"pokrývá":     tok("pokrývat", "VERB", pres),
		"pokryto":     tok("pokrýt", "VERB", pass),
		"pokrýváno":   tok("pokrývat", "VERB", pass),
		"řekl":        tok("říci", "VERB", past),
		"říkal":       tok("říkat", "VERB", past),
		"požádal":     tok("požádat", "VERB", past),
		"kontaktoval": tok("kontaktovat", "VERB", past),
		"to":          tok("ten", "PRON", "Case=Acc|Gender=Neut|Number=Sing"),
	}
	th := func(a, b string) paraphrase.Pair {
		return paraphrase.Pair{A: a, B: b, Source: paraphrase.SourceThesaurus}
	}
	lex := Pairs{Curated: set(th("pokrýt", "pokrývat"), th("pokrývat", "pokrýt"), th("říci", "říkat"), th("požádat", "kontaktovat"))}
	rw := czechRewriter(an, lex)
	assert.Len(t, subsOf(rw, "sníh pokrýval město", "sníh pokryl město"), 1, "pokryl → pokrýval (past)")
	assert.Len(t, subsOf(rw, "sníh pokryl město", "sníh pokrýval město"), 1, "pokrýval → pokryl (past)")
	assert.Len(t, subsOf(rw, "Petr to říkal", "Petr to řekl"), 1, "řekl → říkal (suppletive, past)")
	assert.Empty(t, subsOf(rw, "sníh pokrývá město", "sníh pokryje město"), "pokryje (future) → *pokrývá (present)")
	assert.Empty(t, subsOf(rw, "město bylo pokrýváno", "město bylo pokryto"), "passive participle: result → process")
	assert.Empty(t, subsOf(rw, "Petr kontaktoval úřad", "Petr požádal úřad"), "two verbs, told apart by the suffix alone")
}

// An infinitive gives way from the perfective to the imperfective of one
// verb (round 1: musí vyřešit → řešit; round 5: roztrhat → trhat), not
// the other way: the periphrastic future and the phase verbs take the
// imperfective alone (bude řešit → *bude vyřešit).
func TestAspectInfinitiveToImperfective(t *testing.T) {
	const inf = "Polarity=Pos|VerbForm=Inf"
	an := tagged{
		"musíme":    tok("muset", "VERB", "Mood=Ind|Number=Plur|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act"),
		"budeme":    tok("být", "AUX", "Mood=Ind|Number=Plur|Person=1|Tense=Fut|VerbForm=Fin|Voice=Act"),
		"problém":   tok("problém", "NOUN", "Case=Acc|Gender=Masc|Number=Sing"),
		"peníze":    tok("peníze", "NOUN", "Case=Acc|Gender=Masc|Number=Plur"),
		"vyřešit":   tok("vyřešit", "VERB", inf),
		"řešit":     tok("řešit", "VERB", inf),
		"vydělat":   tok("vydělat", "VERB", inf),
		"vydělávat": tok("vydělávat", "VERB", inf),
	}
	th := func(a, b string) paraphrase.Pair {
		return paraphrase.Pair{A: a, B: b, Source: paraphrase.SourceThesaurus}
	}
	lex := Pairs{Curated: set(th("vyřešit", "řešit"), th("vydělat", "vydělávat"))}
	rw := czechRewriter(an, lex)
	assert.Len(t, subsOf(rw, "musíme řešit problém", "musíme vyřešit problém"), 1, "vyřešit → řešit (prefix)")
	assert.Len(t, subsOf(rw, "musíme vydělávat peníze", "musíme vydělat peníze"), 1, "vydělat → vydělávat (suffix)")
	assert.Empty(t, subsOf(rw, "budeme vyřešit problém", "budeme řešit problém"), "bude řešit → *bude vyřešit")
	assert.Empty(t, subsOf(rw, "musíme vydělat peníze", "musíme vydělávat peníze"), "imperfective → perfective")
}

// czechOneVerb ties two spellings of one verb, not two verbs that share
// a prefix or differ by the imperfective suffix alone.
func TestCzechOneVerb(t *testing.T) {
	assertPairs(t, czechOneVerb, []pairCase{
		{"říci", "říkat", true},
		{"řešit", "vyřešit", true},
		{"pokrýt", "pokrývat", true},
		{"koupit", "kupovat", true},
		{"ukázat", "ukazovat", true},
		{"požádat", "kontaktovat", false},
		{"hlasovat", "volit", false},
		{"zaznamenat", "zaregistrovat", false},
		{"nařídit", "nasměrovat", false},
		{"přivádět", "přepravovat", false},
		{"prohlašovat", "tvrdit", false},
	})
}
