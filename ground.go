package parmesan

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// loadDictionary reads the FreeDict dictionary from cfg.SourceLang into
// cfg.Lang from its installed path, and the source analyzer when the
// lemma package knows the source language.
func loadDictionary(o *RewriteOptions, cfg RewriteConfig) error {
	src, _ := lang.Lookup(cfg.SourceLang)
	tgt, _ := lang.Lookup(cfg.Lang)
	s, t := src.FreeDict, tgt.FreeDict
	if s == "" || t == "" {
		return fmt.Errorf("parmesan: no FreeDict dictionary known for %s → %s", cfg.SourceLang, cfg.Lang)
	}
	dir := cfg.DictDir
	if dir == "" {
		dir = data.DictdDir
	}
	name := "freedict-" + s + "-" + t
	idxPath, dictPath := data.DictdPaths(dir, name)
	d, err := paraphrase.ReadDictionary(idxPath, dictPath)
	if err != nil {
		return fmt.Errorf("parmesan: source grounding needs %s (Debian package dict-%s): %w", name, name, err)
	}
	o.Dictionary = d
	if l, err := lemma.New(cfg.SourceLang); err == nil {
		o.Source = l
	}
	hash, err := data.HashFiles(idxPath, dictPath)
	if err != nil {
		return fmt.Errorf("parmesan: %w", err)
	}
	o.Sources = append(o.Sources, ResourceUse{name, hash})
	return nil
}
