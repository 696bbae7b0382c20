package multi

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
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
//
// A line longer than MaxComment bytes (ISO 8859-1) names its corpora
// with their common prefix once (generaltest2022.{ja-en(2008×15),
// liv-en(420×6)}), so that the gzip comment stays readable.
func TableSettings(lang, thresholds, ground, analysers, corpora string, st Stats) string {
	line := func(corpora string) string {
		return fmt.Sprintf("method:multi|lang:%s|thresholds:%s|ground:%s|%s|corpora:%s|segments:%d|alignments:%d|observations:%d|candidates:%d|kept:%d|function:%d|phrase:%d|licence:%s",
			lang, thresholds, ground, analysers, corpora, st.Segments, st.Alignments, st.Observations, st.Candidates, st.Kept, st.KeptFunction, st.KeptPhrase, Licence)
	}
	s := line(corpora)
	if utf8.RuneCountInString(s) > MaxComment {
		s = line(factorCorpora(corpora))
	}
	return s
}

// MaxComment is the longest gzip header comment Go's compress/gzip
// reader reads (data.MaxGzipComment): a longer one makes the whole file
// unreadable, though the writer writes it.
const MaxComment = data.MaxGzipComment

// factorCorpora writes a comma-separated list of sets whose names share
// a prefix ending in a dot with the prefix once: a.x,a.y → a.{x,y}.
func factorCorpora(corpora string) string {
	names := strings.Split(corpora, ",")
	prefix, _, ok := strings.Cut(names[0], ".")
	if !ok || len(names) < 2 {
		return corpora
	}
	prefix += "."
	rest := make([]string, len(names))
	for i, n := range names {
		r, ok := strings.CutPrefix(n, prefix)
		if !ok {
			return corpora
		}
		rest[i] = r
	}
	return prefix + "{" + strings.Join(rest, ",") + "}"
}

// SlotSettings is the settings line of the slot-only tier: the table's
// fields, the tier's thresholds (SlotOptions.String) and its source
// agreement ("off" when the tier asks for none), and its counts.
func SlotSettings(lang, thresholds, tier, ground, agree, analysers, corpora string, st Stats) string {
	return fmt.Sprintf("method:multi-slot|lang:%s|thresholds:%s|tier:%s|ground:%s|agree:%s|%s|corpora:%s|segments:%d|candidates:%d|kept:%d|licence:%s",
		lang, thresholds, tier, ground, agree, analysers, corpora, st.Segments, st.Candidates, st.SlotKept, Licence)
}

// Comment returns settings (TableSettings, SlotSettings) as a compressed
// table's gzip header comment: the line itself when it fits MaxComment,
// else the line with its corpora field cut to the number of sets (the
// whole line is the table's settings file, written beside it).
func Comment(settings string) string {
	if utf8.RuneCountInString(settings) <= MaxComment {
		return settings
	}
	fields := strings.Split(settings, "|")
	for i, f := range fields {
		if strings.HasPrefix(f, "corpora:") {
			fields[i] = fmt.Sprintf("corpora:%d sets, named in the settings file", len(SettingsCorpora(f)))
		}
	}
	return strings.Join(fields, "|")
}

// SettingsCorpora returns the names of the sets a table's settings line
// (TableSettings, SlotSettings) names in its corpora field, in order,
// without their counts; a factored list (prefix.{a(…),b(…)}) is
// expanded.
func SettingsCorpora(settings string) []string {
	var out []string
	for f := range strings.SplitSeq(strings.TrimSpace(settings), "|") {
		v, ok := strings.CutPrefix(f, "corpora:")
		if !ok {
			continue
		}
		prefix := ""
		if p, rest, ok := strings.Cut(v, "{"); ok && strings.HasSuffix(rest, "}") {
			prefix, v = p, strings.TrimSuffix(rest, "}")
		}
		for c := range strings.SplitSeq(v, ",") {
			name, _, _ := strings.Cut(c, "(")
			out = append(out, prefix+name)
		}
	}
	return out
}
