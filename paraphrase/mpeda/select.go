package mpeda

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/pool"
)

// SelectStats describe a Moore–Lewis selection.
type SelectStats struct {
	DomainSentences  int     `json:"domain_sentences"`
	DomainVocab      int     `json:"domain_vocab"` // word types of the in-domain text
	GeneralSentences int     `json:"general_sentences"`
	Documents        int     `json:"documents"` // K-means documents of the general corpus
	SelectedDocs     int     `json:"selected_docs"`
	Selected         int     `json:"selected"` // sentences
	SelectedTokens   int64   `json:"selected_tokens"`
	Threshold        float64 `json:"threshold"` // highest score kept (formula 8 or 7)
}

// ErrNoText is returned when an input has no token at all.
var ErrNoText = errors.New("mpeda: no text")

// Select is MPEDA's corpus filtering (section 3.2): Moore–Lewis selection
// (Moore & Lewis, ACL 2010) by documents.
//
//  1. Language models: modified Kneser–Ney models of order opt.Order of
//     the in-domain text and of the whole general corpus (streamed), both
//     over the in-domain vocabulary (other words are <unk>, as Moore and
//     Lewis do).
//  2. Documents: the general sentences are clustered by K-means over
//     bag-of-words vectors with cosine similarity, in blocks of
//     opt.KMeansBlock consecutive sentences, each block of b sentences
//     into max(1, round(b/opt.DocSize)) documents (clusterDocs; DocSize 1:
//     every sentence is its own document).
//  3. Scores: every sentence gets Δs = H_ref(s) − H_train(s) (formula
//     (7), CrossEntropyDiff) and every document the mean over its
//     sentences (formula (8)).
//  4. Selection: with Unit Documents, documents in ascending order of
//     score (ties by document number) until at least opt.Keep of the
//     general sentences are kept; with Unit Sentences, the opt.Keep
//     fraction of sentences with the lowest Δs (ties in corpus order).
//
// The kept sentences are written to out tokenized, one a line, grouped by
// document, documents separated by an empty line (the input of Extract);
// sentences without a token are left out. The general corpus is read
// three times (count, score, write) and must not change between the
// reads. Memory: the two models (the general one counted within opt.Mem/2,
// spilled beyond), 9 bytes per general sentence, and the K-means vectors
// of at most two blocks of opt.KMeansBlock sentences (about 6 bytes a
// token and 28 a sentence); grouping the kept sentences by document goes
// through temporary files of about opt.Mem/4 bytes each.
func Select(ctx context.Context, domain, general Input, out io.Writer, opt Options) (SelectStats, error) {
	opt = opt.WithDefaults()
	var st SelectStats
	if !(opt.Keep > 0 && opt.Keep <= 1) { // NaN included
		return st, fmt.Errorf("mpeda: keep fraction %g is not in (0, 1]", opt.Keep)
	}
	if opt.Unit != Documents && opt.Unit != Sentences {
		return st, fmt.Errorf("mpeda: unknown selection unit %q (want %q or %q)", opt.Unit, Documents, Sentences)
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
	lmIn, err := TrainLM(opt.Order, voc.Len(), dom)
	if err != nil {
		return st, fmt.Errorf("%s: %w", domain.Name, err)
	}
	dom = nil

	// Pass 1: the general model's counts and the K-means vectors.
	dir, err := data.MkdirTemp(opt.TempDir, "mpeda-lm-")
	if err != nil {
		return st, err
	}
	defer data.TrackTemporary(dir)()
	defer os.RemoveAll(dir)
	counter, err := NewLMCounterSpill(opt.Order, voc.Len(), dir, opt.Mem/2)
	if err != nil {
		return st, err
	}
	for _, c := range counter.c {
		c.bind(ctx)
	}
	cluster := opt.DocSize > 1
	km := newKMeansBlocks(opt)
	var bw bags
	var tmp []uint32
	type tokenized struct {
		ids  []int32
		toks []string
	}
	r, err := openLines(general)
	if err != nil {
		return st, err
	}
	total := 0
	err = pool.Ordered(ctx, pool.Options{Workers: opt.Workers}, r.next,
		func(l string) tokenized {
			toks := opt.Tokenize(l)
			return tokenized{voc.IDs(make([]int32, 0, len(toks)), toks), toks}
		},
		func(_ int, t *tokenized) error {
			total++
			if cluster {
				tmp = bw.add(t.toks, tmp)
				if bw.len() == opt.KMeansBlock {
					km.send(bw)
					bw = bags{}
				}
			}
			return counter.Add(t.ids)
		})
	r.close()
	if cluster && err == nil && bw.len() > 0 {
		km.send(bw)
	}
	bw = bags{}
	doc, ndocs := km.wait()
	if cluster {
		st.Documents = ndocs
	} else {
		doc = nil
	}
	if err != nil {
		return st, err
	}
	st.GeneralSentences = total
	if total == 0 {
		return st, fmt.Errorf("%s: %w", general.Name, ErrNoText)
	}
	opt.Log(fmt.Sprintf("mpeda: counted %d general sentences; building the general language model", total))
	lmGen, err := counter.Model()
	if err != nil {
		return st, fmt.Errorf("%s: %w", general.Name, err)
	}
	counter = nil
	opt.Log(fmt.Sprintf("mpeda: order-%d language models on %d in-domain sentences (%d words) and %d general sentences (%d n-grams)",
		opt.Order, st.DomainSentences, st.DomainVocab, total, lmGen.Size()))
	if cluster {
		opt.Log(fmt.Sprintf("mpeda: K-means: %d documents, %.2f sentences each on average", st.Documents, float64(total)/float64(st.Documents)))
	} else {
		st.Documents = total
	}
	docOf := func(i int) int {
		if doc == nil {
			return i
		}
		return int(doc[i])
	}

	// Pass 2: score every general sentence on the workers (formula 7).
	scores := make([]float32, 0, total)
	r, err = openLines(general)
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
		return st, fmt.Errorf("%s: %d lines when scored, %d when counted: the file changed", general.Name, len(scores), total)
	}

	keep := min(total, max(1, int(math.Ceil(opt.Keep*float64(total)))))
	selected := make([]bool, total)
	if opt.Unit == Documents {
		st.Threshold = selectDocs(scores, docOf, st.Documents, keep, selected, &st.SelectedDocs)
	} else {
		st.Threshold = selectSentences(scores, keep, selected)
		seen := map[int]bool{}
		for i, ok := range selected {
			if ok && !seen[docOf(i)] {
				seen[docOf(i)] = true
			}
		}
		st.SelectedDocs = len(seen)
	}
	scores = nil

	// Pass 3: write the kept sentences grouped by document.
	if err := writeDocs(ctx, general, selected, docOf, doc == nil, out, opt, &st); err != nil {
		return st, err
	}
	opt.Log(fmt.Sprintf("mpeda: selected %d of %d documents, %d of %d sentences (%d tokens; score ≤ %.4f)",
		st.SelectedDocs, st.Documents, st.Selected, total, st.SelectedTokens, st.Threshold))
	return st, nil
}

