package pipeline

import (
	"os"
	"slices"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
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
// the Debian package installing it) or an embedded resource.
type Resource struct {
	Stage   string // lemma, paraphrase, grounding, agreement
	Name    string // what it is: hunspell, UD treebank, MyThes, FreeDict, WordNet, rules
	Path    string // the file looked for; "" for embedded resources and rules
	Package string // the Debian package installing Path; "" when none
	Present bool
	Note    string // how to obtain a missing resource that no package installs
}

// hunspellSpecs are the languages of lemma/hunspell.
var hunspellSpecs = []hunspell.Spec{de.Spec, pl.Spec, ru.Spec, ro.Spec, fr.Spec, es.Spec}

func present(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// LanguageResources lists, for a lemma language, the stages the
// Parmesan metric runs and what each reads, with whether it is there
// now: the analyzer's dictionary (and, for the hunspell languages, the
// UD treebank its tagger is trained on), the paraphrase source, the
// FreeDict dictionary grounding English sources, and agreement rules.
func LanguageResources(code string) []Resource {
	var out []Resource
	file := func(stage, name, path, pkg string) {
		out = append(out, Resource{Stage: stage, Name: name, Path: path, Package: pkg, Present: present(path)})
	}
	l, _ := lang.Lookup(code)
	switch i := slices.IndexFunc(hunspellSpecs, func(s hunspell.Spec) bool { return s.Code == code }); {
	case code == "en":
		out = append(out, Resource{Stage: "lemma", Name: "WordNet and tagger (embedded)", Present: true})
	case code == "cs":
		aff, _ := data.HunspellPaths(data.HunspellDir, lang.Czech.Locale)
		file("lemma", "hunspell", aff, "hunspell-cs")
	case i >= 0:
		s := hunspellSpecs[i]
		aff, _ := data.HunspellPaths(data.HunspellDir, s.Locale)
		file("lemma", "hunspell", aff, s.Package)
		r := Resource{Stage: "lemma", Name: "UD treebank " + s.Treebank + " (tagger training)", Note: "set " + data.UDEnv + " or put shared/ud beside the repository"}
		if p, err := data.UDFile(s.Treebank, s.Train); err == nil {
			r.Path, r.Present = p, true
		} else {
			r.Path = s.Treebank + "/" + s.Train
		}
		out = append(out, r)
	case !slices.Contains(lemma.Languages(), code):
		out = append(out, Resource{Stage: "lemma", Name: "no model: fallback " + fallback.New(l).Name() + ", parts of speech unknown", Present: true})
	}
	if code == "en" {
		out = append(out, Resource{Stage: "paraphrase", Name: "WordNet synonyms (embedded)", Present: true})
	} else if f, ok := data.MyThesFor(code); ok {
		file("paraphrase", "MyThes", f.Path(data.MyThesDir), f.Package)
	} else {
		out = append(out, Resource{Stage: "paraphrase", Name: "MyThes", Note: "Debian packages none; give a thesaurus or table (--sources)"})
	}
	if c := l.FreeDict; c != "" && code != "en" {
		name := "freedict-eng-" + c
		idx, _ := data.DictdPaths(data.DictdDir, name)
		file("grounding", "FreeDict eng-"+c, idx, "dict-"+name)
	}
	out = append(out, Resource{Stage: "agreement", Name: "rules", Present: slices.Contains(fix.Languages(), code)})
	return out
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
