// Package ud finds Universal Dependencies treebanks for the project's
// generators and tests: the model generator of the hunspell languages
// (lemma/hunspell/gen, run by go generate ./lemma/...) and the accuracy
// and regeneration tests. Nothing at run time imports it: the models are
// embedded, and a user never needs a treebank.
package ud

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Env names the environment variable that points at the directory of
// Universal Dependencies treebanks (one UD_Language-Name directory per
// treebank, as released). The generator of the hunspell languages'
// models (go generate ./lemma/..., lemma/hunspell.Generate) and the
// accuracy tests read treebanks from there; nothing does at run time
// (the models are embedded).
const Env = "PARMESAN_UD"

// searchDepth bounds how many parent directories Dir climbs.
const searchDepth = 4

// Dir returns the treebank directory: $PARMESAN_UD when set, else the
// first shared/ud found in the working directory or one of its parents
// (the project's shared material lives beside the repository, so this
// finds ../shared/ud from the repository root and from its packages).
func Dir() (string, error) {
	if d := os.Getenv(Env); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("ud: UD treebanks: %w", err)
	}
	for d, i := wd, 0; i <= searchDepth; d, i = filepath.Dir(d), i+1 {
		p := filepath.Join(d, "shared", "ud")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p, nil
		}
	}
	return "", missingError(fmt.Sprintf("ud: no UD treebank directory: set %s, or put shared/ud beside the repository (searched from %s up %d levels)", Env, wd, searchDepth))
}

// missingError is a message about something absent that is, for
// errors.Is, fs.ErrNotExist.
type missingError string

func (e missingError) Error() string        { return string(e) }
func (e missingError) Is(target error) bool { return target == fs.ErrNotExist }

// File returns the path of a file of a treebank (e.g. "UD_German-GSD",
// "de_gsd-ud-dev.conllu") under Dir, checking that it exists.
func File(treebank, file string) (string, error) {
	dir, err := Dir()
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, treebank, file)
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("ud: UD treebank %s: %w (set %s to the directory holding %s)", treebank, err, Env, treebank)
	}
	return p, nil
}
