package data

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// UDEnv names the environment variable that points at the directory of
// Universal Dependencies treebanks (one UD_Language-Name directory per
// treebank, as released). Languages whose tagger is trained on a UD
// treebank when first used (lemma/de, lemma/pl, lemma/ru, lemma/ro) read
// their training split from there.
const UDEnv = "PARMESAN_UD"

// udSearchDepth bounds how many parent directories UDDir climbs.
const udSearchDepth = 4

// UDDir returns the treebank directory: $PARMESAN_UD when set, else the
// first shared/ud found in the working directory or one of its parents
// (the project's shared material lives beside the repository, so this
// finds ../shared/ud from the repository root and from its packages).
func UDDir() (string, error) {
	if d := os.Getenv(UDEnv); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("data: UD treebanks: %w", err)
	}
	for d, i := wd, 0; i <= udSearchDepth; d, i = filepath.Dir(d), i+1 {
		p := filepath.Join(d, "shared", "ud")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p, nil
		}
	}
	return "", missingError(fmt.Sprintf("data: no UD treebank directory: set %s, or put shared/ud beside the repository (searched from %s up %d levels)", UDEnv, wd, udSearchDepth))
}

// missingError is a message about something absent that is, for
// errors.Is, fs.ErrNotExist.
type missingError string

func (e missingError) Error() string        { return string(e) }
func (e missingError) Is(target error) bool { return target == fs.ErrNotExist }

// UDFile returns the path of a file of a treebank (e.g. "UD_German-GSD",
// "de_gsd-ud-dev.conllu") under UDDir, checking that it exists.
func UDFile(treebank, file string) (string, error) {
	dir, err := UDDir()
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, treebank, file)
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("data: UD treebank %s: %w (set %s to the directory holding %s)", treebank, err, UDEnv, treebank)
	}
	return p, nil
}
