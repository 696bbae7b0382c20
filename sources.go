package parmesan

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/fix"
	_ "github.com/parmesan-mt/parmesan/fix/cs" // Czech agreement rules
	_ "github.com/parmesan-mt/parmesan/fix/de" // German agreement rules
	_ "github.com/parmesan-mt/parmesan/fix/en" // English agreement rules
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/cs" // Czech analysis (system hunspell-cs)
	_ "github.com/parmesan-mt/parmesan/lemma/de" // German, Polish, Russian, Romanian: system hunspell + a tagger trained on UD
	_ "github.com/parmesan-mt/parmesan/lemma/en" // English analysis
	_ "github.com/parmesan-mt/parmesan/lemma/pl"
	_ "github.com/parmesan-mt/parmesan/lemma/ro"
	_ "github.com/parmesan-mt/parmesan/lemma/ru"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// SourceKind is a kind of paraphrase source.
type SourceKind string

// The paraphrase sources of the Parmesan metric.
const (
	// SourceWordNet is the embedded English WordNet.
	SourceWordNet SourceKind = "wordnet"
	// SourceMyThes is the system MyThes thesaurus of the language (or the
	// .dat file Path names).
	SourceMyThes SourceKind = "mythes"
	// SourceTable is a Meteor-format paraphrase table at Path, filtered
	// with RewriteConfig.Preset.
	SourceTable SourceKind = "table"
)

// Source is one paraphrase source.
type Source struct {
	Kind SourceKind
	Path string // SourceTable: the table (required); SourceMyThes: a .dat file overriding the system one
}

// ParseSource reads the command line's spelling of a source: "wordnet",
// "mythes", "mythes:FILE" or "table:PATH".
func ParseSource(s string) (Source, error) {
	kind, path, _ := strings.Cut(s, ":")
	src := Source{Kind: SourceKind(kind), Path: path}
	switch {
	case src.Kind == SourceWordNet && path == "", src.Kind == SourceMyThes, src.Kind == SourceTable && path != "":
		return src, nil
	}
	return Source{}, fmt.Errorf("parmesan: unknown paraphrase source %q (wordnet, mythes, mythes:FILE, table:PATH)", s)
}

// RewriteConfig selects the resources of the Parmesan metric.
type RewriteConfig struct {
	// Lang is the lemma language code (en, cs, ...).
	Lang string
	// Sources are the paraphrase sources; empty means the language's
	// default (DefaultSources).
	Sources []Source
	// Preset filters tables (default diff-lemma, Parmesan's best).
	Preset paraphrase.Preset
	// NoFix disables agreement repair (languages without agreement rules
	// have none).
	NoFix bool
	// MyThesDir overrides the thesaurus directory (default /usr/share/mythes).
	MyThesDir string
	// SourceLang, when set, loads the FreeDict dictionary from it into
	// Lang (e.g. en → cs: freedict-eng-ces) for source grounding
	// (Evaluator.GroundReferences).
	SourceLang string
	// DictDir overrides the dictd directory (default /usr/share/dictd).
	DictDir string
	// NoSenseGuard keeps every MyThes pair; by default a language in
	// senseGuardDicts keeps only the pairs whose words share two
	// translations in its English dictionary (paraphrase.SenseGuard),
	// when that dictionary is installed.
	NoSenseGuard bool
}

// senseGuardDicts are the FreeDict dictionaries whose translations guard
// a language's MyThes pairs (paraphrase.SenseGuard): the Czech thesaurus
// translates English synsets word by word.
var senseGuardDicts = map[string]string{"cs": "freedict-eng-ces"}

// DefaultSources is the default paraphrase source of a language: the
// embedded WordNet for English, the system MyThes thesaurus otherwise.
func DefaultSources(lang string) []Source {
	if lang == "en" {
		return []Source{{Kind: SourceWordNet}}
	}
	return []Source{{Kind: SourceMyThes}}
}

// ResourceUse is one resource a RewriteOptions read, for the signature:
// a name (wordnet, mythes-cs_CZ, table-diff-lemma, freedict-eng-ces) and
// a short hash of the bytes read (data.HashFiles).
type ResourceUse struct {
	Name string
	Hash string
}

func (r ResourceUse) String() string {
	if r.Hash == "" {
		return r.Name
	}
	return r.Name + "#" + r.Hash
}

// symmetric adds the reverse of every pair (synonymy is symmetric; a
// thesaurus lists it under one head word only).
// lexicons looks a pair up in each lexicon and unites the sources, as
// one set holding all their pairs would.
type lexicons []rewrite.Lexicon

// Lookup implements rewrite.Lexicon.
func (ls lexicons) Lookup(a, b string) (paraphrase.Source, bool) {
	var src paraphrase.Source
	found := false
	for _, l := range ls {
		if s, ok := l.Lookup(a, b); ok {
			src |= s
			found = true
		}
	}
	return src, found
}

// LookupPOS implements rewrite.POSLexicon: each lexicon is asked for the
// part of speech when it knows parts of speech.
func (ls lexicons) LookupPOS(a, b, upos string) (paraphrase.Source, bool) {
	var src paraphrase.Source
	found := false
	for _, l := range ls {
		s, ok := l.Lookup(a, b)
		if lp, isPOS := l.(rewrite.POSLexicon); isPOS {
			s, ok = lp.LookupPOS(a, b, upos)
		}
		if ok {
			src |= s
			found = true
		}
	}
	return src, found
}

