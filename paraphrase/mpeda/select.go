package mpeda

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/pool"
)

// SelectStats describe a Moore–Lewis selection.
type SelectStats struct {
	DomainSentences  int     `json:"domain_sentences"`
	DomainVocab      int     `json:"domain_vocab"` // word types of the in-domain text
	GeneralSentences int     `json:"general_sentences"`
	SampleSentences  int     `json:"sample_sentences"` // of the general corpus, for its LM
	Selected         int     `json:"selected"`
	SelectedTokens   int64   `json:"selected_tokens"`
	Threshold        float64 `json:"threshold"` // highest H_in − H_gen kept
}

// ErrNoText is returned when an input has no token at all.
var ErrNoText = errors.New("mpeda: no text")

// Select is Moore–Lewis selection (Moore & Lewis, ACL 2010): it trains an
// interpolated Witten–Bell model on the in-domain text and one on a
// uniform random sample (seeded, so repeatable) of as many general
// sentences as there are in-domain ones, both over the in-domain
// vocabulary (other words are <unk>), scores every general sentence by
// CrossEntropyDiff, and writes the Keep fraction with the lowest scores
// (ties broken by position) to out, tokenized, one a line, in corpus
// order. The general corpus is read three times (sample, score, select)
// and must not change between the reads; scoring runs on opt.Workers
// goroutines. Memory: the two models, the in-domain text and 4 bytes per
// general sentence.
func Select(ctx context.Context, domain, general Input, out io.Writer, opt Options) (SelectStats, error) {
	opt = opt.WithDefaults()
	var st SelectStats
	if !(opt.Keep > 0 && opt.Keep <= 1) { // NaN included
		return st, fmt.Errorf("mpeda: keep fraction %g is not in (0, 1]", opt.Keep)
	}
	voc := NewVocab()
	var dom [][]int32
	err := eachLine(domain, func(l string, n int) error {
		toks := opt.Tokenize(l)
		ids := make([]int32, len(toks))
		for i, w := range toks {
			id, err := voc.Add(w)
			if err != nil {
				return fmt.Errorf("%s:%d: %w", domain.Name, n, err)
			}
			ids[i] = id
		}
		dom = append(dom, ids)
		return nil
	})
	if err != nil {
		return st, err
	}
	st.DomainSentences, st.DomainVocab = len(dom), voc.Len()-3
	if st.DomainVocab == 0 {
		return st, fmt.Errorf("%s: %w", domain.Name, ErrNoText)
	}

	// Pass 1: a reservoir sample (Vitter's algorithm R) of general lines.
	rng := rand.New(rand.NewPCG(opt.Seed, 0x6d70656461))
	k := len(dom)
	var sample []string
	total := 0
	err = eachLine(general, func(l string, _ int) error {
		total++
		if len(sample) < k {
			sample = append(sample, l)
		} else if j := rng.IntN(total); j < k {
			sample[j] = l
		}
		return nil
	})
	if err != nil {
		return st, err
	}
	st.GeneralSentences, st.SampleSentences = total, len(sample)
	if total == 0 {
		return st, fmt.Errorf("%s: %w", general.Name, ErrNoText)
	}
	gen := make([][]int32, len(sample))
	for i, l := range sample {
		gen[i] = voc.IDs(nil, opt.Tokenize(l))
	}
	sample = nil
	opt.Log(fmt.Sprintf("mpeda: language models on %d in-domain sentences (%d words) and a sample of %d of %d general sentences",
		len(dom), st.DomainVocab, len(gen), total))
	lmIn, err := TrainLM(opt.Order, voc.Len(), dom)
	if err != nil {
		return st, fmt.Errorf("%s: %w", domain.Name, err)
	}
	lmGen, err := TrainLM(opt.Order, voc.Len(), gen)
	if err != nil {
		return st, fmt.Errorf("%s: %w", general.Name, err)
	}
	dom, gen = nil, nil

	// Pass 2: score every general sentence on the workers.
	scores := make([]float32, 0, total)
	r, err := openLines(general)
	if err != nil {
		return st, err
	}
	err = pool.Ordered(ctx, pool.Options{Workers: opt.Workers}, r.next,
		func(l string) float32 {
			ids := voc.IDs(make([]int32, 0, 32), opt.Tokenize(l))
			var padded []int32 // one padded copy for both models
			in, n := lmIn.Log2Prob(ids, &padded)
			g, _ := lmGen.Log2Prob(ids, &padded)
			return float32(CrossEntropyDiff(in, g, n))
		},
		func(_ int, s *float32) error { scores = append(scores, *s); return nil })
	r.close()
	if err != nil {
		return st, err
	}
	if len(scores) != total {
		return st, fmt.Errorf("%s: %d lines when scored, %d when sampled: the file changed", general.Name, len(scores), total)
	}

	// The threshold: the keep-th lowest score; ties at it are taken in
	// corpus order until keep lines are selected.
	keep := min(total, max(1, int(math.Ceil(opt.Keep*float64(total)))))
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	thr := sorted[keep-1]
	below, _ := slices.BinarySearch(sorted, thr) // scores strictly below thr
	ties := keep - below
	sorted = nil
	st.Threshold = float64(thr)

	// Pass 3: write the selected sentences.
	bw := bufio.NewWriterSize(out, 1<<20)
	i := 0
	err = eachLine(general, func(l string, n int) error {
		if i >= len(scores) {
			return fmt.Errorf("%s:%d: more lines than when scored: the file changed", general.Name, n)
		}
		s := scores[i]
		i++
		if s > thr || s == thr && ties == 0 {
			return nil
		}
		if s == thr {
			ties--
		}
		toks := opt.Tokenize(l)
		bw.WriteString(strings.Join(toks, " "))
		bw.WriteByte('\n')
		st.Selected++
		st.SelectedTokens += int64(len(toks))
		return nil
	})
	if err != nil {
		return st, err
	}
	if i != len(scores) {
		return st, fmt.Errorf("%s: %d lines when selecting, %d when scored: the file changed", general.Name, i, len(scores))
	}
	if err := bw.Flush(); err != nil {
		return st, err
	}
	opt.Log(fmt.Sprintf("mpeda: selected %d of %d general sentences (%d tokens; H_in − H_gen ≤ %.4f)",
		st.Selected, total, st.SelectedTokens, thr))
	return st, nil
}
