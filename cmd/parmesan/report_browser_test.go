package main

// Browser tests of "parmesan report": the page is opened from disk in
// headless Chromium (driven over the DevTools protocol by chromedp) and
// checked against the command line's own JSON output. They skip when no
// Chromium is installed (Debian: apt-get install chromium).

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/report"
)

// chromiumPath finds a Chromium: $PARMESAN_CHROMIUM, else one on PATH.
func chromiumPath() string {
	if p := os.Getenv("PARMESAN_CHROMIUM"); p != "" {
		return p
	}
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// newBrowser starts a headless Chromium with a fresh profile, the flags
// that keep it from reaching for the network, and a time limit.
func newBrowser(t testing.TB, limit time.Duration) context.Context {
	t.Helper()
	path := chromiumPath()
	if path == "" {
		t.Skip("no Chromium found (apt-get install chromium, or set PARMESAN_CHROMIUM): browser tests skipped")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelC(); cancelA() })
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatalf("starting %s: %v", path, err)
	}
	tctx, cancelT := context.WithTimeout(ctx, limit)
	t.Cleanup(cancelT)
	return tctx
}

// openReport navigates to a report file and waits for its script.
func openReport(t testing.TB, ctx context.Context, path string) {
	t.Helper()
	abs, err := filepath.Abs(path)
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("file://"+abs), chromedp.WaitReady(chromedp.CSS(`body[data-ready="1"]`))))
}

func jsEval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	require.NoError(t, err, js)
	return v
}

// screenshot captures the viewport scrolled to the element sel.
func screenshot(t testing.TB, ctx context.Context, name, sel string) {
	t.Helper()
	jsEval[chromedp.Void](t, ctx, fmt.Sprintf(`document.querySelector(%q).scrollIntoView({block: "start"})`, sel))
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	require.Greater(t, len(png), 1000, "screenshot %s is empty", name)
	dir := os.Getenv("PARMESAN_SCREENSHOTS") // e.g. ../../docs, to refresh the committed ones
	if dir == "" {
		dir = t.TempDir()
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), png, 0o644))
}

type row struct {
	Sys   string  `json:"sys"`
	Seg   int     `json:"seg"`
	Score float64 `json:"score"`
}

// pageRows reads the rows of the segment table's current page.
func pageRows(t testing.TB, ctx context.Context) []row {
	return jsEval[[]row](t, ctx, `Array.from(document.querySelectorAll("#seg-body tr[data-row]")).map(tr => ({
		sys: tr.children[1].textContent, seg: +tr.children[0].textContent, score: parseFloat(tr.children[2].textContent)}))`)
}

func rowCount(t testing.TB, ctx context.Context) int {
	s := jsEval[string](t, ctx, `document.getElementById("count").textContent`)
	n, err := strconv.Atoi(strings.Fields(s)[0])
	require.NoError(t, err, s)
	return n
}

