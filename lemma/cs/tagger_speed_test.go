package cs

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// TestAgreementMatchesReference compares agreesK and subjectAgreesK with
// the map-reading agrees and subjectAgrees, exhaustively over a small
// alphabet of values (absent, single, another single, syncretic) for
// every feature they read, nil maps included: values valueMask knows
// (compared as sets), values it does not (compared by valueIn), and a
// list mixing both.
func TestAgreementMatchesReference(t *testing.T) {
	vals := []string{"", "A", "Nom", "Acc,Nom", "A,Nom"}
	var feats []lemma.Feats
	feats = append(feats, nil)
	for _, cs := range vals {
		for _, num := range vals {
			for _, gen := range vals {
				for _, anim := range vals {
					for _, person := range []string{"", "3", "1"} {
						f := lemma.Feats{}
						for k, v := range map[string]string{"Case": cs, "Number": num, "Gender": gen, "Animacy": anim, "Person": person} {
							if v != "" {
								f[k] = v
							}
						}
						feats = append(feats, f)
					}
				}
			}
		}
	}
	keys := make([]agr, len(feats))
	for i, f := range feats {
		keys[i] = newAnalysis("x", []reading{{"x", "NOUN", f}}).ks[0]
	}
	n := 0
	for i, a := range feats {
		for j, b := range feats {
			if agrees(a, b) != agreesK(&keys[i], &keys[j]) {
				t.Fatalf("agrees(%v, %v) = %v, agreesK differs", a, b, agrees(a, b))
			}
			verb := &keys[i]
			if a == nil {
				verb = nil
			}
			if subjectAgrees(a, b) != subjectAgreesK(verb, &keys[j]) {
				t.Fatalf("subjectAgrees(%v, %v) = %v, subjectAgreesK differs", a, b, subjectAgrees(a, b))
			}
			n++
		}
	}
	t.Logf("%d pairs", n)
}

// tricky are sentences exercising every rule of the tagger: "se" before
// an instrumental, prepositions with several cases, numerals, participles
// agreeing with subjects, predicative adjectives, coordination, clause
// and sentence breaks, unknown and capitalised words, empty tokens.
var tricky = []string{
	"Už poloha je klasická .",
	"Řekla , že toho muže viděla . Auta byla nová .",
	"Poloha byla 1 . ledna klasická .",
	"Šel se svým bratrem do města a setkal se s přáteli .",
	"Dal knihu na stůl , potom na ní ležela kočka .",
	"Mám pět let a 30 dní , několik lidí přišlo .",
	"V Praze a Brně jsou dohody a smlouvy nové .",
	"Nemáme žádné zprávy o Qxzwovi ani o NATO .",
	"Jedu domů ; mám hlad ( velký ) : jím .",
	"Chtěla bych to udělat , ale nevím jak …",
	"Ty krásné staré domy stály u řeky ! Byly prázdné ?",
	"",
	"Ministerstvo zahraničních věcí České republiky oznámilo , že se jednání uskuteční v pondělí .",
}

// TestAnalyzeSharedTo: AnalyzeSharedTo gives AnalyzeShared's tokens
// whatever its array held before (a long sentence, then shorter ones,
// then longer ones than it holds), and for no tokens an empty slice,
// not nil, as AnalyzeShared.
func TestAnalyzeSharedTo(t *testing.T) {
	c := czech(t)
	var buf []lemma.Token
	order := append(slices.Clone(tricky), tricky[len(tricky)-1], "", "a", tricky[1])
	for _, s := range order {
		toks := strings.Fields(s)
		want := c.AnalyzeShared(toks)
		got := c.AnalyzeSharedTo(buf, toks)
		require.Equal(t, want, got, "%q", s)
		if cap(buf) >= max(len(toks), 1) {
			assert.Same(t, &buf[:1][0], &got[:1][0], "%q: written into the array given", s)
		}
		buf = got[:0]
	}
	assert.NotNil(t, c.AnalyzeSharedTo(nil, nil))
	assert.Empty(t, c.AnalyzeSharedTo(nil, nil))
}

