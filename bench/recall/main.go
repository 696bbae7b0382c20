// Command recall supports a hand-judged measurement of the rewriter's recall
// and precision on held-out WMT test sets (issue #34's acceptance). It only
// draws, selects and counts; the judging is done by a reader.
//
//	draw:   go run ./bench/recall draw -dir SET -seed 20261401 -n 32 > drawn.tsv
//	        picks (system, segment) pairs uniformly at random with a fixed
//	        seed, under the rule below, and prints a worksheet (system,
//	        segment, source, reference, hypothesis) for the reader.
//	subs:   go run ./bench/recall subs -drawn drawn.tsv -logs DIR
//	        prints the substitutions the tool made on the drawn pairs, read
//	        from DIR/<system>.jsonl (the --log of `parmesan rewrite` run on
//	        the whole system file).
//	sample: go run ./bench/recall sample -dir SET -logs DIR -seed 20261403 -n 100 [-exclude 2,8,…] [-distinct]
//	        draws n substitutions without replacement from every system's log
//	        and prints each with its context, for judging.
//	tally:  go run ./bench/recall tally docs/recall-2026-11-28/hits.tsv
//	        counts the reader's listed substitutions the tool made, per
//	        language, build and system, with Wilson 95 % intervals (columns:
//	        lang, k, system, tag, item, then one column per build holding
//	        hit, part, - or ? (not measured); "part" is a listed phrase of which the tool
//	        substituted the content word only).
//	wilson: go run ./bench/recall wilson K N   prints K/N with a Wilson 95 % interval.
//	dev:    go run ./recall dev -bin BIN -lang cs|en [-source] [-ablate] …  (from bench/)
//	        the automatic development recall of rounds 1–5 and the guard
//	        ablation (dev.go; docs/devrecall-2026-11-29.md).
//
// Draw rule (fixed before drawing): systems are the files sys/*.txt in name
// order, minus any named in human_systems.txt (none in the WMT23 sets used);
// each draw picks a system and a segment uniformly (math/rand/v2 PCG seeded
// with (seed, 0)); a draw is rejected, and the next one taken, when the
// reference has more than -maxwords whitespace tokens (default 60), when the
// hypothesis is empty or identical to the reference, when the segment was
// already drawn (every drawn pair has a distinct segment), or when the
// segment is named in -exclude (1-based segment numbers, as the worksheet
// prints them: earlier rounds' development segments). Draws stop at n
// accepted pairs; the rejections are counted on stderr.
//
// Sample rule: the pool is every substitution in the logs, in order of
// system name, segment, and position in the record, leaving out the
// segments named in -exclude (since round 5: segments judged in earlier
// rounds); n distinct pool indices are the first n of a PCG(seed, 0)
// permutation of the pool. With -distinct (since round 9) the draw is
// uniform over distinct substitutions instead: the pool's instances are
// grouped by (segment, reference words → hypothesis words), the groups in
// the order of their first instance; n groups are the first n of a
// PCG(seed, 0) permutation of the groups, and then, from the same
// generator, one instance of each drawn group (one system's) is taken
// uniformly, in the order the groups were drawn. A substitution that many
// systems share on one segment is then no likelier than one made once.
//
// The outputs quote WMT texts (research use) and are not committed whole.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/bench/internal/wilson"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: recall draw|subs|sample|tally|wilson|dev …")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "draw":
		err = draw(os.Args[2:])
	case "subs":
		err = subs(os.Args[2:])
	case "sample":
		err = sample(os.Args[2:])
	case "wilson":
		err = wilsonCmd(os.Args[2:])
	case "dev":
		err = dev(os.Args[2:])
	case "tally":
		err = tally(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "recall:", err)
		os.Exit(1)
	}
}

func readLines(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s := strings.TrimSuffix(string(b), "\n")
	return strings.Split(s, "\n"), nil
}

// systems lists the system names of a WMT set directory, human ones removed.
func systems(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	if err != nil {
		return nil, err
	}
	human := map[string]bool{}
	if hs, err := readLines(filepath.Join(dir, "human_systems.txt")); err == nil {
		for _, h := range hs {
			human[strings.TrimSpace(h)] = true
		}
	}
	var out []string
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		if !human[name] {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no systems under sys/", dir)
	}
	return out, nil
}