func setFilter(t testing.TB, ctx context.Context, id, value string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const e = document.getElementById(%q); if (e.type === "checkbox") e.checked = %q === "on"; else e.value = %q;
		e.dispatchEvent(new Event(e.tagName === "SELECT" || e.type === "checkbox" ? "change" : "input")); })()`, id, value, value)
	jsEval[chromedp.Void](t, ctx, js)
}

func TestReportInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped with -short")
	}
	ctx := newBrowser(t, 2*time.Minute)
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	// Three systems (the reference itself is the third), so the 60 rows
	// fill two pages.
	args := []string{"--rewrite", "-l", "en", "--metric", "meteor,chrf", "-r", exRef, exHyp, exHyp2, exRef}
	_, errOut, code := runCmd(t, "", append([]string{"report", "-o", out}, args...)...)
	require.Equal(t, 0, code, errOut)
	js, errOut, code := runCmd(t, "", append([]string{"score", "--confidence", "--trials", strconv.Itoa(report.DefaultConfidence.Trials),
		"--sentence", "--format", "json"}, args...)...)
	require.Equal(t, 0, code, errOut)
	var cli metricReport
	require.NoError(t, json.Unmarshal([]byte(js), &cli))
	require.Len(t, cli.Results, 6)
	openReport(t, ctx, out)

	t.Run("summary equals the CLI's JSON", func(t *testing.T) {
		type cell struct {
			Sys, Metric, V, Lo, Hi, Shown string
			PB, PA                        string
		}
		cells := jsEval[[]cell](t, ctx, `Array.from(document.querySelectorAll("#summary-table td.score")).map(td => ({
			Sys: td.parentElement.dataset.sys, Metric: td.dataset.metric, V: td.dataset.v, Lo: td.dataset.lo, Hi: td.dataset.hi,
			Shown: td.querySelector("b").textContent,
			PB: td.nextElementSibling.dataset.v, PA: td.nextElementSibling.nextElementSibling.dataset.v}))`)
		require.Len(t, cells, len(cli.Results))
		num := func(s string) float64 { x, err := strconv.ParseFloat(s, 64); require.NoError(t, err, s); return x }
		for k, r := range cli.Results {
			c := cells[k]
			assert.Equal(t, strings.TrimSuffix(filepath.Base(r.System), ".txt"), c.Sys)
			assert.Equal(t, r.Metric, c.Metric)
			assert.Equal(t, r.Score, num(c.V), "%s %s score", c.Sys, c.Metric)
			assert.Equal(t, r.Confidence.Low, num(c.Lo), "%s %s CI low", c.Sys, c.Metric)
			assert.Equal(t, r.Confidence.High, num(c.Hi), "%s %s CI high", c.Sys, c.Metric)
			assert.Equal(t, report.FormatScore(r.Score), c.Shown)
			if r.Paired == nil {
				assert.Empty(t, c.PB)
			} else {
				assert.Equal(t, r.Paired.PBootstrap, num(c.PB), "%s %s p boot", c.Sys, c.Metric)
				assert.Equal(t, r.Paired.PApproxRand, num(c.PA), "%s %s p AR", c.Sys, c.Metric)
			}
		}
		sigs := jsEval[[]string](t, ctx, `Array.from(document.querySelectorAll("code.sig")).map(c => c.textContent)`)
		assert.Equal(t, []string{cli.Results[0].Signature, cli.Results[1].Signature}, sigs)
		screenshot(t, ctx, "report-summary.png", "body")
	})

	// segScores[system][segment] from the CLI's --sentence JSON (Meteor).
	segScores := map[string][]float64{}
	for _, r := range cli.Results {
		if r.Metric == eval.MetricMeteor {
			segScores[strings.TrimSuffix(filepath.Base(r.System), ".txt")] = r.Segments
		}
	}

	t.Run("sort", func(t *testing.T) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`th[data-sort="score"]`))))
		rows := pageRows(t, ctx)
		require.Len(t, rows, 50)
		assert.Equal(t, 1.0, rows[0].Score, "the reference scores 1")
		for k := 1; k < len(rows); k++ {
			assert.GreaterOrEqual(t, rows[k-1].Score, rows[k].Score, "descending at row %d", k)
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`th[data-sort="score"]`))))
		rows = pageRows(t, ctx)
		for k := 1; k < len(rows); k++ {
			assert.LessOrEqual(t, rows[k-1].Score, rows[k].Score, "ascending at row %d", k)
		}
		// The lowest row is the CLI's lowest segment score.
		low := math.Inf(1)
		for _, s := range segScores {
			for _, x := range s {
				low = math.Min(low, x)
			}
		}
		assert.InDelta(t, low, rows[0].Score, 5e-5)
		for _, r := range rows {
			assert.InDelta(t, segScores[r.Sys][r.Seg-1], r.Score, 5e-5, "%s segment %d", r.Sys, r.Seg)
		}
	})

	t.Run("filter", func(t *testing.T) {
		assert.Equal(t, 60, rowCount(t, ctx))
		setFilter(t, ctx, "f-min", "0.3")
		want := 0
		for _, s := range segScores {
			for _, x := range s {
				if math.Round(x*1e4)/1e4 >= 0.3 {
					want++
				}
			}
		}
		assert.Equal(t, want, rowCount(t, ctx), "rows with score ≥ 0.3")
		for _, r := range pageRows(t, ctx) {
			assert.GreaterOrEqual(t, r.Score, 0.3)
		}
		setFilter(t, ctx, "f-min", "")
		setFilter(t, ctx, "f-sys", "1") // hyp2, the second system
		assert.Equal(t, 20, rowCount(t, ctx))
		for _, r := range pageRows(t, ctx) {
			assert.Equal(t, "hyp2", r.Sys)
		}
		setFilter(t, ctx, "f-sys", "-1")
		// |Δ vs B| ≥ 0.2, B being the second system (hyp2).
		setFilter(t, ctx, "f-diff", "0.2")
		want = 0
		for _, s := range segScores {
			for i, x := range s {
				if math.Abs(math.Round(x*1e4)/1e4-math.Round(segScores["hyp2"][i]*1e4)/1e4) >= 0.2-1e-9 {
					want++
				}
			}
		}
		assert.Equal(t, want, rowCount(t, ctx), "rows with |Δ| ≥ 0.2")
		setFilter(t, ctx, "f-diff", "")
		// "rewrite changed something": the segments where parmesan rewrite
		// --log records a substitution or a fix, over the three systems.
		want = 0
		for _, hyp := range []string{exHyp, exHyp2, exRef} {
			want += rewrittenSegments(t, hyp)
		}
		setFilter(t, ctx, "f-rw", "on")
		assert.Equal(t, want, rowCount(t, ctx), "rows whose reference was rewritten")
		setFilter(t, ctx, "f-text", "river")
		for _, r := range pageRows(t, ctx) {
			assert.Equal(t, 2, r.Seg, "only segment 2 mentions a river")
		}
		setFilter(t, ctx, "f-text", "")
		screenshot(t, ctx, "report-segments.png", "#segments")
	})

	t.Run("segment view", func(t *testing.T) {
		// Keyboard: j moves down, Enter opens, Escape closes.
		sel := func() int {
			return jsEval[int](t, ctx, `Array.from(document.querySelectorAll("#seg-body tr")).findIndex(tr => tr.classList.contains("sel"))`)
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`)))
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("j")))
		assert.Equal(t, 1, sel())
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("k")))
		assert.Equal(t, 0, sel())
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("\r")))
		assert.False(t, jsEval[bool](t, ctx, `document.getElementById("detail").hidden`))
		// Find a row whose rewrite substituted a word that is then matched.
		seg := jsEval[int](t, ctx, `(() => { const rows = Array.from(document.querySelectorAll("#seg-body tr[data-row]"));
			for (const tr of rows) { tr.click(); if (document.querySelector("#detail-body path.link[data-kind=rewrite]")) return +tr.dataset.seg; }
			return -1; })()`)
		require.GreaterOrEqual(t, seg, 0, "no segment with a match after a substitution")
		links := jsEval[int](t, ctx, `document.querySelectorAll("#detail-body svg.align path.link").length`)
		hypWords := jsEval[int](t, ctx, `document.querySelectorAll("#detail-body svg.align g.word").length`)
		assert.Greater(t, links, 0)
		assert.Greater(t, hypWords, links)
		assert.Greater(t, jsEval[int](t, ctx, `document.querySelectorAll("#detail-body svg.align path.chunk").length`), 0, "chunks drawn")
		assert.Greater(t, jsEval[int](t, ctx, `document.querySelectorAll("#detail-body svg.align g.word.subst").length`), 0, "substituted word marked")
		note := jsEval[string](t, ctx, `document.querySelector("#detail-body ol.notes li.sub").textContent`)
		assert.Contains(t, note, "substitution")
		assert.Regexp(t, `source: (wordnet|multi)`, note, "the note names the source (English: WordNet or the mined multi-en)")
		assert.NotEmpty(t, jsEval[string](t, ctx, `document.querySelector("#detail-body .diffline .sub del").textContent`))
		screenshot(t, ctx, "report-segment.png", "#detail")
		// A fix is explained with its rule.
		fix := jsEval[string](t, ctx, `(() => { for (const tr of document.querySelectorAll("#seg-body tr[data-row]")) { tr.click();
			const li = document.querySelector("#detail-body ol.notes li.fix"); if (li) return li.textContent; } return ""; })()`)
		assert.Contains(t, fix, "agreement fix")
		assert.Contains(t, fix, "en-")
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`), chromedp.KeyEvent("\x1b")))
		assert.True(t, jsEval[bool](t, ctx, `document.getElementById("detail").hidden`), "Escape closes the segment")
		// n goes to the next page (of all 60 rows).
		setFilter(t, ctx, "f-rw", "off")
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`)))
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("n")))
		assert.Contains(t, jsEval[string](t, ctx, `document.getElementById("page").textContent`), "page 2 of")
	})

	t.Run("rewritten labels and deep links", func(t *testing.T) {
		// --rewrite scores every metric on the rewritten references: each
		// column, and each score in the segment view, says so.
		assert.Equal(t, 2, jsEval[int](t, ctx, `document.querySelectorAll("#summary-table th.mhead .rwtag").length`))
		assert.Contains(t, jsEval[string](t, ctx, `document.getElementById("count").textContent`), "rewritten refs")
		// Loading the page at #seg=7&sys=hyp2 opens that segment, with a
		// link to itself; a bare #seg=N opens the baseline's segment N.
		abs, err := filepath.Abs(out)
		require.NoError(t, err)
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank")))
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("file://"+abs+"#seg=7&sys=hyp2"), chromedp.WaitReady(chromedp.CSS(`body[data-ready="1"]`))))
		assert.False(t, jsEval[bool](t, ctx, `document.getElementById("detail").hidden`))
		title := `document.getElementById("detail-title").firstChild.textContent`
		assert.Equal(t, "Segment 7 — hyp2", jsEval[string](t, ctx, title))
		assert.Equal(t, "#seg=7&sys=hyp2", jsEval[string](t, ctx, `document.getElementById("seg-link").hash`))
		assert.Equal(t, 2, jsEval[int](t, ctx, `document.querySelectorAll("#detail-body .rwtag").length`), "both metrics labelled in the segment view")
		assert.Equal(t, "7", jsEval[string](t, ctx, `String(+document.querySelector("#seg-body tr.sel").dataset.seg + 1)`), "the browser's selected row is segment 7")
		jsEval[chromedp.Void](t, ctx, `location.hash = "#seg=12"`)
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](title+` === "Segment 12 — hyp"`))
		require.NoError(t, err, "a bare #seg=12 opens the baseline's segment 12")
		assert.Contains(t, jsEval[string](t, ctx, `document.querySelector("#seg-body tr[data-seg='11'] a.seglink").getAttribute("href")`), "#seg=12&sys=")
	})

	t.Run("print", func(t *testing.T) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
			return err
		})))
		assert.Equal(t, "none", jsEval[string](t, ctx, `getComputedStyle(document.getElementById("filters")).display`))
		assert.Equal(t, "none", jsEval[string](t, ctx, `getComputedStyle(document.querySelector(".pager")).display`))
		assert.NotEqual(t, "none", jsEval[string](t, ctx, `getComputedStyle(document.getElementById("summary")).display`))
	})
}

