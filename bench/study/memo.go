package main

import (
	"bufio"
	"encoding/gob"
	"os"
	"path/filepath"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/tune"
)

// memoEntry is what -memo keeps of a collected set.
type memoEntry struct {
	Version                 int
	Meteor, Lemma, Weighted *tune.Data
	MStart, LStart, WStart  tune.Point
	NoLemma, NoRewrite      string
	Cols                    map[string][][]float64
	CHRF, CHRFRw            *memoMetric
}

// memoVersion changes when memoEntry's content does (2: Meteor + lemma,
// and the weighted metric with the lemma module; 3: chrF's statistics on
// original and rewritten references), so that an older memo is
// recomputed, not read with fields missing.
const memoVersion = 3

// memoPath names a set's memo file; "" when -memo is off.
func (r *run) memoPath(dir string) string {
	if r.memo == "" {
		return ""
	}
	return filepath.Join(r.memo, strings.ReplaceAll(dir, "/", "_")+".gob")
}

// loadMemo fills c from its memo file, if there is one.
func (r *run) loadMemo(c *collected) bool {
	p := r.memoPath(c.es.dir)
	if p == "" {
		return false
	}
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	var e memoEntry
	if err := gob.NewDecoder(bufio.NewReader(f)).Decode(&e); err != nil {
		r.logf("%s: memo unreadable, recomputing: %v", p, err)
		return false
	}
	if e.Version != memoVersion {
		r.logf("%s: memo of version %d, not %d: recomputing", p, e.Version, memoVersion)
		return false
	}
	c.meteor, c.lemma, c.weighted, c.mStart, c.lStart, c.wStart, c.noLemma, c.noRewrite, c.cols = e.Meteor, e.Lemma, e.Weighted, e.MStart, e.LStart, e.WStart, e.NoLemma, e.NoRewrite, e.Cols
	if c.chrf, err = fromMemo(e.CHRF); err == nil {
		c.chrfRw, err = fromMemo(e.CHRFRw)
	}
	if err != nil || c.chrf == nil {
		r.logf("%s: memo without chrF statistics, recomputing: %v", p, err)
		return false
	}
	return true
}

// storeMemo writes c's memo file (atomically).
func (r *run) storeMemo(c *collected) error {
	p := r.memoPath(c.es.dir)
	if p == "" {
		return nil
	}
	if err := os.MkdirAll(r.memo, 0o755); err != nil {
		return err
	}
	return data.WriteFileAtomic(p, func(w *bufio.Writer) error {
		return gob.NewEncoder(w).Encode(memoEntry{memoVersion, c.meteor, c.lemma, c.weighted, c.mStart, c.lStart, c.wStart, c.noLemma, c.noRewrite, c.cols, toMemo(c.chrf), toMemo(c.chrfRw)})
	})
}