type set struct {
	dir      string
	sys      []string
	ref, src []string
	hyp      map[string][]string
}

func loadSet(dir string) (*set, error) {
	s := &set{dir: dir, hyp: map[string][]string{}}
	var err error
	if s.sys, err = systems(dir); err != nil {
		return nil, err
	}
	if s.ref, err = readLines(filepath.Join(dir, "ref.txt")); err != nil {
		return nil, err
	}
	if s.src, err = readLines(filepath.Join(dir, "src.txt")); err != nil {
		return nil, err
	}
	for _, name := range s.sys {
		h, err := readLines(filepath.Join(dir, "sys", name+".txt"))
		if err != nil {
			return nil, err
		}
		if len(h) != len(s.ref) {
			return nil, fmt.Errorf("%s: %d lines, ref.txt has %d", name, len(h), len(s.ref))
		}
		s.hyp[name] = h
	}
	return s, nil
}

func draw(args []string) error {
	fs := flag.NewFlagSet("draw", flag.ExitOnError)
	dir := fs.String("dir", "", "WMT set directory (ref.txt, src.txt, sys/)")
	seed := fs.Uint64("seed", 0, "seed")
	n := fs.Int("n", 30, "pairs to draw")
	maxWords := fs.Int("maxwords", 60, "reject references longer than this many words")
	excl := fs.String("exclude", "", "comma-separated 1-based segment numbers never to draw")
	fs.Parse(args)
	s, err := loadSet(*dir)
	if err != nil {
		return err
	}
	excluded, err := parseExclude(*excl, len(s.ref))
	if err != nil {
		return err
	}
	if len(s.ref)-len(excluded) < *n {
		return fmt.Errorf("-exclude leaves %d segments, fewer than -n %d", len(s.ref)-len(excluded), *n)
	}
	drawn, rejected := pick(s, *seed, *n, *maxWords, excluded)
	w := bufio.NewWriter(os.Stdout)
	for k, d := range drawn {
		i := d.seg - 1
		fmt.Fprintf(w, "%d\t%s\t%d\n\tSRC: %s\n\tREF: %s\n\tHYP: %s\n", k+1, d.sys, d.seg, s.src[i],
			strings.TrimSpace(s.ref[i]), strings.TrimSpace(s.hyp[d.sys][i]))
	}
	fmt.Fprintf(os.Stderr, "rejected: %v\n", rejected)
	return w.Flush()
}

// pick draws n (system, segment) pairs under the draw rule and returns them
// (segments 1-based) with the rejections counted by cause.
func pick(s *set, seed uint64, n, maxWords int, excluded map[int]bool) ([]pair, map[string]int) {
	r := rand.New(rand.NewPCG(seed, 0))
	seen := map[int]bool{}
	rejected := map[string]int{}
	var out []pair
	for len(out) < n {
		name := s.sys[r.IntN(len(s.sys))]
		i := r.IntN(len(s.ref))
		ref, hyp := strings.TrimSpace(s.ref[i]), strings.TrimSpace(s.hyp[name][i])
		switch {
		case len(strings.Fields(ref)) > maxWords:
			rejected["long"]++
			continue
		case hyp == "":
			rejected["empty"]++
			continue
		case hyp == ref:
			rejected["identical"]++
			continue
		case seen[i]:
			rejected["repeat"]++
			continue
		case excluded[i+1]:
			rejected["excluded"]++
			continue
		}
		seen[i] = true
		out = append(out, pair{k: len(out) + 1, sys: name, seg: i + 1})
	}
	return out, rejected
}

// parseExclude reads -exclude: comma-separated segment numbers, 1-based as
// the worksheet prints them, each in 1..segs.
func parseExclude(list string, segs int) (map[int]bool, error) {
	out := map[int]bool{}
	if strings.TrimSpace(list) == "" {
		return out, nil
	}
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, fmt.Errorf("-exclude: %q is not a segment number", f)
		}
		if n < 1 || n > segs {
			return nil, fmt.Errorf("-exclude: segment %d outside 1..%d", n, segs)
		}
		out[n] = true
	}
	return out, nil
}

