package mpeda

import (
	"bufio"
	"context"
	"io"
	"os"

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
// sub-corpus goes to opt.SubCorpus (written atomically) or to a temporary
// file in opt.TempDir.
func Build(ctx context.Context, domain, general Input, opt Options) ([]paraphrase.Pair, Stats, error) {
	opt = opt.withDefaults()
	var st Stats
	var path string
	write := func(w *bufio.Writer) error {
		var err error
		st.Select, err = Select(ctx, domain, general, w, opt)
		return err
	}
	if opt.SubCorpus != "" {
		path = opt.SubCorpus
		if err := data.WriteFileAtomic(path, write); err != nil {
			return nil, st, err
		}
	} else {
		f, err := os.CreateTemp(opt.TempDir, "mpeda-sub-*")
		if err != nil {
			return nil, st, err
		}
		path = f.Name()
		defer data.TrackTemporary(path)()
		defer os.Remove(path)
		w := bufio.NewWriterSize(f, 1<<20)
		err = write(w)
		if err == nil {
			err = w.Flush()
		}
		if e := f.Close(); err == nil {
			err = e
		}
		if err != nil {
			return nil, st, err
		}
	}
	sub := Input{Name: path, Open: func() (io.ReadCloser, error) { return os.Open(path) }}
	cands, est, err := Extract(ctx, sub, opt)
	st.Extract = est
	if err != nil {
		return nil, st, err
	}
	return Pairs(cands, opt.MinPos), st, nil
}