// selectDocs marks the sentences of the best documents by formula (8),
// the mean Δs of their sentences, in ascending order (ties by document
// number) until at least keep sentences are marked, and returns the
// highest document score kept.
func selectDocs(scores []float32, docOf func(int) int, ndocs, keep int, selected []bool, nsel *int) float64 {
	sum := make([]float64, ndocs)
	size := make([]int32, ndocs)
	for i, s := range scores {
		d := docOf(i)
		sum[d] += float64(s)
		size[d]++
	}
	order := make([]int32, 0, ndocs)
	mean := make([]float64, ndocs)
	for d := range ndocs {
		if size[d] > 0 {
			mean[d] = sum[d] / float64(size[d])
			order = append(order, int32(d))
		}
	}
	slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(mean[a], mean[b]) })
	take := make([]bool, ndocs)
	n, thr := 0, math.Inf(-1)
	for _, d := range order {
		if n >= keep {
			break
		}
		take[d] = true
		n += int(size[d])
		thr = mean[d]
		*nsel++
	}
	for i := range scores {
		selected[i] = take[docOf(i)]
	}
	return thr
}

// selectSentences marks the keep sentences with the lowest Δs (ties at
// the threshold in corpus order) and returns the threshold.
func selectSentences(scores []float32, keep int, selected []bool) float64 {
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	thr := sorted[keep-1]
	below, _ := slices.BinarySearch(sorted, thr) // scores strictly below thr
	ties := keep - below
	for i, s := range scores {
		if s < thr || s == thr && ties > 0 {
			if s == thr {
				ties--
			}
			selected[i] = true
		}
	}
	return float64(thr)
}