// NewRewriteOptions loads the analyzer, paraphrase sources and fixer named
// by cfg.
func NewRewriteOptions(cfg RewriteConfig) (*RewriteOptions, error) {
	l, err := lemma.New(cfg.Lang)
	if err != nil {
		return nil, err
	}
	sources := cfg.Sources
	if len(sources) == 0 {
		sources = DefaultSources(cfg.Lang)
	}
	preset := cfg.Preset
	if preset == "" {
		preset = paraphrase.PresetDiffLemma
	}
	curated, table := paraphrase.NewSet(), paraphrase.NewSet()
	var indexes lexicons // compiled thesauri, looked up beside curated
	var used []ResourceUse
	for _, src := range sources {
		switch src.Kind {
		case SourceWordNet:
			if cfg.Lang != "en" {
				return nil, fmt.Errorf("parmesan: the wordnet source is English; use mythes or table:PATH for %s", cfg.Lang)
			}
			syn, err := data.EnglishSynonyms()
			if err != nil {
				return nil, err
			}
			for _, p := range paraphrase.FromWordNet(syn).Pairs() {
				curated.Add(p)
			}
			used = append(used, ResourceUse{"wordnet", data.EnglishWordNetHash()})
		case SourceMyThes:
			path, name := src.Path, "mythes"
			if path == "" {
				l, _ := lang.Lookup(cfg.Lang)
				if l.Locale == "" {
					return nil, fmt.Errorf("parmesan: no MyThes thesaurus known for %s", cfg.Lang)
				}
				dir := cfg.MyThesDir
				if dir == "" {
					dir = data.MyThesDir
				}
				path, name = data.MyThesPath(dir, l.Locale), "mythes-"+l.Locale
			}
			thOpt := paraphrase.ThesaurusOptions{Lower: true, SkipAnnotated: true}
			var th *paraphrase.Index
			if dn, ok := senseGuardDicts[cfg.Lang]; ok && !cfg.NoSenseGuard {
				dir := cfg.DictDir
				if dir == "" {
					dir = data.DictdDir
				}
				ip, dp := data.DictdPaths(dir, dn)
				if _, err := os.Stat(ip); err == nil {
					if th, err = paraphrase.GuardedThesaurusIndex(path, thOpt, true, ip, dp, paraphrase.DefaultMinShared); err != nil {
						return nil, err
					}
					dh, err := data.HashFiles(ip, dp)
					if err != nil {
						return nil, err
					}
					used = append(used, ResourceUse{"sense-" + dn, dh})
				}
			}
			if th == nil {
				if th, err = paraphrase.ThesaurusIndex(path, thOpt, true); err != nil {
					return nil, err
				}
			}
			hash, err := data.HashFiles(path)
			if err != nil {
				return nil, err
			}
			indexes = append(indexes, th)
			used = append(used, ResourceUse{name, hash})
		case SourceTable:
			path := src.Path
			f, err := data.OpenMaybeGzip(path)
			if err != nil {
				return nil, err
			}
			t, err := paraphrase.FromMeteorTable(f, path)
			f.Close()
			if err != nil {
				return nil, err
			}
			kept, _, err := paraphrase.Filter(t, preset, paraphrase.FilterOptions{Analyzer: paraphrase.NewAnalyzer(l)})
			if err != nil {
				return nil, err
			}
			for _, p := range kept.Pairs() {
				table.Add(p)
			}
			hash, err := data.HashFiles(path)
			if err != nil {
				return nil, err
			}
			used = append(used, ResourceUse{"table-" + string(preset), hash})
		default:
			return nil, fmt.Errorf("parmesan: unknown paraphrase source kind %q (wordnet, mythes, table)", src.Kind)
		}
	}
	var lex rewrite.Lexicon = rewrite.Pairs{Curated: curated, Table: table}
	if len(indexes) > 0 {
		lex = append(lexicons{lex}, indexes...)
	}
	o := &RewriteOptions{Language: l, Lexicon: lex, Lang: cfg.Lang, Sources: used}
	o.Guard = rewrite.DefaultGuard(cfg.Lang)
	if cfg.SourceLang != "" {
		if err := loadDictionary(o, cfg); err != nil {
			return nil, err
		}
	}
	// A language without agreement rules (de, pl, ru, ro) rewrites
	// without repair; the signature says fix=no.
	if !cfg.NoFix && slices.Contains(fix.Languages(), cfg.Lang) {
		if o.Fixer, err = fix.New(cfg.Lang, l); err != nil {
			return nil, err
		}
	}
	return o, nil
}

// LemmaLanguage maps a language spelling (en, cz, cs, czech, …) to the
// project's code (lang.Language.Code: ISO 639-1), which the lemma and fix
// registries are keyed by; a spelling package lang does not know (a
// language with a trained lemma model) is lower-cased.
func LemmaLanguage(meteorLang string) string {
	if meteorLang == "" {
		return "en"
	}
	if l, ok := lang.Lookup(meteorLang); ok {
		return l.Code
	}
	return strings.ToLower(meteorLang)
}
