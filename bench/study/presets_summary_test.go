package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/eval"
)

// TestPresetsSummaryAsWritten: the held-out summary in eval/tuned.txt's
// header is the mean of each preset's heldout lines as written, as
// `parmesan list` shows it (eval.Tuned.HeldOutMeans), to the last digit.
func TestPresetsSummaryAsWritten(t *testing.T) {
	path := filepath.Join("..", "..", "eval", "tuned.txt")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	presets, err := eval.ParseTuned(strings.NewReader(string(b)), path)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range presets {
		tu, st, ok := p.HeldOutMeans()
		if !ok {
			continue
		}
		want := fmt.Sprintf("  %-12s tuned %.4f  start %.4f  (%d sets)", p.Name, tu, st, len(p.HeldOut))
		if !strings.Contains(string(b), "# "+want+"\n") {
			t.Errorf("%s: the header has no line %q", path, want)
		}
		wt, ws := writtenMeans(p)
		if wt != tu || ws != st {
			t.Errorf("%s: writtenMeans %v %v, HeldOutMeans %v %v", p.Name, wt, ws, tu, st)
		}
	}
}
