package jar

import (
	"fmt"
	"github.com/parmesan-mt/parmesan/meteor"
	"strconv"
	"strings"
)

// Options are the reference scorer's command-line options (spec §1.1),
// parsed by ParseArgs. They drive Run, so that any script written for
// "java -jar meteor-1.5.jar" can call parmesan instead.
type Options struct {
	Test, Reference string // input files; "-" with Stdio
	Config          meteor.Config
	// RefsPerHyp (-r) is the number of consecutive reference lines per
	// hypothesis in plaintext mode (default 1).
	RefsPerHyp      int
	StemTable       string // -e
	FunctionWords   string // -s
	SynonymDir      string // -d
	ParaphraseTable string // -a
	NewDir          string // -new
	Prefix          string // -f (default "meteor")
	// ResourceDir (-resources) is a directory in the reference's resource
	// layout (function/, nonbreaking/, synonym/, paraphrase-<lang>.gz) or
	// the reference's meteor-1.5.jar.
	ResourceDir     string
	Quiet           bool // -q
	SSOut           bool // -ssOut
	VOut            bool // -vOut
	WriteAlignments bool // -writeAlignments
	SGML            bool // -sgml
	Stdio           bool // -stdio / -mira
	// Warnings collects what the reference prints while parsing.
	Warnings []string
}

// UsageError is returned by ParseArgs; Code is the reference's exit code.
type UsageError struct {
	Msg  string
	Code int
}

func (e *UsageError) Error() string { return e.Msg }

// ParseArgs parses reference-style arguments: TEST REFERENCE [options].
func ParseArgs(args []string) (*Options, error) {
	if len(args) < 2 {
		return nil, &UsageError{Msg: "meteor: need TEST and REFERENCE arguments", Code: 2}
	}
	o := &Options{Test: args[0], Reference: args[1], RefsPerHyp: 1, Prefix: "meteor"}
	var norm, lower, noPunct bool
	need := func(i int) (string, error) {
		if i+1 >= len(args) {
			return "", &UsageError{Msg: fmt.Sprintf("meteor: option %s needs an argument", args[i]), Code: 2}
		}
		return args[i+1], nil
	}
	num := func(flag, s string) (float64, error) {
		x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			return 0, &UsageError{Msg: fmt.Sprintf("meteor: %s: %q is not a number", flag, s), Code: 2}
		}
		return x, nil
	}
	nums := func(flag, s string) ([]float64, error) {
		var out []float64
		for _, f := range strings.Fields(s) {
			x, err := num(flag, f)
			if err != nil {
				return nil, err
			}
			out = append(out, x)
		}
		return out, nil
	}
	for i := 2; i < len(args); i++ {
		a := args[i]
		var v string
		var err error
		switch a {
		case "-l", "-t", "-p", "-m", "-w", "-r", "-x", "-e", "-s", "-d", "-a", "-f", "-new", "-resources", "--max-segment-tokens":
			if v, err = need(i); err != nil {
				return nil, err
			}
			i++
		}
		switch a {
		case "-l":
			o.Config.Language = v
		case "-t":
			o.Config.Task = v
		case "-p":
			p, err := nums(a, v)
			if err != nil {
				return nil, err
			}
			if len(p) != 4 {
				return nil, &UsageError{Msg: fmt.Sprintf("meteor: -p needs 4 numbers (alpha beta gamma delta), got %q", v), Code: 2}
			}
			o.Config.Params = &meteor.Params{Alpha: p[0], Beta: p[1], Gamma: p[2], Delta: p[3]}
			o.Config.Task = meteor.TaskCustom // the reference's side effect (spec §1.1)
		case "-m":
			m, err := meteor.ParseModules(v)
			if err != nil {
				return nil, &UsageError{Msg: err.Error(), Code: 2}
			}
			o.Config.Modules = m
		case "-w":
			w, err := nums(a, v)
			if err != nil {
				return nil, err
			}
			o.Config.Weights = w
		case "-r":
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 {
				return nil, &UsageError{Msg: fmt.Sprintf("meteor: -r: %q is not a positive integer", v), Code: 2}
			}
			o.RefsPerHyp = n
		case "--max-segment-tokens":
			// Not the reference's: the alignment budget (meteor.Config).
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 0 {
				return nil, &UsageError{Msg: fmt.Sprintf("meteor: --max-segment-tokens: %q is not a word count (0 = no limit)", v), Code: 2}
			}
			if n == 0 {
				n = meteor.NoSegmentLimit
			}
			o.Config.MaxSegmentTokens = n
		case "-x":
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 0 {
				return nil, &UsageError{Msg: fmt.Sprintf("meteor: -x: %q is not a beam size", v), Code: 2}
			}
			if n == 0 {
				n = meteor.NoBeam
			}
			o.Config.Beam = n
		case "-e":
			o.StemTable = v
		case "-s":
			o.FunctionWords = v
		case "-d":
			o.SynonymDir = v
		case "-a":
			o.ParaphraseTable = v
		case "-f":
			o.Prefix = v
		case "-new":
			o.NewDir = v
			o.Config.New = true
		case "-resources":
			o.ResourceDir = v
		case "-ch":
			o.Config.CharBased = true
		case "-q":
			o.Quiet = true
		case "-norm":
			norm = true
		case "-lower":
			lower = true
		case "-noPunct":
			noPunct = true
		case "-sgml":
			o.SGML = true
		case "-stdio", "-mira":
			o.Stdio = true
		case "-ssOut":
			o.SSOut = true
		case "-vOut":
			o.VOut = true
		case "-writeAlignments":
			o.WriteAlignments = true
		default:
			return nil, &UsageError{Msg: fmt.Sprintf("Unknown option \"%s\"", a), Code: 1}
		}
	}
	switch {
	case norm && noPunct:
		o.Config.Normalization = meteor.NormNoPunct
	case norm:
		o.Config.Normalization = meteor.Norm
	case lower:
		o.Config.Normalization = meteor.LowerOnly
	}
	if o.Stdio && o.SGML {
		o.SGML = false
		o.Warnings = append(o.Warnings, "Warning: Stdio mode, ignoring SGML option")
	}
	return o, nil
}

// Files returns the resource locations named by the options, with the
// directory (or jar) taken from -resources or the environment variable
// meteor.ResourceEnv; with neither, the working directory is searched as
// pycocoevalcap lays the reference out (meteor.ResourceFiles.ClientDir).
func (o *Options) Files(getenv func(string) string) meteor.ResourceFiles {
	dir := o.ResourceDir
	if dir == "" && getenv != nil {
		dir = getenv(meteor.ResourceEnv)
	}
	f := meteor.ResourceFiles{Dir: dir, FunctionWords: o.FunctionWords, SynonymDir: o.SynonymDir,
		Paraphrases: o.ParaphraseTable, StemTable: o.StemTable, NewDir: o.NewDir}
	if dir == "" {
		f.ClientDir = "."
	}
	return f
}
