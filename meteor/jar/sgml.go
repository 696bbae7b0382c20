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
	// Group test segments by system, in file order.
	type sysKey struct{ set, sys string }
	var systems []sysKey
	bySys := map[sysKey][]data.SGMLSegment{}
	for _, t := range tests {
		k := sysKey{t.Set, t.System}
		if _, ok := bySys[k]; !ok {
			systems = append(systems, k)
		}
		bySys[k] = append(bySys[k], t)
	}
	var results []sgmlResult
	for _, sk := range systems {
		segs := bySys[sk]
		have := map[sgmlKey]bool{}
		var jobs []data.SGMLSegment
		for _, t := range segs {
			k := sgmlKey{t.Set, t.Doc, t.ID}
			have[k] = true
			if _, ok := refs[k]; !ok {
				fmt.Fprintf(stderr, "Warning: no reference for %s %s doc %s seg %s (%s:%d); skipped\n", t.Set, t.System, t.Doc, t.ID, o.Test, t.Line)
				continue
			}
			jobs = append(jobs, t)
		}
		// Reference segments the system lacks are scored as empty hypotheses.
		for _, r := range refsAll {
			k := sgmlKey{r.Set, r.Doc, r.ID}
			if r.Set != sk.set || have[k] {
				continue
			}
			have[k] = true
			fmt.Fprintf(stderr, "Warning: %s %s has no segment for doc %s seg %s; scoring an empty hypothesis\n", sk.set, sk.sys, r.Doc, r.ID)
			jobs = append(jobs, data.SGMLSegment{Set: r.Set, System: sk.sys, Doc: r.Doc, ID: r.ID})
		}
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
			results = append(results, sgmlResult{j.Set, sk.sys, j.Doc, j.ID, *seg})
			return nil
		})
		if err != nil {
			return err
		}
	}
	strSeg := o.VOut // the reference's -vOut sort quirk (spec §10.5, quirk 12)
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
		return lessSegID(x.seg, y.seg, strSeg)
	})
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
