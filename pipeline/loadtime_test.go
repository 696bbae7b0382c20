package pipeline

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// TestLoadTimes measures what `score --rewrite -l de --source` loads,
// one resource after the other in this process (each once: the loaders
// keep what they read): wall and CPU time, bytes allocated, and the heap
// the resource keeps. Set PARMESAN_LOAD_TIMES=1 to run it; the data
// cache is the user's (PARMESAN_CACHE_DIR: a fresh directory measures a
// cold load, a second run a warm one).
func TestLoadTimes(t *testing.T) {
	if os.Getenv("PARMESAN_LOAD_TIMES") == "" {
		t.Skip("measures loading; set PARMESAN_LOAD_TIMES=1")
	}
	name := DictionaryName(lang.English, lang.German)
	dir, err := data.FindDictd(name)
	if err != nil {
		t.Skipf("%s not installed: %v", name, err)
	}
	idx, dict := data.DictdPaths(dir, name)
	var (
		de, en lemma.Language
		d      *paraphrase.Dictionary
		keep   []any // what each step loaded, alive until the end
	)
	steps := []struct {
		name string
		load func() error
	}{
		{"lemma de (hunspell de_DE + model, first sentence tagged)", func() (err error) {
			if de, err = lemma.New("de"); err == nil {
				de.Analyze([]string{"Das", "Haus", "ist", "groß", "."})
			}
			return err
		}},
		{"MyThes de_DE (index)", func() error {
			th, _, err := loadMyThes(Config{Lang: lang.German}, "")
			keep = append(keep, th)
			return err
		}},
		{"agreement rules de", func() error { f, err := fix.New("de", de); keep = append(keep, f); return err }},
		{"FreeDict eng-deu", func() (err error) { d, err = paraphrase.ReadDictionaryCached(idx, dict); return err }},
		{"sense index eng-deu", func() error {
			ix, err := paraphrase.SenseIndexCached(d, idx, dict)
			keep = append(keep, ix)
			return err
		}},
		{"lemma en (tagger + WordNet, first sentence tagged)", func() (err error) {
			if en, err = lemma.New("en"); err == nil {
				en.Analyze([]string{"The", "house", "is", "big", "."})
			}
			return err
		}},
	}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	heap0 := ms.HeapAlloc
	var wall, cpus time.Duration
	for _, s := range steps {
		runtime.ReadMemStats(&ms)
		alloc, c0, t0 := ms.TotalAlloc, cpu(), time.Now()
		if err := s.load(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		w, c := time.Since(t0), cpu()-c0
		wall, cpus = wall+w, cpus+c
		runtime.GC()
		runtime.ReadMemStats(&ms)
		t.Logf("%-55s wall %6.3f s  cpu %6.3f s  allocated %6.1f MB  kept %6.1f MB", s.name, w.Seconds(), c.Seconds(),
			float64(ms.TotalAlloc-alloc)/1e6, (float64(ms.HeapAlloc)-float64(heap0))/1e6)
		heap0 = ms.HeapAlloc
	}
	t.Logf("%-55s wall %6.3f s  cpu %6.3f s  heap %6.1f MB", "all", wall.Seconds(), cpus.Seconds(), float64(heap0)/1e6)
	runtime.KeepAlive(d)
	runtime.KeepAlive(en)
	runtime.KeepAlive(keep)
}
