package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
)

// interspersed moves a command's flags before its positional arguments,
// so that "parmesan score -r ref.txt sys.txt --confidence" works as users
// of sacrebleu expect (urfave/cli stops parsing flags at the first
// positional argument). "--" ends the flags.
func interspersed(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	cmd, rest := findCommand(app.Commands, args[1:])
	if cmd == nil || cmd.SkipFlagParsing {
		return args
	}
	prefix := args[:len(args)-len(rest)]
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, n := range f.Names() {
			takesValue[n] = !isBool
		}
	}
	var flags, pos []string
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			pos = append(pos, rest[i+1:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' {
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && takesValue[name] && i+1 < len(rest) {
				flags = append(flags, rest[i+1])
				i++
			}
			continue
		}
		pos = append(pos, a)
	}
	out := append(append([]string(nil), prefix...), flags...)
	if len(pos) > 0 {
		out = append(out, "--")
		out = append(out, pos...)
	}
	return out
}

// findCommand walks subcommand names; it returns the command and the
// arguments after its name.
func findCommand(cmds []*cli.Command, args []string) (*cli.Command, []string) {
	if len(args) == 0 {
		return nil, nil
	}
	for _, c := range cmds {
		if c.HasName(args[0]) {
			if sub, rest := findCommand(c.Subcommands, args[1:]); sub != nil {
				return sub, rest
			}
			return c, args[1:]
		}
	}
	return nil, nil
}

// sacrebleuHabit refuses, before anything is read, a spelling that means
// something else in sacrebleu and would otherwise change a score
// silently: "score -w 2" is sacrebleu's width (decimal places), here -w
// is Meteor's module weights (the jar's -w), and one bare integer as
// weights is that habit far more often than a weight list.
func sacrebleuHabit(app *cli.App, args []string) error {
	if len(args) < 2 {
		return nil
	}
	cmd, rest := findCommand(app.Commands, args[1:])
	if cmd == nil || cmd.Name != "score" {
		return nil
	}
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			break
		}
		var v string
		switch {
		case a == "-w" && i+1 < len(rest):
			v = rest[i+1]
		case strings.HasPrefix(a, "-w="):
			v = strings.TrimPrefix(a, "-w=")
		default:
			continue
		}
		if isDigits(strings.TrimSpace(v)) {
			return usageError("parmesan score: -w %s: in sacrebleu -w is the width (decimal places): here that is --width %s; -w is Meteor's module weights (--weights, e.g. \"1.0 0.6 0.8\")", v, strings.TrimSpace(v))
		}
	}
	return nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// metricOnlyFlags are score's flags that change BLEU, chrF or TER alone,
// with the metric family they belong to (the base of a --metric name:
// bleu, m-bleu and NAME@parmesan share BLEU's options).
var metricOnlyFlags = []struct{ flag, family string }{
	{"tokenize", "bleu"}, {"lowercase", "bleu"}, {"smooth-method", "bleu"}, {"smooth-value", "bleu"}, {"bleu-max-order", "bleu"},
	{"chrf-char-order", "chrf"}, {"chrf-word-order", "chrf"}, {"chrf-beta", "chrf"}, {"chrf-whitespace", "chrf"},
	{"chrf-lowercase", "chrf"}, {"chrf-eps-smoothing", "chrf"},
	{"ter-case-sensitive", "ter"}, {"ter-normalized", "ter"}, {"ter-no-punct", "ter"}, {"ter-asian-support", "ter"},
}

// unusedMetricFlag refuses a BLEU, chrF or TER option when no metric of
// that family is scored: sacrebleu's -lc and -tok (here --lowercase and
// --tokenize, BLEU's) would otherwise leave the Meteor score as it was
// while the user believes it lowercased or retokenized.
func unusedMetricFlag(c *cli.Context) error {
	families := map[string]bool{}
	for _, n := range metricNames(c) {
		base, _, _ := strings.Cut(strings.ToLower(n), "@")
		switch {
		case strings.Contains(base, "bleu"):
			families["bleu"] = true
		case strings.Contains(base, "chrf"):
			families["chrf"] = true
		case strings.HasSuffix(base, "ter"):
			families["ter"] = true
		}
	}
	for _, f := range metricOnlyFlags {
		if c.IsSet(f.flag) && !families[f.family] {
			hint := ""
			switch f.flag {
			case "lowercase":
				hint = "; Meteor lowercases with --norm (the default) or --lower"
			case "tokenize":
				hint = "; Meteor tokenizes with --norm (the default)"
			}
			return usageError("parmesan %s: --%s changes %s only: add --metric %s%s", c.Command.Name, f.flag, strings.ToUpper(f.family), f.family, hint)
		}
	}
	return nil
}

