package data

// Hunspell dictionaries: an .aff file of affix rules and a .dic word list.
//
// The reader covers what morphological use needs: the character set
// (SET), the flag encoding (FLAG char, UTF-8, long or num), flag aliases
// (AF), prefix and suffix classes (PFX/SFX) with their strip string, added
// string, continuation flags and condition, the cross-product switch, and
// the FORBIDDENWORD and NEEDAFFIX flags. Suggestion settings (TRY, KEY,
// REP, MAP, …) are skipped.
//
// Two operations use the rules. Expand lists every form a dictionary stem
// yields, each with the rules that made it: the stem, one suffix, a prefix
// (alone or, when both classes allow it, combined with a suffix) and one
// further suffix named by a rule's continuation flags. Lookup goes the
// other way, as hunspell's own spell checker does: for each suffix and
// prefix whose added string the form carries, it restores the stripped
// string, checks the rule's condition and asks the word list whether the
// stem has the rule's flag. A lookup costs one map probe per candidate
// ending (at most the form's length), so nothing is expanded at load time.

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

// Affix is one PFX or SFX rule line.
type Affix struct {
	Prefix bool   // PFX rather than SFX
	Flag   string // the class flag the rule belongs to
	Cross  bool   // the class combines with classes of the other kind
	Strip  string // removed from the stem ("" for 0)
	Add    string // added in its place ("" for 0)
	Cont   string // continuation flags of the derived form (raw, aliases resolved)
	Cond   Condition
	Morph  string // morphological fields after the condition, if any
	Line   int    // line in the .aff file
}

// String renders the rule as in the .aff file.
func (a *Affix) String() string {
	kind := "SFX"
	if a.Prefix {
		kind = "PFX"
	}
	strip, add := a.Strip, a.Add
	if strip == "" {
		strip = "0"
	}
	if add == "" {
		add = "0"
	}
	if a.Cont != "" {
		add += "/" + a.Cont
	}
	return fmt.Sprintf("%s %s %s %s %s", kind, a.Flag, strip, add, a.Cond.String())
}

// Applies reports whether the rule may apply to stem: the stem carries
// the strip string, is longer than it, and meets the condition at its
// start (prefixes) or end (suffixes).
func (a *Affix) Applies(stem string) bool {
	if a.Prefix {
		return strings.HasPrefix(stem, a.Strip) && len(stem) > len(a.Strip) && a.Cond.MatchStart(stem)
	}
	return strings.HasSuffix(stem, a.Strip) && len(stem) > len(a.Strip) && a.Cond.MatchEnd(stem)
}

// Apply returns the form the rule makes of stem; call Applies first.
func (a *Affix) Apply(stem string) string {
	if a.Prefix {
		return a.Add + stem[len(a.Strip):]
	}
	return stem[:len(stem)-len(a.Strip)] + a.Add
}

// Condition is an affix condition: a sequence of character classes ("."
// any character, "x" one character, "[xy]" a set, "[^xy]" its complement)
// matched against the start of a stem (prefixes) or its end (suffixes).
type Condition struct {
	src     string
	classes []charClass
}

type charClass struct {
	any    bool
	negate bool
	set    string
}

func (c charClass) match(r rune) bool {
	if c.any {
		return true
	}
	return strings.ContainsRune(c.set, r) != c.negate
}

// ParseCondition parses an affix condition.
func ParseCondition(s string) (Condition, error) {
	c := Condition{src: s}
	if s == "." {
		return c, nil
	}
	for i := 0; i < len(s); {
		switch s[i] {
		case '.':
			c.classes = append(c.classes, charClass{any: true})
			i++
		case '[':
			j := strings.IndexByte(s[i:], ']')
			if j < 0 {
				return c, fmt.Errorf("unclosed [ in condition %q", s)
			}
			body := s[i+1 : i+j]
			cl := charClass{}
			if strings.HasPrefix(body, "^") {
				cl.negate, body = true, body[1:]
			}
			if body == "" {
				return c, fmt.Errorf("empty character class in condition %q", s)
			}
			cl.set = body
			c.classes = append(c.classes, cl)
			i += j + 1
		case ']':
			return c, fmt.Errorf("unexpected ] in condition %q", s)
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			c.classes = append(c.classes, charClass{set: string(r)})
			i += n
		}
	}
	return c, nil
}

