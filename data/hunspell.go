package data

// Hunspell dictionaries: an .aff file of affix rules and a .dic word list.
//
// The reader covers what morphological use needs: the character set
// (SET), the flag encoding (FLAG char, UTF-8, long or num), flag aliases
// (AF), prefix and suffix classes (PFX/SFX) with their strip string, added
// string, continuation flags and condition (omitted: any stem), the
// cross-product switch, and the FORBIDDENWORD, NEEDAFFIX and
// ONLYINCOMPOUND flags. Compounding itself is not implemented: forms
// that exist only inside compounds are left out. Suggestion settings (TRY, KEY,
// REP, MAP, …) are skipped.
//
// Two operations use the rules. Expand lists every form a dictionary stem
// yields, each with the rules that made it: the stem, one suffix, a prefix
// (alone or, when both classes allow it, combined with a suffix) and one
// further suffix named by a rule's continuation flags. Lookup goes the
// other way, as hunspell's own spell checker does: for each suffix and
// prefix whose added string the form carries, it restores the stripped
// string, checks the rule's condition and asks the word list whether the
// stem has the rule's flag. A lookup costs one word-list probe per
// candidate ending and strip string, most answered by a Bloom filter over
// the stems (hunspell_filter.go), so nothing is expanded at load time.

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"
)

// HunspellDir is where Debian's hunspell-* packages install dictionaries.
const HunspellDir = "/usr/share/hunspell"

// HunspellPaths returns the .aff and .dic files of a locale (e.g. "cs_CZ").
func HunspellPaths(dir, locale string) (aff, dic string) {
	return filepath.Join(dir, locale+".aff"), filepath.Join(dir, locale+".dic")
}

// Flag encodings of the FLAG directive.
const (
	FlagChar = "char"  // one byte (after decoding: one character) per flag; the default
	FlagUTF8 = "UTF-8" // one Unicode character per flag
	FlagLong = "long"  // two characters per flag
	FlagNum  = "num"   // decimal numbers separated by commas
)

// Hunspell is a parsed dictionary. It is immutable after loading and safe
// for concurrent use.
type Hunspell struct {
	Encoding  string // the SET value (ISO8859-1 when absent)
	FlagType  string // FlagChar, FlagUTF8, FlagLong or FlagNum
	Forbidden string // FORBIDDENWORD flag, "" when none
	NeedAffix string // NEEDAFFIX flag: stems that are no words by themselves
	// OnlyInCompound is the ONLYINCOMPOUND flag: words and affixed forms
	// carrying it occur only inside compounds (hunspell-de's linking
	// forms), so analysis and expansion of single words skip them.
	OnlyInCompound string
	// Prefixes and Suffixes list the rules of each class flag in file order.
	Prefixes map[string][]*Affix
	Suffixes map[string][]*Affix
	// Words maps each stem to the flag sets of its homonyms (one per .dic
	// line; aliases resolved), as ReadDic read them. A dictionary that
	// LoadHunspell read from the compiled cache keeps its word list in
	// the cache's layout instead and leaves Words nil: ask Homonyms,
	// NumWords and AllWords, which answer from either.
	Words map[string][]string

	sfxByAdd map[string][]*Affix  // suffix rules by added string
	sfxIdx   map[string]*sfxGroup // the same, grouped for Lookup
	pfxByAdd map[string][]*Affix  // prefix rules by added string
	maxSfx   int                  // longest added suffix, bytes
	maxPfx   int
	outer    map[string]bool     // suffix flags reachable as continuation of a suffix
	contSfx  map[string][]*Affix // suffix rules with continuation flags, by added string
	maxCont  int                 // longest added string among them
	aliases  []string            // AF flag aliases, 1-based in the files
	filter   *wordFilter         // over Words, built by the loaders
	table    *wordTable          // the word list read from the cache, when Words is nil
}

