package data

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// EvalSet is a test set with system outputs and human judgments in the
// layout of shared/eval (see its README): ref.txt, refs/*.txt,
// sys/<system>.txt, human_systems.txt, seg_scores.tsv (system, 0-based
// segment, score) and sys_scores.tsv (system, score). Higher human
// scores are better.
type EvalSet struct {
	Dir string
	// Name is the set's display name ("" : the base name of Dir).
	Name string
	// Ref is the primary reference, one segment per line.
	Ref []string
	// RefName names Ref among References when the layout names it
	// (mt-metrics-eval's refA); "" otherwise.
	RefName string
	// Systems are the names of the files in sys/, sorted.
	Systems []string
	// Human marks the systems listed in human_systems.txt (human
	// translations, left out of WMT-style correlations).
	Human map[string]bool
	// SegScores[system][segment] is the segment-level human score, NaN
	// where there is none; nil when the set has no seg_scores.tsv.
	SegScores map[string][]float64
	// SysScores[system] is the system-level human score; nil when the set
	// has no sys_scores.tsv.
	SysScores map[string]float64
	// SegScoresFile and SysScoresFile name the files the human scores
	// were read from ("" when absent).
	SegScoresFile, SysScoresFile string
	// Lang is the target language when the layout names it (an
	// mt-metrics-eval language pair); "" leaves it to the directory name.
	Lang string
	// Docs and Domains name each segment's document and domain
	// (mt-metrics-eval's documents/<lp>.docs); nil when the set has none.
	Docs, Domains []string
	// Outliers are systems left out by default like human translations
	// (mt-metrics-eval's outlier systems); nil in the project's layout.
	Outliers map[string]bool
	// notices keeps the notices of the texts read so far (Notices).
	notices *inputNotices
	// texts holds a set read whole (mt-metrics-eval's layout, see
	// ReadMTME); nil for the project's layout, read file by file.
	texts *setTexts
}

// ReadEvalSet reads the references, the system list and the human scores
// of an evaluation directory; system outputs are read by SystemLines.
// Malformed score files are errors naming the file and line.
func ReadEvalSet(dir string) (*EvalSet, error) {
	e := &EvalSet{Dir: dir, Human: map[string]bool{}, notices: &inputNotices{}}
	var err error
	if e.Ref, err = e.notices.read(filepath.Join(dir, "ref.txt")); err != nil {
		return nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	ents, err := os.ReadDir(filepath.Join(dir, "sys"))
	if err != nil {
		return nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	for _, en := range ents {
		if n, ok := strings.CutSuffix(en.Name(), ".txt"); ok && !en.IsDir() {
			e.Systems = append(e.Systems, n)
		}
	}
	sort.Strings(e.Systems)
	if lines, err := ReadLinesFile(filepath.Join(dir, "human_systems.txt"), nil); err == nil {
		for _, l := range lines {
			if l = strings.TrimSpace(l); l != "" {
				e.Human[l] = true
			}
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	if err := e.readSegScores(filepath.Join(dir, "seg_scores.tsv")); err != nil {
		return nil, err
	}
	if err := e.readSysScores(filepath.Join(dir, "sys_scores.tsv")); err != nil {
		return nil, err
	}
	return e, nil
}

// Notices are what a command says once on standard error about the
// texts the set has read so far (ReadInputFile's notices: a file that
// starts with a byte-order mark), in reading order; the texts read
// lazily (SystemLines, References, SourceLines) add theirs when read.
// Safe for concurrent use with those readers.
func (e *EvalSet) Notices() []string { return e.notices.all() }

// SystemLines reads the output of one system, which must have one line
// per reference segment.
func (e *EvalSet) SystemLines(name string) ([]string, error) {
	if e.texts != nil {
		return e.texts.system(name)
	}
	p := e.SystemFile(name)
	lines, err := e.notices.read(p)
	if err != nil {
		return nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	if len(lines) != len(e.Ref) {
		return nil, fmt.Errorf("data: %s has %d lines, the reference has %d", p, len(lines), len(e.Ref))
	}
	return lines, nil
}

// SystemFile is the file that holds a system's output.
func (e *EvalSet) SystemFile(name string) string {
	if e.texts != nil {
		return e.texts.sysFile(name)
	}
	return filepath.Join(e.Dir, "sys", name+".txt")
}

// SourceLines reads the set's source sentences (src.txt); nil when the
// set has none. A line count other than the reference's is an error.
func (e *EvalSet) SourceLines() ([]string, error) {
	if e.texts != nil {
		return e.texts.src, nil
	}
	p := filepath.Join(e.Dir, "src.txt")
	lines, err := e.notices.read(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	if len(lines) != len(e.Ref) {
		return nil, fmt.Errorf("data: %s has %d lines, the reference has %d", p, len(lines), len(e.Ref))
	}
	return lines, nil
}

// readScoresFile reads a score file of the set with the one score reader
// (ParseScores' rules: finite numbers, no second score for a cell, no
// empty file); a missing file gives nil and no error.
func readScoresFile(path string, fields, nseg int) (*Scores, error) {
	fh, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	defer fh.Close()
	return parseScores(fh, path, fields, nseg)
}

func (e *EvalSet) readSegScores(path string) error {
	s, err := readScoresFile(path, 3, len(e.Ref))
	if s == nil || err != nil {
		return err
	}
	e.SegScoresFile = path
	e.SegScores = make(map[string][]float64, len(s.Seg))
	for name, cells := range s.Seg {
		v := make([]float64, len(e.Ref))
		for k := range v {
			v[k] = math.NaN()
		}
		for i, x := range cells {
			v[i] = x
		}
		e.SegScores[name] = v
	}
	return nil
}

func (e *EvalSet) readSysScores(path string) error {
	s, err := readScoresFile(path, 2, 0)
	if s == nil || err != nil {
		return err
	}
	e.SysScoresFile = path
	e.SysScores = s.Sys
	return nil
}
