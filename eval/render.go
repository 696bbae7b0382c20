package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"text/tabwriter"
)

// Format is a report's output format.
type Format string

// The formats of Result.Render ("parmesan score --format").
const (
	FormatText Format = "text"
	FormatJSON Format = "json"
	FormatTSV  Format = "tsv"
)

// ParseFormat checks a format name.
func ParseFormat(s string) (Format, error) {
	switch f := Format(s); f {
	case FormatText, FormatJSON, FormatTSV:
		return f, nil
	}
	return "", fmt.Errorf("parmesan: unknown format %q (text, json, tsv)", s)
}

// DefaultRenderOptions print text with four decimals, a line per
// system and the long signature.
var DefaultRenderOptions = RenderOptions{Format: FormatText, Width: 4}

// RenderOptions say how Render prints a report; DefaultRenderOptions
// are those of "parmesan score".
type RenderOptions struct {
	Format    Format
	Width     int  // decimals in text output
	ScoreOnly bool // only the score(s)
	Sentence  bool // segment scores (the result must hold them)
	Short     bool // the short signature
	// Meteor prints text and TSV in the layout of "parmesan score"
	// without --metric: one Meteor (or Parmesan) row per system, with its
	// precision, recall and fragmentation penalty.
	Meteor bool
}

// meteorLayout prints a result in the layout of "parmesan score" without
// --metric (RenderOptions.Meteor): a text table with a line per system
// (Meteor or Parmesan, P, R, penalty, the rewrite's counts, the paired
// test), then the signature; or TSV with the same columns.
func (r *Result) meteorLayout(w io.Writer, o RenderOptions) error {
	if len(r.Results) == 0 {
		return nil
	}
	sig := r.Results[0].Signature
	if o.Short {
		sig = r.Results[0].Short
	}
	width := o.Width
	if o.Format == FormatTSV {
		if o.Sentence {
			fmt.Fprintln(w, "system\tsegment\tscore")
			for _, s := range r.Results {
				for i, x := range s.Segments {
					fmt.Fprintf(w, "%s\t%d\t%s\n", s.System, i+1, strconv.FormatFloat(x, 'g', -1, 64))
				}
			}
			return nil
		}
		fmt.Fprintln(w, "system\tscore\tprecision\trecall\tfmean\tfrag_penalty\tci_low\tci_high\tp_bootstrap\tp_approx_rand\tsignature")
		for _, s := range r.Results {
			lo, hi, pb, pa := confidenceFields(s.Confidence, s.Paired)
			_, err := fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", s.System, shortest(s.Score), shortest(s.part("precision")),
				shortest(s.part("recall")), shortest(s.part("fmean")), shortest(s.part("frag_penalty")), lo, hi, pb, pa, sig)
			if err != nil {
				return err
			}
		}
		return nil
	}
	if o.Sentence {
		for _, s := range r.Results {
			for _, x := range s.Segments {
				if len(r.Results) > 1 {
					fmt.Fprintf(w, "%s\t", s.System)
				}
				fmt.Fprintln(w, fixed(x, width))
			}
		}
		if o.ScoreOnly {
			return nil
		}
	}
	if o.ScoreOnly {
		for _, s := range r.Results {
			if len(r.Results) > 1 {
				fmt.Fprintf(w, "%s\t", s.System)
			}
			if _, err := fmt.Fprintln(w, fixed(s.Score, width)); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, s := range r.Results {
		line := fmt.Sprintf("%s = %s", s.Name, fixed(s.Score, width))
		if s.Confidence != nil {
			line += fmt.Sprintf(" (μ = %s, 95%% CI [%s, %s])", fixed(s.Confidence.Mean, width),
				fixed(s.Confidence.Low, width), fixed(s.Confidence.High, width))
		}
		line += fmt.Sprintf("\tP = %s\tR = %s\tpenalty = %s", fixed(s.part("precision"), width), fixed(s.part("recall"), width), fixed(s.part("frag_penalty"), width))
		if s.Rewrite != nil {
			line += fmt.Sprintf("\tsubs/seg = %.2f\tfixes/seg = %.2f", s.Rewrite.SubstitutionsPerSeg, s.Rewrite.FixesPerSeg)
		}
		if s.Paired != nil {
			line += fmt.Sprintf("\tvs %s: Δ = %+.*f, p(boot) = %.4f, p(AR) = %.4f", s.Paired.Baseline, width, s.Paired.Delta, s.Paired.PBootstrap, s.Paired.PApproxRand)
		}
		fmt.Fprintf(tw, "%s\t%s\n", filepath.Base(s.System), line)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, sig)
	return err
}

// part is the row's part named name, NaN when it has none.
func (m MetricResult) part(name string) float64 {
	for _, p := range m.Parts {
		if p.Name == name {
			return p.Value
		}
	}
	return math.NaN()
}

// fixed prints x with width decimals, NaN as "NaN".
func fixed(x float64, width int) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return strconv.FormatFloat(x, 'f', width, 64)
}

