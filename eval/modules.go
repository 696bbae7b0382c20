package eval

import (
	"os"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

// DefaultModules is the language's default module list, without the
// paraphrase module when no paraphrase table is available (none is
// embedded): neither files.Paraphrases nor files.Dir/paraphrase-<lang>.gz.
func DefaultModules(cfg meteor.Config, files meteor.ResourceFiles) ([]meteor.Module, error) {
	set, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	have := files.Paraphrases != "" || files.NewDir != ""
	if !have && files.Dir != "" {
		_, err := os.Stat(data.ParaphrasePath(files.Dir, set.Lang.Short))
		have = err == nil
	}
	var mods []meteor.Module
	for _, m := range set.Modules {
		if m == meteor.Paraphrase && !have {
			continue
		}
		mods = append(mods, m)
	}
	return mods, nil
}

// defaultModules are the modules NewEvaluator uses when none are given.
func defaultModules(o Options) ([]meteor.Module, error) {
	if o.Rewrite != nil {
		return exactOnly(), nil
	}
	return DefaultModules(o.Meteor, o.Resources)
}

// exactOnly is the module list of exact matching alone.
func exactOnly() []meteor.Module { return []meteor.Module{meteor.Exact} }