// writeDocs writes the selected sentences of general, tokenized, grouped
// by document, documents separated by an empty line. When every sentence
// is its own document (single) they are written in corpus order;
// otherwise through bucket files of whole documents, each grouped in
// memory.
func writeDocs(ctx context.Context, general Input, selected []bool, docOf func(int) int, single bool, out io.Writer, opt Options, st *SelectStats) error {
	bw := bufio.NewWriterSize(out, 1<<20)
	i := 0
	next := func(n int) (bool, error) {
		if n%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return false, err
			}
		}
		if i >= len(selected) {
			return false, fmt.Errorf("%s:%d: more lines than when scored: the file changed", general.Name, n)
		}
		i++
		return selected[i-1], nil
	}
	if single {
		err := eachLine(general, func(l string, n int) error {
			ok, err := next(n)
			if !ok || err != nil {
				return err
			}
			toks := opt.Tokenize(l)
			if len(toks) == 0 {
				return nil
			}
			st.Selected++
			st.SelectedTokens += int64(len(toks))
			bw.WriteString(strings.Join(toks, " "))
			bw.WriteString("\n\n")
			return nil
		})
		if err == nil && i != len(selected) {
			err = fmt.Errorf("%s: %d lines when selecting, %d when scored: the file changed", general.Name, i, len(selected))
		}
		if err != nil {
			return err
		}
		return bw.Flush()
	}
	// Buckets: document d goes to bucket d mod B.
	var kept int64
	for _, ok := range selected {
		if ok {
			kept++
		}
	}
	nb := int(min(256, max(1, kept*200/max(opt.Mem/4, 1)))) // ~200 bytes a sentence
	dir, err := data.MkdirTemp(opt.TempDir, "mpeda-docs-")
	if err != nil {
		return err
	}
	defer data.TrackTemporary(dir)()
	defer os.RemoveAll(dir)
	files := make([]*os.File, nb)
	writers := make([]*bufio.Writer, nb)
	for b := range nb {
		if files[b], err = os.CreateTemp(dir, "bucket-*"); err != nil {
			return err
		}
		defer files[b].Close()
		writers[b] = bufio.NewWriterSize(files[b], 64<<10)
	}
	err = eachLine(general, func(l string, n int) error {
		ok, err := next(n)
		if !ok || err != nil {
			return err
		}
		toks := opt.Tokenize(l)
		if len(toks) == 0 {
			return nil
		}
		d := docOf(i - 1)
		w := writers[d%nb]
		w.WriteString(strconv.Itoa(d))
		w.WriteByte('\t')
		w.WriteString(strings.Join(toks, " "))
		w.WriteByte('\n')
		return nil
	})
	if err == nil && i != len(selected) {
		err = fmt.Errorf("%s: %d lines when selecting, %d when scored: the file changed", general.Name, i, len(selected))
	}
	if err != nil {
		return err
	}
	type line struct {
		d int
		s string
	}
	for b := range nb {
		if err := writers[b].Flush(); err != nil {
			return fmt.Errorf("mpeda: grouping documents: %w", err)
		}
		if _, err := files[b].Seek(0, io.SeekStart); err != nil {
			return fmt.Errorf("mpeda: grouping documents: %w", err)
		}
		sc := bufio.NewScanner(files[b])
		sc.Buffer(make([]byte, 64<<10), data.MaxLineBytes+16)
		var lines []line
		for sc.Scan() {
			t := sc.Text()
			tab := strings.IndexByte(t, '\t')
			d, _ := strconv.Atoi(t[:tab])
			lines = append(lines, line{d, t[tab+1:]})
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("mpeda: grouping documents: %w", err)
		}
		slices.SortStableFunc(lines, func(x, y line) int { return cmp.Compare(x.d, y.d) })
		for j, x := range lines {
			if j > 0 && x.d != lines[j-1].d {
				bw.WriteByte('\n')
			}
			bw.WriteString(x.s)
			bw.WriteByte('\n')
			st.Selected++
			st.SelectedTokens += int64(strings.Count(x.s, " ") + 1)
		}
		if len(lines) > 0 {
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}

// kmeansBlocks clusters blocks of opt.KMeansBlock consecutive sentences
// into documents on a goroutine of its own, one block at a time, while
// the next block is read: memory holds at most two blocks' vectors, and
// the time is linear in the corpus.
type kmeansBlocks struct {
	in    chan bags
	done  chan struct{}
	doc   []int32
	ndocs int
}

func newKMeansBlocks(opt Options) *kmeansBlocks {
	k := &kmeansBlocks{in: make(chan bags), done: make(chan struct{})}
	go func() {
		defer close(k.done)
		for b := range k.in {
			d, n := clusterDocs(&b, opt.DocSize, opt.KMeansIter, opt.Seed+uint64(k.ndocs))
			for _, x := range d {
				k.doc = append(k.doc, x+int32(k.ndocs))
			}
			k.ndocs += n
		}
	}()
	return k
}

func (k *kmeansBlocks) send(b bags) { k.in <- b }

// wait returns every sentence's document and the number of documents.
func (k *kmeansBlocks) wait() ([]int32, int) {
	close(k.in)
	<-k.done
	return k.doc, k.ndocs
}
