package data

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
)

// A copy-word file (Meteor++, Guo, Ruan & Hu 2018) lists the words that a
// paraphrase almost always copies from the sentence it paraphrases. One
// word per line, optionally followed by its extraction figures:
//
//	# comment lines and empty lines are ignored
//	trump<TAB>12<TAB>6<TAB>1
//	putin
//
// The fields after the word are the paper's formula 7 figures: C(w), the
// number of paraphrase pairs the word occurs in (count), C(co_w), the
// number of pairs with the word on both sides (both), and p_w =
// C(co_w)/C(w); they are informative and do not change scores. A comment
// line "# extraction: SETTINGS" records how the list was extracted
// (CopyWords.Extraction; Meteor++'s signature carries it). Words are
// stored as written (extraction lower-cases them); a word must not
// contain white space and may appear once.

// CopyWord is one entry of a copy-word file.
type CopyWord struct {
	Word string
	// Count is C(w), the number of paraphrase pairs the word occurs in;
	// Both is C(co_w), the number of pairs it occurs on both sides of;
	// Prob is p_w = Both/Count. All zero when the file gives only the
	// word.
	Count, Both int
	Prob        float64
}

// CopyWords is an immutable copy-word list, sorted by word.
type CopyWords struct {
	Words []CopyWord
	// Extraction names the extraction settings (the file's
	// "# extraction:" comment; empty when unknown).
	Extraction string
	set        map[string]struct{}
}

// NewCopyWords builds a list from entries (sorted by word; a duplicate
// word is an error).
func NewCopyWords(entries []CopyWord) (*CopyWords, error) {
	c := &CopyWords{Words: slices.Clone(entries), set: make(map[string]struct{}, len(entries))}
	slices.SortFunc(c.Words, func(a, b CopyWord) int { return strings.Compare(a.Word, b.Word) })
	for _, e := range c.Words {
		if _, dup := c.set[e.Word]; dup {
			return nil, fmt.Errorf("data: copy words: %q listed twice", e.Word)
		}
		c.set[e.Word] = struct{}{}
	}
	return c, nil
}

// Has reports whether w is a copy word.
func (c *CopyWords) Has(w string) bool {
	if c == nil {
		return false
	}
	_, ok := c.set[w]
	return ok
}

// Len is the number of copy words.
func (c *CopyWords) Len() int {
	if c == nil {
		return 0
	}
	return len(c.Words)
}

// Hash is a short content hash of the word list alone (sorted, one per
// line), for signatures: comments and the informative figures do not
// change it, a different word does.
func (c *CopyWords) Hash() string {
	var b strings.Builder
	for _, e := range c.Words {
		b.WriteString(e.Word)
		b.WriteByte('\n')
	}
	return HashBytes([]byte(b.String()))
}

// ReadCopyWords parses a copy-word file; errors name the file and line.
func ReadCopyWords(r io.Reader, name string) (*CopyWords, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), MaxLineBytes)
	var entries []CopyWord
	var extraction string
	seen := map[string]int{}
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if x, ok := strings.CutPrefix(line, extractionComment); ok {
			extraction = strings.TrimSpace(x)
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		bad := func(format string, a ...any) error {
			return &PosError{File: name, Line: n, Msg: "copy words: " + fmt.Sprintf(format, a...)}
		}
		e := CopyWord{Word: f[0]}
		if e.Word == "" || strings.ContainsFunc(e.Word, isSpace) {
			return nil, bad("word %q is empty or contains white space", e.Word)
		}
		switch len(f) {
		case 1:
		case 4:
			var err error
			if e.Count, err = strconv.Atoi(f[1]); err != nil || e.Count < 0 {
				return nil, bad("count %q is not a non-negative integer", f[1])
			}
			if e.Both, err = strconv.Atoi(f[2]); err != nil || e.Both < 0 || e.Both > e.Count {
				return nil, bad("both %q is not an integer from 0 to count", f[2])
			}
			if e.Prob, err = strconv.ParseFloat(f[3], 64); err != nil || !(e.Prob >= 0 && e.Prob <= 1) {
				return nil, bad("probability %q is not a number in [0, 1]", f[3])
			}
		default:
			return nil, bad("%d tab-separated fields, want 1 (word) or 4 (word, count, both, probability)", len(f))
		}
		if prev, dup := seen[e.Word]; dup {
			return nil, bad("%q already listed on line %d", e.Word, prev)
		}
		seen[e.Word] = n
		entries = append(entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	c, err := NewCopyWords(entries)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	c.Extraction = extraction
	return c, nil
}

// extractionComment starts the comment line naming the extraction
// settings.
const extractionComment = "# extraction:"

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v'
}

// LoadCopyWords reads a copy-word file.
func LoadCopyWords(path string) (*CopyWords, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: copy words: %w", err)
	}
	defer f.Close()
	return ReadCopyWords(f, path)
}

// WriteCopyWords writes c to path atomically (nothing is left behind on
// failure), after the comment lines header (each prefixed with "# ") and
// the extraction settings (c.Extraction), if any.
func WriteCopyWords(path string, c *CopyWords, header ...string) error {
	return WriteFileAtomic(path, func(w *bufio.Writer) error {
		for _, h := range header {
			fmt.Fprintf(w, "# %s\n", h)
		}
		if c.Extraction != "" {
			fmt.Fprintf(w, "%s %s\n", extractionComment, c.Extraction)
		}
		for _, e := range c.Words {
			fmt.Fprintf(w, "%s\t%d\t%d\t%s\n", e.Word, e.Count, e.Both, strconv.FormatFloat(e.Prob, 'g', 6, 64))
		}
		return nil
	})
}

// ReadSentencePairs reads paraphrase pairs, one per line as two
// tab-separated sentences; empty lines are skipped, any other line
// without exactly one tab is an error naming the file and line.
func ReadSentencePairs(r io.Reader, name string) ([][2]string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	var out [][2]string
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		a, b, ok := strings.Cut(line, "\t")
		if !ok || strings.Contains(b, "\t") {
			return nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("paraphrase pairs: %d tab-separated fields, want 2 (sentence, paraphrase)", strings.Count(line, "\t")+1)}
		}
		out = append(out, [2]string{a, b})
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	return out, nil
}

// LoadSentencePairs reads a paraphrase-pair file; "-" reads stdin.
func LoadSentencePairs(path string, stdin io.Reader) ([][2]string, error) {
	if path == "-" {
		return ReadSentencePairs(stdin, "<stdin>")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: paraphrase pairs: %w", err)
	}
	defer f.Close()
	return ReadSentencePairs(f, path)
}
