package main

// -trace ITEM (with -ablate): follow listed items through the library's
// rewriter on their drawn pairs and print, for each, what the rewriter
// sees: the two sides' tokens (position, lemma, part of speech, the key
// the rewriter looks up: a negated word's "ne"+lemma), whether either
// lemma is in the other sentence (the Meteor-style exact/lemma match
// that leaves a word alone), what the lexicon answers for the pair under
// the keys and parts of speech the rewriter asks (and the generous ones
// the ceiling asks: any part of speech, either direction), the default
// substitutions that touch either word, and two probes: the pair added
// to the lexicon under every key and part of speech (did the lexicon's
// keys drop it?), and that with every Guard field zeroed (did a
// candidate filter drop it?).
//
// ITEM is "missed" (every item the default rewriter misses whose pair a
// shipped source holds, -shipped) or a part of an item's text, with an
// optional "ROUND:K:" prefix.

import (
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/bench/internal/items"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// plusLex is a lexicon with extra pairs added for every part of speech.
type plusLex struct {
	base  rewrite.Lexicon
	extra map[[2]string]bool
}

func (p plusLex) Lookup(a, b string) (paraphrase.Source, bool) { return p.LookupPOS(a, b, "") }

func (p plusLex) LookupPOS(a, b, upos string) (paraphrase.Source, bool) {
	if p.extra[[2]string{a, b}] {
		return paraphrase.SourceThesaurus, true
	}
	return rewrite.LookupPOS(p.base, a, b, upos)
}

func (p plusLex) HasKey(a string) bool {
	for k := range p.extra {
		if k[0] == a {
			return true
		}
	}
	if kl, ok := p.base.(rewrite.KeyLexicon); ok {
		return kl.HasKey(a)
	}
	return true
}

// span is where an item side lies in a sentence's tokens (-1: not found).
type span struct{ at, n int }

// find is the occurrence (1-based, 0: the first) of words ws in toks
// (lower case).
func find(toks []lemma.Token, ws []string, occ int) span {
	n := 0
	for i := 0; i+len(ws) <= len(toks); i++ {
		ok := true
		for k, w := range ws {
			if strings.ToLower(toks[i+k].Form) != w {
				ok = false
				break
			}
		}
		if ok {
			n++
			if occ == 0 || n == occ {
				return span{i, len(ws)}
			}
		}
	}
	return span{-1, 0}
}

// keyOf is the rewriter's lookup key of a token: its lower-case lemma,
// "ne"+lemma when negated.
func keyOf(t lemma.Token) string {
	l := strings.ToLower(t.Lemma)
	if t.Feats["Polarity"] == "Neg" && !strings.HasPrefix(l, "ne") {
		l = "ne" + l
	}
	return l
}

func (s span) keys(toks []lemma.Token) (keys, forms string) {
	var k, f []string
	for _, t := range toks[s.at : s.at+s.n] {
		k, f = append(k, keyOf(t)), append(f, strings.ToLower(t.Form))
	}
	return strings.Join(k, " "), strings.Join(f, " ")
}

func tokInfo(toks []lemma.Token, s span) string {
	var out []string
	for _, t := range toks[s.at : s.at+s.n] {
		out = append(out, fmt.Sprintf("%s/%s/%s/%s", t.Form, t.Lemma, t.POS, t.Feats.String()))
	}
	return fmt.Sprintf("@%d %s", s.at, strings.Join(out, " "))
}

// traceItems runs the trace for the items ITEM selects.
func (lb *lib) traceItems(w io.Writer, m matcher, rounds []devRound, base runResult, shippedPath, sel string) error {
	shipped, err := readShipped(shippedPath)
	if err != nil {
		return err
	}
	baseRes := m.matchAll(rounds, base)
	t, err := eval.Resolve(lb.code, eval.ResolveOptions{})
	if err != nil {
		return err
	}
	ev, err := eval.NewEvaluator(eval.Options{Rewrite: lb.ro, Workers: 1, Meteor: meteor.Config{Language: t.Meteor, Modules: []meteor.Module{meteor.Exact}, Normalization: t.Normalization}})
	if err != nil {
		return err
	}
	tok := ev.Scorer().Tokenize
	wantRound, wantK := "", 0
	if f := strings.SplitN(sel, ":", 3); len(f) == 3 {
		if k, err := strconv.Atoi(f[1]); err == nil {
			wantRound, wantK, sel = f[0], k, f[2]
		}
	}
	for _, dr := range rounds {
		for n, it := range dr.items {
			switch {
			case sel == "missed":
				if baseRes.out[dr.r.Name][n].status == "hit" || !shipped[shippedKey(dr.r.Name, it.K, it.Text)] {
					continue
				}
			case wantRound != "" && (dr.r.Name != wantRound || it.K != wantK), !strings.Contains(it.Text, sel):
				continue
			}
			lb.trace(w, m, tok, dr, it, baseRes.out[dr.r.Name][n].status)
		}
	}
	return nil
}

// trace prints one item's trace.
func (lb *lib) trace(w io.Writer, m matcher, tok func(string) []string, dr devRound, it items.Item, status string) {
	p := dr.pairs[it.K-1]
	fmt.Fprintf(w, "\n### r%s %d %s %s (%s; default: %s)\n", dr.r.Name, it.K, it.Tag, it.Text, p.sys, status)
	ref, hyp := lb.ro.Language.Analyze(tok(p.ref)), lb.ro.Language.Analyze(tok(p.hyp))
	rs, hs, ok := items.Split(it.Text)
	if !ok {
		fmt.Fprintln(w, "- not an old → new item")
		return
	}
	occ := items.Occurrence(it.Text)
	var rsp, hsp span
	rsp, hsp = span{-1, 0}, span{-1, 0}
	for _, rr := range items.Readings(rs) {
		if s := find(ref, m.words(rr), occ); s.at >= 0 && rsp.at < 0 {
			rsp = s
		}
	}
	for _, hr := range items.Readings(hs) {
		if s := find(hyp, m.words(hr), 0); s.at >= 0 && hsp.at < 0 {
			hsp = s
		}
	}
	// A side the reader inflected otherwise (koupi for the hypothesis's
	// koupě): found by its keys.
	byKeys := func(toks []lemma.Token, side string) span {
		for _, r := range items.Readings(side) {
			ks := lb.ro.Language.Analyze(m.words(r))
			for i := 0; i+len(ks) <= len(toks); i++ {
				ok := true
				for k, t := range ks {
					ok = ok && keyOf(toks[i+k]) == keyOf(t)
				}
				if ok {
					return span{i, len(ks)}
				}
			}
		}
		return span{-1, 0}
	}
	if rsp.at < 0 {
		if rsp = byKeys(ref, rs); rsp.at >= 0 {
			fmt.Fprintln(w, "- ref side found by its lemmas only")
		}
	}
	if hsp.at < 0 {
		if hsp = byKeys(hyp, hs); hsp.at >= 0 {
			fmt.Fprintln(w, "- hyp side found by its lemmas only (the reader inflected it otherwise)")
		}
	}
	if rsp.at < 0 || hsp.at < 0 {
		fmt.Fprintf(w, "- side not found in the tokens: ref %v hyp %v\n", rsp.at >= 0, hsp.at >= 0)
		return
	}
	fmt.Fprintf(w, "- ref %s\n- hyp %s\n", tokInfo(ref, rsp), tokInfo(hyp, hsp))
	fmt.Fprintf(w, "- context: ref …%s… hyp …%s…\n", around(ref, rsp), around(hyp, hsp))
	rk, rf := rsp.keys(ref)
	hk, hf := hsp.keys(hyp)
	in := func(toks []lemma.Token, key string) []int {
		var at []int
		for i, t := range toks {
			if keyOf(t) == key {
				at = append(at, i)
			}
		}
		return at
	}
	if rsp.n == 1 && hsp.n == 1 {
		fmt.Fprintf(w, "- ref key %q in hyp at %v; hyp key %q in ref at %v\n", rk, in(hyp, rk), hk, in(ref, hk))
	}
	// What the lexicon answers.
	var ans []string
	ask := func(name, a, b, upos string) {
		if src, ok := rewrite.LookupPOS(lb.ro.Lexicon, a, b, upos); ok {
			ans = append(ans, fmt.Sprintf("%s %s→%s [%s]: %s", name, a, b, upos, src))
		}
	}
	rpos, hpos := ref[rsp.at].POS, hyp[hsp.at].POS
	for _, pos := range slices.Compact([]string{rpos, hpos, ""}) {
		ask("keys", rk, hk, pos)
		ask("forms", rf, hf, pos)
		ask("reverse keys", hk, rk, pos)
		ask("reverse forms", hf, rf, pos)
	}
	if len(ans) == 0 {
		fmt.Fprintln(w, "- lexicon: no answer under the keys or forms, any POS, either direction")
	}
	for _, a := range ans {
		fmt.Fprintf(w, "- lexicon: %s\n", a)
	}
	// The default substitutions touching either side.
	run := func(ro *pipeline.Rewriter) []rewrite.Substitution {
		c := ro.WithTokenizer(tok, 1, nil)
		var srcs []string
		if lb.source {
			srcs = []string{p.src}
		}
		pr, err := c.Prepare([][]string{{p.ref}}, srcs)
		if err != nil {
			fmt.Fprintf(w, "- error: %v\n", err)
			return nil
		}
		return c.Rewrite(p.hyp, pr, 0)[0].Subs
	}
	over := func(u rewrite.Substitution, at, n int, pos int) bool { return pos < at+n && pos >= at }
	hits := func(us []rewrite.Substitution) (fired bool, touching []string) {
		for _, u := range us {
			r := over(u, rsp.at, rsp.n, u.Pos)
			h := over(u, hsp.at, hsp.n, u.HypPos)
			if r && h && strings.EqualFold(u.New, hyp[hsp.at].Form) || r && h && hsp.n > 1 {
				fired = true
			}
			if r || h {
				touching = append(touching, fmt.Sprintf("%s@%d→%s@%d (%s)", u.Old, u.Pos, u.New, u.HypPos, u.Source))
			}
		}
		return fired, touching
	}
	_, touch := hits(run(lb.ro))
	fmt.Fprintf(w, "- default substitutions touching either side: %v\n", touch)
	extra := map[[2]string]bool{{rk, hk}: true, {rf, hf}: true}
	plus := *lb.ro
	plus.Lexicon = plusLex{lb.ro.Lexicon, extra}
	f1, t1 := hits(run(&plus))
	noGuard := plus
	noGuard.Guard = rewrite.Guard{}
	f2, t2 := hits(run(&noGuard))
	fmt.Fprintf(w, "- probe pair added to the lexicon: fires %v %v\n- probe pair added, no Guard: fires %v %v\n", f1, t1, f2, t2)
	if f1 || !f2 {
		return
	}
	// Which guard fields block the probe: each field alone (the others
	// zeroed) that keeps it from firing.
	var block []string
	gt := reflect.TypeOf(rewrite.Guard{})
	for i := range gt.NumField() {
		f := gt.Field(i)
		if !f.IsExported() || reflect.ValueOf(plus.Guard).Field(i).IsZero() {
			continue
		}
		one := noGuard
		reflect.ValueOf(&one.Guard).Elem().Field(i).Set(reflect.ValueOf(plus.Guard).Field(i))
		if fired, _ := hits(run(&one)); !fired {
			block = append(block, f.Name)
		}
	}
	fmt.Fprintf(w, "- guard fields that block the probe alone: %v\n", block)
}

// around is the span with up to four words either side.
func around(toks []lemma.Token, s span) string {
	var out []string
	for i := max(0, s.at-4); i < min(len(toks), s.at+s.n+4); i++ {
		w := toks[i].Form
		if i == s.at {
			w = "[" + w
		}
		if i == s.at+s.n-1 {
			w += "]"
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}
