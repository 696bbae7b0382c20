package meteor

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/data"
)

// ResourceEnv is the environment variable naming a directory in the
// reference's resource layout, used when no -resources option is given.
const ResourceEnv = "PARMESAN_METEOR_RESOURCES"

// ResourceFiles says where the resources of a run come from. Empty fields
// fall back to Dir (the reference's layout), then to the embedded defaults.
type ResourceFiles struct {
	Dir           string // function/, nonbreaking/, synonym/, stem/, paraphrase-<short>.gz
	FunctionWords string // a word-list file (-s)
	SynonymDir    string // a directory with <language>.synsets/.exceptions (-d)
	Paraphrases   string // a paraphrase table (-a)
	StemTable     string // a stem lookup table (-e)
	NewDir        string // -new: function.words and paraphrase.gz
}

// LoadResources loads what the settings need, following the reference's
// choices (spec §1.2): the English function-word list for every language
// unless one is named, the language's non-breaking prefixes, English
// synonyms, and the language's paraphrase table. Anything missing is an
// error naming the file looked for, except an English paraphrase table:
// without one, parmesan's embedded table is used (EmbeddedParaphrases).
func LoadResources(set Settings, f ResourceFiles) (*Resources, error) {
	res := &Resources{}
	var err error
	switch {
	case f.NewDir != "":
		fw, _ := data.NewLanguageFiles(f.NewDir)
		res.FunctionWords, err = data.LoadWordSet(fw)
	case f.FunctionWords != "":
		res.FunctionWords, err = data.LoadWordSet(f.FunctionWords)
	case f.Dir != "":
		res.FunctionWords, err = data.LoadWordSet(data.FunctionWordPath(f.Dir, "english"))
	default:
		res.FunctionWords = data.DefaultFunctionWords("english")
	}
	if err != nil {
		return nil, err
	}
	if set.Normalization == Norm || set.Normalization == NormNoPunct {
		if set.Lang.Normalizable {
			if f.Dir != "" {
				res.Prefixes, err = data.LoadPrefixes(f.Dir, set.Lang.Name)
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
			case f.Dir != "":
				res.Synonyms, err = data.LoadSynonymDir(data.SynonymDir(f.Dir), set.Lang.Name)
				synFiles = synonymFiles(data.SynonymDir(f.Dir), set.Lang.Name)
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
			case p == "" && f.Dir != "":
				p = data.ParaphrasePath(f.Dir, set.Lang.Short)
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
				if f.Dir == "" {
					err = fmt.Errorf("%w: Arabic stemming needs stem/arabic-buckwalter-reduced.gz under -resources DIR (or %s)", ErrMissingResource, ResourceEnv)
					break
				}
				p = data.StemTablePath(f.Dir, set.Lang.Name)
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
