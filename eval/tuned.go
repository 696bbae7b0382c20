package eval

import (
	"bufio"
	"bytes"
	_ "embed" // the shipped presets
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
)

// Metrics a tuned preset is for.
const (
	TunedMeteor   = "meteor"   // Meteor on the original references
	TunedParmesan = "parmesan" // references rewritten, rewritten words weighted (Options.Weighted)
)

// TunedFile is the name of the embedded presets file (in error messages).
const TunedFile = "eval/tuned.txt"

// tunedText is the shipped presets, written by the study program of the
// nested research module bench/ (do not edit by hand): "go generate
// ./eval" runs it, and needs the shared evaluation sets beside the
// repository (../shared/eval) and tens of minutes.
//
//go:generate sh -c "cd ../bench && go run ./study -tables presets"
//go:embed tuned.txt
var tunedText []byte

// Tuned is a named parameter preset learned by package tune on named
// evaluation sets: the modules, α β γ δ and module weights of Meteor or of
// the weighted Parmesan metric for one language, with where they come
// from (objective, search, training sets with content hashes) and how
// they fare on data they were not tuned on. The shipped presets are
// shared: read them, never change them.
type Tuned struct {
	Name     string
	Metric   string // TunedMeteor or TunedParmesan
	Language string // the language code the preset was tuned for (cs, en)
	Modules  []meteor.Module
	Params   meteor.Params
	Weights  []float64 // one per module
	// RewriteWeight is the rewritten-token module's weight (Parmesan only).
	RewriteWeight float64
	Objective     string
	Search        string
	Train         []TrainingSet
	HeldOut       []HeldOut
}

// TrainingSet is an evaluation set a preset was tuned on.
type TrainingSet struct {
	Name  string // short name, e.g. hume-en-cs
	Level string // segment or system
	Dir   string // directory under the shared eval/ directory
	Hash  string // content hash of the files tuning read (data.HashFiles)
}

// HeldOut is a preset's figure on one training set left out of tuning:
// the objective's statistic on the set when the parameters are tuned on
// the other training sets (leave one set out), next to the statistic at
// the search's start (the metric's default parameters).
type HeldOut struct {
	Set, Level   string
	Tuned, Start float64
}

// Provenance names the preset and its training data, as the signature's
// tuned field does: NAME[SET#HASH+SET#HASH…].
func (t *Tuned) Provenance() string {
	sets := make([]string, len(t.Train))
	for i, s := range t.Train {
		sets[i] = s.Name + "#" + s.Hash
	}
	return t.Name + "[" + strings.Join(sets, "+") + "]"
}

// HeldOutMeans are the means, over the preset's held-out lines, of the
// statistic with the parameters tuned without the set (leave one set
// out) and of the statistic at the search's start (the language's
// default parameters); ok is false when the preset has no held-out line.
func (t *Tuned) HeldOutMeans() (tuned, start float64, ok bool) {
	if len(t.HeldOut) == 0 {
		return 0, 0, false
	}
	for _, h := range t.HeldOut {
		tuned += h.Tuned
		start += h.Start
	}
	n := float64(len(t.HeldOut))
	return tuned / n, start / n, true
}

// Experimental reports whether the preset lacks evidence that it helps:
// its held-out mean (HeldOutMeans) is not above the default parameters'
// mean, or it has no held-out figure. An experimental preset is shipped
// for research; "parmesan list" marks it and using it warns
// (ExperimentalWarning).
func (t *Tuned) Experimental() bool {
	tu, st, ok := t.HeldOutMeans()
	return !ok || !(tu > st)
}

