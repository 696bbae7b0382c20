// Package stem provides the stemmers of Meteor's stem module, by Meteor
// language name (english, french, czech, …), in a registry that other
// packages may extend. Czech is the light stemmer of Dolamic and Savoy,
// which the reference scorer lacks.
//
// The Snowball stemmers come from github.com/blevesearch/snowballstem,
// which reproduces the reference's (2010) Java Snowball stemmers for
// English, French, Spanish, Italian, Danish, Swedish, Norwegian, Romanian,
// Turkish and Russian (spec §4.2). German is corrected here to the old
// algorithm (no "niss" → "nis" rule: ereignisse → ereigniss). Known
// remaining differences from the reference, rare on real text: Finnish
// -eiden/-iden, Portuguese "-ção", a few Dutch foreign words and
// Hungarian words with û.
//
// Stemmers are safe for concurrent use.
package stem

import (
	"errors"
	"fmt"
	"strings"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/danish"
	"github.com/blevesearch/snowballstem/dutch"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/finnish"
	"github.com/blevesearch/snowballstem/french"
	"github.com/blevesearch/snowballstem/german"
	"github.com/blevesearch/snowballstem/hungarian"
	"github.com/blevesearch/snowballstem/italian"
	"github.com/blevesearch/snowballstem/norwegian"
	"github.com/blevesearch/snowballstem/portuguese"
	"github.com/blevesearch/snowballstem/romanian"
	"github.com/blevesearch/snowballstem/russian"
	"github.com/blevesearch/snowballstem/spanish"
	"github.com/blevesearch/snowballstem/swedish"
	"github.com/blevesearch/snowballstem/turkish"

	"github.com/parmesan-mt/parmesan/internal/registry"
)

// Stemmer maps a (lower-cased) token to its stem.
type Stemmer interface {
	Stem(word string) string
}

// Func adapts a function to the Stemmer interface.
type Func func(string) string

// Stem implements Stemmer.
func (f Func) Stem(w string) string { return f(w) }

// ErrNoStemmer is wrapped by New for a language without a stemmer.
var ErrNoStemmer = errors.New("stem: no stemmer")

var reg = registry.New[func() Stemmer]("stem")

// Register makes a stemmer available under a Meteor language name; it is
// meant to be called from init and panics on a duplicate name.
func Register(language string, ctor func() Stemmer) { reg.Register(language, ctor) }

// Languages lists the languages with a stemmer, sorted.
func Languages() []string { return reg.Names() }

// New returns the stemmer of a language (Meteor's internal name).
func New(language string) (Stemmer, error) {
	c, ok := reg.Lookup(language)
	if !ok {
		return nil, fmt.Errorf("%w: No stemmer for language (%s) (known: %s)", ErrNoStemmer, language, strings.Join(Languages(), ", "))
	}
	return c(), nil
}

func snowball(fn func(*snowballstem.Env) bool) func() Stemmer {
	s := Func(func(w string) string {
		env := snowballstem.NewEnv(w)
		fn(env)
		return env.Current()
	})
	return func() Stemmer { return s }
}

func init() {
	for name, fn := range map[string]func(*snowballstem.Env) bool{
		"english": english.Stem, "french": french.Stem, "spanish": spanish.Stem,
		"russian": russian.Stem, "portuguese": portuguese.Stem, "danish": danish.Stem,
		"romanian": romanian.Stem, "hungarian": hungarian.Stem, "turkish": turkish.Stem,
		"finnish": finnish.Stem, "dutch": dutch.Stem, "italian": italian.Stem,
		"norwegian": norwegian.Stem, "swedish": swedish.Stem,
	} {
		Register(name, snowball(fn))
	}
	Register("czech", func() Stemmer { return Func(Czech) })
	g := snowball(german.Stem)()
	Register("german", func() Stemmer { return Func(func(w string) string { return oldGerman(g, w) }) })
}

// oldGerman undoes the newer Snowball German rule that deletes the s of
// "niss" after removing -e/-en/-es (ereignisse → ereignis); the
// reference's 2010 stemmer keeps it (ereigniss). Later steps cannot touch
// a stem ending in "nis"/"niss", so restoring the s is exact.
func oldGerman(g Stemmer, w string) string {
	s := g.Stem(w)
	for _, end := range []string{"nisse", "nissen", "nisses"} {
		if strings.HasSuffix(w, end) && s == w[:len(w)-len(end)]+"nis" {
			return s + "s"
		}
	}
	return s
}
