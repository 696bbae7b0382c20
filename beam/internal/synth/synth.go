// Package synth generates synthetic inputs for the Beam pipelines' tests
// and benchmarks: Moses phrase tables whose target phrases share pivots
// the way a real table's do (a Zipf-distributed target vocabulary, groups
// of 1–8 translations per pivot phrase), with the odd lines the filters
// must handle (punctuation, HTML entities, duplicate targets differing
// only in white space, probabilities below the thresholds).
package synth

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
)

// PhraseTable writes n lines of a Moses phrase table, sorted by source
// phrase in byte order (as Moses writes it), deterministic in seed.
func PhraseTable(w io.Writer, n int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	vocab := 2000 + n/20 // target phrases
	zipf := rand.NewZipf(r, 1.1, 2, uint64(vocab-1))
	bw := bufio.NewWriterSize(w, 1<<20)
	written := 0
	buf := make([]byte, 0, 256)
	for f := 0; written < n; f++ {
		k := 1 + r.IntN(8)
		if k > n-written {
			k = n - written
		}
		// p(e|f) over the group: random weights, normalized.
		ws := make([]float64, k)
		total := 0.0
		for i := range ws {
			ws[i] = r.Float64() + 0.01
			total += ws[i]
		}
		for i := 0; i < k; i++ {
			buf = buf[:0]
			buf = append(buf, "f"...)
			id := strconv.FormatInt(int64(f), 36) // zero-padded: byte order is numeric order
			for p := len(id); p < 7; p++ {
				buf = append(buf, '0')
			}
			buf = append(buf, id...)
			buf = append(buf, " ||| "...)
			buf = appendTarget(buf, r, int(zipf.Uint64()))
			pfe := r.Float64()
			if r.IntN(10) == 0 {
				pfe /= 2000 // below MinTransProb
			}
			buf = append(buf, " ||| "...)
			buf = strconv.AppendFloat(buf, pfe, 'g', 6, 64)
			buf = append(buf, " 0.5 "...)
			buf = strconv.AppendFloat(buf, ws[i]/total, 'g', 6, 64)
			buf = append(buf, " 0.5 ||| 0-0 ||| 1 1 1\n"...)
			if _, err := bw.Write(buf); err != nil {
				return err
			}
			written++
		}
	}
	return bw.Flush()
}

// appendTarget appends target phrase number i: one to three words, with
// every 50th phrase carrying a symbol or entity the filters reject and
// every 97th an extra space (the same phrase once normalized).
func appendTarget(buf []byte, r *rand.Rand, i int) []byte {
	words := 1 + i%3
	for j := 0; j < words; j++ {
		if j > 0 {
			buf = append(buf, ' ')
			if i%97 == 0 && r.IntN(2) == 0 {
				buf = append(buf, ' ')
			}
		}
		buf = append(buf, word(i*7+j*13)...)
	}
	switch i % 50 {
	case 7:
		buf = append(buf, " ,"...)
	case 23:
		buf = append(buf, " &amp;"...)
	}
	return buf
}

// word is a pronounceable token for a number.
func word(i int) string {
	const cons, vows = "bdfgklmnprstvz", "aeiou"
	var b []byte
	for {
		b = append(b, cons[i%len(cons)], vows[(i/len(cons))%len(vows)])
		i /= len(cons) * len(vows)
		if i == 0 {
			return string(b)
		}
	}
}

// Corpus writes n lines of text over the same words, for common-word
// lists: a Zipf distribution, so the first few words are common.
func Corpus(w io.Writer, n int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 0xc0de))
	zipf := rand.NewZipf(r, 1.3, 1, 5000)
	bw := bufio.NewWriter(w)
	for i := 0; i < n; i++ {
		for j := 0; j < 12; j++ {
			if j > 0 {
				bw.WriteByte(' ')
			}
			bw.WriteString(word(int(zipf.Uint64())))
		}
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("synth: %w", err)
	}
	return nil
}

// Sentences writes n lines of tokenized, lower-case text from a few
// templates over word classes, so that words of one class share contexts
// (chunks) and co-occur with the same words: input for MPEDA's term
// network and shared chunks.
func Sentences(w io.Writer, n int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 0x5e47))
	class := func(prefix string, k int) []string {
		out := make([]string, k)
		for i := range out {
			out[i] = prefix + word(i*11+3)
		}
		return out
	}
	nouns, verbs, adjs, places := class("n", 40), class("v", 25), class("a", 20), class("p", 15)
	pick := func(ws []string) string { // skewed: low indices more often
		return ws[int(float64(len(ws))*r.Float64()*r.Float64())]
	}
	bw := bufio.NewWriter(w)
	for i := 0; i < n; i++ {
		var toks []string
		switch r.IntN(4) {
		case 0:
			toks = []string{"the", pick(adjs), pick(nouns), pick(verbs), "in", "the", pick(places), "."}
		case 1:
			toks = []string{"a", pick(nouns), "and", "a", pick(nouns), pick(verbs), "near", pick(places), "."}
		case 2:
			toks = []string{"in", pick(places), ",", "the", pick(nouns), "was", pick(adjs), "."}
		default:
			toks = []string{"we", pick(verbs), "the", pick(adjs), pick(nouns), "2016", "!"}
		}
		for j, t := range toks {
			if j > 0 {
				bw.WriteByte(' ')
			}
			bw.WriteString(t)
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
