package main

import (
	"fmt"
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
