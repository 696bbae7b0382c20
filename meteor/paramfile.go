package meteor

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// ParamFile is a parameter file: the scoring parameters and module weights
// a tuning run chose (parmesan tune writes one; parmesan score and
// parmesan meteor read it with --param-file). The format is line based:
//
//	# comment
//	language czech
//	normalization norm
//	metric parmesan
//	modules exact paraphrase
//	params 0.85 0.2 0.6 0.75
//	weights 1.0 0.4
//
// Every key is optional but at least one of params and weights must be
// present; a key may appear once. normalization (no_norm, lc_only, norm,
// norm_nopunct, uax29) and metric (meteor, or parmesan: Meteor on the
// references rewritten toward each hypothesis) say what the parameters
// were tuned with; a file without them (written before they were
// recorded) applies to any. Numbers are printed as Java does
// (shortest round-trip), so a written file reads back to the same values.
type ParamFile struct {
	// Language is the language the parameters were tuned for ("" = any).
	Language string
	// Normalization is the normalization they were tuned with, by its
	// name (Normalization.String; "" = not recorded).
	Normalization string
	// Metric is the metric they were tuned for: MetricMeteor or
	// MetricParmesan ("" = not recorded).
	Metric string
	// Modules are the matchers the weights refer to, by position (nil =
	// the configuration's own).
	Modules []Module
	// Params are α β γ δ (nil = the task's).
	Params *Params
	// Weights are the module weights, by position (nil = the task's).
	Weights []float64
	// Comments are written as "# " lines at the top (not read back).
	Comments []string
}

// Metrics a parameter file records (ParamFile.Metric).
const (
	MetricMeteor   = "meteor"
	MetricParmesan = "parmesan"
)

// ReadParamFile reads a parameter file; errors name the file and line.
func ReadParamFile(path string) (*ParamFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: parameter file: %w", err)
	}
	defer f.Close()
	return ParseParamFile(f, path)
}

// ParseParamFile parses a parameter file read from r; name is used in
// error messages (file:line).
func ParseParamFile(r io.Reader, name string) (*ParamFile, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	p := &ParamFile{}
	seen := map[string]int{}
	n := 0
	bad := func(msg string, args ...any) error {
		return &data.PosError{File: name, Line: n, Msg: "meteor: parameter file: " + fmt.Sprintf(msg, args...)}
	}
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		key, vals := f[0], f[1:]
		if prev, ok := seen[key]; ok {
			return nil, bad("%q given twice (first on line %d)", key, prev)
		}
		seen[key] = n
		if len(vals) == 0 {
			return nil, bad("%q needs a value", key)
		}
		switch key {
		case "language":
			if len(vals) != 1 {
				return nil, bad("language takes one name, got %d", len(vals))
			}
			l, err := LookupLanguage(vals[0])
			if err != nil {
				return nil, bad("%v", err)
			}
			p.Language = l.Name
		case "normalization":
			if len(vals) != 1 || !slices.Contains(normNames[:], vals[0]) {
				return nil, bad("normalization takes one of %s, got %q", strings.Join(normNames[:], " "), strings.Join(vals, " "))
			}
			p.Normalization = vals[0]
		case "metric":
			if len(vals) != 1 || (vals[0] != MetricMeteor && vals[0] != MetricParmesan) {
				return nil, bad("metric takes %s or %s, got %q", MetricMeteor, MetricParmesan, strings.Join(vals, " "))
			}
			p.Metric = vals[0]
		case "modules":
			m, err := ParseModules(strings.Join(vals, " "))
			if err != nil {
				return nil, bad("%v", err)
			}
			p.Modules = m
		case "params":
			x, err := parseParamNumbers(vals)
			if err != nil {
				return nil, bad("params: %v", err)
			}
			if len(x) != 4 {
				return nil, bad("params takes 4 numbers (alpha beta gamma delta), got %d", len(x))
			}
			p.Params = &Params{Alpha: x[0], Beta: x[1], Gamma: x[2], Delta: x[3]}
			if err := p.Params.Check(); err != nil {
				return nil, bad("params: %v", err)
			}
		case "weights":
			x, err := parseParamNumbers(vals)
			if err != nil {
				return nil, bad("weights: %v", err)
			}
			if len(x) > MaxModules {
				return nil, bad("at most %d weights, got %d", MaxModules, len(x))
			}
			p.Weights = x
		default:
			return nil, bad("unknown key %q (known: language, normalization, metric, modules, params, weights)", key)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &data.PosError{File: name, Line: n + 1, Msg: "meteor: parameter file", Err: err}
	}
	if p.Params == nil && p.Weights == nil {
		return nil, &data.PosError{File: name, Msg: "meteor: parameter file sets neither params nor weights"}
	}
	if p.Modules != nil && p.Weights != nil && len(p.Weights) != len(p.Modules) {
		return nil, &data.PosError{File: name, Line: seen["weights"],
			Msg: fmt.Sprintf("meteor: parameter file: %d weights for %d modules", len(p.Weights), len(p.Modules))}
	}
	return p, nil
}