// Flags splits a raw flag set into flags according to the flag type.
func (h *Hunspell) Flags(set string) []string {
	return splitFlags(h.FlagType, set)
}

func splitFlags(typ, set string) []string {
	if set == "" {
		return nil
	}
	var out []string
	switch typ {
	case FlagLong:
		r := []rune(set)
		for i := 0; i < len(r); i += 2 {
			out = append(out, string(r[i:min(i+2, len(r))]))
		}
	case FlagNum:
		for _, f := range strings.Split(set, ",") {
			if f = strings.TrimSpace(f); f != "" {
				out = append(out, f)
			}
		}
	default:
		for _, r := range set {
			out = append(out, string(r))
		}
	}
	return out
}

// HasFlag reports whether the raw flag set contains flag.
func (h *Hunspell) HasFlag(set, flag string) bool {
	if flag == "" || set == "" {
		return false
	}
	if h.FlagType == FlagChar || h.FlagType == FlagUTF8 {
		return strings.Contains(set, flag)
	}
	for _, f := range h.Flags(set) {
		if f == flag {
			return true
		}
	}
	return false
}

// validFlags checks a flag set against the flag type.
func validFlags(typ, set string) error {
	switch typ {
	case FlagLong:
		if utf8.RuneCountInString(set)%2 != 0 {
			return fmt.Errorf("flag set %q has an odd length for FLAG long", set)
		}
	case FlagNum:
		for _, f := range strings.Split(set, ",") {
			if _, err := strconv.Atoi(strings.TrimSpace(f)); err != nil {
				return fmt.Errorf("flag %q is not a number (FLAG num)", f)
			}
		}
	}
	return nil
}

// LoadHunspell reads an .aff file and its .dic word list, decoding both
// from the character set the .aff file declares.
func LoadHunspell(affPath, dicPath string) (*Hunspell, error) {
	h, _, err := LoadHunspellSum(affPath, dicPath)
	return h, err
}

// LoadHunspellSum is LoadHunspell also returning the hex SHA-256 of the
// .aff and .dic contents read one after the other, which keys the
// compiled cache (CachedSum): its first HashLen characters are
// HashFiles(affPath, dicPath), so a caller naming the dictionary in a
// signature need not read it again. The sum is "" when the cache is off.
func LoadHunspellSum(affPath, dicPath string) (*Hunspell, string, error) {
	af, err := os.Open(affPath)
	if err != nil {
		return nil, "", fmt.Errorf("data: hunspell: %w", err)
	}
	defer af.Close()
	h, err := ReadHunspellAff(af, affPath)
	if err != nil {
		return nil, "", err
	}
	sum, err := h.loadDicCached(affPath, dicPath)
	if err != nil {
		return nil, "", err
	}
	return h, sum, nil
}

// decodeLine converts one raw line to UTF-8.
func decodeLine(dec *encoding.Decoder, raw []byte) (string, error) {
	if dec == nil {
		return string(raw), nil
	}
	b, _, err := transform.Bytes(dec, raw)
	return string(b), err
}

// ReadHunspellAff parses an .aff file; name is used in error positions.
// The bytes are decoded from the SET encoding (lines before SET must be
// ASCII, as hunspell requires).
func ReadHunspellAff(r io.Reader, name string) (*Hunspell, error) {
	h := &Hunspell{
		Encoding: "ISO8859-1", FlagType: FlagChar,
		Prefixes: map[string][]*Affix{}, Suffixes: map[string][]*Affix{},
		sfxByAdd: map[string][]*Affix{}, pfxByAdd: map[string][]*Affix{}, outer: map[string]bool{},
	}
	enc, _ := charsetDecoder(h.Encoding)
	ar := &affReader{h: h, name: name, dec: enc.NewDecoder(), aliasWant: -1, pending: map[string]*affHeader{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	for sc.Scan() {
		ar.line++
		raw := sc.Bytes()
		if ar.line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
		}
		line, err := decodeLine(ar.dec, raw)
		if err != nil {
			return nil, &PosError{File: name, Line: ar.line, Msg: "cannot decode from " + h.Encoding, Err: err}
		}
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if err := ar.directive(f); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, ar.line+1, err)
	}
	for key, hd := range ar.pending {
		if hd.left > 0 {
			return nil, &PosError{File: name, Line: hd.line, Msg: fmt.Sprintf("%s: %d announced rules missing", key, hd.left)}
		}
	}
	h.aliases = ar.aliases
	h.indexContinuations()
	return h, nil
}

