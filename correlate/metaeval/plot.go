package metaeval

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"strconv"
)

// WriteSVG draws the report as small multiples: one scatter plot per
// metric, metric system score (x) against human system score (y), one
// labelled point per system, with the metric's primary statistic in the
// title. Systems without a human system score are left out.
func WriteSVG(w io.Writer, r *Report) error {
	const (
		pw, ph = 320.0, 280.0 // panel
		ml, mr = 56.0, 16.0
		mt, mb = 40.0, 44.0
		cols   = 3
	)
	n := len(r.Rows)
	ncol := min(n, cols)
	nrow := (n + cols - 1) / cols
	if ncol == 0 {
		ncol, nrow = 1, 1
	}
	W, H := pw*float64(ncol), ph*float64(nrow)
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" font-family="sans-serif" font-size="11">`+"\n", W, H, W, H)
	fmt.Fprintf(b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	hy := numbers(r.HumanSys)
	for k, row := range r.Rows {
		x0, y0 := pw*float64(k%cols), ph*float64(k/cols)
		xs := numbers(row.Sys)
		fmt.Fprintf(b, `<g transform="translate(%g,%g)">`+"\n", x0, y0)
		fmt.Fprintf(b, `<text x="%g" y="16" text-anchor="middle" font-weight="bold">%s</text>`+"\n", pw/2, html.EscapeString(row.Metric))
		fmt.Fprintf(b, `<text x="%g" y="30" text-anchor="middle">%s = %s</text>`+"\n", pw/2, r.Stat, fmtNum(float64(row.Value)))
		xlo, xhi := extent(xs, hy)
		ylo, yhi := extent(hy, xs)
		px := func(v float64) float64 { return ml + (v-xlo)/(xhi-xlo)*(pw-ml-mr) }
		py := func(v float64) float64 { return ph - mb - (v-ylo)/(yhi-ylo)*(ph-mt-mb) }
		fmt.Fprintf(b, `<rect x="%g" y="%g" width="%g" height="%g" fill="none" stroke="#888"/>`+"\n", ml, mt, pw-ml-mr, ph-mt-mb)
		for _, t := range [][2]float64{{xlo, 0}, {xhi, 0}} {
			fmt.Fprintf(b, `<text x="%g" y="%g" text-anchor="middle" fill="#444">%s</text>`+"\n", px(t[0]), ph-mb+14, tick(t[0]))
		}
		for _, t := range []float64{ylo, yhi} {
			fmt.Fprintf(b, `<text x="%g" y="%g" text-anchor="end" fill="#444">%s</text>`+"\n", ml-4, py(t)+4, tick(t))
		}
		fmt.Fprintf(b, `<text x="%g" y="%g" text-anchor="middle">metric (system)</text>`+"\n", ml+(pw-ml-mr)/2, ph-10)
		fmt.Fprintf(b, `<text transform="translate(12,%g) rotate(-90)" text-anchor="middle">human</text>`+"\n", mt+(ph-mt-mb)/2)
		for s := range xs {
			if s >= len(hy) || math.IsNaN(xs[s]) || math.IsNaN(hy[s]) {
				continue
			}
			fmt.Fprintf(b, `<circle cx="%.2f" cy="%.2f" r="3.5" fill="#1f77b4"><title>%s: metric %s, human %s</title></circle>`+"\n",
				px(xs[s]), py(hy[s]), html.EscapeString(r.Systems[s]), fmtNum(xs[s]), fmtNum(hy[s]))
			if len(xs) <= 20 {
				x, anchor := px(xs[s])+5, "start"
				if x > pw/2 { // label inside the panel
					x, anchor = px(xs[s])-5, "end"
				}
				fmt.Fprintf(b, `<text x="%.2f" y="%.2f" font-size="8" fill="#555" text-anchor="%s">%s</text>`+"\n", x, py(hy[s])-4, anchor, html.EscapeString(r.Systems[s]))
			}
		}
		fmt.Fprintln(b, "</g>")
	}
	fmt.Fprintln(b, "</svg>")
	return b.Flush()
}

func numbers[T ~float64](v []T) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

// extent is the range of the values of v paired with a defined value of
// other, padded by 5%; [0, 1] when empty, ±0.5 when constant.
func extent(v, other []float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for i, x := range v {
		if math.IsNaN(x) || i >= len(other) || math.IsNaN(other[i]) {
			continue
		}
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	switch {
	case lo > hi:
		return 0, 1
	case lo == hi:
		return lo - 0.5, hi + 0.5
	}
	pad := (hi - lo) * 0.05
	return lo - pad, hi + pad
}

func tick(v float64) string { return strconv.FormatFloat(v, 'g', 4, 64) }

func fmtNum(v float64) string {
	if math.IsNaN(v) {
		return "n/a"
	}
	return strconv.FormatFloat(v, 'f', 4, 64)
}
