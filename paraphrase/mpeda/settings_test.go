package mpeda

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestSettings(t *testing.T) {
	def := "method:mpeda|tok:lower-space|keep:0.1|order:4|lm:mkn|unit:documents|doc-size:50|kmeans-iter:5|kmeans-block:1048576|seed:0" +
		"|window:doc|phrase-len:1|score:triangles|min-count:3|max-rel-freq:0.001|min-cooc:2|min-r:0.0005|max-related:50|min-pos:0.1"
	paper := "method:mpeda|tok:lower-space|keep:0.1|order:4|lm:mkn|unit:documents|doc-size:50|kmeans-iter:5|kmeans-block:1048576|seed:0" +
		"|window:doc|phrase-len:1|score:triangles|min-count:off|max-rel-freq:off|min-cooc:off|min-r:off|max-related:off|min-pos:off"
	for _, tc := range []struct {
		name string
		o    Options
		want string
	}{
		{"defaults", Options{}, def},
		{"what does not change the table", Options{Mem: 1, Workers: 7, TempDir: "/x", SubCorpus: "s"}, def},
		{"paper", Options{Paper: true, MinPos: 0.5}, paper},
		{"paper by hand", Options{MinCount: 1, MinCooc: 1, MaxRelFreq: -1, MinR: -1, MinPos: -1, MaxRelated: -1, MaxChunkTerms: -1}, paper},
		{"lines, window, phrases, chunk-dice", Options{DocSize: 1, Window: 10, PhraseLen: 3, Score: ChunkDice, Unit: Sentences, TokenizerName: "meteor-en"},
			"method:mpeda|tok:meteor-en|keep:0.1|order:4|lm:mkn|unit:sentences|doc-size:1|window:10|phrase-len:3|phrase-min:2" +
				"|score:chunk-dice|chunk-len:2|max-chunk-terms:500|min-count:3|max-rel-freq:0.001|min-cooc:2|min-r:0.0005|max-related:50|min-pos:0.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Settings(tc.o); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
	// Every option that changes the table changes the settings.
	for name, o := range map[string]Options{
		"keep": {Keep: 0.2}, "order": {Order: 3}, "doc-size": {DocSize: 20}, "iter": {KMeansIter: 2},
		"block": {KMeansBlock: 100}, "seed": {Seed: 1}, "window": {Window: 5}, "phrase": {PhraseLen: 2},
		"min-count": {MinCount: 5}, "rel": {MaxRelFreq: 0.01}, "cooc": {MinCooc: 3}, "r": {MinR: 0.1},
		"related": {MaxRelated: 10}, "pos": {MinPos: 0.2}, "tok": {TokenizerName: "x"},
	} {
		if Settings(o) == def {
			t.Errorf("%s: settings unchanged", name)
		}
	}
}

func TestSettingsSidecar(t *testing.T) {
	table := filepath.Join(t.TempDir(), "t.gz")
	if _, err := ReadSettings(table); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("no sidecar: %v, want os.ErrNotExist", err)
	}
	s := Settings(Options{Paper: true})
	if err := WriteSettings(table, s); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadSettings(table); err != nil || got != s {
		t.Errorf("read %q, %v; want %q", got, err, s)
	}
	if err := os.WriteFile(table+SettingsSuffix, []byte("hello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadSettings(table); err == nil {
		t.Error("a sidecar that is not MPEDA settings: no error")
	}
}
