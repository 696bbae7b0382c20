package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRewriteDefaultNormWithoutNormalizer: "rewrite" prepares a language
// Meteor has no -norm normalizer for (Polish, Romanian; Italian, rewritten
// by lemma/fallback) as "score" does (eval.Resolve), where it used to exit
// 1 with "No normalizer for language": with the default --norm it
// succeeds, says so on stderr, and splits the punctuation off the words
// of untokenized text, so that the agreement repair sees them (Polish
// "szybki." and Romanian "rapidă." were left unrepaired). The oracle is
// the same text tokenized by hand and rewritten without normalization.
// An explicit --norm still fails, as score's does.
func TestRewriteDefaultNormWithoutNormalizer(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		lang, name     string
		ref, hyp       string // untokenized
		refTok, hypTok string // tokenized by hand
		repaired       string // a word the agreement repair must give, "" for none
	}{
		{"pl", "other", "Samochód jest bardzo szybki.\n", "Fura jest bardzo szybka.\n", "Samochód jest bardzo szybki .\n", "Fura jest bardzo szybka .\n", "szybka"},
		{"ro", "romanian", "Mașina este foarte rapidă.\n", "Automobilul este foarte rapid.\n", "Mașina este foarte rapidă .\n", "Automobilul este foarte rapid .\n", "rapid"},
		{"it", "italian", "La casa è molto grande.\n", "La casa è molto ampia.\n", "La casa è molto grande .\n", "La casa è molto ampia .\n", ""},
	} {
		ref, hyp := write(c.lang+".ref", c.ref), write(c.lang+".hyp", c.hyp)
		refTok, hypTok := write(c.lang+".ref.tok", c.refTok), write(c.lang+".hyp.tok", c.hypTok)
		def, tok := filepath.Join(dir, c.lang+".def"), filepath.Join(dir, c.lang+".tok")
		_, errs, code := runCmd(t, "", "rewrite", "-l", c.lang, "-r", ref, "-i", hyp, "-o", def)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.lang, code, errs)
		}
		if !strings.Contains(errs, "no -norm normalizer for "+c.name) {
			t.Errorf("%s: no note on stderr: %q", c.lang, errs)
		}
		if _, errs, code := runCmd(t, "", "rewrite", "-l", c.lang, "--norm=false", "-r", refTok, "-i", hypTok, "-o", tok); code != 0 {
			t.Fatalf("%s --norm=false: exit %d: %s", c.lang, code, errs)
		} else if strings.Contains(errs, "normalizer") {
			t.Errorf("%s: note printed with an explicit --norm=false: %q", c.lang, errs)
		}
		got, _ := os.ReadFile(def)
		want, _ := os.ReadFile(tok)
		if string(got) != string(want) {
			t.Errorf("%s: untokenized text rewritten as\n%s\nwhere the text tokenized by hand gives\n%s", c.lang, got, want)
		}
		if c.repaired != "" && !strings.Contains(" "+string(want)+" ", " "+c.repaired+" ") {
			t.Errorf("%s: the tokenized oracle lacks the repair %q: %s", c.lang, c.repaired, want)
		}
		if _, errs, code := runCmd(t, "", "rewrite", "-l", c.lang, "--norm", "-r", ref, "-i", hyp, "-o", filepath.Join(dir, "x")); code == 0 || !strings.Contains(errs, "No normalizer for language ("+c.name+")") {
			t.Errorf("%s explicit --norm: exit %d, %q", c.lang, code, errs)
		}
	}
}
