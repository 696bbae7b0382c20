package pipeline

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma/cs"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// The shipped Czech mined tables (multi-cs, multi-cs-slot, mined at
// parmesan 0.5.0) are keyed by the lemmas of analysers that wrote a short
// passive in -án as base + ý (odeslán → odesláný, a non-word): 27 and 86
// distinct keys in -áný (docs/cspass15b-2026-11-30.md). lemma/cs now
// writes odeslaný (cs.PassiveLemma), and no lemma it writes ends in -áný
// (hunspell-cs lists no such stem), so re-keying every Czech table with
// rekeyPassive changes exactly those old keys, whichever analyser mined
// the table.

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

// rekeyOldPassive re-keys the one-word pairs of a Czech table with
// rekeyPassive, in place. Phrase pairs are word
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
