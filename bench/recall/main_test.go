package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// testSet is a small set of distinct segments: every draw is eligible
// unless excluded.
func testSet(segs int) *set {
	s := &set{sys: []string{"A", "B"}, hyp: map[string][]string{}}
	for i := range segs {
		s.ref = append(s.ref, fmt.Sprintf("ref %d", i+1))
		s.src = append(s.src, fmt.Sprintf("src %d", i+1))
	}
	for _, name := range s.sys {
		for i := range segs {
			s.hyp[name] = append(s.hyp[name], fmt.Sprintf("%s hyp %d", name, i+1))
		}
	}
	return s
}

func TestPickExclude(t *testing.T) {
	s := testSet(10)
	plain, rej := pick(s, 7, 5, 60, nil)
	if len(plain) != 5 || rej["excluded"] != 0 {
		t.Fatalf("without -exclude: %d pairs, rejections %v", len(plain), rej)
	}
	// Exclude the first two segments the plain draw took: they must not
	// appear, and every draw that hit them is counted.
	ex := map[int]bool{plain[0].seg: true, plain[1].seg: true}
	got, rej := pick(s, 7, 5, 60, ex)
	if len(got) != 5 {
		t.Fatalf("with -exclude: %d pairs, want 5", len(got))
	}
	for _, p := range got {
		if ex[p.seg] {
			t.Errorf("segment %d drawn although excluded", p.seg)
		}
	}
	if rej["excluded"] < 2 {
		t.Errorf("rejections %v: want at least 2 counted as excluded", rej)
	}
	// Excluding all but five segments leaves exactly those five.
	ex = map[int]bool{}
	for seg := 1; seg <= 5; seg++ {
		ex[seg] = true
	}
	got, _ = pick(s, 7, 5, 60, ex)
	var segs []int
	for _, p := range got {
		segs = append(segs, p.seg)
	}
	slices.Sort(segs)
	if !slices.Equal(segs, []int{6, 7, 8, 9, 10}) {
		t.Errorf("drawn segments %v, want 6..10", segs)
	}
}

func TestParseExclude(t *testing.T) {
	m, err := parseExclude(" 3, 12,3", 20)
	if err != nil || len(m) != 2 || !m[3] || !m[12] {
		t.Errorf("parseExclude = %v, %v; want {3, 12}", m, err)
	}
	for _, bad := range []string{"0", "21", "x", "3,,4"} {
		if _, err := parseExclude(bad, 20); err == nil {
			t.Errorf("parseExclude(%q) accepted", bad)
		}
	}
	if m, err := parseExclude("", 20); err != nil || len(m) != 0 {
		t.Errorf("parseExclude(\"\") = %v, %v", m, err)
	}
}

func TestNewPosAfterLengthChange(t *testing.T) {
	us := []sub{
		{Pos: 1, Old: "board member", New: "member of the board"},
		{Pos: 6, Old: "big", New: "large"},
		{Pos: 0, Old: "ihm", New: "ihm"},
	}
	if got := newPos(us, 1); got != 8 {
		t.Errorf("after a two-word to four-word substitution: position %d, want 8", got)
	}
	if got := newPos(us, 2); got != 0 {
		t.Errorf("before it: position %d, want 0", got)
	}
}

func TestSamplePoolDistinct(t *testing.T) {
	// One substitution made by 40 systems on one segment, five made once.
	var keys []string
	for range 40 {
		keys = append(keys, "7\x00big\x00large")
	}
	for i := range 5 {
		keys = append(keys, fmt.Sprintf("%d\x00a\x00b", i+1))
	}
	for seed := uint64(1); seed <= 20; seed++ {
		got, groups, err := samplePool(keys, 6, seed, true)
		if err != nil || groups != 6 || len(got) != 6 {
			t.Fatalf("seed %d: %v, %d groups, %v", seed, got, groups, err)
		}
		seen := map[string]bool{}
		for _, i := range got {
			if seen[keys[i]] {
				t.Fatalf("seed %d: %q drawn twice: %v", seed, keys[i], got)
			}
			seen[keys[i]] = true
		}
	}
	if _, _, err := samplePool(keys, 7, 1, true); err == nil {
		t.Error("7 of 6 distinct substitutions accepted")
	}
	// Every instance of the shared substitution can be the one taken.
	took := map[int]bool{}
	for seed := uint64(1); seed <= 400; seed++ {
		got, _, _ := samplePool(keys, 6, seed, true)
		for _, i := range got {
			if i < 40 {
				took[i] = true
			}
		}
	}
	if len(took) < 30 {
		t.Errorf("only %d of the 40 instances ever taken", len(took))
	}
}

func TestSamplePoolDefault(t *testing.T) {
	// Without -distinct the sample is the first n of the seed's permutation
	// of the pool, as in rounds 1–8, whatever the keys.
	keys := make([]string, 50)
	for i := range keys {
		keys[i] = "same"
	}
	got, _, err := samplePool(keys, 10, 20262304, false)
	want := rand.New(rand.NewPCG(20262304, 0)).Perm(50)[:10]
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("default sample %v, %v; want %v", got, err, want)
	}
	if _, _, err := samplePool(keys, 51, 1, false); err == nil {
		t.Error("51 of 50 accepted")
	}
}