// ExperimentalWarning is the warning for using an experimental preset,
// with its evidence; "" for a preset that is not experimental.
func (t *Tuned) ExperimentalWarning() string {
	if !t.Experimental() {
		return ""
	}
	tu, st, ok := t.HeldOutMeans()
	if !ok {
		return fmt.Sprintf("tuned preset %s is experimental: it has no held-out figure; use the default parameters for results", t.Name)
	}
	return fmt.Sprintf("tuned preset %s is experimental: on data it was not tuned on (leave one set out, %d sets, %s) its Pearson r averages %.3f against %.3f for the default parameters; use the defaults for results",
		t.Name, len(t.HeldOut), TunedFile, tu, st)
}

// ErrTuned is wrapped by every error of a preset that does not apply.
var ErrTuned = errors.New("tuned preset")

// Apply configures o with the preset: its Meteor configuration
// (Config) and, for a Parmesan preset, the rewritten-token module's
// weight. It is an error when the preset does not apply to the
// configuration (Config), when o rewrites references and the preset is
// Meteor's, or the other way round, or when o sets the rewritten-token
// module's weight itself.
func (t *Tuned) Apply(o *Options) error {
	cfg, err := t.Config(o.Meteor)
	if err != nil {
		return err
	}
	switch t.Metric {
	case TunedParmesan:
		if o.Rewrite == nil {
			return t.errorf("it is the Parmesan metric's: rewrite the references (--rewrite)")
		}
		if o.Weighted != nil {
			return t.errorf("it sets the rewritten-token module's weight itself")
		}
		o.Weighted = &meteor.Rewritten{Weight: t.RewriteWeight}
	case TunedMeteor:
		if o.Rewrite != nil {
			return t.errorf("it is Meteor's, not the Parmesan metric's: do not rewrite the references")
		}
	}
	o.Meteor = cfg
	return nil
}

// Config is cfg with the preset's modules, parameters and weights and
// the signature's tuned field (Provenance). It is an error when cfg
// already sets modules, parameters or weights (the preset would hide
// them) or when cfg's language is not the preset's.
func (t *Tuned) Config(cfg meteor.Config) (meteor.Config, error) {
	if cfg.Params != nil || cfg.Weights != nil || cfg.Modules != nil {
		return cfg, t.errorf("it sets the modules, parameters and weights itself; give none of them with it")
	}
	want, err := meteor.LookupLanguage(t.Language)
	if err != nil {
		return cfg, t.errorf("%v", err)
	}
	have, err := meteor.LookupLanguage(orEnglish(cfg.Language))
	if err != nil {
		return cfg, err
	}
	if have.Name != want.Name {
		return cfg, t.errorf("it was tuned for %s (%s), not %s", t.Language, want.Name, have.Name)
	}
	q := t.Params
	cfg.Params, cfg.Weights = &q, append([]float64(nil), t.Weights...)
	cfg.Modules = append([]meteor.Module(nil), t.Modules...)
	cfg.Tuned = t.Provenance()
	return cfg, nil
}

func (t *Tuned) errorf(format string, args ...any) error {
	return fmt.Errorf("parmesan: %w %s: %s", ErrTuned, t.Name, fmt.Sprintf(format, args...))
}

func orEnglish(s string) string {
	if s == "" {
		return "english"
	}
	return s
}

var shipped struct {
	once    sync.Once
	presets []*Tuned
	err     error
}

// TunedPresets are the shipped presets, in file order, parsed once; safe
// for concurrent use.
func TunedPresets() ([]*Tuned, error) {
	shipped.once.Do(func() {
		shipped.presets, shipped.err = ParseTuned(bytes.NewReader(tunedText), TunedFile)
	})
	return shipped.presets, shipped.err
}

// LookupTuned returns the shipped preset name; an unknown name is an
// error listing the known ones.
func LookupTuned(name string) (*Tuned, error) {
	all, err := TunedPresets()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, t := range all {
		if t.Name == name {
			return t, nil
		}
		names = append(names, t.Name)
	}
	return nil, fmt.Errorf("parmesan: %w: unknown preset %q (known: %s)", ErrTuned, name, strings.Join(names, ", "))
}