// String returns the condition as written.
func (c Condition) String() string {
	if c.src == "" {
		return "."
	}
	return c.src
}

// MatchEnd reports whether the condition holds at the end of s.
func (c Condition) MatchEnd(s string) bool {
	end := len(s)
	for k := len(c.classes) - 1; k >= 0; k-- {
		if end == 0 {
			return false
		}
		r, n := utf8.DecodeLastRuneInString(s[:end])
		if !c.classes[k].match(r) {
			return false
		}
		end -= n
	}
	return true
}

// MatchStart reports whether the condition holds at the start of s.
func (c Condition) MatchStart(s string) bool {
	i := 0
	for _, cl := range c.classes {
		if i >= len(s) {
			return false
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !cl.match(r) {
			return false
		}
		i += n
	}
	return true
}

// Hunspell is a parsed dictionary. It is immutable after loading and safe
// for concurrent use.
type Hunspell struct {
	Encoding  string // the SET value (ISO8859-1 when absent)
	FlagType  string // FlagChar, FlagUTF8, FlagLong or FlagNum
	Forbidden string // FORBIDDENWORD flag, "" when none
	NeedAffix string // NEEDAFFIX flag: stems that are no words by themselves
	// Prefixes and Suffixes list the rules of each class flag in file order.
	Prefixes map[string][]*Affix
	Suffixes map[string][]*Affix
	// Words maps each stem to the flag sets of its homonyms (one per .dic
	// line; aliases resolved).
	Words map[string][]string

	sfxByAdd map[string][]*Affix // suffix rules by added string
	pfxByAdd map[string][]*Affix // prefix rules by added string
	maxSfx   int                 // longest added suffix, bytes
	maxPfx   int
	outer    map[string]bool     // suffix flags reachable as continuation of a suffix
	contSfx  map[string][]*Affix // suffix rules with continuation flags, by added string
	maxCont  int                 // longest added string among them
	aliases  []string            // AF flag aliases, 1-based in the files
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
	af, err := os.Open(affPath)
	if err != nil {
		return nil, fmt.Errorf("data: hunspell: %w", err)
	}
	defer af.Close()
	h, err := ReadHunspellAff(af, affPath)
	if err != nil {
		return nil, err
	}
	if err := h.loadDicCached(affPath, dicPath); err != nil {
		return nil, err
	}
	return h, nil
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
	dec := enc.NewDecoder()
	var aliases []string // AF
	aliasWant := -1
	type header struct {
		cross bool
		left  int
		line  int
	}
	pending := map[string]*header{} // "PFX N" → rules still expected
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
			return nil, &PosError{File: name, Line: n, Msg: "cannot decode from " + h.Encoding, Err: err}
		}
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		perr := func(format string, args ...any) error {
			return &PosError{File: name, Line: n, Msg: fmt.Sprintf(format, args...)}
		}
		switch f[0] {
		case "SET":
			if len(f) < 2 {
				return nil, perr("SET without an encoding")
			}
			e, err := charsetDecoder(f[1])
			if err != nil {
				return nil, &PosError{File: name, Line: n, Err: err}
			}
			h.Encoding, dec = f[1], e.NewDecoder()
		case "FLAG":
			if len(f) < 2 {
				return nil, perr("FLAG without a type")
			}
			switch f[1] {
			case "long":
				h.FlagType = FlagLong
			case "num":
				h.FlagType = FlagNum
			case "UTF-8", "utf-8", "UTF8":
				h.FlagType = FlagUTF8
			default:
				return nil, perr("unknown FLAG type %q (want long, num or UTF-8)", f[1])
			}
		case "FORBIDDENWORD", "NEEDAFFIX", "PSEUDOROOT":
			if len(f) < 2 {
				return nil, perr("%s without a flag", f[0])
			}
			if f[0] == "FORBIDDENWORD" {
				h.Forbidden = f[1]
			} else {
				h.NeedAffix = f[1]
			}
		case "AF":
			if len(f) < 2 {
				return nil, perr("AF without an argument")
			}
			if aliasWant < 0 {
				k, err := strconv.Atoi(f[1])
				if err != nil || k < 0 {
					return nil, perr("AF count %q is not a number", f[1])
				}
				aliasWant = k
				continue
			}
			if len(aliases) >= aliasWant {
				return nil, perr("more AF lines than the %d announced", aliasWant)
			}
			aliases = append(aliases, f[1])
		case "PFX", "SFX":
			if len(f) < 4 {
				return nil, perr("%s line has %d fields, want at least 4", f[0], len(f))
			}
			key := f[0] + " " + f[1]
			hd := pending[key]
			if hd == nil || hd.left == 0 {
				if f[2] != "Y" && f[2] != "N" {
					return nil, perr("%s header: cross-product %q is neither Y nor N", f[0], f[2])
				}
				k, err := strconv.Atoi(f[3])
				if err != nil || k < 0 {
					return nil, perr("%s header: rule count %q is not a number", f[0], f[3])
				}
				pending[key] = &header{cross: f[2] == "Y", left: k, line: n}
				continue
			}
			if len(f) < 5 {
				return nil, perr("%s rule has %d fields, want 5", f[0], len(f))
			}
			hd.left--
			a := &Affix{Prefix: f[0] == "PFX", Flag: f[1], Cross: hd.cross, Line: n}
			if f[2] != "0" {
				a.Strip = f[2]
			}
			add, cont, _ := strings.Cut(f[3], "/")
			if add != "0" {
				a.Add = add
			}
			if cont != "" {
				if k, err := strconv.Atoi(cont); err == nil && len(aliases) > 0 {
					if k < 1 || k > len(aliases) {
						return nil, perr("flag alias %d out of range 1..%d", k, len(aliases))
					}
					cont = aliases[k-1]
				}
				if err := validFlags(h.FlagType, cont); err != nil {
					return nil, &PosError{File: name, Line: n, Err: err}
				}
				a.Cont = cont
			}
			cond, err := ParseCondition(f[4])
			if err != nil {
				return nil, &PosError{File: name, Line: n, Err: err}
			}
			a.Cond = cond
			if len(f) > 5 {
				a.Morph = strings.Join(f[5:], " ")
			}
			if a.Prefix {
				h.Prefixes[a.Flag] = append(h.Prefixes[a.Flag], a)
				h.pfxByAdd[a.Add] = append(h.pfxByAdd[a.Add], a)
				h.maxPfx = max(h.maxPfx, len(a.Add))
			} else {
				h.Suffixes[a.Flag] = append(h.Suffixes[a.Flag], a)
				h.sfxByAdd[a.Add] = append(h.sfxByAdd[a.Add], a)
				h.maxSfx = max(h.maxSfx, len(a.Add))
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	for key, hd := range pending {
		if hd.left > 0 {
			return nil, &PosError{File: name, Line: hd.line, Msg: fmt.Sprintf("%s: %d announced rules missing", key, hd.left)}
		}
	}
	h.aliases = aliases
	h.contSfx = map[string][]*Affix{}
	for _, rules := range h.Suffixes {
		for _, a := range rules {
			for _, fl := range h.Flags(a.Cont) {
				if _, ok := h.Suffixes[fl]; ok {
					h.outer[fl] = true
				}
			}
			if a.Cont != "" {
				h.contSfx[a.Add] = append(h.contSfx[a.Add], a)
				h.maxCont = max(h.maxCont, len(a.Add))
			}
		}
	}
	return h, nil
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
	return nil
}

// Expansion is one form of a stem with the rules that made it, in the order
// they were applied (none for the stem itself).
type Expansion struct {
	Form  string
	Rules []*Affix
}

// Expand lists the forms one homonym of a stem (its raw flag set) yields:
// the stem itself unless it needs an affix, each suffix, each suffix
// followed by a suffix its continuation flags allow, each prefix, and each
// cross-product of prefix and suffix. Forms of rules carrying the
// forbidden flag are left out. The order is deterministic (file order).
func (h *Hunspell) Expand(stem, flags string) []Expansion {
	if h.Forbidden != "" && h.HasFlag(flags, h.Forbidden) {
		return nil
	}
	var out []Expansion
	if h.NeedAffix == "" || !h.HasFlag(flags, h.NeedAffix) {
		out = append(out, Expansion{Form: stem})
	}
	var sfx []Expansion // suffixed forms, for the cross product
	for _, fl := range h.Flags(flags) {
		for _, a := range h.Suffixes[fl] {
			if !a.Applies(stem) || h.HasFlag(a.Cont, h.Forbidden) {
				continue
			}
			form := a.Apply(stem)
			e := Expansion{Form: form, Rules: []*Affix{a}}
			out = append(out, e)
			sfx = append(sfx, e)
			for _, fl2 := range h.Flags(a.Cont) {
				for _, b := range h.Suffixes[fl2] {
					if b.Applies(form) {
						out = append(out, Expansion{Form: b.Apply(form), Rules: []*Affix{a, b}})
					}
				}
			}
		}
	}
	for _, fl := range h.Flags(flags) {
		for _, p := range h.Prefixes[fl] {
			if !p.Applies(stem) {
				continue
			}
			out = append(out, Expansion{Form: p.Apply(stem), Rules: []*Affix{p}})
			if !p.Cross {
				continue
			}
			for _, s := range sfx {
				if s.Rules[0].Cross && len(s.Rules) == 1 {
					out = append(out, Expansion{Form: p.Apply(s.Form), Rules: []*Affix{s.Rules[0], p}})
				}
			}
		}
	}
	return out
}

// Analysis is one way a form decomposes: a dictionary stem, the flag set
// of the homonym that licenses it, and the rules applied to the stem in
// order (inner suffix, outer suffix, prefix).
type Analysis struct {
	Stem  string
	Flags string
	Rules []*Affix
}

// Lookup returns every analysis of form: the form as a dictionary word,
// and stems that yield it through a suffix, two chained suffixes, a prefix
// or a prefix with a suffix. It expands nothing; see the file comment.
// Words and rules carrying the forbidden flag are skipped.
func (h *Hunspell) Lookup(form string) []Analysis {
	var out []Analysis
	h.lookupSuffixed(form, nil, "", &out)
	for i := 0; i < len(form) && i <= h.maxPfx; i++ {
		if !utf8.RuneStart(form[i]) {
			continue
		}
		for _, p := range h.pfxByAdd[form[:i]] {
			h.lookupSuffixed(p.Strip+form[i:], p, p.Flag, &out)
		}
	}
	return out
}

// lookupSuffixed adds the analyses of s as a stem, a stem with one suffix
// or with two chained suffixes, each stem needing flag need (when set)
// and, for suffixed forms under a prefix, both classes allowing the
// cross product.
func (h *Hunspell) lookupSuffixed(s string, pfx *Affix, need string, out *[]Analysis) {
	with := func(rules ...*Affix) []*Affix {
		if pfx != nil {
			rules = append(rules, pfx)
		}
		return rules
	}
	ok := func(root, flags string) bool {
		return !h.HasFlag(flags, h.Forbidden) && (pfx == nil || h.HasFlag(flags, need) && pfx.Applies(root))
	}
	for _, fl := range h.Words[s] {
		if ok(s, fl) && (pfx != nil || h.NeedAffix == "" || !h.HasFlag(fl, h.NeedAffix)) {
			*out = append(*out, Analysis{Stem: s, Flags: fl, Rules: with()})
		}
	}
	for i := len(s); i >= 0 && len(s)-i <= h.maxSfx; i-- {
		if i < len(s) && !utf8.RuneStart(s[i]) {
			continue
		}
		for _, a := range h.sfxByAdd[s[i:]] {
			if pfx != nil && !(a.Cross && pfx.Cross) {
				continue
			}
			stem := s[:i] + a.Strip
			if !a.Applies(stem) || h.HasFlag(a.Cont, h.Forbidden) {
				continue
			}
			for _, fl := range h.Words[stem] {
				if h.HasFlag(fl, a.Flag) && ok(stem, fl) {
					*out = append(*out, Analysis{Stem: stem, Flags: fl, Rules: with(a)})
				}
			}
			if pfx != nil || !h.outer[a.Flag] {
				continue
			}
			// a as the outer suffix of a chain: stem is itself suffixed by
			// a rule whose continuation flags include a's class.
			for j := len(stem); j >= 0 && len(stem)-j <= h.maxCont; j-- {
				if j < len(stem) && !utf8.RuneStart(stem[j]) {
					continue
				}
				for _, b := range h.contSfx[stem[j:]] {
					if !h.HasFlag(b.Cont, a.Flag) {
						continue
					}
					root := stem[:j] + b.Strip
					if !b.Applies(root) {
						continue
					}
					for _, fl := range h.Words[root] {
						if h.HasFlag(fl, b.Flag) && ok(root, fl) {
							*out = append(*out, Analysis{Stem: root, Flags: fl, Rules: []*Affix{b, a}})
						}
					}
				}
			}
		}
	}
}
