package multi

import (
	_ "embed"
)

// The shipped tables, mined by this project's own command from the
// WMT22 and WMT24 general test sets with every system output and
// reference (shared/corpora/multi-translation; never from the sets the
// project evaluates on). Their settings (thresholds, the grounding, the
// analyser with the hashes of its dictionary and model, parmesan's
// version, corpora, counts) are in each table's gzip header comment and
// in the .settings file beside it. Licence: derived from the WMT test sets and submissions,
// which the WMT organisers release for research use; the tables are for
// research use on the same terms. To regenerate (needs the shared
// corpora; a few minutes): go generate ./paraphrase/multi
//
// Czech and English are default sources of the rewriter
// (pipeline.DefaultSources); German, Russian and Spanish are opt-in
// (--sources mythes,multi), their pairs not hand-judged.
//
// English has no many-translation set in the shared corpora: its table
// is mined from five WMT22 general test sets into English (ja-en, liv-en,
// ru-en, uk-en, zh-en, in the evaluation layout), which are for that
// reason not among the sets the study reports (bench/study); WMT22 cs-en
// and de-en, WMT23, WMT12, MQM and HUME stay out of the mining
// (TestMinedSetsDisjoint; docs/mining.md).
//
//go:generate go run ../../cmd/parmesan table multi -l cs -o multi-cs.gz --slot-output multi-cs-slot.gz ../../../shared/corpora/multi-translation
//go:generate go run ../../cmd/parmesan table multi -l de -o multi-de.gz ../../../shared/corpora/multi-translation
//go:generate go run ../../cmd/parmesan table multi -l ru -o multi-ru.gz ../../../shared/corpora/multi-translation
//go:generate go run ../../cmd/parmesan table multi -l es -o multi-es.gz ../../../shared/corpora/multi-translation
//go:generate go run ../../cmd/parmesan table multi -l en -o multi-en.gz ../../../shared/eval/wmt22-general/generaltest2022.ja-en ../../../shared/eval/wmt22-general/generaltest2022.liv-en ../../../shared/eval/wmt22-general/generaltest2022.ru-en ../../../shared/eval/wmt22-general/generaltest2022.uk-en ../../../shared/eval/wmt22-general/generaltest2022.zh-en
var (
	//go:embed multi-cs.gz
	tableCs []byte
	//go:embed multi-de.gz
	tableDe []byte
	//go:embed multi-ru.gz
	tableRu []byte
	//go:embed multi-es.gz
	tableEs []byte
	//go:embed multi-en.gz
	tableEn []byte
	//go:embed multi-cs-slot.gz
	slotCs []byte
)

// Embedded returns the gzip Meteor-format table mined for a language
// (lemma code) and its name for a signature (multi-cs), or ok false when
// none is shipped.
func Embedded(code string) (table []byte, name string, ok bool) {
	switch code {
	case "cs":
		return tableCs, "multi-cs", true
	case "de":
		return tableDe, "multi-de", true
	case "ru":
		return tableRu, "multi-ru", true
	case "es":
		return tableEs, "multi-es", true
	case "en":
		return tableEn, "multi-en", true
	}
	return nil, "", false
}

// EmbeddedSlot returns the slot tier mined for a language beside its
// table (Options.Slot: pairs the table's thresholds drop, for
// paraphrase.SourceMultiSlot) and its name for a signature
// (multi-cs-slot), or ok false when none is shipped. Czech only: the
// English tier, judged on WMT22 de-en, was 67 % good (docs/mining.md).
func EmbeddedSlot(code string) (table []byte, name string, ok bool) {
	switch code {
	case "cs":
		return slotCs, "multi-cs-slot", true
	}
	return nil, "", false
}
