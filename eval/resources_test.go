package eval

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

// TestMPEDASettingsInSignature: a paraphrase table with the settings file
// "table mpeda" writes beside it is signed with those settings next to
// its hash; the same table without the file is signed by its hash alone,
// and the scores are equal (the settings name, they do not compute).
func TestMPEDASettingsInSignature(t *testing.T) {
	dir := t.TempDir()
	table := filepath.Join(dir, "mpeda.gz")
	if err := paraphrase.WriteMeteorFile(table, []paraphrase.Pair{{A: "big", B: "large", Prob: 0.5}}); err != nil {
		t.Fatal(err)
	}
	run := func() (float64, string) {
		t.Helper()
		e, err := NewEvaluator(Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.LowerOnly,
			Modules: []meteor.Module{meteor.Exact, meteor.Paraphrase}}, Resources: meteor.ResourceFiles{Paraphrases: table}})
		if err != nil {
			t.Fatal(err)
		}
		r, err := e.PrepareReferences([][]string{{"a large house"}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s, err := e.ScoreSystem("s", []string{"a big house"}, r)
		if err != nil {
			t.Fatal(err)
		}
		return s.Corpus.Score, e.Signature(1).String()
	}
	plain, plainSig := run()
	settings := mpeda.Settings(mpeda.Options{})
	if err := mpeda.WriteSettings(table, settings); err != nil {
		t.Fatal(err)
	}
	named, namedSig := run()
	if plain != named {
		t.Errorf("the settings file changed the score: %v vs %v", plain, named)
	}
	if strings.Contains(plainSig, "mpeda:") {
		t.Errorf("no settings file, yet named: %s", plainSig)
	}
	want := "[mpeda:" + strings.ReplaceAll(settings, "|", ",") + "]|"
	if !strings.Contains(namedSig, "|para:") || !strings.Contains(namedSig, want) {
		t.Errorf("signature %s lacks %s", namedSig, want)
	}
	if strings.Count(namedSig, "|") != strings.Count(plainSig, "|") {
		t.Errorf("the settings add fields: %s", namedSig)
	}
}
