package meteor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/parmesan-mt/parmesan/data"
)

// ResourceEnv is the environment variable naming a directory in the
// reference's resource layout, used when no -resources option is given.
const ResourceEnv = "PARMESAN_METEOR_RESOURCES"

// ResourceFiles says where the resources of a run come from. Empty fields
// fall back to Dir (the reference's layout), then to the embedded defaults.
type ResourceFiles struct {
	// Dir is a directory in the reference's layout (function/,
	// nonbreaking/, synonym/, stem/, paraphrase-<short>.gz) or the
	// reference's meteor-1.5.jar, which holds the same directories and
	// has its paraphrase tables in data/paraphrase-<short>.gz beside it.
	Dir           string
	FunctionWords string // a word-list file (-s)
	SynonymDir    string // a directory with <language>.synsets/.exceptions (-d)
	Paraphrases   string // a paraphrase table (-a)
	StemTable     string // a stem lookup table (-e)
	NewDir        string // -new: function.words and paraphrase.gz
	// ClientDir, when Dir and Paraphrases are empty, is searched as
	// pycocoevalcap's and nlg-eval's meteor.py lay the reference out in
	// the directory they run it from: meteor-1.5.jar (used as Dir) and
	// data/paraphrase-<short>.gz (used as Paraphrases).
	// Resources.Found lists what was found.
	ClientDir string
}

// LoadResources loads what the settings need, following the reference's
// choices (spec §1.2): the English function-word list for every language
// unless one is named, the language's non-breaking prefixes, English
// synonyms, and the language's paraphrase table. Anything missing is an
// error naming the file looked for, except an English paraphrase table:
// without one (none given, or none in Dir), parmesan's embedded table is
// used (EmbeddedParaphrases, ParaphraseMissing).
func LoadResources(set Settings, f ResourceFiles) (*Resources, error) {
	res := &Resources{}
	if f.ClientDir != "" && f.Dir == "" && f.Paraphrases == "" && f.NewDir == "" {
		jarPath, para := data.ClientResources(f.ClientDir, set.Lang.Short)
		f.Dir = jarPath
		if jarPath == "" {
			// Without the jar, its paraphrase table is still the jar's.
			f.Paraphrases = para
		}
		for _, p := range []string{jarPath, para} {
			if p != "" {
				res.Found = append(res.Found, p)
			}
		}
	}
	var dir *data.MeteorDir
	if f.Dir != "" {
		var err error
		if dir, err = data.OpenMeteorDir(f.Dir); err != nil {
			return nil, fmt.Errorf("meteor: %w", err)
		}
		defer dir.Close()
	}
	var err error
	switch {
	case f.NewDir != "":
		fw, _ := data.NewLanguageFiles(f.NewDir)
		res.FunctionWords, err = data.LoadWordSet(fw)
	case f.FunctionWords != "":
		res.FunctionWords, err = data.LoadWordSet(f.FunctionWords)
	case dir != nil:
		res.FunctionWords, err = dir.FunctionWords("english")
	default:
		res.FunctionWords = data.DefaultFunctionWords("english")
	}
	if err != nil {
		return nil, err
	}
	if set.Normalization == Norm || set.Normalization == NormNoPunct {
		if set.Lang.Normalizable {
			if dir != nil {
				res.Prefixes, err = dir.Prefixes(set.Lang.Name)
			} else {
				res.Prefixes, err = data.DefaultPrefixes(set.Lang.Name)
			}
			if err != nil {
				return nil, err
			}
		}
	}
	var paraPath, stemPath, embeddedFP string
	var synFiles []string
	for _, m := range set.Modules {
		switch m {
		case Synonym:
			switch {
			case f.SynonymDir != "":
				res.Synonyms, err = data.LoadSynonymDir(f.SynonymDir, set.Lang.Name)
				synFiles = synonymFiles(f.SynonymDir, set.Lang.Name)
			case dir != nil:
				res.Synonyms, synFiles, err = dir.Synonyms(set.Lang.Name)
			case set.Lang.Name == "english":
				res.Synonyms, err = data.EnglishSynonyms()
			default:
				err = fmt.Errorf("%w: no synonym data for %s (give -d DIR with %s.synsets and %s.exceptions)",
					ErrMissingResource, set.Lang.Name, set.Lang.Name, set.Lang.Name)
			}
		case Paraphrase:
			p := f.Paraphrases
			switch {
			case f.NewDir != "":
				_, p = data.NewLanguageFiles(f.NewDir)
			case p == "" && dir != nil:
				p = dir.ParaphrasePath(set.Lang.Short)
				if _, serr := os.Stat(p); serr != nil && errors.Is(serr, fs.ErrNotExist) && set.Lang.Name == "english" {
					// The resources lack the table (the shared
					// resources, a jar without data/ beside it):
					// the embedded table, with a note.
					res.ParaphraseMissing = p
					p = ""
				}
			}
			if p == "" && set.Lang.Name == "english" {
				res.Paraphrases, embeddedFP, err = EmbeddedEnglishParaphrases()
				res.EmbeddedParaphrases = true
			} else if p == "" {
				err = fmt.Errorf("%w: the paraphrase module needs a table: give -a FILE, or -resources DIR (or %s) containing paraphrase-%s.gz",
					ErrMissingResource, ResourceEnv, set.Lang.Short)
			} else {
				res.Paraphrases, err = LoadParaphraseTable(p)
				paraPath = p
			}
		case Stem:
			p := f.StemTable
			if p == "" && set.Lang.Name == "arabic-buckwalter-reduced" {
				if dir == nil {
					err = fmt.Errorf("%w: Arabic stemming needs stem/arabic-buckwalter-reduced.gz under -resources DIR (or %s)", ErrMissingResource, ResourceEnv)
					break
				}
				res.StemTable, res.Fingerprints.StemTable, err = dir.StemTable(set.Lang.Name)
			}
			if p != "" {
				res.StemTable, err = loadStemTable(p)
				stemPath = p
			}
		}
		if err != nil {
			return nil, err
		}
	}
	if err := res.fingerprint(set, paraPath, stemPath, synFiles); err != nil {
		return nil, err
	}
	if res.EmbeddedParaphrases {
		res.Fingerprints.Paraphrases = embeddedFP
	}
	return res, nil
}

func synonymFiles(dir, language string) []string {
	sp, ep := data.SynonymFiles(dir, language)
	return []string{sp, ep}
}

func loadStemTable(path string) (map[string]string, error) {
	f, err := data.OpenMaybeGzip(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: stem table: %w", err)
	}
	defer f.Close()
	return data.ReadStemTable(f, path)
}
