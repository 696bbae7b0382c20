// Package layers_test checks the module's import order: every package of
// the module has a declared layer, and no package imports one of a higher
// layer. Packages of one layer may import each other (Go forbids cycles).
//
// The layers, from the bottom:
//
//	base        lang, internal/*
//	data        data (formats and system locations)
//	lemma       lemma, lemma/*, stem
//	paraphrase  paraphrase, paraphrase/*
//	rewrite     rewrite
//	fix         fix, fix/*
//	pipeline    pipeline (the rewriter as a value)
//	contract    metric (the Metric interface and registry), metric/tokenize, metric/internal/*, signif
//	scorers     meteor, meteor/*, metric/bleu, metric/chrf, metric/ter
//	aligned     metric/mrewrite, metric/mbleu, metric/mter, metric/meteorpp, paraphrase/multi/align
//	            (built on Meteor's alignment; the last is the miner's aligner, apart from the
//	            mined tables the rewriter loads)
//	eval        eval (orchestration)
//	above       correlate, correlate/*, tune, report
//	api         the root package parmesan
//	commands    cmd/*, and every package main (data/gen/*; data/gen/ud, the
//	            generators' and tests' treebank lookup, is in data)
//
// The direction between meteor and metric: metric is the contract every
// scorer implements and registers into, so it sits below meteor; the
// metrics that align with Meteor (m-BLEU, m-TER, Meteor++) sit above
// meteor. Nested modules (bench/, beam/) are not part of this module and
// are not checked.
package layers_test

import (
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/parmesan-mt/parmesan"

// layers lists each layer's packages, bottom first. A name ending in
// "/..." covers the package and everything below it.
var layers = []struct {
	name string
	pkgs []string
}{
	{"base", []string{"lang", "internal/..."}},
	{"data", []string{"data", "data/gen/ud"}},
	{"lemma", []string{"lemma/...", "stem"}},
	{"paraphrase", []string{"paraphrase/..."}},
	{"rewrite", []string{"rewrite"}},
	{"fix", []string{"fix/..."}},
	{"pipeline", []string{"pipeline"}},
	{"contract", []string{"metric", "metric/tokenize", "metric/internal/...", "signif"}},
	{"scorers", []string{"meteor/...", "metric/bleu", "metric/chrf", "metric/ter"}},
	{"aligned", []string{"metric/mrewrite", "metric/mbleu", "metric/mter", "metric/meteorpp", "paraphrase/multi/align"}},
	{"eval", []string{"eval"}},
	{"above", []string{"correlate/...", "tune", "report"}},
	{"api", []string{"."}},
	{"commands", []string{"cmd/..."}},
}

const commands = "commands"

// layerOf returns the index in layers of the package at rel (the path
// relative to the module root, "." for the root), or -1.
func layerOf(rel string) int {
	best, bestLen := -1, -1
	for i, l := range layers {
		for _, p := range l.pkgs {
			base, tree := strings.CutSuffix(p, "/...")
			if rel == base || (tree && strings.HasPrefix(rel, base+"/")) {
				if len(base) > bestLen {
					best, bestLen = i, len(base)
				}
			}
		}
	}
	return best
}

func commandLayer() int {
	for i, l := range layers {
		if l.name == commands {
			return i
		}
	}
	panic("no commands layer")
}

// modulePackages reads every package of the module under root (non-test
// files of this platform), skipping testdata, hidden directories and
// nested modules: the import path relative to the module, its package
// name and its module-internal imports (relative too).
func modulePackages(t *testing.T, root string) map[string]*build.Package {
	t.Helper()
	pkgs := map[string]*build.Package{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root {
			if name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // a nested module
			}
		}
		p, err := build.ImportDir(path, 0)
		if err != nil {
			if _, ok := err.(*build.NoGoError); ok {
				return nil
			}
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		pkgs[filepath.ToSlash(rel)] = p
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func TestLayers(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root not found at %s: %v", root, err)
	}
	pkgs := modulePackages(t, root)
	if len(pkgs) < 30 {
		t.Fatalf("found only %d packages under %s", len(pkgs), root)
	}
	rels := make([]string, 0, len(pkgs))
	for rel := range pkgs {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	cmd := commandLayer()
	rank := func(rel string) int {
		if p := pkgs[rel]; p != nil && p.Name == "main" {
			return cmd
		}
		return layerOf(rel)
	}
	for _, rel := range rels {
		r := rank(rel)
		if r < 0 {
			t.Errorf("package %s has no layer: declare it in layers (internal/layers/layers_test.go)", rel)
			continue
		}
		for _, imp := range pkgs[rel].Imports {
			if imp != module && !strings.HasPrefix(imp, module+"/") {
				continue
			}
			dep := strings.TrimPrefix(strings.TrimPrefix(imp, module), "/")
			if dep == "" {
				dep = "."
			}
			if pkgs[dep] != nil && pkgs[dep].Name == "main" {
				t.Errorf("%s imports the command %s", rel, dep)
				continue
			}
			d := rank(dep)
			if d < 0 {
				continue // reported as a package without a layer
			}
			if d > r {
				t.Errorf("%s (layer %s) imports %s (layer %s, above it)", rel, layers[r].name, dep, layers[d].name)
			}
		}
	}
}

// TestLayerOf checks the table lookup itself, including that an upward
// import is recognised as one.
func TestLayerOf(t *testing.T) {
	name := func(rel string) string {
		if i := layerOf(rel); i >= 0 {
			return layers[i].name
		}
		return ""
	}
	for rel, want := range map[string]string{
		".": "api", "lang": "base", "internal/pool": "base", "data": "data", "lemma/hunspell": "lemma",
		"stem": "lemma", "fix/internal/agree": "fix", "metric": "contract", "metric/internal/ngram": "contract",
		"meteor": "scorers", "meteor/jar": "scorers", "metric/meteorpp": "aligned", "correlate/metaeval": "above",
		"report": "above", "cmd/parmesan": "commands", "nope": "", "metricx": "",
	} {
		if got := name(rel); got != want {
			t.Errorf("layerOf(%q) = %q, want %q", rel, got, want)
		}
	}
	if !(layerOf("report") > layerOf("eval") && layerOf(".") > layerOf("report") && layerOf("meteor") > layerOf("metric")) {
		t.Error("the layers are out of order")
	}
}
