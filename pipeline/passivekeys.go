package pipeline

import (
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma/cs"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// lastOldPassive is the last parmesan version whose Czech analyser wrote
// the lemma of a short passive in -án as base + ý (odeslán → odesláný, a
// non-word; lemma/cs now writes odeslaný, cs.PassiveLemma). Czech mined
// tables whose settings name this version or an earlier one are keyed by
// those lemmas: the shipped multi-cs and multi-cs-slot (parmesan:0.5.0)
// hold 27 and 86 distinct keys in -áný (docs/cspass15b-2026-11-30.md).
var lastOldPassive = [3]int{0, 14, 0}

// oldPassiveKeys reports whether a Czech mined table's settings (its gzip
// header comment, as the .settings file beside it) name a parmesan version
// up to lastOldPassive, or no version at all (a table older than the
// field: every analyser before the fix wrote -áný). A version it cannot
// read is taken as newer.
func oldPassiveKeys(settings string) bool {
	for _, f := range strings.Split(settings, "|") {
		v, ok := strings.CutPrefix(f, "parmesan:")
		if !ok {
			continue
		}
		parts := strings.Split(v, ".")
		if len(parts) != 3 {
			return false
		}
		var n [3]int
		for i, p := range parts {
			x, err := strconv.Atoi(p)
			if err != nil {
				return false
			}
			n[i] = x
		}
		for i := range n {
			if n[i] != lastOldPassive[i] {
				return n[i] < lastOldPassive[i]
			}
		}
		return true
	}
	return true
}

// rekeyPassive reads an old table's lemma key in -áný as the analyser now
// writes it: the key less its ý is the short form (odesláný → odeslán),
// whose lemma is cs.PassiveLemma's (odeslaný). hunspell-cs lists no word
// in -áný (cs_CZ.dic: 0 stems), so no real lemma is rewritten.
func rekeyPassive(key string) string {
	if !strings.HasSuffix(key, "áný") {
		return key
	}
	return cs.PassiveLemma(strings.TrimSuffix(key, "ý"))
}

// rekeyOldPassive re-keys the one-word pairs of an old Czech table
// (oldPassiveKeys) with rekeyPassive, in place. Phrase pairs are word
// forms, not lemmas, and are left alone. A pair that becomes the identity
// (editováný/editovaný, a spelling pair only the old lemmas made) is
// dropped (ok false); one that becomes a pair the table already holds
// (používáný/použitý beside používaný/použitý) is merged by the caller's
// paraphrase.Set.Add, as the loader merges the table with its slot tier:
// the larger probability, the sources united.
func rekeyOldPassive(p *paraphrase.Pair) (ok bool) {
	if !p.OneWord() {
		return true
	}
	p.A, p.B = rekeyPassive(p.A), rekeyPassive(p.B)
	return p.A != p.B
}
