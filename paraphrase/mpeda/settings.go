package mpeda

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// DefaultTokenizerName names the default Options.Tokenize (lower-case,
// split on white space) in Settings.
const DefaultTokenizerName = "lower-space"

// SettingsSuffix is appended to a table's path to name the sidecar file
// that WriteSettings writes beside it.
const SettingsSuffix = ".settings"

// Settings returns the canonical settings of a build with options o: every
// option that changes the table, after WithDefaults, as key:value pairs
// joined by "|" in a fixed order, and nothing else (not Mem, TempDir,
// Workers, the sub-corpus paths or Log: the table does not depend on
// them). Options that a setting makes irrelevant are left out: the
// K-means keys when every line is a document (doc-size 1), chunk-len and
// max-chunk-terms unless the score is chunk-dice, phrase-min without
// phrase terms. A threshold that is off reads "off". Paper is not a key:
// it shows as its values (the seven thresholds off, documents,
// triangles), so two builds with the same table have the same settings.
// The inputs are not named; a caller that knows them adds their hashes.
func Settings(o Options) string {
	o = o.WithDefaults()
	f := func(x float64) string {
		if x < 0 {
			return "off"
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	i := func(x int) string {
		if x < 0 {
			return "off"
		}
		return strconv.Itoa(x)
	}
	tok := o.TokenizerName
	if tok == "" {
		tok = DefaultTokenizerName
	}
	kv := []string{"method:mpeda", "tok:" + tok, "keep:" + f(o.Keep), "order:" + i(o.Order), "lm:mkn",
		"unit:" + string(o.Unit), "doc-size:" + i(o.DocSize)}
	if o.DocSize > 1 {
		kv = append(kv, "kmeans-iter:"+i(o.KMeansIter), "kmeans-block:"+i(o.KMeansBlock),
			"seed:"+strconv.FormatUint(o.Seed, 10))
	}
	window := "doc"
	if o.Window > 0 {
		window = i(o.Window)
	}
	kv = append(kv, "window:"+window, "phrase-len:"+i(o.PhraseLen))
	if o.PhraseLen > 1 {
		kv = append(kv, "phrase-min:"+i(o.PhraseMin))
	}
	kv = append(kv, "score:"+string(o.Score))
	if o.Score == ChunkDice {
		kv = append(kv, "chunk-len:"+i(o.ChunkLen), "max-chunk-terms:"+i(o.MaxChunkTerms))
	}
	minCount, minCooc := i(o.MinCount), i(o.MinCooc)
	if o.MinCount <= 1 {
		minCount = "off"
	}
	if o.MinCooc <= 1 {
		minCooc = "off"
	}
	kv = append(kv, "min-count:"+minCount, "max-rel-freq:"+f(o.MaxRelFreq), "min-cooc:"+minCooc,
		"min-r:"+f(o.MinR), "max-related:"+i(o.MaxRelated), "min-pos:"+f(o.MinPos))
	return strings.Join(kv, "|")
}

// WriteSettings writes settings (as Settings returns them) and a newline
// to the sidecar of the table at tablePath (tablePath + SettingsSuffix),
// atomically.
func WriteSettings(tablePath, settings string) error {
	return data.WriteFileAtomic(tablePath+SettingsSuffix, func(w *bufio.Writer) error {
		_, err := w.WriteString(settings + "\n")
		return err
	})
}

// ReadSettings reads the settings from the sidecar of the table at
// tablePath. A table without a sidecar (built before settings were
// written, or not by MPEDA) gives an error that wraps os.ErrNotExist.
func ReadSettings(tablePath string) (string, error) {
	b, err := os.ReadFile(tablePath + SettingsSuffix)
	if err != nil {
		return "", fmt.Errorf("mpeda: settings of %s: %w", tablePath, err)
	}
	s := strings.TrimRight(string(b), "\r\n")
	if !strings.HasPrefix(s, "method:mpeda|") || strings.ContainsAny(s, "\n\r") {
		return "", fmt.Errorf("mpeda: %s%s:1: not MPEDA settings", tablePath, SettingsSuffix)
	}
	return s, nil
}
