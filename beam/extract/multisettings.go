package extract

import (
	"fmt"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
)

func init() {
	register.DoFn3x1[multi.Stats, func(Header), func(Header), error](&multiHeaderFn{})
	register.Emitter1[Header]()
}

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
	an := multi.Analysers(fn.analyser, "")
	t := Header{Settings: multi.TableSettings(fn.O.Lang, th, "off", an, fn.Corpora, st)}
	if st.Kept == 0 {
		t.Refuse = fmt.Sprintf("no pair passed the thresholds (%d candidates in %d segments)", st.Candidates, st.Segments)
	}
	table(t)
	if fn.O.Slot == nil {
		return nil
	}
	sl := Header{Settings: multi.SlotSettings(fn.O.Lang, th, fn.O.Slot.String(), "off", "off", an, fn.Corpora, st)}
	switch {
	case st.Kept == 0:
		sl.Refuse = t.Refuse
	case st.SlotKept == 0:
		sl.Refuse = "no pair passed the slot thresholds"
	}
	slot(sl)
	return nil
}
