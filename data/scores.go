package data

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// Scores are scores read from a TSV file: system-level ("system TAB
// score") or segment-level ("system TAB segment TAB score") lines.
type Scores struct {
	// File is the file the scores came from.
	File string
	// Sys holds system-level scores.
	Sys map[string]float64
	// Seg holds segment-level scores by system and 0-based segment.
	Seg map[string]map[int]float64
}

// Has reports whether system has any score, system or segment level.
func (s *Scores) Has(system string) bool {
	if _, ok := s.Sys[system]; ok {
		return true
	}
	_, ok := s.Seg[system]
	return ok
}

// Level is "seg" when the scores are per segment, "sys" otherwise.
func (s *Scores) Level() string {
	if len(s.Seg) > 0 {
		return "seg"
	}
	return "sys"
}

// ReadScores reads a score file (no header): every line has either two
// fields (system, score) or three (system, 0-based segment index, score),
// all lines alike, separated by tabs (a line without a tab: by
// whitespace). An empty score field, "None", "nan" or "-" is a missing
// score and leaves the cell out. mt-metrics-eval's score files are read by
// their names: NAME.seg.score has a "system score" line per segment, each
// system's in segment order; NAME.sys.score one per system. Errors name
// the file and line.
func ReadScores(path string) (*Scores, error) {
	level := mtmeScoreLevel(path)
	if level != "" && level != "seg" && level != "sys" {
		return nil, fmt.Errorf("data: %s: %s-level scores (mt-metrics-eval) are not read here: give the .seg.score or .sys.score file", path, level)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: %w", err)
	}
	defer f.Close()
	if level != "" {
		s, _, err := parseMTMEScores(f, path, level)
		return s, err
	}
	return ParseScores(f, path)
}

// ParseScores reads a score TSV from r; name is used in errors.
func ParseScores(r io.Reader, name string) (*Scores, error) {
	return parseScores(r, name, 0, 0)
}

// parseScores is the one score-TSV reader, behind ParseScores and the eval
// set's seg_scores.tsv and sys_scores.tsv: fields is 2 or 3 to demand one
// layout (0: either, all lines alike), and with nseg > 0 a segment index
// at or beyond nseg is an error on its line, found before anything is
// sized by it. A UTF-8 byte-order mark at the start is dropped.
func parseScores(r io.Reader, name string, fields, nseg int) (*Scores, error) {
	s := &Scores{File: name, Sys: map[string]float64{}, Seg: map[string]map[int]float64{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLineBytes)
	n, scored := 0, 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if n == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		var f []string
		if strings.Contains(line, "\t") {
			f = strings.Split(line, "\t")
		} else {
			f = strings.Fields(line) // "system score" with spaces, as mt-metrics-eval writes
		}
		scored++
		if fields == 0 {
			fields = len(f)
		}
		if len(f) != fields || (fields != 2 && fields != 3) {
			return nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("want %d tab- or space-separated fields (system, [segment,] score), got %d", max(fields, 2), len(f))}
		}
		if f[0] == "" {
			return nil, &PosError{File: name, Line: n, Msg: "empty system name"}
		}
		v, missing, err := parseScoreField(f[len(f)-1])
		if err != nil {
			return nil, &PosError{File: name, Line: n, Err: err}
		}
		if fields == 2 {
			if _, dup := s.Sys[f[0]]; dup {
				return nil, &PosError{File: name, Line: n, Msg: "second score for system " + f[0] + " (mt-metrics-eval's segment scores, one \"system score\" line per segment? name the file NAME.seg.score)"}
			}
			if !missing {
				s.Sys[f[0]] = v
			}
			continue
		}
		i, err := strconv.Atoi(f[1])
		if err != nil || i < 0 {
			return nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("segment index %q is not a non-negative integer", f[1])}
		}
		if nseg > 0 && i >= nseg {
			return nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("segment index %d is not in [0, %d): the set has %d segments", i, nseg, nseg)}
		}
		m := s.Seg[f[0]]
		if m == nil {
			m = map[int]float64{}
			s.Seg[f[0]] = m
		}
		if _, dup := m[i]; dup {
			return nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("second score for system %s segment %d", f[0], i)}
		}
		if !missing {
			m[i] = v
		}
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	if scored == 0 {
		return nil, &PosError{File: name, Msg: "no scores"}
	}
	return s, nil
}

func parseScoreField(f string) (v float64, missing bool, err error) {
	switch strings.ToLower(strings.TrimSpace(f)) {
	case "", "none", "nan", "-", "null":
		return math.NaN(), true, nil
	}
	v, err = strconv.ParseFloat(strings.TrimSpace(f), 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, false, fmt.Errorf("score %q is not a finite number", f)
	}
	return v, false, nil
}

// CheckSegments reports a segment index at or beyond n, the number of
// segments of the corpus.
func (s *Scores) CheckSegments(n int) error {
	for sys, m := range s.Seg {
		for i := range m {
			if i >= n {
				return &PosError{File: s.File, Msg: fmt.Sprintf("system %s: segment %d, but the set has %d segments", sys, i, n)}
			}
		}
	}
	return nil
}
