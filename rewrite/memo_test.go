package rewrite

import (
	"math/rand"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// countingLex is a POSLexicon (a pointer: sameLexicon can tell it) that
// counts the word lookups it answers (LookupPOS: the phrase pass asks its
// phrases with Lookup).
type countingLex struct {
	Pairs
	asked atomic.Int64 // goroutines ask at once in TestWordMemoConcurrent
}

func (c *countingLex) LookupPOS(a, b, upos string) (paraphrase.Source, bool) {
	c.asked.Add(1)
	return c.Pairs.LookupPOS(a, b, upos)
}

// TestWordMemo: a prepared reference asks its lexicon each word lookup
// once for all the hypotheses it is rewritten toward, and rewriting with
// the kept answers is rewriting with the lexicon asked every time; a
// rewriter with another lexicon does not read them.
func TestWordMemo(t *testing.T) {
	th := set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "poloha", B: "pozice", Source: paraphrase.SourceThesaurus})
	lex := &countingLex{Pairs: Pairs{Curated: th}}
	rw := New(cs, lex, WithGuard(DefaultGuard("cs")))
	ref := cs.Analyze(strings.Fields("Už poloha je klasická ."))
	pr := rw.Prepare(ref)
	if !assert.NotNil(t, pr.words) {
		return
	}
	hyps := []string{"Samotné místo je klasické .", "Už pozice je klasická .", "Samotné dům je klasické ."}
	var first []Result
	lex.asked.Store(0)
	for _, hyp := range hyps {
		h := cs.Analyze(strings.Fields(hyp))
		live := *pr
		live.words = nil
		want := rw.RewritePrepared(h, &live, nil)
		first = append(first, rw.RewritePrepared(h, pr, nil))
		assert.Equal(t, want, first[len(first)-1], hyp)
	}
	assert.Equal(t, "místo", first[0].Tokens[1])
	assert.Equal(t, "pozice", first[1].Tokens[1])
	assert.NotZero(t, lex.asked.Load(), "asked when first needed")
	lex.asked.Store(0)
	for k, hyp := range hyps {
		assert.Equal(t, first[k], rw.RewritePrepared(cs.Analyze(strings.Fields(hyp)), pr, nil), hyp)
	}
	assert.Zero(t, lex.asked.Load(), "every word lookup answered once")

	// Prepared with another lexicon (no pair): its answers are not this
	// rewriter's.
	other := New(cs, &countingLex{}, WithGuard(DefaultGuard("cs")))
	assert.Equal(t, first[0], rw.RewritePrepared(cs.Analyze(strings.Fields(hyps[0])), other.Prepare(ref), nil))
}

// lcsByDefinition is lcs computed from the recurrence as written, cell
// by cell through an accessor (the implementation before the row loop).
func lcsByDefinition(a, b []int) [][2]int {
	n, m := len(a), len(b)
	l := make([]int32, (n+1)*(m+1))
	at := func(i, j int) int32 { return l[i*(m+1)+j] }
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				l[i*(m+1)+j] = at(i+1, j+1) + 1
			} else {
				l[i*(m+1)+j] = max(at(i+1, j), at(i, j+1))
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i] == b[j]:
			out = append(out, [2]int{i, j})
			i, j = i+1, j+1
		case at(i+1, j) >= at(i, j+1):
			i++
		default:
			j++
		}
	}
	return out
}

// TestLCSRows: lcs's row loop gives the pairs of the recurrence, ties
// included (small alphabets, so that many subsequences are longest), with
// its pooled tables reused across sizes.
func TestLCSRows(t *testing.T) {
	rnd := rand.New(rand.NewSource(17))
	seq := func(n, k int) []int {
		s := make([]int, n)
		for x := range s {
			s[x] = rnd.Intn(k)
		}
		return s
	}
	for range 2000 {
		k := 1 + rnd.Intn(5)
		a, b := seq(rnd.Intn(12), k), seq(rnd.Intn(12), k)
		assert.Equal(t, lcsByDefinition(a, b), lcs(a, b), "%v %v", a, b)
	}
}

// TestWordMemoConcurrent: one prepared reference rewritten toward many
// hypotheses at once (as eval scores systems in parallel) gives each the
// rewrite made with a reference of its own (go test -race).
func TestWordMemoConcurrent(t *testing.T) {
	th := set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "poloha", B: "pozice", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "klasický", B: "tradiční", Source: paraphrase.SourceThesaurus})
	rw := New(cs, &countingLex{Pairs: Pairs{Curated: th}}, WithGuard(DefaultGuard("cs")))
	ref := cs.Analyze(strings.Fields("Už poloha je klasická ."))
	hyps := []string{"Samotné místo je klasické .", "Už pozice je tradiční .", "Samotné dům je klasické .", "Už místo je tradiční ."}
	want := make([]Result, len(hyps))
	an := make([][]lemma.Token, len(hyps))
	for k, h := range hyps {
		an[k] = cs.Analyze(strings.Fields(h))
		want[k] = rw.RewritePrepared(an[k], rw.Prepare(ref), nil)
	}
	assert.Equal(t, "místo", want[0].Tokens[1])
	assert.Equal(t, "pozice", want[1].Tokens[1])
	pr := rw.Prepare(ref)
	var wg sync.WaitGroup
	start := make(chan struct{}) // every goroutine begins at once, the memo empty
	got := make([][]Result, 8)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for k := range hyps {
				got[g] = append(got[g], rw.RewritePrepared(an[(k+g)%len(hyps)], pr, nil))
			}
		}()
	}
	close(start)
	wg.Wait()
	for g := range got {
		for k, res := range got[g] {
			assert.Equal(t, want[(k+g)%len(hyps)], res)
		}
	}
}
