package hunspell_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/cputime"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// BenchmarkLoad measures loading a language (hunspell.Load: the system
// dictionary and the embedded model) as a process's first use of it
// does: "cold" with the compiled cache off (a user's very first run:
// the dictionary's word list is parsed), "warm" with the dictionary's
// word list already in the cache. Besides time and allocation per
// load it reports cpu-ms/op, the process's CPU time per load (the
// garbage collector's included; on a loaded machine a truer figure
// than the wall time), and live-MB, the heap a loaded language keeps.
//
//	go test -run XXX -bench Load -benchtime 3x ./lemma/hunspell
func BenchmarkLoad(b *testing.B) {
	for _, lg := range languages {
		for _, mode := range []string{"cold", "warm"} {
			b.Run(lg.spec.Code+"/"+mode, func(b *testing.B) {
				dir, err := data.FindHunspell(lg.spec.Locale, lg.spec.Package)
				if err != nil {
					b.Skip(err)
				}
				if mode == "cold" {
					b.Setenv(data.CacheEnv, "off")
				} else {
					b.Setenv(data.CacheEnv, b.TempDir())
					if _, err := hunspell.Load(lg.spec, dir); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportAllocs()
				var l *hunspell.Language
				cpu, n := cputime.Process(), 0
				for b.Loop() {
					if l, err = hunspell.Load(lg.spec, dir); err != nil {
						b.Fatal(err)
					}
					n++
				}
				b.StopTimer()
				if c := cputime.Process() - cpu; c > 0 {
					b.ReportMetric(float64(c.Milliseconds())/float64(n), "cpu-ms/op")
				}
				var before, after runtime.MemStats
				l = nil
				runtime.GC()
				runtime.ReadMemStats(&before)
				if l, err = hunspell.Load(lg.spec, dir); err != nil {
					b.Fatal(err)
				}
				runtime.GC()
				runtime.ReadMemStats(&after)
				runtime.KeepAlive(l)
				b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "live-MB")
			})
		}
	}
}

// TestLoadFingerprint: the dictionary hash in a Language's Fingerprint is
// HashFiles of its .aff and .dic whether it comes from the compiled
// cache's key (cold and warm) or, with the cache off, from hashing the
// files.
func TestLoadFingerprint(t *testing.T) {
	for _, lg := range languages {
		if lg.spec.Code != "de" {
			continue
		}
		dir, err := data.FindHunspell(lg.spec.Locale, lg.spec.Package)
		if err != nil {
			t.Skip(err)
		}
		aff, dic := data.HunspellPaths(dir, lg.spec.Locale)
		want, err := data.HashFiles(aff, dic)
		if err != nil {
			t.Fatal(err)
		}
		cache := t.TempDir()
		for _, c := range []struct{ name, dir string }{{"off", "off"}, {"cold", cache}, {"warm", cache}} {
			t.Setenv(data.CacheEnv, c.dir)
			l, err := hunspell.Load(lg.spec, dir)
			if err != nil {
				t.Fatal(err)
			}
			if got := l.Fingerprint(); !strings.HasPrefix(got, "hunspell-"+lg.spec.Locale+"#"+want+"+model-") {
				t.Errorf("%s: Fingerprint %q, want the dictionary hash %s", c.name, got, want)
			}
		}
	}
}
