package mpeda

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// randomText is n lines of 8-20 words drawn from a Zipf-like vocabulary.
func randomText(r *rand.Rand, n int) string {
	var b strings.Builder
	for range n {
		k := 8 + r.IntN(13)
		for j := range k {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "w%d", r.IntN(1+r.IntN(5000)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// files counts the regular files under dir whose directory's name starts
// with prefix.
func files(dir, prefix string) int {
	n := 0
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && strings.HasPrefix(filepath.Base(filepath.Dir(p)), prefix) {
			n++
		}
		return nil
	})
	return n
}

// Issue #38, defect 5: a cancelled Build stops spilling at once and
// leaves nothing in TempDir. With a budget of 1 byte every count spills a
// run; before, the spilling goroutines ignored the context (pool.Ordered
// only stopped handing out blocks), so a cancelled build went on writing
// thousands of files a second for minutes.
func TestBuildCancelledWhileSpilling(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	dom := StringInput("dom", randomText(r, 300))
	gen := StringInput("gen", randomText(r, 20000))
	tmp := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		err error
		at  time.Time
	}
	done := make(chan result, 1)
	go func() {
		_, _, err := Build(ctx, dom, gen, Options{Mem: 1, TempDir: tmp, Workers: 2})
		done <- result{err, time.Now()}
	}()
	deadline := time.Now().Add(60 * time.Second)
	// Runs of Extract's counts (Select's own stop between blocks).
	for files(tmp, "mpeda-parmesan-") < 20 {
		select {
		case res := <-done:
			t.Fatalf("Build ended before spilling 20 runs: %v", res.err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("no spilled runs after 60 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
	cancelled := time.Now()
	cancel()
	select {
	case res := <-done:
		if !errors.Is(res.err, context.Canceled) {
			t.Errorf("Build: %v, want context.Canceled", res.err)
		}
		if d := res.at.Sub(cancelled); d > 2*time.Second {
			t.Errorf("Build returned %v after the cancel, want within 2 s", d)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Build still running 20 s after the cancel")
	}
	if n := files(tmp, ""); n != 0 {
		t.Errorf("%d files left in TempDir", n)
	}
}