// TestAnalyzeMatchesReference compares Analyze with analyzeReference (the
// tagger reading features from maps) on the tricky sentences, UD
// Czech-PUD and, without -short, the WMT23 en-cs references and one
// systems (both read from ../shared when present).
func TestAnalyzeMatchesReference(t *testing.T) {
	c := czech(t)
	var sents [][]string
	for _, s := range tricky {
		sents = append(sents, strings.Fields(s))
	}
	sents = append(sents, []string{"", "se", "Se", "SE"}, []string{"se"}, []string{"na"}, []string{"se", "s"})
	pud := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	if f, err := os.Open(pud); err == nil {
		r := data.NewCoNLLUReader(f, pud)
		for {
			s, err := r.Next()
			if err != nil {
				break
			}
			var toks []string
			for _, w := range s.Words {
				toks = append(toks, w.Form)
			}
			sents = append(sents, toks)
		}
		f.Close()
	} else {
		t.Logf("UD Czech-PUD not found at %s: tricky sentences only", pud)
	}
	if !testing.Short() {
		dir := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs")
		for _, name := range []string{"ref.txt", "sys/ONLINE-B.txt"} {
			f, err := os.Open(filepath.Join(dir, name))
			if err != nil {
				t.Logf("WMT23 en-cs not found under %s: skipped", dir)
				break
			}
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				sents = append(sents, lemma.Tokenize(sc.Text()))
			}
			require.NoError(t, sc.Err())
			f.Close()
		}
	}
	wants := make([][]lemma.Token, len(sents))
	for k, s := range sents {
		// AnalyzeShared first: a write into a cached map would show in
		// the reference and in Analyze after it.
		shared := c.AnalyzeShared(s)
		want := c.analyzeReference(s)
		got := c.Analyze(s)
		if !assert.Equal(t, want, got, "%q", s) || !assert.Equal(t, want, shared, "shared: %q", s) {
			return
		}
		// The caller owns Analyze's features: writing into them changes
		// no later answer.
		for _, tok := range got {
			if tok.Feats != nil {
				tok.Feats["Case"] = "Voc"
				tok.Feats["X"] = "y"
			}
		}
		wants[k] = want
	}
	for k, s := range sents {
		if !assert.Equal(t, wants[k], c.AnalyzeShared(s), "shared, again: %q", s) {
			return
		}
	}
	t.Logf("%d sentences identical (Analyze and AnalyzeShared)", len(sents))
}

// BenchmarkAnalyzeWarm tags UD Czech-PUD's sentences with every form's
// readings already cached: the tagger's own cost (issue #37).
func BenchmarkAnalyzeWarm(b *testing.B) {
	c := czech(b)
	pud := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	f, err := os.Open(pud)
	if err != nil {
		b.Skipf("UD Czech-PUD not found at %s", pud)
	}
	defer f.Close()
	r := data.NewCoNLLUReader(f, pud)
	var sents [][]string
	tokens := 0
	for {
		s, err := r.Next()
		if err != nil {
			break
		}
		var toks []string
		for _, w := range s.Words {
			toks = append(toks, w.Form)
		}
		sents = append(sents, toks)
		tokens += len(toks)
	}
	for _, s := range sents {
		c.Analyze(s)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, s := range sents {
			c.Analyze(s)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*tokens), "ns/token")
}

// TestAgreeInMatchesValueIn checks agreeIn with valueMask's sets against
// valueIn on every pair of lists of up to three values drawn from known
// values, an unknown one and the empty value (so lists with empty parts,
// repeats and unknown values are among them), and that valueMask gives
// a set exactly to lists of known values.
func TestAgreeInMatchesValueIn(t *testing.T) {
	alpha := []string{"", "Nom", "Gen", "Masc", "Sing", "Inan", "X", "nom"}
	words := []string{""}
	for _, x := range alpha {
		words = append(words, x)
		for _, y := range alpha {
			words = append(words, x+","+y)
			for _, z := range alpha {
				words = append(words, x+","+y+","+z)
			}
		}
	}
	known := 0
	for _, have := range words {
		hm := valueMask(have)
		if hm != 0 {
			known++
		}
		for part := range strings.SplitSeq(have, ",") {
			if hm != 0 && !slices.Contains(agreeValues[:], part) {
				t.Fatalf("valueMask(%q) = %b, but %q is not a known value", have, hm, part)
			}
		}
		for _, want := range words {
			if got, slow := agreeIn(have, want, hm, valueMask(want)), valueIn(have, want); got != slow {
				t.Fatalf("agreeIn(%q, %q) = %v, valueIn says %v", have, want, got, slow)
			}
		}
	}
	if known < 100 {
		t.Fatalf("only %d lists have a set: the sets are hardly tested", known)
	}
	for k, v := range agreeValues {
		if valueMask(v) != 1<<k || valueBit(v) != 1<<k {
			t.Fatalf("valueMask(%q) = %b, valueBit %b, want bit %d", v, valueMask(v), valueBit(v), k)
		}
	}
}
