package multi

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// Corpus is one multi-translation test set: a directory holding src.txt,
// refs/*.txt and sys/*.txt, line-aligned (the layout of
// shared/corpora/multi-translation, named <testset>.<src>-<tgt>). The
// evaluation layout (shared/eval/wmt22-general/<set>.<src>-<tgt>) reads
// too: its ref.txt is taken when there is no refs/ directory (otherwise
// it is a copy of one of refs/), and a system output that
// human_systems.txt names and that is identical line for line to a
// reference (sys/HUMAN-refB.txt beside refs/refB.txt) is that reference
// filed twice and is read once; other files there (scores, INFO.txt)
// are ignored.
type Corpus struct {
	Name     string // the directory's base name (generaltest2022.en-cs)
	Src, Tgt string // language codes from the name's suffix, "" when it has none
	Lines    int
	Source   []string   // src.txt
	Systems  []string   // "ref:refA", "sys:ONLINE-B", sorted
	Texts    [][]string // Texts[k][line]: Systems[k]'s translation of line
	// Skipped names the system outputs read once as a reference
	// ("sys:HUMAN-refB=ref:refB").
	Skipped []string
}

// Direction returns the language codes a test-set directory translates
// between, from its name's suffix (<set>.<src>-<tgt>), as ReadCorpus sets
// Corpus.Src and Corpus.Tgt without reading the directory; "" when the
// name has none.
func Direction(dir string) (src, tgt string) {
	if _, pair, ok := strings.Cut(filepath.Base(filepath.Clean(dir)), "."); ok {
		src, tgt, _ = strings.Cut(pair, "-")
	}
	return src, tgt
}

// ReadCorpus reads a multi-translation directory. Every file must have
// as many lines as src.txt; a mismatch is an error naming the file.
func ReadCorpus(dir string) (*Corpus, error) {
	srcPath := filepath.Join(dir, "src.txt")
	src, err := data.ReadLinesFile(srcPath, nil)
	if err != nil {
		return nil, fmt.Errorf("multi: %w", err)
	}
	c := &Corpus{Name: filepath.Base(filepath.Clean(dir)), Lines: len(src), Source: src}
	c.Src, c.Tgt = Direction(dir)
	read := func(p string) ([]string, error) {
		lines, err := data.ReadLinesFile(p, nil)
		if err != nil {
			return nil, fmt.Errorf("multi: %w", err)
		}
		if len(lines) != len(src) {
			return nil, fmt.Errorf("multi: %s has %d lines, %s has %d", p, len(lines), srcPath, len(src))
		}
		return lines, nil
	}
	nRefs := 0
	human := map[string]bool{} // human_systems.txt: system outputs that are human translations
	if hs, err := data.ReadLinesFile(filepath.Join(dir, "human_systems.txt"), nil); err == nil {
		for _, h := range hs {
			human[strings.TrimSpace(h)] = true
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("multi: %w", err)
	}
	for _, sub := range []string{"refs", "sys"} {
		kind := map[string]string{"refs": "ref", "sys": "sys"}[sub]
		ents, err := os.ReadDir(filepath.Join(dir, sub))
		if err != nil && !os.IsNotExist(err) {
			return nil, fmt.Errorf("multi: %w", err)
		}
		var names []string
		for _, e := range ents {
			if n, ok := strings.CutSuffix(e.Name(), ".txt"); ok && !e.IsDir() {
				names = append(names, n)
			}
		}
		sort.Strings(names)
		if sub == "sys" && nRefs == 0 {
			// The evaluation layout without refs/: its one reference.
			p := filepath.Join(dir, "ref.txt")
			if _, err := os.Stat(p); err == nil {
				lines, err := read(p)
				if err != nil {
					return nil, err
				}
				c.Systems = append(c.Systems, "ref:ref")
				c.Texts = append(c.Texts, lines)
				nRefs++
			}
		}
		for _, n := range names {
			lines, err := read(filepath.Join(dir, sub, n+".txt"))
			if err != nil {
				return nil, err
			}
			name := kind + ":" + n
			if sub == "sys" && human[n] {
				if k := slices.IndexFunc(c.Texts[:nRefs], func(r []string) bool { return slices.Equal(r, lines) }); k >= 0 {
					c.Skipped = append(c.Skipped, name+"="+c.Systems[k])
					continue
				}
			}
			c.Systems = append(c.Systems, name)
			c.Texts = append(c.Texts, lines)
			if sub == "refs" {
				nRefs++
			}
		}
	}
	if len(c.Systems) < 2 {
		return nil, fmt.Errorf("multi: %s: fewer than two translations (refs/*.txt or ref.txt, sys/*.txt)", dir)
	}
	return c, nil
}

// Segments returns the corpus's segments; a system's name is qualified
// by the corpus (two test sets' ONLINE-B are different systems).
func (c *Corpus) Segments() []Segment {
	segs := make([]Segment, c.Lines)
	systems := make([]string, len(c.Systems))
	for k, s := range c.Systems {
		systems[k] = c.Name + "/" + s
	}
	for i := range segs {
		texts := make([]string, len(c.Texts))
		for k := range c.Texts {
			texts[k] = c.Texts[k][i]
		}
		segs[i] = Segment{Corpus: c.Name, Line: i + 1, Source: c.Source[i], Systems: systems, Texts: texts}
	}
	return segs
}

// CorpusDirs expands command-line arguments into test-set directories, as
// parmesan table multi and parmesan-beam multi take them: a directory
// holding src.txt is a test set; another directory stands for its
// subdirectories into code (<set>.<src>-<code>), in name order. A
// directory with neither is an error.
func CorpusDirs(args []string, code string) ([]string, error) {
	var dirs []string
	for _, a := range args {
		if _, err := os.Stat(filepath.Join(a, "src.txt")); err == nil {
			dirs = append(dirs, a)
			continue
		}
		ents, err := os.ReadDir(a)
		if err != nil {
			return nil, err
		}
		n := 0
		for _, e := range ents {
			if e.IsDir() && strings.HasSuffix(e.Name(), "-"+code) {
				dirs = append(dirs, filepath.Join(a, e.Name()))
				n++
			}
		}
		if n == 0 {
			return nil, fmt.Errorf("%s has no src.txt and no test set into %s (<set>.<src>-%s)", a, code, code)
		}
	}
	sort.Strings(dirs)
	return dirs, nil
}
