package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/parmesan-mt/parmesan/correlate/metaeval"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// evalSet is one shared evaluation set as the tables name it.
type evalSet struct {
	label string // "HUME en-cs"
	dir   string // under eval/
	level level
}

// metaSets are the rows of the meta and family tables.
var metaSets = []evalSet{
	{"HUME en-cs", "hume-round2/hume2016.en-cs", seg},
	{"MQM TED zh-en", "mqm-ted2021/tedtalks2021.zh-en", seg},
	{"WMT23 en-cs", "wmt23-general/generaltest2023.en-cs", sys},
	{"WMT23 de-en", "wmt23-general/generaltest2023.de-en", sys},
}

// paraphraseTable is the Meteor paraphrase table of "all matchers" for a
// target language: the shared WordNet table in English, a table built
// from the system MyThes thesaurus in Czech (written once under the
// cache directory, named by its content hash so that the metaeval cache
// key, which stamps the file, stays the same from run to run).
func paraphraseTable(shared, lang string) (string, error) {
	if lang == "en" {
		p := filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz")
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("study: English paraphrase table: %w", err)
		}
		return p, nil
	}
	th, err := data.OpenMyThes(data.MyThesPath(data.MyThesDir, "cs_CZ"))
	if err != nil {
		return "", fmt.Errorf("study: Czech paraphrase table: %w", err)
	}
	set, err := paraphrase.FromThesaurus(th, "mythes-cs", paraphrase.ThesaurusOptions{Lower: true, SkipAnnotated: true})
	th.Close()
	if err != nil {
		return "", fmt.Errorf("study: Czech paraphrase table: %w", err)
	}
	dir := filepath.Join(os.TempDir(), "parmesan-study")
	if c := data.CacheDir(); c != "" {
		dir = filepath.Join(c, "study")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("study: %w", err)
	}
	tmp := filepath.Join(dir, fmt.Sprintf("mythes-cs.%d.tmp.gz", os.Getpid()))
	if err := paraphrase.WriteMeteorFile(tmp, paraphrase.Symmetric(set).Pairs()); err != nil {
		return "", fmt.Errorf("study: %w", err)
	}
	f, err := os.Open(tmp)
	if err != nil {
		return "", fmt.Errorf("study: %w", err)
	}
	h := sha256.New()
	_, err = io.Copy(h, f)
	f.Close()
	if err != nil {
		return "", fmt.Errorf("study: %w", err)
	}
	p := filepath.Join(dir, "mythes-cs-"+hex.EncodeToString(h.Sum(nil))[:16]+".gz")
	if _, err := os.Stat(p); err == nil {
		os.Remove(tmp)
		return p, nil
	}
	if err := os.Rename(tmp, p); err != nil {
		return "", fmt.Errorf("study: %w", err)
	}
	return p, nil
}

// setWithTable reads a set and returns it with its target language and
// the paraphrase table of that language (paraphraseTable).
func (r *run) setWithTable(es evalSet) (set *data.EvalSet, lang, para string, err error) {
	if set, err = r.set(es.dir); err != nil {
		return nil, "", "", err
	}
	lang = metaeval.TargetLanguage(set.Dir)
	para, err = paraphraseTable(r.shared, lang)
	return set, lang, para, err
}

// metaColumns are the meta table's metrics (correlate/metaeval names).
var metaColumns = []struct{ name, label string }{
	{metaeval.Meteor, "Meteor, all matchers"},
	{metaeval.MeteorExact, "Meteor, exact"},
	{metaeval.Parmesan, "Parmesan, fixed"},
	{metaeval.ParmesanUnfixed, "Parmesan, unfixed"},
}

// metaTable is "Does the rewriting help?": each set × metric through
// metaeval.FromSet (scores cached on disk), Pearson r with its interval
// and Kendall τ_b.
func metaTable(r *run) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", generated("meta"))
	b.WriteString("| data, level |")
	for _, c := range metaColumns {
		b.WriteString(" " + c.label + " |")
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(metaColumns)) + "\n")
	for _, es := range metaSets {
		set, lang, para, err := r.setWithTable(es)
		if err != nil {
			return "", err
		}
		names := make([]string, len(metaColumns))
		for i, c := range metaColumns {
			names[i] = c.name
		}
		o := metaeval.Options{Level: metaeval.Level(es.level[:3]), Cache: r.cache, Scorer: metaeval.ScorerConfig{Lang: lang, Paraphrases: para}}
		in, err := metaeval.FromSet(set, names, &o)
		if err != nil {
			return "", err
		}
		if len(in.Unavailable) > 0 { // (the columns below are metaColumns, in order)
			return "", fmt.Errorf("study: %s: %s", es.label, in.Unavailable[0].Reason)
		}
		for _, w := range in.Warnings {
			r.logf("%s: %s", es.label, w)
		}
		items := fmt.Sprintf("%d systems", len(in.Systems))
		if es.level == seg {
			items = fmt.Sprintf("%d systems × %d", len(in.Systems), len(in.Human[0]))
		}
		fmt.Fprintf(&b, "| %s, %s (%s) |", es.label, es.level, items)
		for _, m := range in.Metrics {
			c, err := correlateAll(in.Human, m.Scores)
			if err != nil {
				return "", err
			}
			fmt.Fprintf(&b, " %s (τ %s) |", withCI(c.r, c.rLo, c.rHi), f3(c.tau))
			r.logf("%s %s: r %s, %d of %d systems cached", es.label, m.Name, f3(c.r), m.Cached, len(in.Systems))
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "\nPearson r [95 %% bootstrap interval] (Kendall τ_b); %s.\n", resamplingNote())
	return b.String(), nil
}

// generated is a golden file's first line.
func generated(table string) string {
	return fmt.Sprintf("<!-- Code generated by \"cd bench && go run ./study -tables %s\"; DO NOT EDIT. -->", table)
}

func resamplingNote() string {
	return fmt.Sprintf("intervals from %d bootstrap resamples (seed %d) of the segments (segment level) or the systems (system level)", resamples, seed)
}
