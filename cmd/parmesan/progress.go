package main

import (
	"fmt"
	"io"
	"os"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
)

// openInput opens a possibly gzip-compressed input file; when stderr is a
// terminal and the file is large, a progress bar on stderr follows the
// bytes read. The returned close function also finishes the bar.
func openInput(c *cli.Context, path, what string) (io.Reader, func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	var r io.Reader = f
	var bar *progressbar.ProgressBar
	if st, err := f.Stat(); err == nil && st.Size() > 8<<20 && isTerminal(c.App.ErrWriter) {
		bar = progressbar.NewOptions64(st.Size(), progressbar.OptionSetWriter(c.App.ErrWriter),
			progressbar.OptionSetDescription(what), progressbar.OptionShowBytes(true),
			progressbar.OptionThrottle(100e6), progressbar.OptionClearOnFinish())
		pr := progressbar.NewReader(f, bar)
		r = &pr
	}
	zr, err := data.MaybeGzip(r)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return zr, func() {
		if bar != nil {
			bar.Finish()
		}
		f.Close()
	}, nil
}

// stagedBar is a progress bar in stages, each counting its own units under
// its own description (the references prepared, then the segments scored),
// so that the count says what it counts.
type stagedBar struct {
	w    io.Writer
	bar  *progressbar.ProgressBar
	base int // units done in earlier calls of the same stage
}

// stage finishes the current stage and starts one of total units.
func (s *stagedBar) stage(desc string, total int) {
	s.finish()
	s.base = 0
	s.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(s.w),
		progressbar.OptionSetDescription(desc), progressbar.OptionThrottle(100e6),
		progressbar.OptionClearOnFinish(), progressbar.OptionShowCount())
}

// set is the evaluator's progress callback: done units of the current call.
func (s *stagedBar) set(done int) { s.bar.Set(s.base + done) }

func (s *stagedBar) finish() {
	if s.bar != nil {
		s.bar.Finish()
	}
}
