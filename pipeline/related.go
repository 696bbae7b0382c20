package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// WordNetDir is where the English related source reads WordNet's data
// files (Debian wordnet-base).
var WordNetDir = "/usr/share/wordnet"

// ErrNoRelated is wrapped by New for a related source the language has
// no resource for.
var ErrNoRelated = fmt.Errorf("%w: no related source", ErrNoThesaurus)

// relatedLangs are the languages with a related source (SourceRelated):
// English (WordNet's relations short of synonymy) and the languages
// whose thesaurus a sense guard filters (the pairs it removes).
func relatedLangs(l lang.Language) bool {
	return l == lang.English || l.IsZero() || slices.Contains(senseGuardDicts, l)
}

// loadedMyThes is the system thesaurus as loadMyThes returned it.
type loadedMyThes struct {
	index *paraphrase.Index
	used  []ResourceUse
}

// loadRelated returns the language's related lexicon (paraphrase
// .SourceRelated, slot-only evidence) and what it read for the
// signature; found is false when a resource it needs is not installed
// (the error then says which).
//   - English: one-word lemmas of WordNet synsets joined by similar-to
//     (adjectives) or a direct hypernym (nouns, verbs), read from
//     WordNetDir (paraphrase.FromWordNetRelations).
//   - Czech: the MyThes pairs the sense guard removes
//     (paraphrase.SlotOnlyRest); none with Config.NoSenseGuard, which
//     keeps them all as thesaurus pairs.
func loadRelated(cfg Config, sysTh *loadedMyThes) (lex rewrite.Lexicon, used []ResourceUse, found bool, err error) {
	if cfg.Lang == lang.English || cfg.Lang.IsZero() {
		for _, f := range paraphrase.WordNetDataFiles {
			if _, err := os.Stat(filepath.Join(WordNetDir, f)); err != nil {
				return nil, nil, false, fmt.Errorf("%w: WordNet's %s is missing (apt-get install wordnet-base): %v", ErrNoRelated, f, err)
			}
		}
		x, err := paraphrase.WordNetRelatedIndex(WordNetDir, paraphrase.DefaultRelated)
		if err != nil {
			return nil, nil, false, err
		}
		var files []string
		for _, f := range paraphrase.WordNetDataFiles {
			files = append(files, filepath.Join(WordNetDir, f))
		}
		h, err := data.HashFiles(files...)
		if err != nil {
			return nil, nil, false, err
		}
		return x, []ResourceUse{{"related-wordnet", h}}, true, nil
	}
	if !slices.Contains(senseGuardDicts, cfg.Lang) {
		return nil, nil, false, fmt.Errorf("%w for %s (related: en, cs)", ErrNoRelated, cfg.Lang.Code)
	}
	if cfg.NoSenseGuard {
		return nil, nil, true, nil
	}
	if sysTh == nil {
		th, u, err := loadMyThes(cfg, "")
		if err != nil {
			return nil, nil, false, err
		}
		sysTh = &loadedMyThes{th, u}
	}
	guarded, u := sysTh.index, sysTh.used
	if len(u) < 2 { // the dictionary is not installed: nothing was removed
		return nil, nil, false, fmt.Errorf("%w: the %s sense guard's dictionary %s is not installed", ErrNoRelated, cfg.Lang.Code, DictionaryName(lang.English, cfg.Lang))
	}
	all, _, err := loadMyThes(Config{Lang: cfg.Lang, MyThesDir: cfg.MyThesDir, NoSenseGuard: true}, "")
	if err != nil {
		return nil, nil, false, err
	}
	// related-mythes-cs_CZ#…: the thesaurus minus what the named sense
	// dictionary keeps.
	return paraphrase.SlotOnlyRest{All: all, Kept: guarded}, []ResourceUse{{"related-" + u[1].Name, u[1].Hash}}, true, nil
}