// affReader is the state of reading an .aff file: the position, the
// decoder SET chose, the AF aliases and the affix classes whose rules are
// still expected.
type affReader struct {
	h         *Hunspell
	name      string
	line      int
	dec       *encoding.Decoder
	aliases   []string // AF
	aliasWant int      // the AF count, -1 before the AF header
	pending   map[string]*affHeader
}

// affHeader is an affix class header ("SFX A Y 3"): its cross-product
// flag and the number of rules still to come.
type affHeader struct {
	cross      bool
	left, line int
}

func (ar *affReader) errorf(format string, args ...any) error {
	return &PosError{File: ar.name, Line: ar.line, Msg: fmt.Sprintf(format, args...)}
}

func (ar *affReader) wrap(err error) error { return &PosError{File: ar.name, Line: ar.line, Err: err} }

// directive reads one non-comment line, split into fields.
func (ar *affReader) directive(f []string) error {
	h := ar.h
	switch f[0] {
	case "SET":
		if len(f) < 2 {
			return ar.errorf("SET without an encoding")
		}
		e, err := charsetDecoder(f[1])
		if err != nil {
			return ar.wrap(err)
		}
		h.Encoding, ar.dec = f[1], e.NewDecoder()
	case "FLAG":
		if len(f) < 2 {
			return ar.errorf("FLAG without a type")
		}
		switch f[1] {
		case "long":
			h.FlagType = FlagLong
		case "num":
			h.FlagType = FlagNum
		case "UTF-8", "utf-8", "UTF8":
			h.FlagType = FlagUTF8
		default:
			return ar.errorf("unknown FLAG type %q (want long, num or UTF-8)", f[1])
		}
	case "FORBIDDENWORD", "NEEDAFFIX", "PSEUDOROOT", "ONLYINCOMPOUND":
		if len(f) < 2 {
			return ar.errorf("%s without a flag", f[0])
		}
		switch f[0] {
		case "FORBIDDENWORD":
			h.Forbidden = f[1]
		case "ONLYINCOMPOUND":
			h.OnlyInCompound = f[1]
		default:
			h.NeedAffix = f[1]
		}
	case "AF":
		return ar.alias(f)
	case "PFX", "SFX":
		return ar.affix(f)
	}
	return nil
}

// alias reads an AF line: the count first, then one flag set per line.
func (ar *affReader) alias(f []string) error {
	if len(f) < 2 {
		return ar.errorf("AF without an argument")
	}
	if ar.aliasWant < 0 {
		k, err := strconv.Atoi(f[1])
		if err != nil || k < 0 {
			return ar.errorf("AF count %q is not a number", f[1])
		}
		ar.aliasWant = k
		return nil
	}
	if len(ar.aliases) >= ar.aliasWant {
		return ar.errorf("more AF lines than the %d announced", ar.aliasWant)
	}
	ar.aliases = append(ar.aliases, f[1])
	return nil
}

