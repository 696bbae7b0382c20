package multi

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// Corpus is one multi-translation test set: a directory holding src.txt,
// refs/*.txt and sys/*.txt, line-aligned (the layout of
// shared/corpora/multi-translation, named <testset>.<src>-<tgt>).
type Corpus struct {
	Name     string // the directory's base name (generaltest2022.en-cs)
	Src, Tgt string // language codes from the name's suffix, "" when it has none
	Lines    int
	Source   []string   // src.txt
	Systems  []string   // "ref:refA", "sys:ONLINE-B", sorted
	Texts    [][]string // Texts[k][line]: Systems[k]'s translation of line
}

// ReadCorpus reads a multi-translation directory. Every file must have
// as many lines as src.txt; a mismatch is an error naming the file.
func ReadCorpus(dir string) (*Corpus, error) {
	src, err := data.ReadLinesFile(filepath.Join(dir, "src.txt"), nil)
	if err != nil {
		return nil, fmt.Errorf("multi: %w", err)
	}
	c := &Corpus{Name: filepath.Base(filepath.Clean(dir)), Lines: len(src), Source: src}
	if _, pair, ok := strings.Cut(c.Name, "."); ok {
		c.Src, c.Tgt, _ = strings.Cut(pair, "-")
	}
	for _, sub := range []string{"refs", "sys"} {
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
		for _, n := range names {
			p := filepath.Join(dir, sub, n+".txt")
			lines, err := data.ReadLinesFile(p, nil)
			if err != nil {
				return nil, fmt.Errorf("multi: %w", err)
			}
			if len(lines) != len(src) {
				return nil, fmt.Errorf("multi: %s has %d lines, %s has %d", p, len(lines), filepath.Join(dir, "src.txt"), len(src))
			}
			c.Systems = append(c.Systems, strings.TrimSuffix(sub, "s")+":"+n)
			c.Texts = append(c.Texts, lines)
		}
	}
	if len(c.Systems) < 2 {
		return nil, fmt.Errorf("multi: %s: fewer than two translations (refs/*.txt, sys/*.txt)", dir)
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
