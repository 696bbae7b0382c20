package meteor

import (
	"io"
	"path/filepath"
	"runtime"
	"testing"
)

// BenchmarkBench100k scores ../shared/bench/bench-100k with the
// reference's benchmark configuration (-l en -norm, default modules, the
// WordNet paraphrase table, the reference's resources) on all CPUs.
// bench/meteor-100k.sh measures the whole command (wall time, peak RSS).
func BenchmarkBench100k(b *testing.B) {
	hyps, refs, set, res := bench100k(b)
	b.ReportAllocs()
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		sc, _ := NewWithSettings(set, res) // fresh word caches each run
		i := 0
		var agg Stats
		err := sc.Stream(func() (string, []string, error) {
			if i == len(hyps) {
				return "", nil, io.EOF
			}
			i++
			return hyps[i-1], refs[i-1 : i], nil
		}, runtime.GOMAXPROCS(0), func(_ int, seg *Segment) error { agg.Add(&seg.Stats); return nil })
		if err != nil {
			b.Fatal(err)
		}
		if got := formatDouble(sc.Compute(agg).Score); got != "0.32073623049226163" {
			b.Fatalf("final score %s", got)
		}
	}
	b.ReportMetric(float64(len(hyps)*b.N)/b.Elapsed().Seconds(), "pairs/s")
}

// BenchmarkAlign5k aligns the first 5,000 pairs of bench-100k on one
// goroutine (normalization, matching and the beam search; resources and
// word caches warm), for profiles and A/B comparisons of the hot path.
func BenchmarkAlign5k(b *testing.B) {
	hyps, refs, set, res := bench100k(b)
	hyps, refs = hyps[:5000], refs[:5000]
	sc, err := NewWithSettings(set, res)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for i := range hyps {
			sc.Align(hyps[i], refs[i:i+1])
		}
	}
	b.ReportMetric(float64(len(hyps)*b.N)/b.Elapsed().Seconds(), "pairs/s")
}

// bench100k reads ../shared/bench/bench-100k and loads the reference's
// benchmark configuration (-l en -norm, default modules, the WordNet
// paraphrase table, the reference's resources).
func bench100k(b *testing.B) (hyps, refs []string, set Settings, res *Resources) {
	shared := sharedDir(b)
	dir := filepath.Join(shared, "bench", "bench-100k")
	hyps = readLines(b, filepath.Join(dir, "hyp.txt"))
	refs = readLines(b, filepath.Join(dir, "ref.txt"))
	set, err := Config{Language: "en", Normalization: Norm}.Resolve()
	if err != nil {
		b.Fatal(err)
	}
	res, err = LoadResources(set, ResourceFiles{Dir: filepath.Join(shared, "resources", "meteor-1.5"),
		Paraphrases: filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz")})
	if err != nil {
		b.Fatal(err)
	}
	return hyps, refs, set, res
}