func parseParamNumbers(vals []string) ([]float64, error) {
	out := make([]float64, len(vals))
	for i, v := range vals {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, fmt.Errorf("%q is not a finite number", v)
		}
		if x < 0 {
			return nil, fmt.Errorf("%s is negative", v)
		}
		out[i] = x
	}
	return out, nil
}

// WriteTo writes the file's text form.
func (p *ParamFile) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	for _, c := range p.Comments {
		for _, l := range strings.Split(c, "\n") {
			b.WriteString("# " + l + "\n")
		}
	}
	if p.Language != "" {
		b.WriteString("language " + p.Language + "\n")
	}
	if p.Normalization != "" {
		b.WriteString("normalization " + p.Normalization + "\n")
	}
	if p.Metric != "" {
		b.WriteString("metric " + p.Metric + "\n")
	}
	if p.Modules != nil {
		b.WriteString("modules")
		for _, m := range p.Modules {
			b.WriteString(" " + m.String())
		}
		b.WriteByte('\n')
	}
	if p.Params != nil {
		q := p.Params
		b.WriteString("params " + strings.Join(formatAll([]float64{q.Alpha, q.Beta, q.Gamma, q.Delta}), " ") + "\n")
	}
	if p.Weights != nil {
		b.WriteString("weights " + strings.Join(formatAll(p.Weights), " ") + "\n")
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

func formatAll(x []float64) []string {
	s := make([]string, len(x))
	for i, v := range x {
		s[i] = jvm.FormatDouble(v)
	}
	return s
}

// WriteParamFile writes p to path atomically (nothing is left behind on
// failure).
func WriteParamFile(path string, p *ParamFile) error {
	err := data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		_, err := p.WriteTo(w)
		return err
	})
	if err != nil {
		return fmt.Errorf("meteor: writing parameter file: %w", err)
	}
	return nil
}

// Apply fills the fields of cfg that are unset (nil Params, Weights,
// Modules) from the file, so that options given explicitly win over the
// file. It is an error when the file was tuned for another language than
// cfg's, or with another normalization (the metric is checked by
// CheckMetric). A file with params and no weights applied to a cfg with neither
// Task nor Weights sets Task to the language's own, so that the weights
// are the language's (not the custom task's, zero outside English).
func (p *ParamFile) Apply(cfg *Config) error {
	if p.Language != "" {
		l, err := LookupLanguage(orDefault(cfg.Language, "english"))
		if err != nil {
			return err
		}
		if l.Name != p.Language {
			return fmt.Errorf("meteor: the parameter file was tuned for %s, but the language is %s (give the language option)", p.Language, l.Name)
		}
	}
	if p.Normalization != "" {
		if n := cfg.normalization(); n.String() != p.Normalization {
			return fmt.Errorf("meteor: the parameter file was tuned with normalization %s, but this run's is %s (give the normalization options it was tuned with, or delete the file's normalization line to apply it anyway)", p.Normalization, n)
		}
	}
	fromFile := cfg.Params == nil && p.Params != nil
	if fromFile {
		q := *p.Params
		cfg.Params = &q
	}
	if cfg.Weights == nil && p.Weights != nil {
		cfg.Weights = append([]float64(nil), p.Weights...)
	}
	if fromFile {
		if err := cfg.KeepTaskWeights(); err != nil {
			return err
		}
	}
	if cfg.Modules == nil && p.Modules != nil {
		cfg.Modules = append([]Module(nil), p.Modules...)
	}
	return nil
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// CheckMetric refuses a file tuned for the other metric: parameters tuned
// for the Parmesan metric (metric parmesan) applied to plain Meteor, or
// the reverse. A file that does not record its metric passes.
func (p *ParamFile) CheckMetric(parmesan bool) error {
	switch {
	case p.Metric == MetricParmesan && !parmesan:
		return fmt.Errorf("meteor: the parameter file was tuned for the Parmesan metric (Meteor on rewritten references), but this run scores plain Meteor (rewrite the references, or delete the file's metric line to apply it anyway)")
	case p.Metric == MetricMeteor && parmesan:
		return fmt.Errorf("meteor: the parameter file was tuned for plain Meteor, but this run scores the Parmesan metric (do not rewrite the references, or delete the file's metric line to apply it anyway)")
	}
	return nil
}
