package data

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// References reads every reference of the set: the files refs/*.txt
// (sorted by name; the primary reference is among them in the shared
// layout), or ref.txt alone when there is no refs/ directory. Each must
// have one line per segment of ref.txt.
func (e *EvalSet) References() (names []string, refs [][]string, err error) {
	if e.texts != nil {
		return e.texts.refNames, e.texts.refs, nil
	}
	dir := filepath.Join(e.Dir, "refs")
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return []string{"ref"}, [][]string{e.Ref}, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("data: evaluation set: %w", err)
	}
	for _, en := range ents {
		if n, ok := strings.CutSuffix(en.Name(), ".txt"); ok && !en.IsDir() {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		p := filepath.Join(dir, n+".txt")
		lines, err := e.notices.read(p)
		if err != nil {
			return nil, nil, fmt.Errorf("data: evaluation set: %w", err)
		}
		if len(lines) != len(e.Ref) {
			return nil, nil, fmt.Errorf("data: %s has %d lines, ref.txt has %d", p, len(lines), len(e.Ref))
		}
		refs = append(refs, lines)
	}
	if len(refs) == 0 {
		return []string{"ref"}, [][]string{e.Ref}, nil
	}
	return names, refs, nil
}
