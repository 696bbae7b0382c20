package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestMain runs the command itself when the test binary is started with
// PARMESAN_BEAM_TEST_MAIN=1, so that the tests see its exit code, its
// stderr and the files it leaves, as a user does.
func TestMain(m *testing.M) {
	if os.Getenv("PARMESAN_BEAM_TEST_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// command runs parmesan-beam with args (Beam's local runner, prism) and
// returns its stderr and exit code.
func command(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "PARMESAN_BEAM_TEST_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return stderr.String(), 0
	case errors.As(err, &ee):
		return stderr.String(), ee.ExitCode()
	}
	t.Fatal(err)
	return "", 0
}

// writeSet writes a test set in the layout table multi reads: texts[0]
// is refs/A.txt, the others sys/B.txt, sys/C.txt, ….
func writeSet(t *testing.T, dir string, src []string, texts ...[]string) {
	t.Helper()
	for _, sub := range []string{"refs", "sys"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p string, lines []string) {
		if err := os.WriteFile(filepath.Join(dir, p), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("src.txt", src)
	for k, lines := range texts {
		if k == 0 {
			write("refs/A.txt", lines)
		} else {
			write(fmt.Sprintf("sys/%c.txt", 'A'+k), lines)
		}
	}
}

// madeUpSet writes made-up Czech translations of 19 made-up sources:
// A and D write one wording, B and C the other.
func madeUpSet(t *testing.T, dir string) {
	var src, a, b []string
	add := func(n int, x, y string) {
		for i := 0; i < n; i++ {
			src = append(src, fmt.Sprintf("source %d", len(src)+1))
			a, b = append(a, x), append(b, y)
		}
	}
	add(3, "Ministr řekl, že přijde.", "Ministr uvedl, že přijde.")
	add(12, "On rovněž přijde.", "On také přijde.")
	add(3, "Klikněte na tlačítko Start.", "Stiskněte tlačítko Start.")
	// One segment: below the table's MinSegments, in the slot tier.
	add(1, "Auto je rychlé.", "Auto je svižné.")
	writeSet(t, dir, src, a, b, b, a)
}

// records reads a Meteor table's records, sorted.
func records(t *testing.T, b []byte) []string {
	t.Helper()
	lines := strings.SplitAfter(string(b), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines)%3 != 0 {
		t.Fatalf("%d lines, not a multiple of 3", len(lines))
	}
	var recs []string
	for i := 0; i < len(lines); i += 3 {
		recs = append(recs, lines[i]+lines[i+1]+lines[i+2])
	}
	sort.Strings(recs)
	return recs
}

// readTable returns the decompressed records of the gzip table at path,
// its gzip comment and its sidecar's settings line.
func readTable(t *testing.T, path string) (recs []string, comment, sidecar string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if _, err := text.ReadFrom(zr); err != nil {
		t.Fatal(err)
	}
	s, err := os.ReadFile(path + ".settings")
	if err != nil {
		t.Fatal(err)
	}
	return records(t, text.Bytes()), zr.Comment, string(s)
}

// mine is the oracle: the set mined on one machine with the options
// parmesan table multi builds from its default flags (--slot-output
// given), and the records it writes.
func mine(t *testing.T, dir string) (res *multi.Result, table, slot []string) {
	t.Helper()
	corp, err := multi.ReadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	an, err := lemma.New("cs")
	if err != nil {
		t.Fatal(err)
	}
	al, tok, err := align.Meteor("cs")
	if err != nil {
		t.Fatal(err)
	}
	d, slotOpt := multi.DefaultOptions, multi.DefaultSlot
	opt := multi.Options{MinSegments: d.MinSegments, MinSystemPairs: d.MinSystemPairs, MinSideSystems: d.MinSideSystems,
		MinSamePOS: d.MinSamePOS, MinMorph: d.MinMorph, FunctionSegments: d.FunctionSegments, PhraseSegments: d.PhraseSegments,
		MaxPhrase: d.MaxPhrase, Closed: rewrite.DefaultGuard("cs").Closed, NegationPrefixes: multi.NegationPrefixesFor("cs"), Slot: &slotOpt}
	res, err = multi.Mine(context.Background(), corp.Segments(), an, tok, al, opt)
	if err != nil {
		t.Fatal(err)
	}
	recs := func(pairs []paraphrase.Pair) []string {
		var b bytes.Buffer
		if err := paraphrase.WriteMeteor(&b, pairs); err != nil {
			t.Fatal(err)
		}
		return records(t, b.Bytes())
	}
	return res, recs(res.Pairs()), recs(res.SlotPairs())
}

// fields splits a settings line into its keys, in order, and values.
func fields(t *testing.T, settings string) ([]string, map[string]string) {
	t.Helper()
	var keys []string
	m := map[string]string{}
	for _, f := range strings.Split(settings, "|") {
		k, v, ok := strings.Cut(f, ":")
		if !ok {
			t.Fatalf("settings field %q has no key", f)
		}
		keys = append(keys, k)
		m[k] = v
	}
	return keys, m
}

// TestMultiCommand runs parmesan-beam multi (prism) on made-up Czech
// translations and, when ../shared holds them, the first 120 segments
// of WMT22 en-cs, and compares both tables with multi.Mine's (the
// single-machine parmesan table multi): the same records, and settings
// (gzip comment = sidecar line) with table multi's fields in its order
// whose thresholds and counts are Mine's.
func TestMultiCommand(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	type set struct {
		name         string
		dir          string
		min, slotMin int
	}
	made := filepath.Join(t.TempDir(), "made.en-cs")
	madeUpSet(t, made)
	sets := []set{{"made-up", made, 4, 2}}
	shared := filepath.Join("..", "..", "..", "..", "shared", "corpora", "multi-translation", "generaltest2022.en-cs")
	if _, err := os.Stat(shared); err == nil && !testing.Short() {
		dir := filepath.Join(t.TempDir(), "generaltest2022.en-cs")
		for _, sub := range []string{"refs", "sys"} {
			if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		files, err := filepath.Glob(filepath.Join(shared, "*", "*.txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range append(files, filepath.Join(shared, "src.txt")) {
			lines, err := data.ReadLinesFile(f, nil)
			if err != nil {
				t.Fatal(err)
			}
			rel, _ := filepath.Rel(shared, f)
			if err := os.WriteFile(filepath.Join(dir, rel), []byte(strings.Join(lines[:120], "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		sets = append(sets, set{"wmt22-en-cs-120", dir, 40, 200})
	} else {
		t.Logf("%s not found or -short: only the made-up set", shared)
	}
	for _, c := range sets {
		t.Run(c.name, func(t *testing.T) {
			out := t.TempDir()
			table, slot := filepath.Join(out, "multi.gz"), filepath.Join(out, "multi-slot.gz")
			if stderr, code := command(t, "multi", "-l", "cs", "-o", table, "--slot-output", slot, c.dir); code != 0 {
				t.Fatalf("exit %d:\n%s", code, stderr)
			}
			res, wantTable, wantSlot := mine(t, c.dir)
			corp, err := multi.ReadCorpus(c.dir)
			if err != nil {
				t.Fatal(err)
			}
			st := res.Stats
			corpora := fmt.Sprintf("%s(%d×%d)", corp.Name, corp.Lines, len(corp.Systems))
			for _, tc := range []struct {
				path string
				want []string
				min  int
				keys string
				vals map[string]string
			}{
				{table, wantTable, c.min, "method lang thresholds ground lemma parmesan corpora segments alignments observations candidates kept function phrase licence",
					map[string]string{"method": "multi", "lang": "cs", "thresholds": res.Options.String(), "ground": "off", "corpora": corpora,
						"segments": strconv.Itoa(st.Segments), "alignments": strconv.Itoa(st.Alignments), "observations": strconv.Itoa(st.Observations),
						"candidates": strconv.Itoa(st.Candidates), "kept": strconv.Itoa(st.Kept), "function": strconv.Itoa(st.KeptFunction),
						"phrase": strconv.Itoa(st.KeptPhrase)}},
				{slot, wantSlot, c.slotMin, "method lang thresholds tier ground agree lemma parmesan corpora segments candidates kept licence",
					map[string]string{"method": "multi-slot", "lang": "cs", "thresholds": res.Options.String(), "tier": multi.DefaultSlot.String(),
						"ground": "off", "agree": "off", "corpora": corpora, "segments": strconv.Itoa(st.Segments),
						"candidates": strconv.Itoa(st.Candidates), "kept": strconv.Itoa(st.SlotKept)}},
			} {
				got, comment, sidecar := readTable(t, tc.path)
				if len(tc.want) < tc.min {
					t.Fatalf("%s: the single machine gives only %d records (want ≥ %d): the case tests little", tc.path, len(tc.want), tc.min)
				}
				if len(got) != len(tc.want) {
					t.Fatalf("%s: %d records, single machine %d", tc.path, len(got), len(tc.want))
				}
				for i := range got {
					if got[i] != tc.want[i] {
						t.Fatalf("%s: first difference at sorted record %d: beam %q, single machine %q", tc.path, i, got[i], tc.want[i])
					}
				}
				if sidecar != comment+"\n" {
					t.Errorf("%s: sidecar %q is not the gzip comment %q", tc.path, sidecar, comment)
				}
				keys, vals := fields(t, comment)
				if strings.Join(keys, " ") != tc.keys {
					t.Errorf("%s: settings keys %q, table multi writes %q", tc.path, strings.Join(keys, " "), tc.keys)
				}
				for k, v := range tc.vals {
					if vals[k] != v {
						t.Errorf("%s: settings %s:%s, single machine %s", tc.path, k, vals[k], v)
					}
				}
				t.Logf("%s: %d records identical; %s", filepath.Base(tc.path), len(got), comment)
			}
		})
	}
}

// TestMultiCommandErrors runs parmesan-beam multi on bad input and
// settings it refuses: each gives its exit code, an error saying what
// and where, and leaves no output file (the slot tier's own refusal
// leaves no tier file; the table may be written, as table multi writes
// it before it finds the tier empty).
func TestMultiCommandErrors(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	good := filepath.Join(t.TempDir(), "made.en-cs")
	madeUpSet(t, good)
	short := filepath.Join(t.TempDir(), "short.en-cs")
	madeUpSet(t, short)
	c, err := os.ReadFile(filepath.Join(short, "sys", "C.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(short, "sys", "C.txt"), c[:bytes.LastIndexByte(c[:len(c)-1], '\n')+1], 0o644); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(t.TempDir(), "long.en-cs")
	writeSet(t, long, []string{"a", "b"}, []string{"x", "y"}, []string{"x", strings.Repeat("y", data.MaxLineBytes+1)})
	cases := []struct {
		name     string
		args     []string
		code     int
		want     []string // in stderr
		keepMain bool     // the table may be written
	}{
		{"short file", []string{"-l", "cs", short}, 1, []string{filepath.Join(short, "sys", "C.txt"), "18 lines", "19"}, false},
		{"long line", []string{"-l", "cs", long}, 1, []string{filepath.Join(long, "sys", "B.txt") + ":2", "line longer than"}, false},
		{"ground", []string{"-l", "cs", "--ground", good}, 2, []string{"--ground is not available on Beam"}, false},
		{"slot agreement", []string{"-l", "cs", "--slot-min-agreed", "0.5", good}, 2, []string{"--slot-min-agreed > 0 is not available on Beam"}, false},
		{"evidence", []string{"-l", "cs", "--evidence", "ev.tsv", good}, 2, []string{"--evidence"}, false},
		{"wrong language", []string{"-l", "de", good}, 2, []string{"translates into cs, not de"}, false},
		{"no language", []string{good}, 2, []string{"--lang is required"}, false},
		{"flag after the sets", []string{"-l", "cs", good, "--min-segments", "3"}, 2, []string{"flags go before them"}, false},
		{"not a set", []string{"-l", "cs", t.TempDir()}, 1, []string{"no src.txt"}, false},
		{"nothing kept", []string{"-l", "cs", "--min-segments", "1000", "--function-segments", "1000", "--phrase-segments", "1000", good}, 1,
			[]string{"no pair passed the thresholds"}, false},
		{"count below 1", []string{"-l", "cs", "--min-segments", "0", good}, 2, []string{"--min-segments 0: want at least 1"}, false},
		{"share above 1", []string{"-l", "cs", "--min-morph", "1.5", good}, 2, []string{"--min-morph 1.5: want a share from 0 to 1"}, false},
		{"empty slot tier", []string{"-l", "cs", "--slot-min-segments", "1000", good}, 1, []string{"no pair passed the slot thresholds"}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out := t.TempDir()
			table, slot := filepath.Join(out, "multi.gz"), filepath.Join(out, "multi-slot.gz")
			stderr, code := command(t, append([]string{"multi", "-o", table, "--slot-output", slot}, tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d:\n%s", code, tc.code, stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr does not say %q:\n%s", w, stderr)
				}
			}
			ents, err := os.ReadDir(out)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ents {
				if tc.keepMain && (e.Name() == "multi.gz" || e.Name() == "multi.gz.settings") {
					continue
				}
				t.Errorf("%s left by a failed run", e.Name())
			}
		})
	}
}
