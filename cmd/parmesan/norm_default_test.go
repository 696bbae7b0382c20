package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScoreDefaultNormWithoutNormalizer: Meteor has no -norm normalizer
// for Romanian (or Polish, Danish, …). "parmesan score -l ro" with the
// default --norm splits words and punctuation at Unicode word boundaries
// and lowercases (meteor.UAX29), says so on stderr and signs norm:uax29:
// on text tokenized by hand, the same score as asking for --norm=false
// --lower; on the same text untokenized too (where --lower alone keeps
// "mare." one token). An explicit --norm still fails as the reference
// does.
func TestScoreDefaultNormWithoutNormalizer(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	raw := filepath.Join(dir, "raw.txt")
	if err := os.WriteFile(ref, []byte("Casa Este Mare .\nun câine negru\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hyp, []byte("casa este mare .\nun câine alb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(raw, []byte("casa este mare.\nun câine alb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCmd(t, "", "score", "-l", "ro", "-r", ref, hyp)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "no -norm normalizer for romanian") {
		t.Errorf("no note on stderr: %q", errs)
	}
	if !strings.Contains(out, "|norm:uax29|") {
		t.Errorf("signature does not say norm:uax29: %s", out)
	}
	want, errs2, code := runCmd(t, "", "score", "-l", "ro", "--norm=false", "--lower", "-r", ref, hyp)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs2)
	}
	if got := strings.Replace(out, "|norm:uax29|", "|norm:lc|", 1); got != want {
		t.Errorf("default differs from --norm=false --lower on tokenized text:\n%s\n%s", out, want)
	}
	if strings.Contains(errs2, "normalizer") {
		t.Errorf("note printed with explicit flags: %q", errs2)
	}
	untok, errs, code := runCmd(t, "", "score", "-l", "ro", "-r", ref, raw)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if got := strings.Replace(untok, "raw.txt", "hyp.txt", 1); got != out {
		t.Errorf("untokenized hypothesis scored apart from the tokenized one:\n%s\n%s", untok, out)
	}
	if _, errs, code := runCmd(t, "", "score", "-l", "ro", "--norm", "-r", ref, hyp); code == 0 || !strings.Contains(errs, "No normalizer for language (romanian)") {
		t.Errorf("explicit --norm: exit %d, %q", code, errs)
	}
	// English keeps -norm.
	if out, _, _ := runCmd(t, "", "score", "-l", "en", "-r", ref, hyp); !strings.Contains(out, "|norm:yes|") {
		t.Errorf("English lost -norm: %s", out)
	}
}

// TestBothSaysOriginalMeteorIsExact: with --rewrite --both, Meteor on the
// original references is scored with the Parmesan metric's matchers
// (exact), not the language's; the command says so on stderr (and the
// signature's mods field shows it), and says nothing when -m chooses the
// matchers or no original Meteor is scored.
func TestBothSaysOriginalMeteorIsExact(t *testing.T) {
	ref, hyp := filepath.Join("..", "..", "testdata", "example", "ref.txt"), filepath.Join("..", "..", "testdata", "example", "hyp.txt")
	const note = "Meteor on the original references uses the Parmesan metric's matchers"
	out, errs, code := runCmd(t, "", "score", "-l", "en", "--rewrite", "--both", "--metric", "meteor", "-r", ref, hyp)
	if code != 0 || !strings.Contains(errs, note) || !strings.Contains(out, "meteor|v:1.5|lang:en|task:rank|norm:yes|mods:ex|") {
		t.Errorf("--both: exit %d, stderr %q, out %s", code, errs, out)
	}
	for _, args := range [][]string{
		{"--rewrite", "--both", "-m", "exact stem", "--metric", "meteor"},
		{"--rewrite", "--metric", "meteor"},
		{"--rewrite", "--both", "--metric", "chrf"},
	} {
		_, errs, code := runCmd(t, "", append(append([]string{"score", "-l", "en"}, args...), "-r", ref, hyp)...)
		if code != 0 || strings.Contains(errs, note) {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}
