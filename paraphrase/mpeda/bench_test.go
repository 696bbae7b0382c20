package mpeda

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// zipfText is n words of Zipfian text over a vocabulary of v words, in
// sentences of 5 to 34 words.
func zipfText(n, v int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 1))
	z := rand.NewZipf(rng, 1.1, 1, uint64(v-1))
	var b strings.Builder
	for i := 0; i < n; {
		k := 5 + rng.IntN(30)
		for j := range k {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString("w" + strconv.FormatUint(z.Uint64(), 36))
		}
		b.WriteByte('\n')
		i += k
	}
	return b.String()
}

// zipfIDs is zipfText's sentences as word ids of a new vocabulary.
func zipfIDs(n, v int, seed uint64) (*Vocab, [][]int32) {
	voc := NewVocab()
	var sents [][]int32
	for _, l := range strings.Split(zipfText(n, v, seed), "\n") {
		var ids []int32
		for _, w := range strings.Fields(l) {
			id, _ := voc.Add(w)
			ids = append(ids, id)
		}
		sents = append(sents, ids)
	}
	return voc, sents
}

func BenchmarkLMLog2Prob(b *testing.B) {
	voc, sents := zipfIDs(200_000, 50_000, 1)
	m, err := TrainLM(3, voc.Len(), sents)
	if err != nil {
		b.Fatal(err)
	}
	var scratch []int32
	words := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := sents[i%len(sents)]
		m.Log2Prob(s, &scratch)
		words += len(s) + 1
	}
	b.ReportMetric(float64(words)/b.Elapsed().Seconds(), "tokens/s")
}

func BenchmarkExtract100k(b *testing.B) {
	text := zipfText(100_000, 20_000, 2)
	dir := b.TempDir()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := Extract(context.Background(), StringInput("zipf", text), Options{TempDir: dir}); err != nil {
			b.Fatal(err)
		}
	}
}
