package multi

import (
	_ "embed"
)

// The shipped tables, mined by this project's own command from the
// WMT22 and WMT24 general test sets with every system output and
// reference (shared/corpora/multi-translation; never from the sets the
// project evaluates on). Their gzip header comment records the corpora,
// counts and thresholds. Licence: derived from the WMT test sets and
// submissions, which the WMT organisers release for research use; the
// tables are for research use on the same terms. To regenerate (needs
// the shared corpora): go generate ./paraphrase/multi
//
//go:generate go run ../../cmd/parmesan table multi -l cs -o multi-cs.gz ../../../shared/corpora/multi-translation
//go:embed multi-cs.gz
var tableCs []byte

// Embedded returns the gzip Meteor-format table mined for a language
// (lemma code) and its name for a signature (multi-cs), or ok false when
// none is shipped.
func Embedded(code string) (table []byte, name string, ok bool) {
	switch code {
	case "cs":
		return tableCs, "multi-cs", true
	}
	return nil, "", false
}
