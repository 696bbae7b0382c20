// Command gen writes the model file of a hunspell language (lemma/de,
// lemma/pl, …): it trains the language on its UD treebank's training
// split (found through ud.File: $PARMESAN_UD or shared/ud beside the
// repository) with the system hunspell dictionary, and writes the
// result with hunspell.Build. Each language package runs it through
// go:generate:
//
//	go generate ./lemma/...
//
// The same treebank and dictionary give the same bytes
// (TestModelsRegenerate checks the committed files).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/data/gen/ud"
	"github.com/parmesan-mt/parmesan/lemma/de"
	"github.com/parmesan-mt/parmesan/lemma/es"
	"github.com/parmesan-mt/parmesan/lemma/fr"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
	"github.com/parmesan-mt/parmesan/lemma/pl"
	"github.com/parmesan-mt/parmesan/lemma/ro"
	"github.com/parmesan-mt/parmesan/lemma/ru"
)

// specs are the languages gen knows.
var specs = map[string]hunspell.Spec{"de": de.Spec, "pl": pl.Spec, "ru": ru.Spec, "ro": ro.Spec, "fr": fr.Spec, "es": es.Spec}

func main() {
	code := flag.String("lang", "", "language code (de, pl, ru, ro, fr, es)")
	out := flag.String("o", "", "output model `FILE`")
	flag.Parse()
	if err := run(*code, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(code, out string) error {
	spec, ok := specs[code]
	if !ok || out == "" {
		return fmt.Errorf("usage: gen -lang CODE -o FILE (CODE: de, pl, ru, ro, fr or es)")
	}
	train, err := ud.File(spec.Treebank, spec.Train)
	if err != nil {
		return fmt.Errorf("lemma/%s: %w", spec.Code, err)
	}
	b, err := hunspell.Generate(spec, train)
	if err != nil {
		return err
	}
	if err := data.WriteFileAtomic(out, func(w *bufio.Writer) error { _, err := w.Write(b); return err }); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "gen: %s: %d bytes\n", filepath.Base(out), len(b))
	return nil
}
