package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRewriteDefaultNormWithoutNormalizer: "rewrite" prepares a language
// Meteor has no -norm normalizer for (Romanian; Italian, rewritten by
// lemma/fallback) as "score" does (normFallback): with the default
// --norm it succeeds, says so on stderr and writes what --norm=false
// writes, where it used to exit 1 with "No normalizer for language"; an
// explicit --norm still fails, as score's does.
func TestRewriteDefaultNormWithoutNormalizer(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ lang, name, ref, hyp string }{
		{"ro", "romanian", "Casa este foarte mare.\nUn câine negru latră.\n", "Casa este foarte mare.\nUn câine negru lătra.\n"},
		{"it", "italian", "La casa è molto grande.\n", "La casa è molto ampia.\n"},
	} {
		ref := filepath.Join(dir, c.lang+".ref")
		hyp := filepath.Join(dir, c.lang+".hyp")
		if err := os.WriteFile(ref, []byte(c.ref), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(hyp, []byte(c.hyp), 0o644); err != nil {
			t.Fatal(err)
		}
		def, off := filepath.Join(dir, c.lang+".def"), filepath.Join(dir, c.lang+".off")
		_, errs, code := runCmd(t, "", "rewrite", "-l", c.lang, "-r", ref, "-i", hyp, "-o", def)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.lang, code, errs)
		}
		if !strings.Contains(errs, "no -norm normalizer for "+c.name) {
			t.Errorf("%s: no note on stderr: %q", c.lang, errs)
		}
		if _, errs, code := runCmd(t, "", "rewrite", "-l", c.lang, "--norm=false", "-r", ref, "-i", hyp, "-o", off); code != 0 {
			t.Fatalf("%s --norm=false: exit %d: %s", c.lang, code, errs)
		} else if strings.Contains(errs, "normalizer") {
			t.Errorf("%s: note printed with an explicit --norm=false: %q", c.lang, errs)
		}
		got, _ := os.ReadFile(def)
		want, _ := os.ReadFile(off)
		if string(got) != string(want) {
			t.Errorf("%s: default differs from --norm=false:\n%s\n%s", c.lang, got, want)
		}
		if _, errs, code := runCmd(t, "", "rewrite", "-l", c.lang, "--norm", "-r", ref, "-i", hyp, "-o", filepath.Join(dir, "x")); code == 0 || !strings.Contains(errs, "No normalizer for language ("+c.name+")") {
			t.Errorf("%s explicit --norm: exit %d, %q", c.lang, code, errs)
		}
	}
}
