package data

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// UDProvenance reads what a treebank directory (UD_<Language>-<Name>, as released)
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
