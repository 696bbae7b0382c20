package data

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// Where system dictionaries are looked for.
//
// Debian installs hunspell dictionaries under /usr/share/hunspell,
// MyThes thesauri under /usr/share/mythes and FreeDict dictionaries
// under /usr/share/dictd. Elsewhere they live in other places or
// nowhere: Homebrew and MacPorts users keep hunspell dictionaries in
// /opt/homebrew/share/hunspell, /usr/local/share/hunspell or
// ~/Library/Spelling; LibreOffice ships hunspell dictionaries and MyThes
// thesauri together in its extensions/dict-* directories on every
// system. The Find functions search, in order, the directories of
// $PARMESAN_DICT_DIR (a path list, which the command's --dict-dir flag
// extends), then the usual places of the running system
// (DictSearchDirs), and name every place searched when the file is
// absent.

// DictDirEnv names the environment variable listing directories
// (separated by os.PathListSeparator) searched first for hunspell,
// MyThes and FreeDict files.
const DictDirEnv = "PARMESAN_DICT_DIR"

// Kinds of dictionary DictSearchDirs knows.
const (
	KindHunspell = "hunspell"
	KindMyThes   = "mythes"
	KindDictd    = "dictd"
)

// DictSearchDirs lists the directories searched for dictionaries of a
// kind (KindHunspell, KindMyThes or KindDictd): those of
// $PARMESAN_DICT_DIR, then the system's usual places for the running
// OS, those that exist or not.
func DictSearchDirs(kind string) []string {
	var dirs []string
	for _, d := range filepath.SplitList(os.Getenv(DictDirEnv)) {
		if d != "" {
			dirs = append(dirs, d)
		}
	}
	home, _ := os.UserHomeDir()
	var lo []string // LibreOffice installations' extension directories
	switch runtime.GOOS {
	case "darwin":
		switch kind {
		case KindHunspell:
			dirs = append(dirs, "/opt/homebrew/share/hunspell", "/usr/local/share/hunspell", "/opt/local/share/hunspell")
			if home != "" {
				dirs = append(dirs, filepath.Join(home, "Library", "Spelling"))
			}
			dirs = append(dirs, "/Library/Spelling")
		case KindMyThes:
			dirs = append(dirs, "/opt/homebrew/share/mythes", "/usr/local/share/mythes")
		case KindDictd:
			dirs = append(dirs, "/opt/homebrew/share/dictd", "/usr/local/share/dictd")
		}
		lo = append(lo, "/Applications/LibreOffice.app/Contents/Resources/extensions")
	case "windows":
		if d := os.Getenv("LOCALAPPDATA"); d != "" {
			dirs = append(dirs, filepath.Join(d, "parmesan", kind))
			if kind == KindHunspell {
				dirs = append(dirs, filepath.Join(d, "hunspell"))
			}
		}
		for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)"} {
			if d := os.Getenv(env); d != "" {
				lo = append(lo, filepath.Join(d, "LibreOffice", "share", "extensions"))
			}
		}
	default:
		switch kind {
		case KindHunspell:
			dirs = append(dirs, HunspellDir, "/usr/share/myspell", "/usr/share/myspell/dicts", "/usr/local/share/hunspell")
		case KindMyThes:
			dirs = append(dirs, MyThesDir, "/usr/share/myspell", "/usr/local/share/mythes")
		case KindDictd:
			dirs = append(dirs, DictdDir, "/usr/local/share/dictd")
		}
		lo = append(lo, "/usr/lib/libreoffice/share/extensions", "/usr/lib64/libreoffice/share/extensions", "/opt/libreoffice/share/extensions")
	}
	if kind != KindDictd {
		for _, ext := range lo {
			ms, _ := filepath.Glob(filepath.Join(ext, "dict-*"))
			slices.Sort(ms)
			dirs = append(dirs, ms...)
		}
	}
	return dirs
}

// MissingFileError is a dictionary file found in none of the places
// searched; for errors.Is it is fs.ErrNotExist.
type MissingFileError struct {
	File     string   // the file looked for: de_DE.aff
	Searched []string // the directories searched, in order
	Hint     string   // how to install it on this system
}

func (e *MissingFileError) Error() string {
	return fmt.Sprintf("data: %s not found (searched %s; set %s or --dict-dir to add a directory): %s",
		e.File, strings.Join(e.Searched, string(os.PathListSeparator)), DictDirEnv, e.Hint)
}

// Is makes a MissingFileError fs.ErrNotExist for errors.Is.
func (e *MissingFileError) Is(target error) bool { return target == fs.ErrNotExist }

// findDir returns the first directory of DictSearchDirs(kind) holding
// every file of names.
func findDir(kind string, names []string, hint string) (string, error) {
	dirs := DictSearchDirs(kind)
	for _, d := range dirs {
		ok := true
		for _, n := range names {
			if st, err := os.Stat(filepath.Join(d, n)); err != nil || st.IsDir() {
				ok = false
				break
			}
		}
		if ok {
			return d, nil
		}
	}
	return "", &MissingFileError{File: strings.Join(names, " and "), Searched: dirs, Hint: hint}
}

// FindHunspell returns the directory holding locale's hunspell
// dictionary (locale.aff and locale.dic), or a *MissingFileError naming
// the places searched and pkg, the Debian package installing it.
func FindHunspell(locale, pkg string) (string, error) {
	aff, dic := HunspellPaths("", locale)
	return findDir(KindHunspell, []string{aff, dic}, HunspellHint(locale, pkg))
}

// FindMyThes returns the directory holding the thesaurus file (a
// MyThesFile's File), or a *MissingFileError naming the places searched
// and pkg, the Debian package installing it.
func FindMyThes(file, pkg string) (string, error) {
	return findDir(KindMyThes, []string{file}, installHint(pkg, "the LibreOffice dictionary extension of the language (a thesaurus th_*.dat)"))
}

// FindDictd returns the directory holding a FreeDict dictionary (name's
// .index and .dict.dz, e.g. freedict-eng-ces), or a *MissingFileError.
func FindDictd(name string) (string, error) {
	idx, dict := DictdPaths("", name)
	return findDir(KindDictd, []string{idx, dict}, installHint("dict-"+name, "the FreeDict dictionary "+name+" from https://freedict.org (its .index and .dict.dz files)"))
}

// HunspellHint says how to install locale's hunspell dictionary on the
// running system (pkg is the Debian package).
func HunspellHint(locale, pkg string) string {
	return installHint(pkg, "hunspell dictionary "+locale+" (e.g. LibreOffice's, or from https://github.com/wooorm/dictionaries)")
}

// installHint names the package providing a file on the running system:
// the Debian package on Linux, else what to install by hand.
func installHint(pkg, other string) string {
	switch runtime.GOOS {
	case "linux":
		return "apt-get install " + pkg + " (Debian, Ubuntu)"
	case "darwin":
		return "install " + other + ", e.g. into ~/Library/Spelling or LibreOffice; Homebrew installs no dictionaries with hunspell"
	default:
		return "install LibreOffice (it brings hunspell dictionaries and thesauri) or " + other
	}
}
