package report

import (
	"io"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// BenchmarkBuildWMT23 builds (and renders) the report of bench/report.sh
// in-process: WMT23 en-cs, 15 systems × 2,074 segments, references
// rewritten toward each system (Czech), Meteor and chrF with intervals
// and paired tests. go test ./report -run XXX -bench BuildWMT23
// -benchtime 1x -cpuprofile cpu.out shows where the time goes.
func BenchmarkBuildWMT23(b *testing.B) {
	set, err := data.ReadEvalSet(filepath.Join("..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs"))
	if err != nil {
		b.Skipf("WMT23 en-cs not found under ../shared: %v", err)
	}
	in := Input{Refs: [][]string{set.Ref}}
	for _, s := range set.Systems {
		lines, err := set.SystemLines(s)
		if err != nil {
			b.Fatal(err)
		}
		in.Systems = append(in.Systems, eval.System{Name: s, Hyps: lines})
	}
	ro, err := pipeline.New(pipeline.Config{Lang: lang.Czech})
	if err != nil {
		b.Skipf("Czech rewriting unavailable: %v", err)
	}
	o := Options{Evaluator: eval.Options{Meteor: meteor.Config{Language: "cs", Normalization: meteor.Norm}, Rewrite: ro}}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		d, err := Build(in, o)
		if err != nil {
			b.Fatal(err)
		}
		if err := d.WriteHTML(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
