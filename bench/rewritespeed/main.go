//go:build unix

// Command rewritespeed times the commands users wait for when rewriting
// (issue #37) with two parmesan binaries side by side: each case runs
// old, new, old, new … in the same minutes, and every run's wall time,
// CPU time (user + system) and peak memory are printed with the load
// average before it, then the medians and the new/old ratio. The
// correlate cases also print parmesan,meteor,chrf against meteor,chrf of
// the same binary (the acceptance ratio: ≤ 3×).
//
// Usage (from bench/):
//
//	go run ./rewritespeed -old /tmp/old -new /tmp/new [-rounds 3] [-only "correlate en-cs"]
//
// The cases read ../shared/eval/wmt23-general (WMT23 en-de ONLINE-B with
// and without --source; en-cs, all 15 systems, correlate); absent sets
// are skipped. The resource cache (PARMESAN_CACHE_DIR) is a fresh
// directory warmed by one run of each binary first, so "warm" means what
// it means for a user's second run; the correlate statistics cache is
// emptied before every correlate run, so correlate always scores, but
// for the case that times a repeated correlate. The "cold cache"
// case gives every run an empty resource cache: a user's first run; the
// "no analysis cache" case empties only lemma/cs's analysis cache
// (lemma-cs-*.bin), which the plain correlate cases read warm.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

type run struct {
	wall, cpu time.Duration
	rssMB     int64
}

type benchCase struct {
	name  string
	dir   string // working directory
	args  []string
	stats bool // keep correlate's statistics cache (a repeated run)
	cold  bool // an empty resource cache on every run (first use)
	// fresh empties lemma/cs's analysis cache (lemma-cs-*.bin) before
	// every run: the analyses are computed, the rest of the cache is warm.
	fresh bool
}

