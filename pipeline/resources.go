package pipeline

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/cs"
	"github.com/parmesan-mt/parmesan/lemma/de"
	"github.com/parmesan-mt/parmesan/lemma/es"
	"github.com/parmesan-mt/parmesan/lemma/fallback"
	"github.com/parmesan-mt/parmesan/lemma/fr"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
	"github.com/parmesan-mt/parmesan/lemma/pl"
	"github.com/parmesan-mt/parmesan/lemma/ro"
	"github.com/parmesan-mt/parmesan/lemma/ru"
)

// Resource is one thing a stage of a language reads: a system file (with
// the Debian package installing it, found by data.FindHunspell,
// FindMyThes or FindDictd) or an embedded resource (a lemma model).
type Resource struct {
	Stage   string // lemma, paraphrase, grounding, agreement
	Name    string // what it is: hunspell, model, MyThes, FreeDict, WordNet, rules
	Path    string // the file looked for; "" for embedded resources and rules
	Package string // the Debian package installing Path; "" when none
	Present bool
	Note    string // how to obtain a missing resource (on Linux, the apt-get line)
	// Searched are the directories a missing system file was looked for
	// in (data.DictSearchDirs).
	Searched []string
}

// hunspellSpecs are the languages of lemma/hunspell.
var hunspellSpecs = []hunspell.Spec{de.Spec, pl.Spec, ru.Spec, ro.Spec, fr.Spec, es.Spec}

// LanguageResources lists, for a lemma language, the stages the
// Parmesan metric runs and what each reads, with whether it is there
// now: the analyzer's dictionary (and, for the hunspell languages, the
// embedded model of tables and taggers, with its hash, treebank and
// licence), the paraphrase source, the FreeDict dictionary grounding
// English sources, and agreement rules.
func LanguageResources(code string) []Resource {
	var out []Resource
	// found adds a system file looked for in the usual places: dir is
	// where find found it, file its name there.
	found := func(stage, name, file, pkg, dir string, err error) {
		r := Resource{Stage: stage, Name: name, Package: pkg, Path: filepath.Join(dir, file), Present: err == nil}
		if mf := (*data.MissingFileError)(nil); errors.As(err, &mf) {
			r.Path, r.Note, r.Searched = file, mf.Hint, mf.Searched
		}
		out = append(out, r)
	}
	l, _ := lang.Lookup(code)
	switch i := slices.IndexFunc(hunspellSpecs, func(s hunspell.Spec) bool { return s.Code == code }); {
	case code == "en":
		out = append(out, Resource{Stage: "lemma", Name: "WordNet and tagger (embedded)", Present: true})
	case code == "cs":
		dir, err := data.FindHunspell(lang.Czech.Locale, cs.Package)
		aff, _ := data.HunspellPaths("", lang.Czech.Locale)
		found("lemma", "hunspell", aff, cs.Package, dir, err)
	case i >= 0:
		s := hunspellSpecs[i]
		dir, err := data.FindHunspell(s.Locale, s.Package)
		aff, _ := data.HunspellPaths("", s.Locale)
		found("lemma", "hunspell", aff, s.Package, dir, err)
		out = append(out, modelResource(s, dir))
	case !slices.Contains(lemma.Languages(), code):
		out = append(out, Resource{Stage: "lemma", Name: "no model: fallback " + fallback.New(l).Name() + ", parts of speech unknown", Present: true})
	}
	if code == "en" {
		out = append(out, Resource{Stage: "paraphrase", Name: "WordNet synonyms (embedded)", Present: true})
		// The related source (optional: a default left out when absent).
		r := Resource{Stage: "paraphrase", Name: "WordNet relations (related source; optional)",
			Path: filepath.Join(WordNetDir, "data.noun"), Package: "wordnet-base", Present: true}
		if _, err := os.Stat(r.Path); err != nil {
			r.Present, r.Note = false, "apt-get install wordnet-base"
		}
		out = append(out, r)
		if name := PivotRelatedDict; name != "" { // the related source's FreeDict pivot
			dir, err := data.FindDictd(name)
			idx, _ := data.DictdPaths("", name)
			found("paraphrase", "FreeDict "+strings.TrimPrefix(name, "freedict-")+" pivot (related source; optional)", idx, "dict-"+name, dir, err)
		}
	} else if f, ok := data.MyThesFor(code); ok {
		dir, err := data.FindMyThes(f.File, f.Package)
		found("paraphrase", "MyThes", f.File, f.Package, dir, err)
		if hs := HomonymInputs(l); len(hs) > 0 {
			// The homonym check of the related and mined noun pairs
			// (optional: left out when absent); index.noun stands for
			// WordNet's noun files.
			r := Resource{Stage: "paraphrase", Name: "WordNet nouns (homonym check; optional)", Path: hs[0], Package: "wordnet-base", Present: true}
			if _, err := os.Stat(r.Path); err != nil {
				r.Present, r.Note = false, "apt-get install wordnet-base"
			}
			out = append(out, r)
		}
	} else {
		out = append(out, Resource{Stage: "paraphrase", Name: "MyThes", Note: "Debian packages none; give a thesaurus or table (--sources)"})
	}
	if c := l.FreeDict; c != "" && code != "en" {
		name := "freedict-eng-" + c
		dir, err := data.FindDictd(name)
		idx, _ := data.DictdPaths("", name)
		found("grounding", "FreeDict eng-"+c, idx, "dict-"+name, dir, err)
	}
	out = append(out, Resource{Stage: "agreement", Name: "rules", Present: slices.Contains(fix.Languages(), code)})
	return out
}

// modelResource describes a hunspell language's embedded model: its
// hash, the treebank it was learned from and the treebank's licence,
// and whether the dictionary in dir (when found) is the one it was
// trained with.
func modelResource(s hunspell.Spec, dir string) Resource {
	r := Resource{Stage: "lemma", Name: "model (embedded)"}
	info, _, err := hunspell.ReadModelInfo(s.Model, "lemma/"+s.Code+" model")
	if err != nil {
		r.Note = err.Error()
		return r
	}
	r.Name = fmt.Sprintf("model (embedded) model-%s#%s from %s/%s (%s), %s", s.Code, data.HashBytes(s.Model), info.Treebank, s.Train, info.Release, info.Licence)
	if dir != "" {
		aff, dic := data.HunspellPaths(dir, s.Locale)
		if h, err := data.HashFiles(aff, dic); err == nil && h != info.DictionaryHash() {
			r.Name += fmt.Sprintf("; trained with %s#%s, the installed one is #%s (analyses may differ)", s.Locale, info.DictionaryHash(), h)
		}
	}
	r.Present = true
	return r
}

// ResourceLanguages are the languages LanguageResources describes: those
// of the lemma registry, then the others of package lang (analysed by
// lemma/fallback).
func ResourceLanguages() []string {
	out := lemma.Languages()
	for _, c := range lang.Codes() {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
