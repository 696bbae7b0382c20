package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/bench/internal/items"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
)

// TestMatch matches made-up items against made-up substitutions, the
// sides split on white space.
func TestMatch(t *testing.T) {
	m := matcher{tok: strings.Fields}
	ref := "the upper one and the upper two"
	cases := []struct {
		item string
		subs []sub
		want string
	}{
		{"Tenhle → tento", []sub{{Old: "tenhle", New: "tento"}}, "hit"},
		{"spojil (se s nimi) → kontaktoval (je)", []sub{{Old: "spojil", New: "kontaktoval"}}, "hit"},
		{"We have → we 've", []sub{{Pos: 1, Old: "have", New: "'ve"}}, "hit"},
		{"mě překvapilo → byl jsem … ohromen", []sub{{Old: "mě překvapilo", New: "byl jsem ohromen"}}, "hit"},
		{"former president → ex president", []sub{{Old: "former", New: "ex"}}, "hit"},
		{"former president → ex-president", []sub{{Old: "former", New: "ex"}}, "-"}, // one token here: "ex" not in it
		{"US → us", nil, "hit"},
		{"a → b", []sub{{Old: "c", New: "d"}}, "-"},
		{"a → b", []sub{{Old: "a", New: "c"}}, "-"},
		{"a x → b y", []sub{{Old: "a", New: "b"}}, "part"},
		{"Feuerbach's → the Feuerbach", []sub{{Old: "Feuerbach's DITIB community", New: "the Feuerbach Ditib community"}}, "hit"},
		{"upper → top (2nd)", []sub{{Pos: 1, Old: "upper", New: "top"}}, "-"},
		{"upper → top (2nd)", []sub{{Pos: 5, Old: "upper", New: "top"}}, "hit"},
		{"upper → top (1st)", []sub{{Pos: 1, Old: "upper", New: "top"}}, "hit"},
		{"no arrow", []sub{{Old: "no", New: "arrow"}}, "-"},
	}
	for _, c := range cases {
		if got := m.match(items.Item{Text: c.item}, ref, c.subs, nil); got.status != c.want {
			t.Errorf("%q with %v: %s (%s), want %s", c.item, c.subs, got.status, got.by, c.want)
		}
	}
}

// TestMatchAllUnlisted: a substitution no item of its pair uses is
// unlisted; one an item uses (also as a part) is not.
func TestMatchAllUnlisted(t *testing.T) {
	m := matcher{tok: strings.Fields}
	dr := devRound{r: items.Round{Name: "9"}, pairs: []devPair{{k: 1, sys: "S", ref: "x a y c"}, {k: 2, sys: "T", ref: "p"}},
		items: []items.Item{{K: 1, System: "S", Text: "a y → b z"}}}
	run := runResult{"9": {{{Pos: 1, Old: "a", New: "b"}, {Pos: 3, Old: "c", New: "d"}}, {{Old: "p", New: "q"}}}}
	res := m.matchAll([]devRound{dr}, run)
	if got := res.out["9"][0].status; got != "part" {
		t.Errorf("item: %s, want part", got)
	}
	if len(res.unlisted) != 2 || !strings.Contains(res.unlisted[0], "c→d") || !strings.Contains(res.unlisted[1], "p→q") {
		t.Errorf("unlisted = %q, want c→d and p→q", res.unlisted)
	}
}

// TestMatchAllOccurrences: an item with an occurrence mark reports the
// substitution it used by its index among all the pair's substitutions
// (round 7's "(3rd)" item was listed as unlisted too), and an item
// listed twice without marks needs two substitutions (round 7's Czech
// "nepamatuji → nepamatuju" twice, one made).
func TestMatchAllOccurrences(t *testing.T) {
	m := matcher{tok: strings.Fields}
	dr := devRound{r: items.Round{Name: "9"}, pairs: []devPair{{k: 1, sys: "S", ref: "a x a y a"}, {k: 2, sys: "T", ref: "b z b"}},
		items: []items.Item{{K: 1, Text: "a → c (3rd)"}, {K: 2, Text: "b → d"}, {K: 2, Text: "b → d"}}}
	run := runResult{"9": {
		{{Pos: 1, Old: "x", New: "w"}, {Pos: 4, Old: "a", New: "c"}},
		{{Pos: 0, Old: "b", New: "d"}},
	}}
	res := m.matchAll([]devRound{dr}, run)
	if got := res.out["9"][0].status; got != "hit" {
		t.Errorf("(3rd) item: %s, want hit", got)
	}
	if len(res.unlisted) != 1 || !strings.Contains(res.unlisted[0], "x→w") {
		t.Errorf("unlisted = %q, want x→w alone", res.unlisted)
	}
	if a, b := res.out["9"][1].status, res.out["9"][2].status; a != "hit" || b != "-" {
		t.Errorf("twice-listed item: %s and %s, want hit and -", a, b)
	}
}

// TestFaithful: with the build each round was judged with (0.7.0 =
// /tmp/pm-rv2; round 4's English build made the same logs), the matcher
// reproduces the round's committed hit columns item by item. Skipped
// without the binary or the shared WMT23 sets, and under -short.
func TestFaithful(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the judged build on six rounds' pairs (-short)")
	}
	bin := os.Getenv("RECALL_JUDGED_BIN")
	if bin == "" {
		bin = "/tmp/pm-rv2"
	}
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("no judged build %s (set RECALL_JUDGED_BIN to 0.7.0's parmesan)", bin)
	}
	shared := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general")
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("no shared WMT23 sets at %s", shared)
	}
	cases := []struct {
		code, round, column string
		source              bool
	}{
		{"cs", "5", "v070", false}, {"cs", "5", "v070-src", true},
		{"en", "5", "v070", false}, {"en", "5", "v070-src", true},
		{"en", "4", "final", false}, {"en", "4", "final-src", true},
	}
	for _, c := range cases {
		src := map[string]string{"cs": "en", "en": "de"}[c.code]
		rounds, err := loadRounds(filepath.Join("..", "..", "docs"), filepath.Join(shared, "generaltest2023."+src+"-"+c.code), c.code, c.round)
		if err != nil {
			t.Fatal(err)
		}
		run, err := runBin(bin, c.code, src, c.source, rounds)
		if err != nil {
			t.Fatal(err)
		}
		_, tok, err := align.Meteor(c.code)
		if err != nil {
			t.Fatal(err)
		}
		res := matcher{tok: tok}.matchAll(rounds, run)
		n := 0
		for i, it := range rounds[0].items {
			want := it.Builds[c.column]
			if want == "" {
				t.Fatalf("%s: no column %s", it.Where, c.column)
			}
			n++
			if got := res.out[c.round][i]; got.status != want {
				t.Errorf("%s %s: %q: matched %s (%s), committed %s", c.column, it.Where, it.Text, got.status, got.by, want)
			}
		}
		if n < 50 {
			t.Errorf("round %s %s: %d items, want the whole list", c.round, c.code, n)
		}
	}
}