// rewrittenSegments counts the segments whose reference "parmesan
// rewrite --log" changes toward hyp (a substitution or a fix).
func rewrittenSegments(t *testing.T, hyp string) int {
	dir := t.TempDir()
	log := filepath.Join(dir, "log.jsonl")
	_, errOut, code := runCmd(t, "", "rewrite", "--lang", "en", "-r", exRef, "-i", hyp, "-o", filepath.Join(dir, "out.txt"), "--log", log)
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(log)
	require.NoError(t, err)
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r logRecord
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		if len(r.Result.Subs) > 0 || len(r.Result.Edits) > 0 {
			n++
		}
	}
	return n
}

// TestReportMatchTypes opens a report without rewriting (English:
// exact, stem and synonym matchers) and finds every match type drawn.
func TestReportMatchTypes(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped with -short")
	}
	ctx := newBrowser(t, time.Minute)
	out := filepath.Join(t.TempDir(), "report.html")
	_, errOut, code := runCmd(t, "", "report", "-o", out, "--metric", "meteor", "-r", exRef, exHyp, exHyp2)
	require.Equal(t, 0, code, errOut)
	openReport(t, ctx, out)
	kinds := jsEval[map[string]int](t, ctx, `(() => { const k = {};
		for (const tr of document.querySelectorAll("#seg-body tr[data-row]")) { tr.click();
			for (const p of document.querySelectorAll("#detail-body path.link")) k[p.dataset.kind] = (k[p.dataset.kind] || 0) + 1; }
		return k; })()`)
	// The data's alignments, decoded in Go, give the same counts.
	want := map[string]int{}
	d := jsEval[report.Data](t, ctx, `JSON.parse(document.getElementById("data").textContent)`)
	for _, s := range d.Systems {
		for _, al := range s.Align {
			for k := 2; k < len(al); k += 3 {
				want[d.Modules[al[k]&7]]++
			}
		}
	}
	assert.Equal(t, want, kinds)
	assert.Greater(t, kinds["stem"], 0, "stem matches drawn")
	assert.Greater(t, kinds["synonym"], 0, "synonym matches drawn")
	screenshot(t, ctx, "report-alignment.png", "#detail")
}

