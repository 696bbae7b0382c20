package mpeda

import (
	"bufio"
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// Stats describe a Build.
type Stats struct {
	Select  SelectStats  `json:"select"`
	Extract ExtractStats `json:"extract"`
}

// Build runs the three steps of MPEDA: Select on the general corpus,
// Extract on the selected sub-corpus, and Pairs with opt.MinPos. The
// sub-corpus goes to opt.SubCorpus or to a temporary directory in
// opt.TempDir, removed at the end; either way it is written atomically.
func Build(ctx context.Context, domain, general Input, opt Options) ([]paraphrase.Pair, Stats, error) {
	opt = opt.WithDefaults()
	var st Stats
	path := opt.SubCorpus
	if path == "" {
		dir, err := data.MkdirTemp(opt.TempDir, "mpeda-sub-")
		if err != nil {
			return nil, st, err
		}
		defer data.TrackTemporary(dir)()
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "sub.txt")
	}
	err := data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		var err error
		st.Select, err = Select(ctx, domain, general, w, opt)
		return err
	})
	if err != nil {
		return nil, st, err
	}
	sub := Input{Name: path, Open: func() (io.ReadCloser, error) { return os.Open(path) }}
	if opt.SubCorpusIDs != "" {
		if err := writeDocIDs(opt.SubCorpusIDs, sub); err != nil {
			return nil, st, err
		}
	}
	cands, est, err := Extract(ctx, sub, opt)
	st.Extract = est
	if err != nil {
		return nil, st, err
	}
	return Pairs(cands, opt.MinPos), st, nil
}

// writeDocIDs writes the documents of sub (separated by empty lines) as
// lines DOC TAB TOKENS, documents numbered from 0: the input of the Beam
// pipeline, which does not keep the order of lines.
func writeDocIDs(path string, sub Input) error {
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		d, open := 0, false
		return eachLine(sub, func(l string, _ int) error {
			if l == "" {
				if open {
					d++
				}
				open = false
				return nil
			}
			open = true
			w.WriteString(strconv.Itoa(d))
			w.WriteByte('\t')
			w.WriteString(l)
			return w.WriteByte('\n')
		})
	})
}
