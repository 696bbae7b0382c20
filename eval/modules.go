package eval

import (
	"os"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

// DefaultModules is the language's default module list, without the
// paraphrase module when no paraphrase table is available (none is
// embedded; ParaphraseTableAvailable). This is the one default of every
// surface: parmesan score, parmesan meteor, the Go API and the Python
// package; the embedded English WordNet phrase table is used only when
// the paraphrase module is asked for by name.
func DefaultModules(cfg meteor.Config, files meteor.ResourceFiles) ([]meteor.Module, error) {
	set, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	have := ParaphraseTableAvailable(set.Lang.Short, files)
	var mods []meteor.Module
	for _, m := range set.Modules {
		if m == meteor.Paraphrase && !have {
			continue
		}
		mods = append(mods, m)
	}
	return mods, nil
}

// ParaphraseTableAvailable reports whether files provide the paraphrase
// table of a language (by its short name: en, cz, …): given by name, in a
// new language's directory, in the resource directory or beside the jar
// named as Dir, or in the pycocoevalcap layout of ClientDir.
func ParaphraseTableAvailable(short string, files meteor.ResourceFiles) bool {
	ok, _ := paraphraseTable(short, files)
	return ok
}

// paraphraseTable is ParaphraseTableAvailable with the file looked for
// in a resource directory or beside a jar ("" when there is none).
func paraphraseTable(short string, files meteor.ResourceFiles) (ok bool, lookedAt string) {
	if files.Paraphrases != "" || files.NewDir != "" {
		return true, ""
	}
	dir := files.Dir
	if dir == "" && files.ClientDir != "" {
		jar, para := data.ClientResources(files.ClientDir, short)
		if para != "" {
			return true, ""
		}
		dir = jar
	}
	if dir == "" {
		return false, ""
	}
	d, err := data.OpenMeteorDir(dir)
	if err != nil {
		return false, "" // loading the resources will say why
	}
	defer d.Close()
	p := d.ParaphrasePath(short)
	_, err = os.Stat(p)
	return err == nil, p
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

// JarDifference says why Meteor scores with some settings and resources
// cannot be the reference jar's; the zero value: nothing known.
type JarDifference struct {
	// EmbeddedResources: no resource directory, jar or function-word
	// list, so parmesan's embedded function words (and English synonyms)
	// stand in for the jar's (e.g. 0.4149 against the jar's 0.4131).
	EmbeddedResources bool
	// ParaphraseOff: the language's default modules include paraphrase,
	// but without a table the module is left out (DefaultModules).
	ParaphraseOff bool
	// MissingTable is where the resources lacked the table ("" when no
	// resource directory or jar was given).
	MissingTable string
	// EmbeddedParaphrases: the paraphrase module was asked for by name
	// for English without a table: parmesan's WordNet phrase table
	// stands in for the jar's paraphrase-en.gz.
	EmbeddedParaphrases bool
}

// Any reports whether there is a difference.
func (d JarDifference) Any() bool {
	return d.EmbeddedResources || d.ParaphraseOff || d.EmbeddedParaphrases
}

// String names the differences in one line.
func (d JarDifference) String() string {
	var why []string
	if d.EmbeddedResources {
		why = append(why, "parmesan's embedded function words and synonyms, not the jar's resources (give the jar or its resource directory: the resources option or $"+meteor.ResourceEnv+")")
	}
	if d.ParaphraseOff {
		none := ""
		if d.MissingTable != "" {
			none = " (none at " + d.MissingTable + ")"
		}
		why = append(why, "no paraphrase table"+none+", so no paraphrase module, which the jar's default has (give a table with -a)")
	}
	if d.EmbeddedParaphrases {
		why = append(why, "parmesan's embedded English WordNet phrase table instead of the jar's paraphrase-en.gz")
	}
	return "scores are not the reference jar's: " + strings.Join(why, "; ")
}

// CompareWithJar says how Meteor with cfg and files (cfg.Modules nil:
// the defaults of DefaultModules) departs from the reference jar.
func CompareWithJar(cfg meteor.Config, files meteor.ResourceFiles) (JarDifference, error) {
	var d JarDifference
	set, err := cfg.Resolve()
	if err != nil {
		return d, err
	}
	jarDir := files.Dir
	if jarDir == "" && files.ClientDir != "" && files.Paraphrases == "" && files.NewDir == "" {
		jarDir, _ = data.ClientResources(files.ClientDir, set.Lang.Short)
	}
	d.EmbeddedResources = jarDir == "" && files.FunctionWords == "" && files.NewDir == ""
	have, lookedAt := paraphraseTable(set.Lang.Short, files)
	for _, m := range set.Modules {
		if m == meteor.Paraphrase && !have {
			if cfg.Modules == nil {
				d.ParaphraseOff, d.MissingTable = true, lookedAt
			} else if set.Lang.Name == "english" {
				d.EmbeddedParaphrases = true
			}
		}
	}
	return d, nil
}
