package jar

import (
	"bufio"
	"fmt"
	"github.com/parmesan-mt/parmesan/meteor"
	"io"
	"os"
	"sort"
	"strconv"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

type sgmlKey struct{ set, doc, seg string }

type sgmlResult struct {
	set, sys, doc, seg string
	seg0               meteor.Segment
}

func readSGMLFile(path string) ([]data.SGMLSegment, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return data.ReadSGML(f, path)
}

// lessSegID compares segment ids as integers when both parse, otherwise
// as strings (spec §10.5).
func lessSegID(a, b string, asStrings bool) bool {
	if !asStrings {
		x, e1 := strconv.Atoi(a)
		y, e2 := strconv.Atoi(b)
		if e1 == nil && e2 == nil {
			return x < y
		}
	}
	return a < b
}

// runSGML scores an SGML test set the reference's way: every system's
// segments against the references of the same set, document and segment
// id, then the segment, document and system score files and a statistics
// block per system on stdout.
func runSGML(sc *meteor.Scorer, o *Options, env Env) error {
	tests, err := readSGMLFile(o.Test)
	if err != nil {
		return err
	}
	refsAll, err := readSGMLFile(o.Reference)
	if err != nil {
		return err
	}
	stderr := bufio.NewWriter(env.Stderr)
	defer stderr.Flush()
	refs := map[sgmlKey][]string{}
	for _, r := range refsAll {
		k := sgmlKey{r.Set, r.Doc, r.ID}
		refs[k] = append(refs[k], r.Text)
	}
	var results []sgmlResult
	for _, sys := range groupBySystem(tests) {
		jobs := sgmlJobs(sys, refs, refsAll, o.Test, stderr)
		if results, err = scoreSGMLJobs(sc, jobs, refs, o, env, stderr, results); err != nil {
			return err
		}
	}
	sortSGMLResults(results, o.VOut)
	return writeSGMLResults(sc, o, env, results)
}

// groupBySystem groups test segments by (set, system), in file order.
func groupBySystem(tests []data.SGMLSegment) [][]data.SGMLSegment {
	type sysKey struct{ set, sys string }
	var order []sysKey
	bySys := map[sysKey][]data.SGMLSegment{}
	for _, t := range tests {
		k := sysKey{t.Set, t.System}
		if _, ok := bySys[k]; !ok {
			order = append(order, k)
		}
		bySys[k] = append(bySys[k], t)
	}
	out := make([][]data.SGMLSegment, len(order))
	for i, k := range order {
		out[i] = bySys[k]
	}
	return out
}

// sgmlJobs lists the segments of one system to score: those with a
// reference (the others are skipped with a warning), then, as empty
// hypotheses, the reference segments of the set the system lacks.
func sgmlJobs(segs []data.SGMLSegment, refs map[sgmlKey][]string, refsAll []data.SGMLSegment, testPath string, stderr *bufio.Writer) []data.SGMLSegment {
	set, sys := segs[0].Set, segs[0].System
	have := map[sgmlKey]bool{}
	var jobs []data.SGMLSegment
	for _, t := range segs {
		k := sgmlKey{t.Set, t.Doc, t.ID}
		have[k] = true
		if _, ok := refs[k]; !ok {
			fmt.Fprintf(stderr, "Warning: no reference for %s %s doc %s seg %s (%s:%d); skipped\n", t.Set, t.System, t.Doc, t.ID, testPath, t.Line)
			continue
		}
		jobs = append(jobs, t)
	}
	for _, r := range refsAll {
		k := sgmlKey{r.Set, r.Doc, r.ID}
		if r.Set != set || have[k] {
			continue
		}
		have[k] = true
		fmt.Fprintf(stderr, "Warning: %s %s has no segment for doc %s seg %s; scoring an empty hypothesis\n", set, sys, r.Doc, r.ID)
		jobs = append(jobs, data.SGMLSegment{Set: r.Set, System: sys, Doc: r.Doc, ID: r.ID})
	}
	return jobs
}

// scoreSGMLJobs scores one system's jobs and appends their results.
func scoreSGMLJobs(sc *meteor.Scorer, jobs []data.SGMLSegment, refs map[sgmlKey][]string, o *Options, env Env, stderr *bufio.Writer, results []sgmlResult) ([]sgmlResult, error) {
	i := 0
	next := func() (string, []string, error) {
		if i == len(jobs) {
			return "", nil, io.EOF
		}
		j := jobs[i]
		i++
		return j.Text, refs[sgmlKey{j.Set, j.Doc, j.ID}], nil
	}
	err := sc.Stream(next, env.Workers, func(k int, seg *meteor.Segment) error {
		for w := 0; w < seg.Warnings; w++ {
			stderr.WriteString(BeamWarning + "\n")
		}
		j := jobs[k]
		if seg.Bounded {
			stderr.WriteString(sc.BoundedWarning(fmt.Sprintf("%s: doc %s seg %s", o.Test, j.Doc, j.ID)) + "\n")
		}
		results = append(results, sgmlResult{j.Set, j.System, j.Doc, j.ID, *seg})
		return nil
	})
	return results, err
}

// sortSGMLResults orders results by set, system, document and segment id
// (as strings with -vOut: the reference's sort quirk, spec §10.5, quirk 12).
func sortSGMLResults(results []sgmlResult, vOut bool) {
	sort.SliceStable(results, func(a, b int) bool {
		x, y := &results[a], &results[b]
		if x.set != y.set {
			return x.set < y.set
		}
		if x.sys != y.sys {
			return x.sys < y.sys
		}
		if x.doc != y.doc {
			return x.doc < y.doc
		}
		return lessSegID(x.seg, y.seg, vOut)
	})
}

// writeSGMLResults writes the sorted results: PREFIX-seg.scr, -doc.scr,
// -sys.scr (and -align.out), committed together, and the header and a
// statistics block per system on stdout.
func writeSGMLResults(sc *meteor.Scorer, o *Options, env Env, results []sgmlResult) error {
	set := sc.Settings()
	field := func(st *meteor.Stats) string {
		switch {
		case o.SSOut:
			return st.SS()
		case o.VOut:
			return string(AppendVerbose(nil, sc.Compute(*st)))
		default:
			return jvm.FormatDouble(sc.Compute(*st).Score)
		}
	}
	segF, err := data.CreateAtomic(o.Prefix + "-seg.scr")
	if err != nil {
		return err
	}
	defer segF.Abort()
	docF, err := data.CreateAtomic(o.Prefix + "-doc.scr")
	if err != nil {
		return err
	}
	defer docF.Abort()
	sysF, err := data.CreateAtomic(o.Prefix + "-sys.scr")
	if err != nil {
		return err
	}
	defer sysF.Abort()
	var alignF *data.AtomicFile
	if o.WriteAlignments {
		if alignF, err = data.CreateAtomic(o.Prefix + "-align.out"); err != nil {
			return err
		}
		defer alignF.Abort()
	}
	stdout := bufio.NewWriter(env.Stdout)
	defer stdout.Flush()
	if err := WriteHeader(stdout, set, true); err != nil {
		return err
	}
	for i := 0; i < len(results); {
		// One system.
		j := i
		var sysAgg meteor.Stats
		for j < len(results) && results[j].set == results[i].set && results[j].sys == results[i].sys {
			// One document.
			k := j
			var docAgg meteor.Stats
			for k < len(results) && results[k].set == results[j].set && results[k].sys == results[j].sys && results[k].doc == results[j].doc {
				r := &results[k]
				fmt.Fprintf(segF.Writer, "%s\t%s\t%s\t%s\t%s\n", r.set, r.sys, r.doc, r.seg, field(&r.seg0.Stats))
				if alignF != nil {
					alignF.Writer.Write(AppendAlignment(nil, r.set+"\t"+r.sys+"\t"+r.doc+"\t"+r.seg, &r.seg0))
				}
				docAgg.Add(&r.seg0.Stats)
				sysAgg.Add(&r.seg0.Stats)
				k++
			}
			fmt.Fprintf(docF.Writer, "%s\t%s\t%s\t%s\n", results[j].set, results[j].sys, results[j].doc, field(&docAgg))
			j = k
		}
		fmt.Fprintf(sysF.Writer, "%s\t%s\t%s\n", results[i].set, results[i].sys, field(&sysAgg))
		fmt.Fprintf(stdout, "[%s][%s] ", results[i].set, results[i].sys)
		if err := stdout.Flush(); err != nil {
			return err
		}
		if err := WriteStatsBlock(stdout, set, &sysAgg, false); err != nil {
			return err
		}
		i = j
	}
	files := []*data.AtomicFile{segF, docF, sysF}
	if alignF != nil {
		files = append(files, alignF)
	}
	return data.CommitAll(files...)
}
