package pipeline

import (
	"errors"
	"fmt"
	"github.com/parmesan-mt/parmesan/data"
	"os"
	"slices"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// WordNetDir is where the English related source reads WordNet's data
// files: data.WordNetDir (Debian wordnet-base); a variable so that tests
// can point it elsewhere.
var WordNetDir = data.WordNetDir

// ErrNoRelated is wrapped by New for a related source the language has
// no resource for.
var ErrNoRelated = fmt.Errorf("%w: no related source", ErrNoThesaurus)

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
//     WordNetDir (paraphrase.FromWordNetRelations); and, with FreeDict
//     deu-eng installed, the words two of its German head words give
//     (loadPivotRelated, paraphrase.PivotRelated).
//   - Czech: the MyThes pairs the sense guard removes
//     (paraphrase.SlotOnlyRest); none with Config.NoSenseGuard, which
//     keeps them all as thesaurus pairs.
func loadRelated(cfg Config, sysTh *loadedMyThes) (lex rewrite.Lexicon, used []ResourceUse, found bool, err error) {
	if cfg.Lang == lang.English || cfg.Lang.IsZero() {
		files := paraphrase.WordNetFiles(WordNetDir)
		for k, f := range files {
			if _, err := os.Stat(f); err != nil {
				return nil, nil, false, fmt.Errorf("%w: WordNet's %s is missing (apt-get install wordnet-base): %v", ErrNoRelated, paraphrase.WordNetDataFiles[k], err)
			}
		}
		x, err := paraphrase.WordNetRelatedIndex(WordNetDir, paraphrase.DefaultRelated)
		if err != nil {
			return nil, nil, false, err
		}
		used := []ResourceUse{{"related-wordnet", x.Hash()}}
		pv, u, err := loadPivotRelated(cfg)
		if err != nil {
			return nil, nil, false, err
		}
		if pv == nil {
			return x, used, true, nil
		}
		return lexicons{x, pv}, append(used, u...), true, nil
	}
	if !slices.Contains(senseGuardDicts, cfg.Lang) {
		return nil, nil, false, fmt.Errorf("%w for %s (related: en, cs)", ErrNoRelated, cfg.Lang.Code)
	}
	if cfg.NoSenseGuard {
		return nil, nil, true, nil
	}
	// The thesaurus source, loaded before (sysTh), already answers for
	// the pairs the guard keeps; loaded here, the rest must answer too.
	var kept paraphrase.PairLexicon
	if sysTh == nil {
		th, u, err := loadMyThes(cfg, "")
		if err != nil {
			return nil, nil, false, err
		}
		sysTh, kept = &loadedMyThes{th, u}, th
	}
	u := sysTh.used
	if len(u) < 2 { // the dictionary is not installed: nothing was removed
		return nil, nil, false, fmt.Errorf("%w: the %s sense guard's dictionary %s is not installed", ErrNoRelated, cfg.Lang.Code, DictionaryName(lang.English, cfg.Lang))
	}
	all, _, err := loadMyThes(Config{Lang: cfg.Lang, MyThesDir: cfg.MyThesDir, NoSenseGuard: true}, "")
	if err != nil {
		return nil, nil, false, err
	}
	// related-mythes-cs_CZ#…: the thesaurus minus what the named sense
	// dictionary keeps.
	used = []ResourceUse{{"related-" + u[1].Name, u[1].Hash}}
	if kept != nil {
		// No thesaurus source names the sense dictionary that split
		// the pairs: this one does.
		used = append([]ResourceUse{u[0]}, used...)
	}
	return paraphrase.SlotOnlyRest{All: all, Kept: kept}, used, true, nil
}

// PivotRelatedDict is the dictionary the English related source reads
// backwards (paraphrase.PivotRelated): FreeDict German–English, Debian's
// dict-freedict-deu-eng. "" turns the pivot off.
var PivotRelatedDict = "freedict-deu-eng"

// PivotRelatedMinShared is the number of German head words that must
// translate to both words of an English pivot pair.
var PivotRelatedMinShared = 2

// PivotRelatedPolysemy is paraphrase.PivotRelated.Polysemy of the
// English pivot: the shared head words must be at least a tenth of the
// more polysemous word's.
var PivotRelatedPolysemy = 10

// loadPivotRelated returns the English pivot pairs
// (paraphrase.PivotRelated over PivotRelatedDict, Config.DictDir or
// where data.FindDictd finds it) and what it read; the dictionary is
// read backwards once and cached (paraphrase.PivotSensesCached: a later
// process reads a 2 MB entry, not the 29 MB dictionary); nil when the
// dictionary is not installed: the related source is then WordNet's
// alone, and the signature says so. The signature names it
// related-freedict-deu-eng-2/10 (two shared heads, polysemy 10; no ">",
// which an HTML report would escape).
func loadPivotRelated(cfg Config) (rewrite.Lexicon, []ResourceUse, error) {
	name := PivotRelatedDict
	if name == "" {
		return nil, nil, nil
	}
	dir := cfg.DictDir
	if dir == "" {
		dir, _ = data.FindDictd(name)
	}
	ip, dp := data.DictdPaths(dir, name)
	if dir == "" {
		return nil, nil, nil
	}
	_, ierr := os.Stat(ip)
	_, derr := os.Stat(dp)
	if ierr != nil && derr != nil {
		return nil, nil, nil // not installed
	}
	if ierr != nil || derr != nil {
		// Half a dictionary is a broken installation, not an absent
		// one: say so rather than rewrite without the tier.
		return nil, nil, fmt.Errorf("parmesan: related pivot %s: %s and %s must both be installed (Debian package dict-freedict-deu-eng): %w", name, ip, dp, errors.Join(ierr, derr))
	}
	senses, hash, err := paraphrase.PivotSensesCached(ip, dp)
	if err != nil {
		return nil, nil, fmt.Errorf("parmesan: related pivot %s: %w", name, err)
	}
	lex := paraphrase.PivotRelated{Senses: senses, MinShared: PivotRelatedMinShared, Polysemy: PivotRelatedPolysemy}
	return lex, []ResourceUse{{fmt.Sprintf("related-%s-%d/%d", name, PivotRelatedMinShared, PivotRelatedPolysemy), hash}}, nil
}
