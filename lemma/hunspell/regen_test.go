package hunspell_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/data/gen/ud"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// TestModelsRegenerate trains every language again from the treebank
// (../shared/ud, or $PARMESAN_UD) and the installed dictionary and
// fails when the result differs from the committed model file: the
// shipped models are what go generate makes of the named inputs. It
// skips a language whose treebank is absent, or whose installed
// dictionary is not the one the model was trained with (another
// dictionary gives another model; the header says which one was used).
// Training all six took 30 s of CPU (88 s wall on the shared 2-core
// machine; German 6 s, Polish 26 s), so by default only German is
// retrained; RegenEnv=1 retrains all six (.ci/run sets it), -short none.
// RegenEnv names the environment variable that makes
// TestModelsRegenerate retrain every language, not only German.
const RegenEnv = "PARMESAN_REGEN_MODELS"

func TestModelsRegenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("retraining the models: skipped with -short")
	}
	all := os.Getenv(RegenEnv) == "1"
	for _, lg := range languages {
		t.Run(lg.spec.Code, func(t *testing.T) {
			spec := lg.spec
			if !all && spec.Code != "de" {
				t.Skipf("set %s=1 to retrain every language", RegenEnv)
			}
			train, err := ud.File(spec.Treebank, spec.Train)
			if err != nil {
				t.Skipf("treebank absent: %v", err)
			}
			info, _, err := hunspell.ReadModelInfo(spec.Model, spec.Code)
			require.NoError(t, err)
			dir, err := data.FindHunspell(spec.Locale, spec.Package)
			if err != nil {
				t.Skip(err)
			}
			aff, dic := data.HunspellPaths(dir, spec.Locale)
			h := sha256.New()
			for _, p := range []string{aff, dic} {
				b, err := os.ReadFile(p)
				require.NoError(t, err)
				h.Write(b)
			}
			if got := hex.EncodeToString(h.Sum(nil)); !strings.HasSuffix(info.Dictionary, "sha256:"+got) {
				t.Skipf("installed %s (sha256:%s) is not the dictionary the model was trained with (%s)", spec.Locale, got, info.Dictionary)
			}
			b, err := hunspell.Generate(spec, train)
			require.NoError(t, err)
			if !bytes.Equal(b, spec.Model) {
				again, _, _ := hunspell.ReadModelInfo(b, "regenerated")
				t.Errorf("lemma/%s/model.pmod differs from what go generate makes now (run go generate ./lemma/%s and commit it):\ncommitted %+v\nnow       %+v", spec.Code, spec.Code, info, again)
			}
		})
	}
}
