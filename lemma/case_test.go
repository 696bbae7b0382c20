package lemma

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMatchCase(t *testing.T) {
	for _, c := range []struct{ form, like, want string }{
		{"car", "AUTOMOBILE", "CAR"},
		{"car", "Automobile", "Car"},
		{"CAR", "automobile", "car"},
		{"mcDonald", "Abc", "Mcdonald"},
		{"car", "A", "Car"}, // one capital letter: capitalised, not all upper
		{"", "Abc", ""},     // used to panic
		{"car", "", "car"},
		{"car", "123", "car"},
		{"čtvrť", "Úřad", "Čtvrť"},
	} {
		t.Run(c.form+"/"+c.like, func(t *testing.T) {
			assert.Equal(t, c.want, MatchCase(c.form, c.like))
		})
	}
}

func TestMatchInitial(t *testing.T) {
	for _, c := range []struct{ form, like, want string }{
		{"Místo", "poloha", "místo"},
		{"místo", "Poloha", "Místo"},
		{"NATO", "aliance", "NATO"}, // an acronym keeps its case
		{"A", "x", "a"},
		{"iPhone", "Telefon", "IPhone"},
		{"", "x", ""},
		{"x", "", "x"},
		{"Praha", "Brno", "Praha"},
	} {
		t.Run(c.form+"/"+c.like, func(t *testing.T) {
			assert.Equal(t, c.want, MatchInitial(c.form, c.like))
		})
	}
}
