package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/stem"
)

func listCommand() *cli.Command {
	return &cli.Command{
		Name:  "list",
		Usage: "list the registered languages, stemmers, analyzers, fixers, filter presets, metrics, tokenizers and tuned presets",
		Action: func(c *cli.Context) error {
			w := c.App.Writer
			var langs []string
			for _, l := range meteor.Languages() {
				langs = append(langs, l.Short)
			}
			var presets []string
			for _, p := range paraphrase.Presets {
				presets = append(presets, string(p))
			}
			fmt.Fprintf(w, "meteor languages:   %s\n", strings.Join(langs, " "))
			fmt.Fprintf(w, "stemmers:           %s\n", strings.Join(stem.Languages(), " "))
			fmt.Fprintf(w, "lemma languages:    %s\n", strings.Join(lemma.Languages(), " "))
			fmt.Fprintf(w, "agreement rules:    %s\n", strings.Join(fix.Languages(), " "))
			fmt.Fprintf(w, "table presets:      %s\n", strings.Join(presets, " "))
			fmt.Fprintf(w, "metrics:            %s\n", strings.Join(metric.Names(), " ")) // the registry
			fmt.Fprintf(w, "bleu tokenizers:    %s\n", strings.Join(tokenize.Names(), " "))
			tuned, err := eval.TunedPresets()
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "tuned presets (--tuned NAME; metric, language, status, held-out mean r tuned/defaults, trained on):\n")
			for _, t := range tuned {
				var sets []string
				for _, s := range t.Train {
					sets = append(sets, s.Name)
				}
				status, held := "evidence", "-"
				if t.Experimental() {
					status = "experimental"
				}
				if tu, st, ok := t.HeldOutMeans(); ok {
					held = fmt.Sprintf("%.4f/%.4f", tu, st)
				}
				fmt.Fprintf(w, "  %-12s %-8s %-3s %-12s %-13s %s\n", t.Name, t.Metric, t.Language, status, held, strings.Join(sets, " "))
			}
			fmt.Fprintf(w, "language resources (stage, resource, status; dictionaries are looked for in %s, then the system's usual places):\n", "$"+data.DictDirEnv)
			for _, code := range pipeline.ResourceLanguages() {
				for _, r := range pipeline.LanguageResources(code) {
					status := "ok"
					switch {
					case r.Present:
					case r.Note != "":
						status = "missing: " + r.Note
					case r.Package != "":
						status = "missing: apt-get install " + r.Package
					default:
						status = "none"
					}
					if !r.Present && len(r.Searched) > 0 {
						status += " (searched " + strings.Join(r.Searched, string(os.PathListSeparator)) + ")"
					}
					what := r.Name
					if r.Path != "" {
						what += " " + r.Path
					}
					fmt.Fprintf(w, "  %-3s %-11s %s: %s\n", code, r.Stage, what, status)
				}
			}
			return nil
		},
	}
}
