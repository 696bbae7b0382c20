package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScoreDefaultNormWithoutNormalizer: Meteor has no -norm normalizer
// for Romanian (or Polish, Danish, …). "parmesan score -l ro" with the
// default --norm scores lowercased text, says so on stderr and signs
// norm:lc, with the same score as asking for --norm=false --lower; an
// explicit --norm still fails as the reference does.
func TestScoreDefaultNormWithoutNormalizer(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	if err := os.WriteFile(ref, []byte("Casa Este Mare .\nun câine negru\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hyp, []byte("casa este mare .\nun câine alb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCmd(t, "", "score", "-l", "ro", "-r", ref, hyp)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "no -norm normalizer for romanian") {
		t.Errorf("no note on stderr: %q", errs)
	}
	if !strings.Contains(out, "|norm:lc|") {
		t.Errorf("signature does not say norm:lc: %s", out)
	}
	want, errs2, code := runCmd(t, "", "score", "-l", "ro", "--norm=false", "--lower", "-r", ref, hyp)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs2)
	}
	if out != want {
		t.Errorf("default differs from --norm=false --lower:\n%s\n%s", out, want)
	}
	if strings.Contains(errs2, "normalizer") {
		t.Errorf("note printed with explicit flags: %q", errs2)
	}
	if _, errs, code := runCmd(t, "", "score", "-l", "ro", "--norm", "-r", ref, hyp); code == 0 || !strings.Contains(errs, "No normalizer for language (romanian)") {
		t.Errorf("explicit --norm: exit %d, %q", code, errs)
	}
	// English keeps -norm.
	if out, _, _ := runCmd(t, "", "score", "-l", "en", "-r", ref, hyp); !strings.Contains(out, "|norm:yes|") {
		t.Errorf("English lost -norm: %s", out)
	}
}
