package meteor

import (
	"bytes"
	"fmt"

	"github.com/parmesan-mt/parmesan/data"
)

// Meteor-format tables are kept compiled in data's cache (data.Cached:
// $PARMESAN_CACHE_DIR, else parmesan/ under the user cache directory),
// keyed by the table's contents and the compiled format's version, so a
// table is parsed once and later runs decode it in milliseconds (the
// WordNet table of the benchmarks: 0.35 s of parsing on every start
// before). A table with an error is never cached: the parse that finds it
// reports it as before, with file and line.

// ptabCacheVersion names the compiled format in cache keys.
var ptabCacheVersion = fmt.Sprintf("ptab-%d", ptabVersion)

// cachedTable returns the table parse builds, through the cache entry of
// inputs (files whose contents decide the table) and version.
func cachedTable(name, version string, inputs []string, parse func() (*ParaphraseTable, error)) (*ParaphraseTable, error) {
	var parsed *ParaphraseTable
	build := func() ([]byte, error) {
		t, err := parse()
		if err != nil {
			return nil, err
		}
		parsed = t
		var buf bytes.Buffer
		if err := CompileParaphraseTable(t, &buf); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	b, err := data.Cached("paraphrase", version, inputs, build)
	if err != nil {
		return nil, err
	}
	if parsed != nil { // just built: the parsed table serves as it is
		return parsed, nil
	}
	t, err := decodeCompiled(b, name)
	if err != nil { // a damaged entry that passed its checksum: parse again
		return parse()
	}
	return t, nil
}
