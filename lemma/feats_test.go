package lemma

import (
	"strings"
	"testing"
)

// TestFeatsString pins the CoNLL-U rendering: names sorted
// case-insensitively (as strings.ToLower orders them), "_" when empty.
func TestFeatsString(t *testing.T) {
	for _, tc := range []struct {
		name  string
		feats Feats
		want  string
	}{
		{"nil", nil, "_"},
		{"empty", Feats{}, "_"},
		{"one", Feats{"Case": "Nom"}, "Case=Nom"},
		{"sorted", Feats{"Number": "Sing", "Case": "Gen", "Gender": "Fem", "Animacy": "Anim"}, "Animacy=Anim|Case=Gen|Gender=Fem|Number=Sing"},
		{"case-insensitive", Feats{"b": "1", "A": "2", "C": "3"}, "A=2|b=1|C=3"},
		{"prefix first", Feats{"NumType": "Card", "Num": "x", "Number": "Plur"}, "Num=x|Number=Plur|NumType=Card"},
		{"layered", Feats{"Number[psor]": "Sing", "Number": "Plur", "Poss": "Yes"}, "Number=Plur|Number[psor]=Sing|Poss=Yes"},
		{"non-ASCII", Feats{"Ž": "1", "z": "2", "Ä": "3"}, "z=2|Ä=3|Ž=1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.feats.String(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCompareFold checks compareFold against comparing strings.ToLower
// forms on every pair of a small alphabet's strings.
func TestCompareFold(t *testing.T) {
	alpha := []string{"", "a", "A", "b", "Z", "[", "_", "é", "É", "ž"}
	var words []string
	for _, x := range alpha {
		for _, y := range alpha {
			words = append(words, x+y)
		}
	}
	sign := func(x int) int { return min(max(x, -1), 1) }
	for _, a := range words {
		for _, b := range words {
			want := strings.Compare(strings.ToLower(a), strings.ToLower(b))
			if got := sign(compareFold(a, b)); got != want {
				t.Fatalf("compareFold(%q, %q) = %d, want %d", a, b, got, want)
			}
		}
	}
}