// outputIsInput refuses, before any work, an output that is one of the
// files the command reads: "report -o hyp.txt" or "rewrite -o ref.txt"
// would otherwise replace the system output or the reference by the
// result. Files are compared by identity (os.SameFile), so another
// spelling of a path, a hard link or a symbolic link is caught too. The
// inputs are every path named by a flag other than the outputs, the
// positional arguments and, with --set DIR, the files of the set (DIR,
// DIR/sys, DIR/refs), or with --mtme ROOT (or --set on such a tree) the
// files of the mt-metrics-eval tree (data.MTMEFiles). An output that does not exist yet, "-" and
// devices are never an input.
func outputIsInput(c *cli.Context, outputFlags ...string) error {
	type named struct{ flag, path string }
	var outs []named
	for _, f := range outputFlags {
		if p := c.String(f); p != "" && p != "-" {
			outs = append(outs, named{f, p})
		}
	}
	if len(outs) == 0 {
		return nil
	}
	var ins []named
	for _, f := range c.Command.Flags {
		name := f.Names()[0]
		if slices.Contains(outputFlags, name) || !c.IsSet(name) {
			continue
		}
		// Only a flag whose help names a `FILE`, `DIR` or `TABLE` takes
		// a path: "-l cs -o cs" writes the file cs.
		switch f := f.(type) {
		case *cli.StringFlag:
			if strings.Contains(f.Usage, "`") {
				ins = append(ins, named{name, c.String(name)})
			}
		case *cli.StringSliceFlag:
			if strings.Contains(f.Usage, "`") {
				for _, p := range c.StringSlice(name) {
					ins = append(ins, named{name, p})
				}
			}
		}
	}
	for _, p := range c.Args().Slice() {
		ins = append(ins, named{"", p})
	}
	if dir := c.String("set"); dir != "" {
		for _, sub := range []string{"", "sys", "refs"} {
			ents, _ := os.ReadDir(filepath.Join(dir, sub))
			for _, e := range ents {
				if !e.IsDir() { // a linked system output is an input too
					ins = append(ins, named{"set", filepath.Join(dir, sub, e.Name())})
				}
			}
		}
		if data.IsMTME(dir) {
			for _, p := range data.MTMEFiles(dir, c.String("testset")) {
				ins = append(ins, named{"set", p})
			}
		}
	}
	if root := c.String("mtme"); root != "" {
		for _, p := range data.MTMEFiles(root, c.String("testset")) {
			ins = append(ins, named{"set", p})
		}
	}
	for _, o := range outs {
		oi, err := os.Stat(o.path)
		if err != nil || !oi.Mode().IsRegular() {
			continue // a new file, or a device such as /dev/null
		}
		for _, in := range ins {
			if in.path == "" || in.path == "-" {
				continue
			}
			ii, err := os.Stat(in.path)
			if err != nil || !os.SameFile(oi, ii) {
				continue
			}
			input := "the input " + in.path
			switch in.flag {
			case "":
			case "set":
				input = "the set's file " + in.path
			default:
				input = "--" + in.flag + " " + in.path
			}
			return usageError("parmesan %s: --%s %s and %s are the same file: writing the output would replace that input; choose another output file",
				c.Command.Name, o.flag, o.path, input)
		}
	}
	return nil
}

// stdinUse is one input of a command and the paths given for it.
type stdinUse struct {
	what  string // "the references", "the hypotheses", …
	paths []string
}

// stdinOnce refuses standard input ("-") given for two inputs, or twice
// for one: the first reader takes all of it and the second sees no line,
// which "score -r - -i -" reported as a line-count mismatch.
func stdinOnce(c *cli.Context, uses ...stdinUse) error {
	first := ""
	for _, u := range uses {
		for _, p := range u.paths {
			if p != "-" {
				continue
			}
			switch {
			case first == "":
				first = u.what
			case first == u.what:
				return usageError("parmesan %s: standard input (-) is given twice for %s: it can be read once", c.Command.Name, u.what)
			default:
				return usageError("parmesan %s: standard input (-) is given for both %s and %s: it can be read once; give one of them as a file", c.Command.Name, first, u.what)
			}
		}
	}
	return nil
}

// readInput reads a text input (references, hypotheses, a source; "-" is
// stdin) and says its notice, if any, once on stderr (data.ReadInputFile:
// a file that starts with a byte-order mark).
func readInput(c *cli.Context, path string) ([]string, error) {
	lines, notice, err := data.ReadInputFile(path, c.App.Reader)
	sayNotice(c, notice)
	return lines, err
}

// sayNotice prints a reader's notice on stderr, "" nothing.
func sayNotice(c *cli.Context, notice string) {
	if notice != "" {
		fmt.Fprintln(c.App.ErrWriter, commandName(c)+": "+safeText(notice))
	}
}

// saySetNotices prints the notices of the texts set has read so far.
func saySetNotices(c *cli.Context, set *data.EvalSet) {
	for _, n := range set.Notices() {
		sayNotice(c, n)
	}
}

// systemPaths are the system files of score and report: those of
// -i/--input, then the positional arguments.
func systemPaths(c *cli.Context) []string {
	return append(slices.Clone(c.StringSlice("input")), c.Args().Slice()...)
}