// writeJSON writes v as indented JSON, as every JSON output of the
// package is written.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// confidenceFields are the TSV columns ci_low, ci_high, p_bootstrap and
// p_approx_rand ("" where nothing was computed).
func confidenceFields(c *ConfidenceInterval, p *Paired) (lo, hi, pb, pa string) {
	if c != nil {
		lo, hi = shortest(c.Low), shortest(c.High)
	}
	if p != nil {
		pb, pa = shortest(p.PBootstrap), shortest(p.PApproxRand)
	}
	return lo, hi, pb, pa
}

// shortest prints x in the fewest digits that read back to x.
func shortest(x float64) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// Render prints the result as "parmesan score" does: a text table (a
// line per row, then each distinct signature once, with sacrebleu's
// beside it; o.Meteor: plain score's layout), TSV, or indented JSON
// (docs/json.md).
func (r *Result) Render(w io.Writer, o RenderOptions) error {
	if o.Meteor && (o.Format == FormatText || o.Format == FormatTSV || o.Format == "") {
		return r.meteorLayout(w, o)
	}
	scoreOnly, sentence, width, short := o.ScoreOnly, o.Sentence, o.Width, o.Short
	sig := func(m Row) string {
		if short {
			return m.Short
		}
		return m.Signature
	}
	switch o.Format {
	case FormatJSON:
		return writeJSON(w, r)
	case FormatTSV:
		if sentence {
			fmt.Fprintln(w, "system\treferences\tmetric\tsegment\tscore")
			for _, m := range r.Results {
				for i, x := range m.Segments {
					fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", m.System, m.References, m.Metric, i+1, shortest(x))
				}
			}
			return nil
		}
		fmt.Fprintln(w, "system\treferences\tmetric\tname\tscore\tci_low\tci_high\tp_bootstrap\tp_approx_rand\tsignature")
		for _, m := range r.Results {
			lo, hi, pb, pa := confidenceFields(m.Confidence, m.Paired)
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", m.System, m.References, m.Metric, m.Name, shortest(m.Score), lo, hi, pb, pa, sig(m))
		}
		return nil
	case FormatText, "":
	default:
		_, err := ParseFormat(string(o.Format))
		return err
	}
	if sentence {
		for _, m := range r.Results {
			for _, x := range m.Segments {
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", m.System, m.References, m.Metric, fixed(x, width))
			}
		}
		if scoreOnly {
			return nil
		}
	}
	if scoreOnly {
		// Several systems or reference sets (--both): each score is named.
		systems, refsets := map[string]bool{}, map[string]bool{}
		for _, m := range r.Results {
			systems[m.System], refsets[m.References] = true, true
		}
		for _, m := range r.Results {
			if len(systems) > 1 {
				fmt.Fprintf(w, "%s\t", m.System)
			}
			if len(refsets) > 1 {
				fmt.Fprintf(w, "%s\t", m.References)
			}
			fmt.Fprintln(w, fixed(m.Score, width))
		}
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	var sigs []string
	seen := map[string]bool{}
	for _, m := range r.Results {
		line := fmt.Sprintf("%s = %s", m.Name, fixed(m.Score, width))
		if m.Confidence != nil {
			line += fmt.Sprintf(" (μ = %s, 95%% CI [%s, %s])", fixed(m.Confidence.Mean, width),
				fixed(m.Confidence.Low, width), fixed(m.Confidence.High, width))
		}
		if m.Verbose != "" {
			line += " " + m.Verbose
		}
		if m.Paired != nil {
			line += fmt.Sprintf("\tvs %s: Δ = %+.*f, p(boot) = %.4f, p(AR) = %.4f", filepath.Base(m.Paired.Baseline), width, m.Paired.Delta, m.Paired.PBootstrap, m.Paired.PApproxRand)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", filepath.Base(m.System), m.References, line)
		if s := sig(m); !seen[s] {
			seen[s] = true
			sigs = append(sigs, s)
			if m.SacreBLEU != "" {
				sigs = append(sigs, "  sacrebleu: "+m.SacreBLEU)
			}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, s := range sigs {
		if _, err := fmt.Fprintln(w, s); err != nil {
			return err
		}
	}
	return nil
}
