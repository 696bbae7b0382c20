package data

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// The morphology engine over a parsed dictionary (Hunspell): the affix
// indexes built while reading, expansion of a stem and analysis of a form.
// The file formats are read in hunspell.go.

// addAffix files a rule under its class flag and its added string.
func (h *Hunspell) addAffix(a *Affix) {
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

// indexContinuations marks the suffix classes reachable as continuations
// of a suffix, indexes the suffixes that carry continuation flags and
// builds the lookup index of suffix rules by added string (sfxIndex).
func (h *Hunspell) indexContinuations() {
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
	h.sfxIdx = make(map[string]*sfxGroup, len(h.sfxByAdd))
	for add, rules := range h.sfxByAdd {
		g := &sfxGroup{}
		for _, a := range rules {
			k := slices.Index(g.strips, a.Strip)
			if k < 0 {
				k = len(g.strips)
				g.strips = append(g.strips, a.Strip)
			}
			g.rules = append(g.rules, sfxRule{a: a, strip: k, outer: h.outer[a.Flag], forbidden: h.skipRule(a)})
		}
		h.sfxIdx[add] = g
	}
}

// skipRule reports whether a rule's forms are no single words: its
// continuation flags carry the forbidden or the only-in-compound flag.
func (h *Hunspell) skipRule(a *Affix) bool {
	return h.HasFlag(a.Cont, h.Forbidden) || h.HasFlag(a.Cont, h.OnlyInCompound)
}

// skipWord reports whether a homonym's flag set makes it no word: the
// forbidden or the only-in-compound flag.
func (h *Hunspell) skipWord(flags string) bool {
	return h.HasFlag(flags, h.Forbidden) || h.HasFlag(flags, h.OnlyInCompound)
}

// sfxGroup is the suffix rules adding one string, in file order, with
// the distinct strings they strip: hunspell-cs has 76 rules adding "i"
// with 22 strips, so Lookup builds and looks up each candidate stem once
// per strip, and rules whose stem is no word (the common case) cost no
// condition test.
type sfxGroup struct {
	rules  []sfxRule
	strips []string
}

// sfxRule is a suffix rule with what Lookup asks of it precomputed.
type sfxRule struct {
	a         *Affix
	strip     int  // index into the group's strips
	outer     bool // the rule's class continues some suffix (chains)
	forbidden bool // skipRule: the forbidden or only-in-compound flag
}

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
// forbidden or the only-in-compound flag are left out. The order is deterministic (file order).
func (h *Hunspell) Expand(stem, flags string) []Expansion {
	if h.skipWord(flags) {
		return nil
	}
	var out []Expansion
	if h.NeedAffix == "" || !h.HasFlag(flags, h.NeedAffix) {
		out = append(out, Expansion{Form: stem})
	}
	var sfx []Expansion // suffixed forms, for the cross product
	for _, fl := range h.Flags(flags) {
		for _, a := range h.Suffixes[fl] {
			if !a.Applies(stem) || h.skipRule(a) {
				continue
			}
			form := a.Apply(stem)
			e := Expansion{Form: form, Rules: []*Affix{a}}
			out = append(out, e)
			sfx = append(sfx, e)
			for _, fl2 := range h.Flags(a.Cont) {
				for _, b := range h.Suffixes[fl2] {
					if b.Applies(form) && !h.skipRule(b) {
						out = append(out, Expansion{Form: b.Apply(form), Rules: []*Affix{a, b}})
					}
				}
			}
		}
	}
	for _, fl := range h.Flags(flags) {
		for _, p := range h.Prefixes[fl] {
			if !p.Applies(stem) || h.skipRule(p) {
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
// Words and rules carrying the forbidden or the only-in-compound flag are
// skipped.
func (h *Hunspell) Lookup(form string) []Analysis {
	var out []Analysis
	h.lookupSuffixed(form, nil, "", &out)
	for i := 0; i < len(form) && i <= h.maxPfx; i++ {
		if !utf8.RuneStart(form[i]) {
			continue
		}
		for _, p := range h.pfxByAdd[form[:i]] {
			if h.skipRule(p) {
				continue
			}
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
		return !h.skipWord(flags) && (pfx == nil || h.HasFlag(flags, need) && pfx.Applies(root))
	}
	for _, fl := range h.Homonyms(s) {
		if ok(s, fl) && (pfx != nil || h.NeedAffix == "" || !h.HasFlag(fl, h.NeedAffix)) {
			*out = append(*out, Analysis{Stem: s, Flags: fl, Rules: with()})
		}
	}
	// One slot per strip string of the group at hand: the candidate stem
	// (built only when needed) and its homonyms' flag sets.
	type slot struct {
		stem        string
		words       []string
		looked, has bool
	}
	var slotBuf [32]slot
	var key [64]byte
	for i := len(s); i >= 0 && len(s)-i <= h.maxSfx; i-- {
		if i < len(s) && !utf8.RuneStart(s[i]) {
			continue
		}
		g := h.sfxIdx[s[i:]]
		if g == nil {
			continue
		}
		var slots []slot
		if len(g.strips) > len(slotBuf) {
			slots = make([]slot, len(g.strips))
		} else {
			slots = slotBuf[:len(g.strips)]
			clear(slots)
		}
		for _, r := range g.rules {
			a := r.a
			if pfx != nil && !(a.Cross && pfx.Cross) {
				continue
			}
			sl := &slots[r.strip]
			if !sl.looked {
				k := append(append(key[:0], s[:i]...), a.Strip...)
				sl.words, sl.looked = h.Homonyms(string(k)), true
			}
			chain := pfx == nil && r.outer
			if len(sl.words) == 0 && !chain {
				continue // no stem to license the rule, no chain through it
			}
			if !sl.has {
				sl.stem, sl.has = s[:i]+a.Strip, true
			}
			stem := sl.stem
			if r.forbidden || !a.Applies(stem) {
				continue
			}
			for _, fl := range sl.words {
				if h.HasFlag(fl, a.Flag) && ok(stem, fl) {
					*out = append(*out, Analysis{Stem: stem, Flags: fl, Rules: with(a)})
				}
			}
			if !chain {
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
					for _, fl := range h.Homonyms(root) {
						if h.HasFlag(fl, b.Flag) && ok(root, fl) {
							*out = append(*out, Analysis{Stem: root, Flags: fl, Rules: []*Affix{b, a}})
						}
					}
				}
			}
		}
	}
}
