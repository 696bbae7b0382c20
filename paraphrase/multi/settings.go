package multi

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/internal/version"
)

// Licence is the licence field of a mined table's settings: the corpora
// are WMT test sets.
const Licence = "derived from WMT test sets, research use per WMT's terms"

// Analysers is the settings' record of what a table was mined with
// besides its thresholds, so that it can be rebuilt: the analyser of the
// translations (AnalyserName), that of the sources when they were read
// (sourceLemma, "" when not), and parmesan's version (the miner, the
// aligner and analyses whose rules are parmesan's own, lemma/cs).
func Analysers(lemma, sourceLemma string) string {
	s := "lemma:" + lemma
	if sourceLemma != "" {
		s += "|source-lemma:" + sourceLemma
	}
	return s + "|parmesan:" + version.Parmesan
}

// TableSettings is the settings line of a mined table (gzip comment and
// .settings sidecar), as parmesan table multi and parmesan-beam multi
// write it: thresholds is Options.String, ground the grounding
// dictionary or "off", analysers Analysers', corpora the sets named
// name(lines×translations), comma-separated.
func TableSettings(lang, thresholds, ground, analysers, corpora string, st Stats) string {
	return fmt.Sprintf("method:multi|lang:%s|thresholds:%s|ground:%s|%s|corpora:%s|segments:%d|alignments:%d|observations:%d|candidates:%d|kept:%d|function:%d|phrase:%d|licence:%s",
		lang, thresholds, ground, analysers, corpora, st.Segments, st.Alignments, st.Observations, st.Candidates, st.Kept, st.KeptFunction, st.KeptPhrase, Licence)
}

// SlotSettings is the settings line of the slot-only tier: the table's
// fields, the tier's thresholds (SlotOptions.String) and its source
// agreement ("off" when the tier asks for none), and its counts.
func SlotSettings(lang, thresholds, tier, ground, agree, analysers, corpora string, st Stats) string {
	return fmt.Sprintf("method:multi-slot|lang:%s|thresholds:%s|tier:%s|ground:%s|agree:%s|%s|corpora:%s|segments:%d|candidates:%d|kept:%d|licence:%s",
		lang, thresholds, tier, ground, agree, analysers, corpora, st.Segments, st.Candidates, st.SlotKept, Licence)
}
