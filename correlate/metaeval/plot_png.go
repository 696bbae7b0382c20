package metaeval

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// WritePNG draws the same small multiples as WriteSVG as a PNG image
// (7×13 bitmap font, no anti-aliasing).
func WritePNG(w io.Writer, r *Report) error {
	const (
		pw, ph = 360, 300 // panel
		ml, mr = 64, 20
		mt, mb = 44, 40
		cols   = 3
	)
	n := len(r.Rows)
	ncol := min(max(n, 1), cols)
	nrow := max((n+cols-1)/cols, 1)
	img := image.NewRGBA(image.Rect(0, 0, pw*ncol, ph*nrow))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	grey := color.RGBA{0x88, 0x88, 0x88, 0xff}
	dark := color.RGBA{0x33, 0x33, 0x33, 0xff}
	blue := color.RGBA{0x1f, 0x77, 0xb4, 0xff}
	text := func(s string, x, y int, c color.Color, align int) {
		d := &font.Drawer{Dst: img, Src: image.NewUniform(c), Face: basicfont.Face7x13}
		wd := d.MeasureString(s).Round()
		x -= align * wd / 2 // 0 left, 1 centre, 2 right
		d.Dot = fixed.P(x, y)
		d.DrawString(s)
	}
	hy := numbers(r.HumanSys)
	for k, row := range r.Rows {
		x0, y0 := pw*(k%cols), ph*(k/cols)
		xs := numbers(row.Sys)
		text(row.Metric, x0+pw/2, y0+16, color.Black, 1)
		text(string(r.Stat)+" = "+fmtNum(float64(row.Value)), x0+pw/2, y0+32, dark, 1)
		xlo, xhi := extent(xs, hy)
		ylo, yhi := extent(hy, xs)
		px := func(v float64) int { return x0 + ml + int(math.Round((v-xlo)/(xhi-xlo)*(pw-ml-mr))) }
		py := func(v float64) int { return y0 + ph - mb - int(math.Round((v-ylo)/(yhi-ylo)*(ph-mt-mb))) }
		rect(img, x0+ml, y0+mt, x0+pw-mr, y0+ph-mb, grey)
		text(tick(xlo), px(xlo), y0+ph-mb+14, dark, 1)
		text(tick(xhi), px(xhi), y0+ph-mb+14, dark, 1)
		text(tick(ylo), x0+ml-4, py(ylo)+4, dark, 2)
		text(tick(yhi), x0+ml-4, py(yhi)+4, dark, 2)
		text("metric (system) vs human", x0+ml+(pw-ml-mr)/2, y0+ph-8, dark, 1)
		for s := range xs {
			if s >= len(hy) || math.IsNaN(xs[s]) || math.IsNaN(hy[s]) {
				continue
			}
			disc(img, px(xs[s]), py(hy[s]), 4, blue)
			if len(xs) <= 20 {
				if px(xs[s]) > x0+pw/2 { // label inside the panel
					text(r.Systems[s], px(xs[s])-6, py(hy[s])-4, dark, 2)
				} else {
					text(r.Systems[s], px(xs[s])+6, py(hy[s])-4, dark, 0)
				}
			}
		}
	}
	return png.Encode(w, img)
}

// rect outlines the rectangle [x0, x1] × [y0, y1].
func rect(img *image.RGBA, x0, y0, x1, y1 int, c color.Color) {
	for x := x0; x <= x1; x++ {
		img.Set(x, y0, c)
		img.Set(x, y1, c)
	}
	for y := y0; y <= y1; y++ {
		img.Set(x0, y, c)
		img.Set(x1, y, c)
	}
}

// disc fills a circle of radius r around (cx, cy).
func disc(img *image.RGBA, cx, cy, r int, c color.Color) {
	for y := -r; y <= r; y++ {
		for x := -r; x <= r; x++ {
			if x*x+y*y <= r*r {
				img.Set(cx+x, cy+y, c)
			}
		}
	}
}
