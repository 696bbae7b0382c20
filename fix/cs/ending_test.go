package cs

import "testing"

func TestNearestEnding(t *testing.T) {
	for _, c := range []struct {
		forms []string
		like  string
		want  string
		ok    bool
	}{
		{[]string{"průmyslu", "průmysle"}, "oboru", "průmyslu", true},
		{[]string{"průmyslu", "průmysle"}, "OBORU", "průmyslu", true}, // like is compared lower-case
		{[]string{"Průmyslu", "průmysle"}, "oboru", "průmyslu", true}, // forms too
		{[]string{"průmyslu", "PRŮMYSLU"}, "oboru", "průmyslu", true}, // one form, twice
		{[]string{"průmyslu", "průmysle"}, "obora", "", false},        // no shared ending: a tie at 0
		{[]string{"hradu", "stromu"}, "oboru", "", false},             // a tie at 1
		{nil, "oboru", "", false},
	} {
		got, ok := nearestEnding(c.forms, c.like)
		if got != c.want && c.ok || ok != c.ok {
			t.Errorf("nearestEnding(%q, %q) = %q, %v; want %q, %v", c.forms, c.like, got, ok, c.want, c.ok)
		}
	}
}
