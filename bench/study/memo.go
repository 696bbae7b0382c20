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
	Meteor, Weighted *tune.Data
	MStart, WStart   tune.Point
	NoRewrite        string
	Cols             map[string][][]float64
}

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
	c.meteor, c.weighted, c.mStart, c.wStart, c.noRewrite, c.cols = e.Meteor, e.Weighted, e.MStart, e.WStart, e.NoRewrite, e.Cols
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
		return gob.NewEncoder(w).Encode(memoEntry{c.meteor, c.weighted, c.mStart, c.wStart, c.noRewrite, c.cols})
	})
}
