package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/stem"
)

func listCommand() *cli.Command {
	return &cli.Command{
		Name:  "list",
		Usage: "list the registered languages, stemmers, analyzers, fixers and filter presets",
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
			return nil
		},
	}
}