func main() {
	oldBin := flag.String("old", "", "the binary before (path)")
	newBin := flag.String("new", "", "the binary after (path)")
	rounds := flag.Int("rounds", 3, "runs of each binary per case")
	shared := flag.String("shared", "../../shared", "the shared material (relative to bench/)")
	only := flag.String("only", "", "run only the cases whose name contains this (\"correlate en-cs\": the Czech meta-evaluation)")
	flag.Parse()
	if *oldBin == "" || *newBin == "" {
		fmt.Fprintln(os.Stderr, "usage: rewritespeed -old BIN -new BIN [-rounds N]")
		os.Exit(2)
	}
	bins := map[string]string{"old": abs(*oldBin), "new": abs(*newBin)}
	wmt := filepath.Join(abs(*shared), "eval", "wmt23-general")
	de := filepath.Join(wmt, "generaltest2023.en-de")
	cs := filepath.Join(wmt, "generaltest2023.en-cs")
	en := filepath.Join(wmt, "generaltest2023.de-en")
	cases := []benchCase{
		{"score --rewrite -l cs (en-cs, 3 systems)", cs, []string{"score", "-q", "--rewrite", "-l", "cs", "-r", "ref.txt", "sys/ONLINE-B.txt", "sys/GPT4-5shot.txt", "sys/CUNI-GA.txt"}, false, false, false},
		{"score --rewrite -l en (de-en, 3 systems)", en, []string{"score", "-q", "--rewrite", "-l", "en", "-r", "ref.txt", "sys/ONLINE-B.txt", "sys/GPT4-5shot.txt", "sys/AIRC.txt"}, false, false, false},
		{"score --rewrite -l de (en-de ONLINE-B)", de, []string{"score", "-q", "--rewrite", "-l", "de", "-r", "ref.txt", "sys/ONLINE-B.txt"}, false, false, false},
		{"score --rewrite -l de --source (en-de ONLINE-B)", de, []string{"score", "-q", "--rewrite", "-l", "de", "--source", "src.txt", "-r", "ref.txt", "sys/ONLINE-B.txt"}, false, false, false},
		{"score --rewrite -l de --source (en-de ONLINE-B), cold cache", de, []string{"score", "-q", "--rewrite", "-l", "de", "--source", "src.txt", "-r", "ref.txt", "sys/ONLINE-B.txt"}, false, true, false},
		{"score -l de, Meteor only (en-de ONLINE-B)", de, []string{"score", "-q", "-l", "de", "-r", "ref.txt", "sys/ONLINE-B.txt"}, false, false, false},
		{"correlate en-cs --metric meteor,chrf", cs, []string{"correlate", "--set", cs, "--metric", "meteor,chrf"}, false, false, false},
		{"correlate en-cs --metric parmesan,meteor,chrf", cs, []string{"correlate", "--set", cs, "--metric", "parmesan,meteor,chrf"}, false, false, false},
		{"correlate en-cs --metric parmesan,meteor,chrf, statistics cached", cs, []string{"correlate", "--set", cs, "--metric", "parmesan,meteor,chrf"}, true, false, false},
		{"correlate en-cs --metric parmesan,meteor,chrf, no analysis cache", cs, []string{"correlate", "--set", cs, "--metric", "parmesan,meteor,chrf"}, false, false, true},
	}
	cache, err := os.MkdirTemp("", "rewritespeed")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(cache)
	os.Setenv("PARMESAN_CACHE_DIR", cache)
	medians := map[string]map[string]run{}
	for _, c := range cases {
		if !strings.Contains(c.name, *only) {
			continue
		}
		if _, err := os.Stat(c.dir); err != nil {
			fmt.Printf("%s: skipped (%v)\n", c.name, err)
			continue
		}
		// Warm the resource caches (dictionaries, thesaurus, FreeDict).
		for _, b := range []string{"old", "new"} {
			if _, err := time1(bins[b], c, cache); err != nil {
				fmt.Fprintf(os.Stderr, "%s (%s): %v\n", c.name, b, err)
				os.Exit(1)
			}
		}
		fmt.Printf("\n%s\n", c.name)
		got := map[string][]run{}
		for r := 0; r < *rounds; r++ {
			for _, b := range []string{"old", "new"} {
				la := loadavg()
				x, err := time1(bins[b], c, cache)
				if err != nil {
					fmt.Fprintf(os.Stderr, "%s (%s): %v\n", c.name, b, err)
					os.Exit(1)
				}
				got[b] = append(got[b], x)
				fmt.Printf("  %-3s wall %6.2f s  cpu %6.2f s  rss %5d MB   load %s\n", b, x.wall.Seconds(), x.cpu.Seconds(), x.rssMB, la)
			}
		}
		medians[c.name] = map[string]run{}
		for _, b := range []string{"old", "new"} {
			medians[c.name][b] = median(got[b])
		}
		o, n := medians[c.name]["old"], medians[c.name]["new"]
		fmt.Printf("  median: old wall %.2f s cpu %.2f s; new wall %.2f s cpu %.2f s; new/old wall %.2f, cpu %.2f\n",
			o.wall.Seconds(), o.cpu.Seconds(), n.wall.Seconds(), n.cpu.Seconds(), n.wall.Seconds()/o.wall.Seconds(), n.cpu.Seconds()/o.cpu.Seconds())
	}
	m := medians[cases[4].name]
	for _, k := range []int{5, 7} {
		p := medians[cases[k].name]
		if p == nil || m == nil {
			continue
		}
		fmt.Printf("\n%s against meteor,chrf:\n", cases[k].name)
		for _, b := range []string{"old", "new"} {
			fmt.Printf("%s: %.2f× wall, %.2f× cpu (target ≤ 3×)\n", b,
				p[b].wall.Seconds()/m[b].wall.Seconds(), p[b].cpu.Seconds()/m[b].cpu.Seconds())
		}
	}
}

// time1 runs one command, the correlate statistics cache emptied first
// unless the case keeps it.
func time1(bin string, c benchCase, cache string) (run, error) {
	if !c.stats {
		if err := os.RemoveAll(filepath.Join(cache, "correlate")); err != nil {
			return run{}, err
		}
	}
	if c.fresh {
		old, _ := filepath.Glob(filepath.Join(cache, "lemma-cs-*.bin"))
		for _, p := range old {
			if err := os.Remove(p); err != nil {
				return run{}, err
			}
		}
	}
	cmd := exec.Command(bin, c.args...)
	cmd.Dir = c.dir
	if c.cold {
		fresh, err := os.MkdirTemp("", "rewritespeed-cold")
		if err != nil {
			return run{}, err
		}
		defer os.RemoveAll(fresh)
		cmd.Env = append(os.Environ(), "PARMESAN_CACHE_DIR="+fresh)
	}
	cmd.Stdout = io.Discard
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return run{}, fmt.Errorf("%v: %s", err, stderr.String())
	}
	r := run{wall: time.Since(start), cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()}
	if u, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.rssMB = int64(u.Maxrss) / 1024 // kB on Linux
	}
	return r, nil
}

func median(rs []run) run {
	w := make([]time.Duration, len(rs))
	c := make([]time.Duration, len(rs))
	var rss []int64
	for i, r := range rs {
		w[i], c[i] = r.wall, r.cpu
		rss = append(rss, r.rssMB)
	}
	slices.Sort(w)
	slices.Sort(c)
	slices.Sort(rss)
	return run{wall: w[len(w)/2], cpu: c[len(c)/2], rssMB: rss[len(rss)/2]}
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func abs(p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		return p
	}
	return a
}
