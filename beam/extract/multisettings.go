package extract

import (
	"fmt"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
)

func init() {
	register.DoFn3x1[multi.Stats, func(Header), func(Header), error](&multiHeaderFn{})
	register.Emitter1[Header]()
}

// multiLicence is the licence field of a mined table's settings: the
// corpora are WMT test sets.
const multiLicence = "derived from WMT test sets, research use per WMT's terms"

// MultiHeaders returns the headers (PCollection<Header> of one element
// each) of the table and of the slot tier that Multi mines with o from
// the corpora named (name(lines×translations), as parmesan table multi
// names them), given Multi's stats: the settings lines parmesan table
// multi writes, with the same fields in the same order: method, lang,
// thresholds (multi.Options.String), the slot tier's thresholds
// (multi.SlotOptions.String), ground and agree (always off: Beam has
// neither), the analyser of the translations (its Fingerprint, from a
// worker, else lemma/<code>), parmesan's version, the corpora, the
// counts and the licence. A table with no kept pair is refused, and so
// is the tier then or when it has none, with the command's messages.
// Without o.Slot, slot is empty (there is no tier to write).
// WriteTableHeader writes a table with its header.
func MultiHeaders(s beam.Scope, stats beam.PCollection, o MultiOptions, corpora []string) (table, slot beam.PCollection) {
	s = s.Scope("multi-headers")
	return beam.ParDo2(s, &multiHeaderFn{O: o, Corpora: strings.Join(corpora, ",")}, stats)
}

type multiHeaderFn struct {
	O        MultiOptions
	Corpora  string
	analyser string
}

func (fn *multiHeaderFn) Setup() error {
	an, err := lemma.New(fn.O.Lang)
	if err != nil {
		return err
	}
	fn.analyser = multi.AnalyserName(an, fn.O.Lang)
	return nil
}

func (fn *multiHeaderFn) ProcessElement(st multi.Stats, table, slot func(Header)) error {
	if err := fn.O.check(); err != nil {
		return err
	}
	th := fn.O.Options().String()
	common := fmt.Sprintf("lemma:%s|parmesan:%s|corpora:%s|segments:%d", fn.analyser, parmesan.Version, fn.Corpora, st.Segments)
	t := Header{Settings: fmt.Sprintf("method:multi|lang:%s|thresholds:%s|ground:off|%s|alignments:%d|observations:%d|candidates:%d|kept:%d|function:%d|phrase:%d|licence:%s",
		fn.O.Lang, th, common, st.Alignments, st.Observations, st.Candidates, st.Kept, st.KeptFunction, st.KeptPhrase, multiLicence)}
	if st.Kept == 0 {
		t.Refuse = fmt.Sprintf("no pair passed the thresholds (%d candidates in %d segments)", st.Candidates, st.Segments)
	}
	table(t)
	if fn.O.Slot == nil {
		return nil
	}
	sl := Header{Settings: fmt.Sprintf("method:multi-slot|lang:%s|thresholds:%s|tier:%s|ground:off|agree:off|%s|candidates:%d|kept:%d|licence:%s",
		fn.O.Lang, th, fn.O.Slot, common, st.Candidates, st.SlotKept, multiLicence)}
	switch {
	case st.Kept == 0:
		sl.Refuse = t.Refuse
	case st.SlotKept == 0:
		sl.Refuse = "no pair passed the slot thresholds"
	}
	slot(sl)
	return nil
}