// record is the part of a `parmesan rewrite --log` line this program reads.
type record struct {
	Segment int    `json:"segment"`
	Ref     string `json:"ref"`
	Hyp     string `json:"hyp"`
	Result  struct {
		Text    string            `json:"text"`
		Unfixed string            `json:"unfixed"`
		Subs    []json.RawMessage `json:"substitutions"`
	} `json:"result"`
}

type sub struct {
	Pos      int    `json:"pos"`
	Old      string `json:"old"`
	New      string `json:"new"`
	OldLemma string `json:"old_lemma"`
	NewLemma string `json:"new_lemma"`
	Source   string `json:"source"`
	Grounded bool   `json:"grounded"`
}

func (u sub) String() string {
	g := ""
	if u.Grounded {
		g = " grounded"
	}
	return fmt.Sprintf("%s→%s (%s→%s; %s%s)", u.Old, u.New, u.OldLemma, u.NewLemma, u.Source, g)
}

func readLog(path string) (map[int]record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[int]record{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	line := 0
	for sc.Scan() {
		line++
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		out[r.Segment] = r
	}
	return out, sc.Err()
}

func decodeSubs(r record) ([]sub, error) {
	var out []sub
	for _, raw := range r.Result.Subs {
		var u sub
		if err := json.Unmarshal(raw, &u); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

type pair struct {
	k   int
	sys string
	seg int
}

func readDrawn(path string) ([]pair, error) {
	lines, err := readLines(path)
	if err != nil {
		return nil, err
	}
	var out []pair
	for i, l := range lines {
		if strings.HasPrefix(l, "\t") || l == "" {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: want k, system, segment", path, i+1)
		}
		k, err1 := strconv.Atoi(f[0])
		seg, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s:%d: bad number", path, i+1)
		}
		out = append(out, pair{k, f[1], seg})
	}
	return out, nil
}

func subs(args []string) error {
	fs := flag.NewFlagSet("subs", flag.ExitOnError)
	drawn := fs.String("drawn", "", "output of draw")
	logs := fs.String("logs", "", "directory of <system>.jsonl rewrite logs")
	fs.Parse(args)
	pairs, err := readDrawn(*drawn)
	if err != nil {
		return err
	}
	cache := map[string]map[int]record{}
	total := 0
	for _, p := range pairs {
		lg, ok := cache[p.sys]
		if !ok {
			if lg, err = readLog(filepath.Join(*logs, p.sys+".jsonl")); err != nil {
				return err
			}
			cache[p.sys] = lg
		}
		r, ok := lg[p.seg]
		if !ok {
			return fmt.Errorf("%s: no record for segment %d", p.sys, p.seg)
		}
		us, err := decodeSubs(r)
		if err != nil {
			return fmt.Errorf("%s segment %d: %v", p.sys, p.seg, err)
		}
		total += len(us)
		fmt.Printf("%d\t%s\t%d\t%s\n", p.k, p.sys, p.seg, subStrings(us))
	}
	fmt.Printf("# %d substitutions on %d pairs\n", total, len(pairs))
	return nil
}

func sample(args []string) error {
	fs := flag.NewFlagSet("sample", flag.ExitOnError)
	dir := fs.String("dir", "", "WMT set directory (for the source)")
	logs := fs.String("logs", "", "directory of <system>.jsonl rewrite logs")
	seed := fs.Uint64("seed", 0, "seed")
	n := fs.Int("n", 100, "substitutions to draw")
	excl := fs.String("exclude", "", "comma-separated 1-based segment numbers whose substitutions are left out of the pool")
	distinct := fs.Bool("distinct", false, "draw uniformly over distinct (segment, old → new) substitutions, then one system's instance of each")
	fs.Parse(args)
	s, err := loadSet(*dir)
	if err != nil {
		return err
	}
	excluded, err := parseExclude(*excl, len(s.ref))
	if err != nil {
		return err
	}
	type item struct {
		sys string
		r   record
		u   sub
		j   int
		at  int // u's position in the rewritten text
	}
	var pool []item
	perSys := map[string]int{}
	for _, name := range s.sys {
		lg, err := readLog(filepath.Join(*logs, name+".jsonl"))
		if err != nil {
			return err
		}
		segs := make([]int, 0, len(lg))
		for seg := range lg {
			segs = append(segs, seg)
		}
		sort.Ints(segs)
		for _, seg := range segs {
			if excluded[seg] {
				continue
			}
			us, err := decodeSubs(lg[seg])
			if err != nil {
				return fmt.Errorf("%s segment %d: %v", name, seg, err)
			}
			for j, u := range us {
				pool = append(pool, item{name, lg[seg], u, j, newPos(us, j)})
				perSys[name]++
			}
		}
	}
	keys := make([]string, len(pool))
	for i, it := range pool {
		keys[i] = fmt.Sprintf("%d\x00%s\x00%s", it.r.Segment, it.u.Old, it.u.New)
	}
	drawn, groups, err := samplePool(keys, *n, *seed, *distinct)
	if err != nil {
		return err
	}
	if *distinct {
		fmt.Printf("# pool %d substitutions, %d distinct (segment, old → new); per system %v; seed %d; -distinct\n", len(pool), groups, perSys, *seed)
	} else {
		fmt.Printf("# pool %d substitutions; per system %v; seed %d\n", len(pool), perSys, *seed)
	}
	for k, idx := range drawn {
		it := pool[idx]
		fmt.Printf("%d\t%s\t%d\t%s\n\tSRC: %s\n\tREF: %s\n\tHYP: %s\n\tNEW: %s\n\tAT:  %s\n\tJ: \n",
			k+1, it.sys, it.r.Segment, it.u, s.src[it.r.Segment-1], it.r.Ref, it.r.Hyp, it.r.Result.Text,
			window(strings.Fields(it.r.Result.Text), it.at, 6))
	}
	return nil
}

// samplePool returns the pool indices of n drawn substitutions (the sample
// rule of the package comment) and the number of distinct keys. keys[i]
// identifies pool item i's (segment, old → new); it is used only when
// distinct is set.
func samplePool(keys []string, n int, seed uint64, distinct bool) ([]int, int, error) {
	r := rand.New(rand.NewPCG(seed, 0))
	if !distinct {
		if len(keys) < n {
			return nil, 0, fmt.Errorf("pool has %d substitutions, fewer than %d", len(keys), n)
		}
		return r.Perm(len(keys))[:n], 0, nil
	}
	var order []string
	inst := map[string][]int{}
	for i, k := range keys {
		if _, ok := inst[k]; !ok {
			order = append(order, k)
		}
		inst[k] = append(inst[k], i)
	}
	if len(order) < n {
		return nil, len(order), fmt.Errorf("pool has %d distinct substitutions, fewer than %d", len(order), n)
	}
	var out []int
	for _, g := range r.Perm(len(order))[:n] {
		is := inst[order[g]]
		out = append(out, is[r.IntN(len(is))])
	}
	return out, len(order), nil
}

func wilsonCmd(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: wilson K N")
	}
	k, err1 := strconv.Atoi(args[0])
	n, err2 := strconv.Atoi(args[1])
	if err1 != nil || err2 != nil || k < 0 || n < k {
		return fmt.Errorf("wilson: want 0 ≤ K ≤ N")
	}
	lo, hi := wilson.Interval(k, n)
	fmt.Printf("%d/%d = %.1f %% [%.1f, %.1f]\n", k, n, 100*float64(k)/float64(max(n, 1)), 100*lo, 100*hi)
	return nil
}

func pct(k, n int) string {
	lo, hi := wilson.Interval(k, n)
	return fmt.Sprintf("%d/%d = %.1f %% [%.1f, %.1f]", k, n, 100*float64(k)/float64(max(n, 1)), 100*lo, 100*hi)
}

func tally(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: tally HITS.tsv")
	}
	lines, err := readLines(args[0])
	if err != nil {
		return err
	}
	head := strings.Split(lines[0], "\t")
	if len(head) < 6 {
		return fmt.Errorf("%s:1: want lang, k, system, tag, item and build columns", args[0])
	}
	builds := head[5:]
	type key struct{ lang, build, sys string }
	type count struct{ hit, part, n, hitNoV, partNoV, nNoV int }
	counts := map[key]*count{}
	unmeasured := map[string]bool{} // builds with a "?" (not run yet)
	var langs []string
	sysOf := map[string][]string{}
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if len(f) != len(head) {
			return fmt.Errorf("%s:%d: %d columns, want %d", args[0], i+2, len(f), len(head))
		}
		lang, sys, tag := f[0], f[2], f[3]
		if !slices.Contains(langs, lang) {
			langs = append(langs, lang)
		}
		if !slices.Contains(sysOf[lang], sys) {
			sysOf[lang] = append(sysOf[lang], sys)
		}
		for j, b := range builds {
			v := f[5+j]
			if v == "?" {
				unmeasured[b] = true
				continue
			}
			if v != "hit" && v != "part" && v != "-" {
				return fmt.Errorf("%s:%d: %q is not hit, part, - or ?", args[0], i+2, v)
			}
			for _, s := range []string{"", sys, "tag:" + tag} {
				c := counts[key{lang, b, s}]
				if c == nil {
					c = &count{}
					counts[key{lang, b, s}] = c
				}
				c.n++
				c.hit += b2i(v == "hit")
				c.part += b2i(v == "part")
				if tag != "V" {
					c.nNoV++
					c.hitNoV += b2i(v == "hit")
					c.partNoV += b2i(v == "part")
				}
			}
		}
	}
	for _, lang := range langs {
		sort.Strings(sysOf[lang])
		fmt.Printf("\n%s | strict (all listed) | with partial phrases | strict, V excluded | with partial, V excluded\n", lang)
		for _, b := range builds {
			c := counts[key{lang, b, ""}]
			if unmeasured[b] {
				fmt.Printf("%s | not measured\n", b)
				continue
			}
			fmt.Printf("%s | %s | %s | %s | %s\n", b, pct(c.hit, c.n), pct(c.hit+c.part, c.n), pct(c.hitNoV, c.nNoV), pct(c.hitNoV+c.partNoV, c.nNoV))
		}
		fmt.Printf("\n%s by tag (strict; +part)", lang)
		for _, b := range builds {
			fmt.Printf(" | %s", b)
		}
		fmt.Println()
		for _, tag := range []string{"W", "P", "F", "V"} {
			fmt.Print(tag)
			for _, b := range builds {
				c := counts[key{lang, b, "tag:" + tag}]
				if c == nil || unmeasured[b] {
					fmt.Print(" | -")
					continue
				}
				fmt.Printf(" | %s; +part %d", pct(c.hit, c.n), c.part)
			}
			fmt.Println()
		}
		fmt.Printf("\n%s per system (strict / with partial, all listed)", lang)
		for _, b := range builds {
			fmt.Printf(" | %s", b)
		}
		fmt.Println()
		for _, s := range sysOf[lang] {
			fmt.Print(s)
			for _, b := range builds {
				c := counts[key{lang, b, s}]
				if unmeasured[b] {
					fmt.Print(" | -")
					continue
				}
				fmt.Printf(" | %s; +part %d", pct(c.hit, c.n), c.part)
			}
			fmt.Println()
		}
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// window returns the tokens within w of position k, the one at k in brackets.
// newPos is the position of substitution j of us in the rewritten text:
// its reference position moved by every substitution before it that
// changed the number of words.
func newPos(us []sub, j int) int {
	at := us[j].Pos
	for k, u := range us {
		if k != j && u.Pos < us[j].Pos {
			at += len(strings.Fields(u.New)) - len(strings.Fields(u.Old))
		}
	}
	return at
}

func window(toks []string, k, w int) string {
	var b []string
	for i := max(0, k-w); i < len(toks) && i <= k+w; i++ {
		if i == k {
			b = append(b, "["+toks[i]+"]")
		} else {
			b = append(b, toks[i])
		}
	}
	return strings.Join(b, " ")
}