// affix reads a PFX/SFX line: a class header, or one of its rules.
func (ar *affReader) affix(f []string) error {
	if len(f) < 4 {
		return ar.errorf("%s line has %d fields, want at least 4", f[0], len(f))
	}
	key := f[0] + " " + f[1]
	hd := ar.pending[key]
	if hd == nil || hd.left == 0 {
		if f[2] != "Y" && f[2] != "N" {
			return ar.errorf("%s header: cross-product %q is neither Y nor N", f[0], f[2])
		}
		k, err := strconv.Atoi(f[3])
		if err != nil || k < 0 {
			return ar.errorf("%s header: rule count %q is not a number", f[0], f[3])
		}
		ar.pending[key] = &affHeader{cross: f[2] == "Y", left: k, line: ar.line}
		return nil
	}
	if len(f) == 4 {
		f = append(f, ".") // an omitted condition matches any stem, as in hunspell (hunspell-ro)
	}
	hd.left--
	a := &Affix{Prefix: f[0] == "PFX", Flag: f[1], Cross: hd.cross, Line: ar.line}
	if f[2] != "0" {
		a.Strip = f[2]
	}
	add, cont, _ := strings.Cut(f[3], "/")
	if add != "0" {
		a.Add = add
	}
	if cont != "" {
		if k, err := strconv.Atoi(cont); err == nil && len(ar.aliases) > 0 {
			if k < 1 || k > len(ar.aliases) {
				return ar.errorf("flag alias %d out of range 1..%d", k, len(ar.aliases))
			}
			cont = ar.aliases[k-1]
		}
		if err := validFlags(ar.h.FlagType, cont); err != nil {
			return ar.wrap(err)
		}
		a.Cont = cont
	}
	cond, err := ParseCondition(f[4])
	if err != nil {
		return ar.wrap(err)
	}
	a.Cond = cond
	if len(f) > 5 {
		a.Morph = strings.Join(f[5:], " ")
	}
	ar.h.addAffix(a)
	return nil
}

// ReadDic reads a .dic word list (raw bytes in the .aff's encoding) into
// h.Words: a count line, then "word[/flags]" lines; "\/" escapes a slash
// in a word, and fields after a tab or space (morphology) are ignored.
func (h *Hunspell) ReadDic(r io.Reader, name string) error {
	enc, err := charsetDecoder(h.Encoding)
	if err != nil {
		return &PosError{File: name, Err: err}
	}
	var dec *encoding.Decoder
	if !strings.EqualFold(strings.ReplaceAll(h.Encoding, "-", ""), "UTF8") {
		dec = enc.NewDecoder()
	}
	if h.Words == nil {
		h.Words = make(map[string][]string, 1<<18)
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		raw := sc.Bytes()
		if n == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
		}
		line, err := decodeLine(dec, raw)
		if err != nil {
			return &PosError{File: name, Line: n, Msg: "cannot decode from " + h.Encoding, Err: err}
		}
		if dec == nil && !utf8.ValidString(line) {
			return &PosError{File: name, Line: n, Msg: "invalid UTF-8"}
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if n == 1 {
			if _, err := strconv.Atoi(line); err == nil {
				continue // the approximate word count
			}
		}
		if i := strings.IndexAny(line, "\t "); i >= 0 {
			line = line[:i]
		}
		word, flags := line, ""
		for i := 0; i < len(line); i++ {
			if line[i] == '\\' {
				i++
				continue
			}
			if line[i] == '/' && i > 0 {
				word, flags = line[:i], line[i+1:]
				break
			}
		}
		word = strings.ReplaceAll(word, `\/`, "/")
		if k, err := strconv.Atoi(flags); err == nil && len(h.aliases) > 0 {
			if k < 1 || k > len(h.aliases) {
				return &PosError{File: name, Line: n, Msg: fmt.Sprintf("flag alias %d out of range 1..%d", k, len(h.aliases))}
			}
			flags = h.aliases[k-1]
		}
		if err := validFlags(h.FlagType, flags); err != nil {
			return &PosError{File: name, Line: n, Err: err}
		}
		h.Words[word] = append(h.Words[word], flags)
	}
	if err := sc.Err(); err != nil {
		return lineErr(name, n+1, err)
	}
	if len(h.Words) == 0 {
		return &PosError{File: name, Msg: "no words"}
	}
	h.indexWords()
	return nil
}