// TestReportFirstPaint measures a big report (bench/report.sh builds
// WMT23 en-cs): set PARMESAN_REPORT_FILE to its path.
func TestReportFirstPaint(t *testing.T) {
	path := os.Getenv("PARMESAN_REPORT_FILE")
	if path == "" {
		t.Skip("set PARMESAN_REPORT_FILE to a report to time its first paint (bench/report.sh)")
	}
	ctx := newBrowser(t, 2*time.Minute)
	for run := 1; run <= 3; run++ {
		start := time.Now()
		openReport(t, ctx, path)
		ready := time.Since(start)
		type paint struct {
			Name  string  `json:"name"`
			Start float64 `json:"start"`
		}
		ps := jsEval[[]paint](t, ctx, `performance.getEntriesByType("paint").map(p => ({name: p.name, start: p.startTime}))`)
		nav := jsEval[float64](t, ctx, `performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd`)
		fmt.Printf("run %d: %v, DOMContentLoaded %.0f ms, interactive (data parsed, table drawn) after %.0f ms wall\n", run, ps, nav, float64(ready.Milliseconds()))
		// Time a sort of all rows and opening one segment.
		t0 := time.Now()
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`th[data-sort="score"]`))))
		jsEval[chromedp.Void](t, ctx, `document.querySelector("#seg-body tr[data-row]").click()`)
		fmt.Printf("run %d: sort %d rows + open a segment: %.0f ms\n", run, rowCount(t, ctx), float64(time.Since(t0).Milliseconds()))
	}
}

