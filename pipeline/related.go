package pipeline

import (
	"errors"
	"fmt"
	"github.com/parmesan-mt/parmesan/data"
	"os"
	"path/filepath"
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

// homonymWeak are the sources whose noun pairs homonymGuard checks: the
// related tier (the MyThes pairs the sense guard removes) and the mined
// table (one-word and slot tiers). A pair any other source holds (the
// guarded thesaurus, a table given with --sources) is not checked.
const homonymWeak = paraphrase.SourceRelated | paraphrase.SourceMulti | paraphrase.SourceMultiSlot

// homonymGuard refuses the noun pairs whose only evidence is homonymWeak
// when their words translate different senses of one English homonym
// (paraphrase.HomonymCheck.Split: obchod/dohoda, both "deal";
// vrácení/návrat, both "return"). Issue #34: the harmful substitutions
// of the related tier and of the mined table were a homonym's wrong
// sense, which the MT systems' output (the mined table's corpus, the
// hypothesis) repeats. It is a pointer so that the rewriter can tell it
// apart (rewrite's sameLexicon).
type homonymGuard struct {
	lex   rewrite.Lexicon
	check *paraphrase.HomonymCheck
}

// Lookup implements rewrite.Lexicon: without a part of speech nothing is
// checked.
func (g *homonymGuard) Lookup(a, b string) (paraphrase.Source, bool) { return g.LookupPOS(a, b, "") }

// LookupPOS implements rewrite.POSLexicon. It keeps its own check of
// the pair asked (the lemmas, when a caller asks with lemmas) so that a
// caller that does not ask Vetoes still meets the guard; the rewriter
// also asks Vetoes with the lemma keys once it has tried the forms.
func (g *homonymGuard) LookupPOS(a, b, upos string) (paraphrase.Source, bool) {
	src, ok := rewrite.LookupPOS(g.lex, a, b, upos)
	if ok && g.Vetoes(a, b, upos, src) {
		return 0, false
	}
	return src, ok
}

// Vetoes implements rewrite.Vetoer: a noun pair whose only evidence is
// homonymWeak and whose lemmas translate different senses of one English
// homonym. Asked with the lemmas after the rewriter's form lookups
// (obchody/dohody), which the check of LookupPOS cannot judge.
func (g *homonymGuard) Vetoes(rkey, hkey, upos string, src paraphrase.Source) bool {
	return upos == "NOUN" && src != 0 && src&^homonymWeak == 0 && g.check.Split(rkey, hkey)
}

// HasKey implements rewrite.KeyLexicon: the wrapped lexicon's answer
// (true when it cannot tell).
func (g *homonymGuard) HasKey(a string) bool {
	if k, ok := g.lex.(rewrite.KeyLexicon); ok {
		return k.HasKey(a)
	}
	return true
}

// loadHomonymCheck returns the homonym check of a language the sense
// guard covers (senseGuardDicts; none with Config.NoSenseGuard): its
// English dictionary read backwards (as the sense guard) and WordNet's
// nouns from WordNetDir (Debian wordnet-base), with what it read for the
// signature (homonym-freedict-eng-ces-wordnet#…: the hash of both dictd
// files and of WordNet's index.noun and data.noun); nil when the
// dictionary's index or a WordNet file is not installed. An index
// without its .dict(.dz) is an error: the dictionary is installed but
// cannot be read.
func loadHomonymCheck(cfg Config) (*paraphrase.HomonymCheck, []ResourceUse, error) {
	dn, ip, dp, ok := senseDict(cfg)
	if !ok {
		return nil, nil, nil
	}
	for _, f := range paraphrase.HomonymFiles {
		if _, err := os.Stat(filepath.Join(WordNetDir, f)); err != nil {
			return nil, nil, nil
		}
	}
	load := func() (*paraphrase.Dictionary, error) { return paraphrase.ReadDictionaryCached(ip, dp) }
	h, hash, err := paraphrase.HomonymCheckCached(load, ip, dp, WordNetDir)
	if err != nil {
		return nil, nil, err
	}
	return h, []ResourceUse{{"homonym-" + dn + "-wordnet", hash}}, nil
}

// HomonymInputs are the WordNet files the homonym check of language l
// reads (loadHomonymCheck), for the keys of what is cached from a
// rewriter's output; none for a language without the check. Its
// dictionary is the sense guard's (DictionaryName(lang.English, l)).
func HomonymInputs(l lang.Language) []string {
	if !slices.Contains(senseGuardDicts, l) {
		return nil
	}
	var out []string
	for _, f := range paraphrase.HomonymFiles {
		out = append(out, filepath.Join(WordNetDir, f))
	}
	return out
}
