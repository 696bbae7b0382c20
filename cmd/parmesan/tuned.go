package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
)

// tunedFlag is --tuned NAME, a shipped tuned preset (eval.LookupTuned).
// It is not called --preset: that flag is the paraphrase-table filter's
// (paraphrase.Preset) in score, tune and report.
func tunedFlag() cli.Flag {
	return &cli.GenericFlag{Name: "tuned", Value: &onceString{}, Usage: "tuned preset `NAME` (" + strings.Join(tunedNames(), ", ") +
		"; parmesan list): modules, -p, -w and, for parmesan-*, the rewritten-token weight learned on named shared sets (parmesan-* need --rewrite); presets that lose held out are experimental and warn"}
}

// onceString is the value of a flag that names one thing: given twice or
// empty it is a usage error (a repeated --tuned silently took the last,
// --tuned "" was silently no preset).
type onceString struct {
	v   string
	set bool
}

func (o *onceString) Set(s string) error {
	if o.set {
		return fmt.Errorf("given twice (%q, then %q)", o.v, s)
	}
	if strings.TrimSpace(s) == "" {
		return errors.New("empty: name a preset")
	}
	o.v, o.set = s, true
	return nil
}

func (o *onceString) String() string {
	if o == nil {
		return ""
	}
	return o.v
}

// tunedNames are the shipped presets' names (none if the embedded file
// is broken, which the eval tests rule out).
func tunedNames() []string {
	all, _ := eval.TunedPresets()
	var names []string
	for _, t := range all {
		names = append(names, t.Name)
	}
	return names
}

// tunedConflicts are the flags that set what a tuned preset sets.
var tunedConflicts = []string{"params", "weights", "modules", "param-file", "task", "rewrite-weight"}

// tunedPreset is --tuned's preset (nil without it), checked before
// anything is loaded: a flag that sets what the preset sets, an unknown
// name or a preset of another language than cfg's is a usage error.
func tunedPreset(c *cli.Context, cfg meteor.Config) (*eval.Tuned, error) {
	name := c.String("tuned")
	if name == "" {
		return nil, nil
	}
	if stringMetricsOnly(c) {
		return nil, usageError("%s: --tuned sets Meteor's parameters, which none of the metrics uses", commandName(c))
	}
	for _, f := range tunedConflicts {
		if c.IsSet(f) {
			return nil, usageError("%s: --tuned %s sets the modules, -p, -w and the rewritten-token weight; --%s cannot be given with it", commandName(c), name, f)
		}
	}
	t, err := eval.LookupTuned(name)
	if err == nil {
		_, err = t.Config(cfg)
	}
	if err != nil {
		return nil, tunedError(c, err)
	}
	// The preset of the other metric, refused before the rewriter loads
	// (applyTuned would refuse it only after).
	rewriting := c.Bool("rewrite") || metricsRewrite(c)
	switch {
	case t.Metric == eval.TunedMeteor && rewriting:
		return nil, usageError("%s: --tuned: tuned preset %s: it is Meteor's, not the Parmesan metric's: do not rewrite the references (--rewrite)", commandName(c), name)
	case t.Metric == eval.TunedParmesan && !rewriting && c.Command.Name == "score":
		return nil, usageError("%s: --tuned: tuned preset %s: it is the Parmesan metric's: rewrite the references (--rewrite)", commandName(c), name)
	}
	warnExperimental(c, t)
	return t, nil
}

// warnExperimentalName is warnExperimental for a preset named name
// (nothing for an unknown name, which is reported where it is used).
func warnExperimentalName(c *cli.Context, name string) {
	if t, err := eval.LookupTuned(name); err == nil {
		warnExperimental(c, t)
	}
}

// warnExperimental says on stderr that t is experimental (its held-out
// figures do not beat the defaults), with its evidence.
func warnExperimental(c *cli.Context, t *eval.Tuned) {
	if msg := t.ExperimentalWarning(); msg != "" {
		fmt.Fprintf(c.App.ErrWriter, "%s: warning: %s\n", commandName(c), msg)
	}
}

// applyTuned applies the preset to o (nothing for nil); the preset of
// the other metric (parmesan-* without --rewrite, meteor-* with it) is a
// usage error.
func applyTuned(c *cli.Context, t *eval.Tuned, o *eval.Options) error {
	if t == nil {
		return nil
	}
	if err := t.Apply(o); err != nil {
		return tunedError(c, err)
	}
	return nil
}

func tunedError(c *cli.Context, err error) error {
	return usageError("%s: --tuned: %s", commandName(c), strings.TrimPrefix(err.Error(), "parmesan: "))
}
