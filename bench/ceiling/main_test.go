package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestWilsonMatchesRecall(t *testing.T) {
	// Rows printed by `go run ./recall wilson K N` (bench/recall).
	for _, c := range []struct {
		k, n   int
		lo, hi string
	}{
		{132, 234, "50.0", "62.6"},
		{151, 335, "39.8", "50.4"},
		{283, 569, "45.6", "53.8"},
		{0, 10, "0.0", "27.8"},
		{24, 56, "30.8", "55.9"},
	} {
		t.Run(fmt.Sprintf("%d/%d", c.k, c.n), func(t *testing.T) {
			lo, hi := wilsonPct(c.k, c.n)
			if got := fmt.Sprintf("%.1f", lo); got != c.lo {
				t.Errorf("lo = %s, want %s", got, c.lo)
			}
			if got := fmt.Sprintf("%.1f", hi); got != c.hi {
				t.Errorf("hi = %s, want %s", got, c.hi)
			}
		})
	}
}

func TestCleanTargets(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"to set up", []string{"set up"}},
		{"[fin] kurz <n>", []string{"kurz"}},
		{"smát se", []string{"smát"}},
		{"zprostit viny, osvobodit", []string{"zprostit viny", "osvobodit"}},
		{"{see also} foo", nil},
		{"\"quoted\"", nil},
		{"dům (budova)", []string{"dům"}},
		{"[unclosed", nil},
	} {
		t.Run(c.in, func(t *testing.T) {
			if got := cleanTargets(c.in); !slices.Equal(got, c.want) {
				t.Errorf("cleanTargets(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestFind(t *testing.T) {
	sent := strings.Fields("byl jsem z toho velmi ohromen a byl jsem rád")
	for _, c := range []struct {
		ws   string
		want []int
	}{
		{"byl jsem", []int{0, 1}},            // contiguous, first occurrence
		{"byl jsem ohromen", []int{0, 1, 5}}, // word by word in order
		{"rád", []int{9}},                    // last word
		{"ohromen byl rád", []int{5, 7, 9}},  // in order only
		{"rád ohromen", nil},                 // out of order
		{"překvapen", nil},                   // absent
	} {
		t.Run(c.ws, func(t *testing.T) {
			if got := find(sent, strings.Fields(c.ws)); !slices.Equal(got, c.want) {
				t.Errorf("find(%q) = %v, want %v", c.ws, got, c.want)
			}
		})
	}
}

func TestReadEvidence(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "ev.tsv")
	body := "a\tb\tpos\tobservations\tsegments\tsystem_pairs\tsystems_a\tsystems_b\tsame_pos\tmorph\tfunction\tphrase\tgrounded\tagreed\n" +
		"auto\tvůz\tNOUN\t5\t3\t4\t2\t3\t5\t5\tfalse\tfalse\t0\t0\n" +
		"zprostil viny\tosvobodil\t\t1\t1\t1\t1\t1\t0\t0\tfalse\ttrue\t0\t0\n"
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	var got []rawPair
	if err := readEvidence(p, func(r rawPair) { got = append(got, r) }); err != nil {
		t.Fatal(err)
	}
	want := []rawPair{{"auto", "vůz", 3, 4, 2, false}, {"zprostil viny", "osvobodil", 1, 1, 1, true}}
	if !slices.Equal(got, want) {
		t.Fatalf("readEvidence = %+v, want %+v", got, want)
	}
	if got[0].weak() || !got[1].weak() {
		t.Errorf("weak: %v %v, want false true", got[0].weak(), got[1].weak())
	}
	if err := os.WriteFile(p, []byte(body+"x\ty\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := readEvidence(p, func(rawPair) {}); err == nil || !strings.Contains(err.Error(), "ev.tsv:4: want 14 columns") {
		t.Errorf("short line: err = %v", err)
	}
}

func TestPairKeyUnordered(t *testing.T) {
	if pk("b", "a") != pk("a", "b") || pk("a", "b") == pk("a", "c") {
		t.Error("pk is not an unordered pair key")
	}
}

func TestCommon(t *testing.T) {
	for _, c := range []struct {
		xs, ys []int32
		want   int
	}{
		{nil, []int32{1}, 0},
		{[]int32{1, 2, 3}, []int32{2, 3, 4}, 2},
		{[]int32{1, 5, 9}, []int32{2, 6, 10}, 0},
		{[]int32{0, 1, 2}, []int32{0, 1, 2}, 3},
		{[]int32{7}, []int32{1, 3, 7, 9}, 1},
	} {
		if got := common(c.xs, c.ys); got != c.want {
			t.Errorf("common(%v, %v) = %d, want %d", c.xs, c.ys, got, c.want)
		}
	}
}

func TestPivotDoneSortsAndDedupes(t *testing.T) {
	pb := &pivotBuilder{pv: &pivot{m: map[string][]int32{"x": {5, 3, 5, 1, 3}}}, heads: map[string]int32{}}
	if got := pb.done().m["x"]; !slices.Equal(got, []int32{1, 3, 5}) {
		t.Errorf("done: %v, want [1 3 5]", got)
	}
}
