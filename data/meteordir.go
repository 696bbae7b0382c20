package data

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// The reference scorer's resources, read from a directory in its layout
// (function/, nonbreaking/, synonym/, stem/, paraphrase-<lang>.gz) or from
// meteor-1.5.jar itself, which keeps function/, nonbreaking/, synonym/ and
// stem/ at the root of the archive (the Java code finds them with
// ClassLoader.getSystemResource) and expects its paraphrase tables in
// data/paraphrase-<lang>.gz beside the jar.

// ClientJar and ClientParaphraseDir are where pycocoevalcap's and
// nlg-eval's meteor.py keep the reference scorer: the jar in the directory
// they run it from, the paraphrase tables in data/ beside it.
const (
	ClientJar           = "meteor-1.5.jar"
	ClientParaphraseDir = "data"
)

// MeteorDir is a Meteor resource set: a directory in the reference's
// layout or a meteor-1.5.jar. Open it with OpenMeteorDir and Close it when
// the resources are loaded. Its methods are not safe for concurrent use.
type MeteorDir struct {
	// Path is the directory or jar file as given.
	Path string
	// Jar says that Path is a jar (zip) file.
	Jar bool
	zr  *zip.ReadCloser
}

// OpenMeteorDir opens a resource directory or, when path is a file, a jar
// (zip) file holding the reference's resources.
func OpenMeteorDir(p string) (*MeteorDir, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, fmt.Errorf("data: Meteor resources: %w", err)
	}
	if st.IsDir() {
		return &MeteorDir{Path: p}, nil
	}
	zr, err := zip.OpenReader(p)
	if err != nil {
		return nil, fmt.Errorf("data: Meteor resources: %s is neither a directory nor a jar (zip) file: %w", p, err)
	}
	d := &MeteorDir{Path: p, Jar: true, zr: zr}
	if _, err := fs.Stat(zr, "function"); err != nil {
		zr.Close()
		return nil, fmt.Errorf("data: Meteor resources: %s has no function/ directory: not meteor-1.5.jar", p)
	}
	return d, nil
}

// Close releases the jar file, if any.
func (d *MeteorDir) Close() error {
	if d.zr != nil {
		return d.zr.Close()
	}
	return nil
}

// Name is how messages name the resource rel (slash-separated, as
// "function/english.words"): a path in a directory, or JAR!/rel in a jar
// (the form of Java's jar: URLs).
func (d *MeteorDir) Name(rel string) string {
	if d.Jar {
		return d.Path + "!/" + rel
	}
	return filepath.Join(d.Path, filepath.FromSlash(rel))
}

// Open opens the resource rel.
func (d *MeteorDir) Open(rel string) (io.ReadCloser, error) {
	if !d.Jar {
		return os.Open(d.Name(rel))
	}
	f, err := d.zr.Open(rel)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return nil, &fs.PathError{Op: "open", Path: d.Name(rel), Err: pe.Err}
		}
		return nil, err
	}
	return f, nil
}

// ReadFile returns the bytes of the resource rel.
func (d *MeteorDir) ReadFile(rel string) ([]byte, error) {
	f, err := d.Open(rel)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", d.Name(rel), err)
	}
	return b, nil
}

// FunctionWords reads the function-word list of language ("english").
func (d *MeteorDir) FunctionWords(language string) (WordSet, error) {
	rel := functionRel(language)
	f, err := d.Open(rel)
	if err != nil {
		return nil, fmt.Errorf("data: function words: %w", err)
	}
	defer f.Close()
	return ReadWordSet(f, d.Name(rel))
}

// Prefixes reads the non-breaking prefixes of language.
func (d *MeteorDir) Prefixes(language string) (Prefixes, error) {
	rel := prefixRel(language)
	f, err := d.Open(rel)
	if err != nil {
		return nil, fmt.Errorf("data: non-breaking prefixes: %w", err)
	}
	defer f.Close()
	return ReadPrefixes(f, d.Name(rel))
}

// Synonyms reads the synonym module's data for language. Inputs are the
// files the data came from, for caches keyed by content (the two files of
// a directory; the jar itself).
func (d *MeteorDir) Synonyms(language string) (s *Synonyms, inputs []string, err error) {
	sr, er := synonymRel(language)
	sf, err := d.Open(sr)
	if err != nil {
		return nil, nil, fmt.Errorf("data: synonym module: %w", err)
	}
	defer sf.Close()
	ef, err := d.Open(er)
	if err != nil {
		return nil, nil, fmt.Errorf("data: synonym module: %w", err)
	}
	defer ef.Close()
	s, err = ReadSynonyms(sf, d.Name(sr), ef, d.Name(er))
	if err != nil {
		return nil, nil, err
	}
	if d.Jar {
		return s, []string{d.Path}, nil
	}
	return s, []string{d.Name(sr), d.Name(er)}, nil
}

// HasStemTable reports whether the set has a stem table for language.
func (d *MeteorDir) HasStemTable(language string) bool {
	f, err := d.Open(stemRel(language))
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// StemTable reads the gzip stem lookup table of language
// (stem/<language>.gz) and returns it with the content hash of its file.
func (d *MeteorDir) StemTable(language string) (map[string]string, string, error) {
	rel := stemRel(language)
	b, err := d.ReadFile(rel)
	if err != nil {
		return nil, "", fmt.Errorf("data: stem table: %w", err)
	}
	var r io.Reader = bytes.NewReader(b)
	if len(b) >= 2 && b[0] == 0x1f && b[1] == 0x8b {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, "", fmt.Errorf("data: stem table: %s: %w", d.Name(rel), err)
		}
		defer zr.Close()
		r = zr
	}
	m, err := ReadStemTable(r, d.Name(rel))
	if err != nil {
		return nil, "", err
	}
	return m, HashBytes(b), nil
}

// ParaphrasePath is where the set keeps the paraphrase table of a
// language, by its short name (en, cz, …): paraphrase-<short>.gz in a
// directory; data/paraphrase-<short>.gz beside a jar, where the reference
// scorer looks for it.
func (d *MeteorDir) ParaphrasePath(short string) string {
	if d.Jar {
		return filepath.Join(filepath.Dir(d.Path), ClientParaphraseDir, "paraphrase-"+short+".gz")
	}
	return ParaphrasePath(d.Path, short)
}

// ClientResources returns the resources pycocoevalcap's and nlg-eval's
// meteor.py would hand the reference scorer when it runs in dir: the jar
// (dir/meteor-1.5.jar) and the paraphrase table of the language
// (dir/data/paraphrase-<short>.gz); each is "" when absent.
func ClientResources(dir, short string) (jar, paraphrases string) {
	j := filepath.Join(dir, ClientJar)
	if st, err := os.Stat(j); err == nil && !st.IsDir() {
		jar = j
	}
	p := filepath.Join(dir, ClientParaphraseDir, "paraphrase-"+short+".gz")
	if st, err := os.Stat(p); err == nil && !st.IsDir() {
		paraphrases = p
	}
	return jar, paraphrases
}
