package data

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// UDEnv names the environment variable that points at the directory of
// Universal Dependencies treebanks (one UD_Language-Name directory per
// treebank, as released). The generator of the hunspell languages'
// models (go generate ./lemma/..., lemma/hunspell.Generate) and the
// accuracy tests read treebanks from there; nothing does at run time
// (the models are embedded).
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

// UDProvenance reads what a treebank directory (as UDDir holds them)
// says about itself: its release ("UD v2.16", else "unknown release")
// with the repository commit its SOURCES.txt names, and its licence
// from the "License:" line of the README's metadata block.
func UDProvenance(dir string) (release, licence string, err error) {
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		return "", "", fmt.Errorf("data: UD treebank licence: %w", err)
	}
	for _, l := range strings.Split(string(readme), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(l), "License:"); ok {
			licence = strings.TrimSpace(v)
		}
	}
	if licence == "" {
		return "", "", fmt.Errorf("data: %s: no \"License:\" line", filepath.Join(dir, "README.md"))
	}
	release = "unknown release"
	src, err := os.ReadFile(filepath.Join(dir, "SOURCES.txt"))
	if err != nil {
		return release, licence, nil
	}
	if m := udRelease.FindString(string(src)); m != "" {
		release = m
	}
	if m := udCommit.FindStringSubmatch(string(src)); m != nil {
		release += ", commit " + m[1]
	}
	return release, licence, nil
}

var (
	udRelease = regexp.MustCompile(`UD v[0-9]+\.[0-9]+`)
	udCommit  = regexp.MustCompile(`(?m)^(?:Commit: |UD_[A-Za-z_-]+ @ )([0-9a-f]{40})`)
)
