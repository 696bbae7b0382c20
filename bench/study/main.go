package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/parmesan-mt/parmesan/correlate/metaeval"
	"github.com/parmesan-mt/parmesan/data"
)

// tables maps each table's name to its generator; tableOrder is the
// order they run in (cheapest first).
var (
	tables = map[string]func(*run) (string, error){
		"meta":    metaTable,
		"family":  familyTable,
		"study":   studyTable,
		"presets": presetsTable,
	}
	tableOrder = []string{"meta", "family", "study", "presets"}
)

// defaultOut is -out's default: the golden files' directory.
var defaultOut = filepath.Join("bench", "study", "testdata")

// tablePath is where table name is written under the repository root
// root: bench/study/testdata/NAME.md, except the presets, which package
// eval embeds (presetFile).
func tablePath(root, name string) string {
	if name == "presets" {
		return filepath.Join(root, presetFile)
	}
	return filepath.Join(root, defaultOut, name+".md")
}

// run is one invocation's shared state: where the data is, the
// statistics cache and the sets read so far.
type run struct {
	shared string
	cache  metaeval.Cache
	log    io.Writer
	sets   map[string]*data.EvalSet
	// memo, when set, keeps each study set's collected statistics (a
	// development aid: it does not notice code or resource changes).
	memo string
	// only, when set, restricts the study to the sets of these labels.
	only map[string]bool
	// collected keeps each study set's statistics for the rest of the
	// run (the study and presets tables read the same sets).
	collected map[string]*collected
}

func newRun(shared string, log io.Writer) *run {
	return &run{shared: shared, cache: metaeval.DefaultCache(), log: log, sets: map[string]*data.EvalSet{}, collected: map[string]*collected{}}
}

func (r *run) logf(format string, args ...any) {
	if r.log != nil {
		fmt.Fprintf(r.log, "study: "+format+"\n", args...)
	}
}

// set reads an evaluation set under eval/ once.
func (r *run) set(dir string) (*data.EvalSet, error) {
	if s, ok := r.sets[dir]; ok {
		return s, nil
	}
	s, err := data.ReadEvalSet(filepath.Join(r.shared, "eval", dir))
	if err != nil {
		return nil, err
	}
	r.sets[dir] = s
	return s, nil
}

// parseTables checks a -tables list.
func parseTables(list string) ([]string, error) {
	var out []string
	for _, t := range strings.Split(list, ",") {
		t = strings.TrimSpace(t)
		if _, ok := tables[t]; !ok {
			return nil, fmt.Errorf("study: unknown table %q (known: %s)", t, strings.Join(tableOrder, ", "))
		}
		out = append(out, t)
	}
	return out, nil
}

// writeTable writes text to path atomically.
func writeTable(path, text string) error {
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		_, err := w.WriteString(text)
		return err
	})
}

func main() {
	if err := mainErr(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func mainErr(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("study", flag.ContinueOnError)
	fs.SetOutput(stderr)
	list := fs.String("tables", strings.Join(tableOrder, ","), "tables to compute, comma-separated ("+strings.Join(tableOrder, ", ")+")")
	root := fs.String("root", "..", "the repository root, under which the golden files and "+presetFile+" are written (the default is right when run from bench/, the nested module)")
	out := fs.String("out", defaultOut, "directory the markdown files are written to, instead of ROOT/"+defaultOut+" (the presets, by default, to ROOT/"+presetFile+")")
	shared := fs.String("shared", filepath.Join("..", "..", "shared"), "the shared material (eval/, resources/)")
	noCache := fs.Bool("no-cache", false, "neither read nor write correlate/metaeval's statistics cache")
	only := fs.String("sets", "", "study only the sets of these comma-separated `LABELS` (\"HUME en-cs,WMT23 en-cs\"; default all)")
	memo := fs.String("memo", "", "keep the study's collected statistics per set in `DIR` and reuse them (development only: code and resource changes are not noticed)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	names, err := parseTables(*list)
	if err != nil {
		return err
	}
	r := newRun(*shared, stderr)
	r.memo = *memo
	if *only != "" {
		r.only = map[string]bool{}
		for _, l := range strings.Split(*only, ",") {
			r.only[strings.TrimSpace(l)] = true
		}
	}
	if *noCache {
		r.cache = metaeval.Cache{}
	}
	for _, name := range names {
		start := time.Now()
		text, err := tables[name](r)
		if err != nil {
			return err
		}
		path := tablePath(*root, name)
		if *out != defaultOut {
			path = filepath.Join(*out, filepath.Base(path))
		}
		if err := writeTable(path, text); err != nil {
			return err
		}
		r.logf("%s: %s written in %.0f s", name, path, time.Since(start).Seconds())
	}
	return nil
}