// TestReportSetHuman builds a report from an evaluation set with human
// system scores and finds the metric-vs-human scatter plot.
func TestReportSetHuman(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped with -short")
	}
	ctx := newBrowser(t, time.Minute)
	out := filepath.Join(t.TempDir(), "report.html")
	_, errOut, code := runCmd(t, "", "report", "-o", out, "--set", "../../testdata/report-set", "--metric", "meteor,bleu", "--baseline", "telegraphic")
	require.Equal(t, 0, code, errOut)
	openReport(t, ctx, out)
	assert.Equal(t, []string{"telegraphic", "fluent", "mixed"},
		jsEval[[]string](t, ctx, `Array.from(document.querySelectorAll("#summary-table tbody tr")).map(tr => tr.dataset.sys)`))
	assert.Equal(t, 2, jsEval[int](t, ctx, `document.querySelectorAll("#scatter figure").length`), "a scatter plot per metric")
	assert.Equal(t, 3, jsEval[int](t, ctx, `document.querySelectorAll("#scatter figure:first-child circle").length`), "a point per system")
	assert.Contains(t, jsEval[string](t, ctx, `document.querySelector("#scatter figcaption").textContent`), "Pearson r = ")
	screenshot(t, ctx, "report-human.png", "body")
}

// TestReportTwoReferences opens every segment of a report with two
// references: the alignment is drawn against the reference Meteor chose.
func TestReportTwoReferences(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped with -short")
	}
	ctx := newBrowser(t, time.Minute)
	out := filepath.Join(t.TempDir(), "report.html")
	_, errOut, code := runCmd(t, "", "report", "-o", out, "--metric", "meteor", "-r", exRef, "-r", exHyp2, exHyp, exHyp2)
	require.Equal(t, 0, code, errOut)
	openReport(t, ctx, out)
	// hyp2 is its own second reference: every segment aligns to it
	// perfectly, and the view's reference row is hyp2's tokens.
	res := jsEval[[]string](t, ctx, `(() => { const out = [];
		for (const tr of document.querySelectorAll("#seg-body tr[data-row]")) {
			try { tr.click(); } catch (e) { out.push("error " + e); continue; }
			if (tr.children[1].textContent !== "hyp2") continue;
			const words = Array.from(document.querySelectorAll("#detail-body svg.align g.word text")).map(t => t.textContent);
			out.push(tr.children[5].textContent + " | " + words.join(" ")); }
		return out; })()`)
	require.Len(t, res, 20)
	for _, r := range res {
		hyp, words, _ := strings.Cut(r, " | ")
		assert.Equal(t, hyp+" "+hyp, words, "hypothesis and chosen reference drawn")
	}
}