var tunedName = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`)

// ParseTuned reads presets in the text form FormatTuned writes: blocks
// opened by "preset NAME", each with one line per key (metric, language,
// modules, params, weights, rewrite-weight for Parmesan, objective,
// search) and repeated train and heldout lines; "#" starts a comment
// line. Errors name the file and line.
func ParseTuned(r io.Reader, file string) ([]*Tuned, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	var out []*Tuned
	var cur *Tuned
	var seen map[string]int
	n, start := 0, 0
	bad := func(line int, format string, args ...any) error {
		return &data.PosError{File: file, Line: line, Msg: "parmesan: tuned presets: " + fmt.Sprintf(format, args...)}
	}
	finish := func() error {
		if cur == nil {
			return nil
		}
		for _, k := range []string{"metric", "language", "modules", "params", "weights", "objective", "search", "train"} {
			if seen[k] == 0 {
				return bad(start, "preset %s has no %s line", cur.Name, k)
			}
		}
		if len(cur.Weights) != len(cur.Modules) {
			return bad(seen["weights"], "preset %s: %d weights for %d modules", cur.Name, len(cur.Weights), len(cur.Modules))
		}
		if (seen["rewrite-weight"] != 0) != (cur.Metric == TunedParmesan) {
			return bad(start, "preset %s: a rewrite-weight line belongs to a parmesan preset and to it alone", cur.Name)
		}
		out = append(out, cur)
		return nil
	}
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		vals := strings.Fields(rest)
		if key == "preset" {
			if err := finish(); err != nil {
				return nil, err
			}
			if len(vals) != 1 || !tunedName.MatchString(vals[0]) {
				return nil, bad(n, "preset wants one name of lower-case letters, digits, '.' and '-', got %q", rest)
			}
			for _, t := range out {
				if t.Name == vals[0] {
					return nil, bad(n, "preset %s given twice", vals[0])
				}
			}
			cur, seen, start = &Tuned{Name: vals[0]}, map[string]int{}, n
			continue
		}
		if cur == nil {
			return nil, bad(n, "%q before the first preset line", key)
		}
		if key != "train" && key != "heldout" {
			if prev := seen[key]; prev != 0 {
				return nil, bad(n, "%q given twice in preset %s (first on line %d)", key, cur.Name, prev)
			}
		}
		seen[key] = n
		if len(vals) == 0 {
			return nil, bad(n, "%q needs a value", key)
		}
		switch key {
		case "metric":
			if rest != TunedMeteor && rest != TunedParmesan {
				return nil, bad(n, "metric is %s or %s, got %q", TunedMeteor, TunedParmesan, rest)
			}
			cur.Metric = rest
		case "language":
			l, err := lang.Parse(rest)
			if err == nil {
				_, err = meteor.LookupLanguage(l.Code)
			}
			if err != nil || l.Code != rest {
				return nil, bad(n, "language %q: not a language code", rest)
			}
			cur.Language = rest
		case "modules":
			m, err := meteor.ParseModules(rest)
			if err != nil {
				return nil, bad(n, "%v", err)
			}
			cur.Modules = m
		case "params":
			x, err := tunedNumbers(vals)
			if err != nil || len(x) != 4 {
				return nil, bad(n, "params wants 4 numbers (alpha beta gamma delta), got %q", rest)
			}
			cur.Params = meteor.Params{Alpha: x[0], Beta: x[1], Gamma: x[2], Delta: x[3]}
			if err := cur.Params.Check(); err != nil {
				return nil, bad(n, "params: %v", err)
			}
		case "weights":
			x, err := tunedNumbers(vals)
			if err != nil {
				return nil, bad(n, "weights: %v", err)
			}
			cur.Weights = x
		case "rewrite-weight":
			x, err := tunedNumbers(vals)
			if err == nil && len(x) == 1 {
				err = meteor.Rewritten{Weight: x[0]}.Validate()
			} else if err == nil {
				err = fmt.Errorf("one number, got %d", len(x))
			}
			if err != nil {
				return nil, bad(n, "rewrite-weight: %v", err)
			}
			cur.RewriteWeight = x[0]
		case "objective":
			cur.Objective = rest
		case "search":
			cur.Search = rest
		case "train":
			if len(vals) != 4 || (vals[1] != "segment" && vals[1] != "system") {
				return nil, bad(n, "train wants NAME LEVEL DIR HASH (level segment or system), got %q", rest)
			}
			cur.Train = append(cur.Train, TrainingSet{Name: vals[0], Level: vals[1], Dir: vals[2], Hash: vals[3]})
		case "heldout":
			var x []float64
			var err error
			if len(vals) == 4 {
				x, err = tunedSigned(vals[2:])
			}
			if len(vals) != 4 || err != nil {
				return nil, bad(n, "heldout wants SET LEVEL TUNED START (two numbers), got %q", rest)
			}
			cur.HeldOut = append(cur.HeldOut, HeldOut{Set: vals[0], Level: vals[1], Tuned: x[0], Start: x[1]})
		default:
			return nil, bad(n, "unknown key %q (known: preset, metric, language, modules, params, weights, rewrite-weight, objective, search, train, heldout)", key)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &data.PosError{File: file, Line: n + 1, Msg: "parmesan: tuned presets", Err: err}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return out, nil
}

// tunedNumbers parses finite non-negative numbers.
func tunedNumbers(vals []string) ([]float64, error) {
	x, err := tunedSigned(vals)
	for i, v := range x {
		if err == nil && v < 0 {
			err = fmt.Errorf("%s is negative", vals[i])
		}
	}
	return x, err
}

// tunedSigned parses finite numbers (NaN spelled "NaN" is allowed: a
// held-out figure that does not exist).
func tunedSigned(vals []string) ([]float64, error) {
	out := make([]float64, len(vals))
	for i, v := range vals {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || (x != x && v != "NaN") || x > 1e300 || x < -1e300 {
			return nil, fmt.Errorf("%q is not a finite number", v)
		}
		out[i] = x
	}
	return out, nil
}

// FormatTuned writes presets in the form ParseTuned reads, after the
// header lines (written as "# " comments).
func FormatTuned(w io.Writer, header []string, presets []*Tuned) error {
	var b strings.Builder
	for _, h := range header {
		for _, l := range strings.Split(h, "\n") {
			b.WriteString(strings.TrimRight("# "+l, " ") + "\n")
		}
	}
	for _, t := range presets {
		fmt.Fprintf(&b, "\npreset %s\nmetric %s\nlanguage %s\nmodules %s\n", t.Name, t.Metric, t.Language, meteor.JoinModules(t.Modules, " ", false))
		p := t.Params
		fmt.Fprintf(&b, "params %s\nweights %s\n", formatDoubles([]float64{p.Alpha, p.Beta, p.Gamma, p.Delta}), formatDoubles(t.Weights))
		if t.Metric == TunedParmesan {
			fmt.Fprintf(&b, "rewrite-weight %s\n", jvm.FormatDouble(t.RewriteWeight))
		}
		fmt.Fprintf(&b, "objective %s\nsearch %s\n", t.Objective, t.Search)
		for _, s := range t.Train {
			fmt.Fprintf(&b, "train %s %s %s %s\n", s.Name, s.Level, s.Dir, s.Hash)
		}
		for _, h := range t.HeldOut {
			fmt.Fprintf(&b, "heldout %s %s %s %s\n", h.Set, h.Level, heldOutNumber(h.Tuned), heldOutNumber(h.Start))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func formatDoubles(x []float64) string {
	s := make([]string, len(x))
	for i, v := range x {
		s[i] = jvm.FormatDouble(v)
	}
	return strings.Join(s, " ")
}

func heldOutNumber(x float64) string {
	if x != x {
		return "NaN"
	}
	return strconv.FormatFloat(x, 'f', 4, 64)
}
