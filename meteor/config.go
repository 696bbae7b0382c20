package meteor

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/lang"
)

// Version is the Meteor version this package reproduces.
const Version = "1.5"

// DefaultBeam is the reference's default beam size (-x).
const DefaultBeam = 40

// Module is a matcher stage.
type Module uint8

// The four matcher modules, in the reference's canonical order, then
// parmesan's extension.
const (
	Exact Module = iota
	Stem
	Synonym
	Paraphrase
	// Lemma is not in Meteor 1.5: it matches words whose lemmas
	// (Resources.Lemmas) agree, for languages without a stemmer. It takes
	// a stage slot and a weight like the others, and the signature names
	// it (mods:…_lm) with its lemmatizer's fingerprint (lemmas:…).
	Lemma
)

// MaxModules is the number of stage slots in a statistics line.
const MaxModules = 4

var moduleNames = [...]string{"exact", "stem", "synonym", "paraphrase", "lemma"}
var moduleShort = [...]string{"ex", "st", "sy", "pa", "lm"}

func (m Module) String() string {
	if int(m) < len(moduleNames) {
		return moduleNames[m]
	}
	return fmt.Sprintf("Module(%d)", m)
}

// Short is the two-letter name used in Eval IDs and signatures.
func (m Module) Short() string {
	if int(m) < len(moduleShort) {
		return moduleShort[m]
	}
	return fmt.Sprintf("m%d", m)
}

// ParseModule parses a module name as the reference's -m option does.
func ParseModule(s string) (Module, error) {
	for i, n := range moduleNames {
		if s == n {
			return Module(i), nil
		}
	}
	return 0, fmt.Errorf("meteor: unknown module %q (known: %s)", s, strings.Join(moduleNames[:], ", "))
}

// ParseModules parses a space-separated module list ("exact stem").
func ParseModules(s string) ([]Module, error) {
	var mods []Module
	for _, f := range strings.Fields(s) {
		m, err := ParseModule(f)
		if err != nil {
			return nil, err
		}
		mods = append(mods, m)
	}
	if len(mods) > MaxModules {
		return nil, fmt.Errorf("meteor: at most %d modules, got %d", MaxModules, len(mods))
	}
	return mods, nil
}

// Params are Meteor's scoring parameters.
type Params struct {
	Alpha, Beta, Gamma, Delta float64
}

// Normalization is how segments are preprocessed before matching.
type Normalization uint8

// Normalization modes (the reference's Eval ID spelling in comments).
const (
	NoNorm      Normalization = iota // no_norm
	LowerOnly                        // lc_only (-lower)
	Norm                             // norm (-norm: tokenize, then lowercase)
	NormNoPunct                      // norm_nopunct (-norm -noPunct)
	// UAX29 splits words and punctuation at the Unicode word boundaries
	// of UAX #29 (uax29.Tokenize, which is lemma.Tokenize), then lowercases: not the reference's,
	// it is the default of the languages Meteor has no -norm normalizer
	// for (Polish, Romanian, …), whose untokenized text would otherwise
	// keep punctuation on the words ("szybki.").
	UAX29
)

var normNames = [...]string{"no_norm", "lc_only", "norm", "norm_nopunct", "uax29"}

func (n Normalization) String() string {
	if int(n) < len(normNames) {
		return normNames[n]
	}
	return fmt.Sprintf("Normalization(%d)", n)
}

// Language is one of the reference's languages (spec §1.3): the
// project's language identity (lang.Language: Code, Name, …) with
// Meteor's settings for it.
type Language struct {
	lang.Language
	// Short is Meteor's short name (en, cz, se, ar-bw-red, other): the
	// jar's -l spelling, written in its Eval ID and in the paraphrase
	// file name (paraphrase-cz.gz). Only output that must match the jar
	// byte for byte uses it; signatures use Code.
	Short   string
	Stemmer string   // stemmer language name, "" when none
	Modules []Module // default modules
	Task    string   // default task
	// Normalizable reports whether -norm is supported.
	Normalizable bool
}

var (
	modsEn    = []Module{Exact, Stem, Synonym, Paraphrase}
	modsCz    = []Module{Exact, Paraphrase}
	modsEuro  = []Module{Exact, Stem, Paraphrase}
	modsStem  = []Module{Exact, Stem}
	modsOther = []Module{Exact}
	modsUniv  = []Module{Exact, Paraphrase}
)

// languages are Meteor's settings per language (spec §1.3), in the
// reference's order; the identity is lang's, found by Meteor's name.
var languages = []Language{
	{Language: known("english"), Short: "en", Stemmer: "english", Modules: modsEn, Task: "rank", Normalizable: true},
	{Language: known("czech"), Short: "cz", Modules: modsCz, Task: "rank", Normalizable: true},
	{Language: known("french"), Short: "fr", Stemmer: "french", Modules: modsEuro, Task: "rank", Normalizable: true},
	{Language: known("spanish"), Short: "es", Stemmer: "spanish", Modules: modsEuro, Task: "rank", Normalizable: true},
	{Language: known("german"), Short: "de", Stemmer: "german", Modules: modsEuro, Task: "rank", Normalizable: true},
	{Language: known("russian"), Short: "ru", Stemmer: "russian", Modules: modsEuro, Task: "rank", Normalizable: true},
	{Language: known("arabic-buckwalter-reduced"), Short: "ar-bw-red", Modules: modsStem, Task: "li"},
	{Language: known("portuguese"), Short: "pt", Stemmer: "portuguese", Modules: modsStem, Task: "li"},
	{Language: known("danish"), Short: "da", Stemmer: "danish", Modules: modsStem, Task: "li"},
	{Language: known("romanian"), Short: "ro", Stemmer: "romanian", Modules: modsStem, Task: "li"},
	{Language: known("hungarian"), Short: "hu", Stemmer: "hungarian", Modules: modsStem, Task: "li"},
	{Language: known("turkish"), Short: "tr", Stemmer: "turkish", Modules: modsStem, Task: "li"},
	{Language: known("finnish"), Short: "fi", Stemmer: "finnish", Modules: modsStem, Task: "li"},
	{Language: known("dutch"), Short: "nl", Stemmer: "dutch", Modules: modsStem, Task: "li"},
	{Language: known("italian"), Short: "it", Stemmer: "italian", Modules: modsStem, Task: "li"},
	{Language: known("norwegian"), Short: "no", Stemmer: "norwegian", Modules: modsStem, Task: "li"},
	{Language: known("swedish"), Short: "se", Stemmer: "swedish", Modules: modsStem, Task: "li"},
	{Language: known("other"), Short: "other", Modules: modsOther, Task: "li"},
}

// LookupLanguage resolves a -l spelling (any spelling lang.Parse accepts:
// cz, cs, czech, …; case-insensitive) to a Language. Unknown spellings
// are an error listing Meteor's short names (the reference silently falls
// back to "other"; see the spec §1.3).
func LookupLanguage(s string) (Language, error) {
	if l, ok := lang.Lookup(s); ok {
		if m, err := MeteorLanguage(l); err == nil {
			return m, nil
		}
	}
	names := make([]string, 0, len(languages))
	for _, l := range languages {
		names = append(names, l.Short)
	}
	return Language{}, fmt.Errorf("meteor: unknown language %q (known: %s)", s, strings.Join(names, ", "))
}

// MeteorLanguage returns Meteor's settings for l. A language Meteor 1.5
// does not know (Polish) is scored as Meteor's "other", whose settings
// (and identity) it gets; the zero Language is an error.
func MeteorLanguage(l lang.Language) (Language, error) {
	if l.IsZero() {
		return Language{}, fmt.Errorf("meteor: no language")
	}
	for _, m := range languages {
		if m.Language == l {
			return m, nil
		}
	}
	return languages[len(languages)-1], nil // other
}

// known is the language of one of Meteor's names; the table in lang
// has them all (a programmer error otherwise).
func known(name string) lang.Language {
	l, ok := lang.Lookup(name)
	if !ok || l.Name != name {
		panic("meteor: language " + name + " missing from package lang")
	}
	return l
}

// Languages lists the supported languages, in the reference's order.
func Languages() []Language { return append([]Language(nil), languages...) }

// Task identifiers (spec §1.4).
const (
	TaskRank      = "rank"
	TaskAdequacy  = "adq"
	TaskHTER      = "hter"
	TaskLI        = "li"
	TaskTune      = "tune"
	TaskUtil      = "util"
	TaskUniversal = "universal"
	TaskCustom    = "custom"
)

// canonicalTask maps a -t spelling to a task id; "default" is rank and any
// name starting with "custom" is custom.
func canonicalTask(t string) (string, error) {
	switch t {
	case "default", TaskRank:
		return TaskRank, nil
	case TaskAdequacy, TaskHTER, TaskLI, TaskTune, TaskUtil, TaskUniversal:
		return t, nil
	}
	if strings.HasPrefix(t, "custom") {
		return TaskCustom, nil
	}
	return "", fmt.Errorf("meteor: unknown task %q (known: default rank adq hter li tune util universal custom)", t)
}

// TaskDisplayName is the reference's header name of a task.
func TaskDisplayName(task string) string {
	switch task {
	case TaskRank:
		return "Ranking"
	case TaskAdequacy:
		return "Adequacy"
	case TaskHTER:
		return "HTER"
	case TaskLI:
		return "Language-Independent"
	case TaskTune:
		return "Tune"
	case TaskUtil:
		return "Translator-Utility"
	case TaskUniversal:
		return "Universal"
	}
	return "Custom"
}

type table struct {
	p Params
	w []float64
}

var (
	tabLI   = table{Params{0.75, 1.40, 0.70, 0.50}, []float64{1.0, 0.5, 0.5, 0.5}}
	tabTune = table{Params{0.5, 1.0, 0.5, 0.5}, []float64{1.0, 0.5, 0.5, 0.5}}
	tabUniv = table{Params{0.70, 1.40, 0.30, 0.70}, []float64{1.0, 0.6, 0, 0}}
	tabZero = table{Params{0, 0, 0, 0}, []float64{0, 0, 0, 0}}
	tabRank = map[string]table{
		"english": {Params{0.85, 0.20, 0.60, 0.75}, []float64{1.0, 0.6, 0.8, 0.6}},
		"czech":   {Params{0.95, 0.20, 0.60, 0.80}, []float64{1.0, 0.4}},
		"french":  {Params{0.90, 1.40, 0.60, 0.65}, []float64{1.0, 0.2, 0.4}},
		"spanish": {Params{0.65, 1.30, 0.50, 0.80}, []float64{1.0, 0.8, 0.6}},
		"german":  {Params{0.95, 1.00, 0.55, 0.55}, []float64{1.0, 0.8, 0.2}},
		"russian": {Params{0.75, 1.40, 0.70, 0.50}, []float64{1.0, 0.5, 0.5}},
	}
	tabAdq  = map[string]table{"english": {Params{0.75, 1.40, 0.45, 0.70}, []float64{1.0, 1.0, 0.6, 0.8}}}
	tabHTER = map[string]table{"english": {Params{0.40, 1.50, 0.35, 0.55}, []float64{1.0, 0.2, 0.6, 0.8}}}
	tabUtil = map[string]table{"english": {Params{0.65, 0.10, 0.55, 0.65}, []float64{1.0, 0.0, 0.0, 0.8}}}
)

// taskTable applies the selection rules of spec §1.4.
func taskTable(lang, task string) table {
	pick := func(m map[string]table) table {
		if t, ok := m[lang]; ok {
			return t
		}
		return tabZero
	}
	switch {
	case task == TaskUniversal:
		return tabUniv
	case lang == "other" || task == TaskLI:
		return tabLI
	case task == TaskTune:
		return tabTune
	case task == TaskRank:
		return pick(tabRank)
	case task == TaskHTER:
		return pick(tabHTER)
	case task == TaskUtil:
		return pick(tabUtil)
	default: // adq, custom
		return pick(tabAdq)
	}
}

// Config selects a Meteor configuration the way the reference's options
// do (spec §1.2). Zero values mean "the reference's default".
type Config struct {
	Language string // -l; default english
	Task     string // -t; "" = the language's default task. Setting Params implies "custom" unless Task is set.
	// Params (-p) replaces the task's parameters. As in the reference,
	// giving Params without Task switches the task to custom, whose
	// weights are the ADQ weights (zero outside English).
	Params  *Params
	Weights []float64 // -w: replaces the weights (positional, see Modules)
	// Modules (-m) replaces the module list; the weights are then resized
	// by position, not by module identity (spec §1.2 step 5).
	Modules []Module
	// Omit leaves these modules out of the task's own module list when
	// Modules is not given, as if the list never had them: unlike Modules
	// it is no option of the reference, so the header keeps the task's
	// name, and a module's weight goes with it (a weights list shorter
	// than the modules still draws the reference's warning). The meteor
	// drop-in omits paraphrase when there is no paraphrase table.
	Omit          []Module
	Beam          int // -x; 0 = DefaultBeam; use NoBeam for a real 0
	Normalization Normalization
	CharBased     bool // -ch
	// New (-new) switches to the "new language" setup: language other,
	// task universal, lc_only normalization (spec §1.2 step 7).
	New bool
	// MaxSegmentTokens is the alignment budget: segments with more words
	// on either side are aligned with a bounded number of candidates per
	// word (see Segment.Bounded). 0 = DefaultMaxSegmentTokens; use
	// NoSegmentLimit to align every segment exactly, however long.
	MaxSegmentTokens int
	// Tuned names the tuned preset Params, Weights and Modules come from,
	// with its training data (eval.Tuned.Provenance); the signature
	// carries it. It changes no number.
	Tuned string
}

// DefaultMaxSegmentTokens is the default alignment budget in words per
// segment side. Up to it the aligner is exact and takes well under a
// second even on a segment repeating one word; real sentences are far
// shorter.
const DefaultMaxSegmentTokens = 2000

// NoSegmentLimit requests exact alignment of segments of any length; the
// cost grows with the square of the number of repeated words.
const NoSegmentLimit = -1

// NoBeam requests a beam of size 0 (nothing is expanded; fixed matches only).
const NoBeam = -1

// Settings is a fully resolved configuration.
type Settings struct {
	Lang          Language
	Task          string // canonical task id
	TaskName      string // header name ("Custom" when -p, -w or -m was given)
	Params        Params
	Modules       []Module
	Weights       []float64
	Beam          int
	Normalization Normalization
	CharBased     bool
	// MaxSegmentTokens is the resolved alignment budget; 0 = none.
	MaxSegmentTokens int
	// Tuned is Config.Tuned.
	Tuned string
	// Warnings the reference prints to stderr while configuring.
	Warnings []string
}

// Resolve applies the reference's configuration order (spec §1.2).
func (c Config) Resolve() (Settings, error) {
	var s Settings
	lang := c.Language
	if lang == "" {
		lang = "english"
	}
	l, err := LookupLanguage(lang)
	if err != nil {
		return s, err
	}
	s.Lang = l
	task := c.Task
	if task == "" {
		if c.Params != nil {
			task = TaskCustom
		} else {
			task = l.Task
		}
	}
	if task, err = canonicalTask(task); err != nil {
		return s, err
	}
	if c.New {
		s.Lang, _ = LookupLanguage("other")
		task = TaskUniversal
	}
	s.Task = task
	s.TaskName = TaskDisplayName(task)
	t := taskTable(s.Lang.Name, task)
	s.Params = t.p
	if task == TaskUniversal {
		s.Modules = append([]Module(nil), modsUniv...)
	} else {
		s.Modules = append([]Module(nil), s.Lang.Modules...)
	}
	n := len(s.Modules)
	if n > len(t.w) {
		n = len(t.w)
	}
	s.Weights = append([]float64(nil), t.w[:n]...)
	if !c.New {
		if c.Params != nil {
			s.Params = *c.Params
			s.TaskName = "Custom"
		}
		if c.Weights != nil {
			s.Weights = append([]float64(nil), c.Weights...)
			s.TaskName = "Custom"
		}
		if c.Modules != nil {
			if len(c.Modules) > MaxModules {
				return s, fmt.Errorf("meteor: at most %d modules, got %d", MaxModules, len(c.Modules))
			}
			s.Modules = append([]Module(nil), c.Modules...)
			w := make([]float64, len(s.Modules))
			copy(w, s.Weights)
			s.Weights = w
			s.TaskName = "Custom"
		}
	}
	if c.Modules == nil || c.New {
		s.Modules, s.Weights = omit(s.Modules, s.Weights, c.Omit)
	}
	if len(s.Weights) > MaxModules {
		return s, fmt.Errorf("meteor: at most %d weights, got %d", MaxModules, len(s.Weights))
	}
	if len(s.Weights) < len(s.Modules) {
		s.Warnings = append(s.Warnings, "Warning: More modules than weights specified - modules with no weights will not be counted.")
	}
	switch {
	case c.Beam == NoBeam:
		s.Beam = 0
	case c.Beam == 0:
		s.Beam = DefaultBeam
	case c.Beam < 0:
		return s, fmt.Errorf("meteor: beam size %d is negative", c.Beam)
	default:
		s.Beam = c.Beam
	}
	switch {
	case c.MaxSegmentTokens == NoSegmentLimit:
	case c.MaxSegmentTokens == 0:
		s.MaxSegmentTokens = DefaultMaxSegmentTokens
	case c.MaxSegmentTokens < 0:
		return s, fmt.Errorf("meteor: max segment tokens %d is negative", c.MaxSegmentTokens)
	default:
		s.MaxSegmentTokens = c.MaxSegmentTokens
	}
	s.Normalization = c.normalization()
	s.CharBased = c.CharBased
	s.Tuned = c.Tuned
	return s, nil
}

// omit removes the modules of drop from mods, and the weight at each
// removed module's position when there is one (weights are positional,
// spec §1.2 step 5).
func omit(mods []Module, weights []float64, drop []Module) ([]Module, []float64) {
	if len(drop) == 0 {
		return mods, weights
	}
	var keptM []Module
	var keptW []float64
	for i, m := range mods {
		if slices.Contains(drop, m) {
			continue
		}
		keptM = append(keptM, m)
		if i < len(weights) {
			keptW = append(keptW, weights[i])
		}
	}
	if len(weights) > len(mods) { // weights beyond the modules stay (the reference keeps them)
		keptW = append(keptW, weights[len(mods):]...)
	}
	return keptM, keptW
}

// normalization is the normalization c scores with: -new (New) means
// lower-casing only.
func (c Config) normalization() Normalization {
	if c.New {
		return LowerOnly
	}
	return c.Normalization
}

// KeepTaskWeights gives c the language's own task when it has parameters
// (-p, or a parameter file's params) but neither a task nor weights:
// parameters alone would make the task custom, whose weights are the
// adequacy task's, all zero outside English (spec §1.2 step 3), so a
// tuned or restated α β γ δ keeps the language's weights. The meteor
// drop-in keeps the jar's way and does not call it. An unknown language
// is an error (Resolve names it too).
func (c *Config) KeepTaskWeights() error {
	if c.Params == nil || c.Task != "" || c.Weights != nil {
		return nil
	}
	l, err := LookupLanguage(orDefault(c.Language, "english"))
	if err != nil {
		return err
	}
	c.Task = l.Task
	return nil
}

// EvalID is the reference's configuration identifier (spec §1.5).
func (s Settings) EvalID() string {
	var b strings.Builder
	b.WriteString("meteor-" + Version + "-")
	if s.CharBased {
		b.WriteString("ch-")
	} else {
		b.WriteString("wo-")
	}
	b.WriteString(s.Lang.Short + "-" + s.Normalization.String() + "-")
	b.WriteString(s.Params.Join("_") + "-")
	b.WriteString(JoinModules(s.Modules, "_", true) + "-")
	b.WriteString(JoinDoubles(s.Weights, "_"))
	return b.String()
}

// JoinModules joins the modules' names (Module.Short when short, else
// Module.String) with sep: the one place modules become text (Eval ID,
// signatures, the jar's header).
func JoinModules(mods []Module, sep string, short bool) string {
	names := make([]string, len(mods))
	for i, m := range mods {
		if short {
			names[i] = m.Short()
		} else {
			names[i] = m.String()
		}
	}
	return strings.Join(names, sep)
}

// JoinDoubles formats numbers as the reference prints doubles (Java's
// Double.toString) and joins them with sep (weights, parameters).
func JoinDoubles(xs []float64, sep string) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = formatDouble(x)
	}
	return strings.Join(out, sep)
}

// CheckParam reports a value outside the range in which the parameter
// name ("alpha", "beta", "gamma", "delta" or "weight") is meaningful: α
// (the weight of recall in the harmonic mean), γ (the largest penalty)
// and δ (the weight of content words) lie in [0, 1]; β (the penalty's
// exponent) and module weights are finite and not negative. Parameter
// files (ReadParamFile) and tune's ranges are checked with it.
func CheckParam(name string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fmt.Errorf("meteor: %s %v is not a finite number", name, v)
	}
	switch name {
	case "alpha", "gamma", "delta":
		if v < 0 || v > 1 {
			return fmt.Errorf("meteor: %s %v is not in [0, 1]", name, v)
		}
	default:
		if v < 0 {
			return fmt.Errorf("meteor: %s %v is negative", name, v)
		}
	}
	return nil
}

// Check applies CheckParam to α, β, γ and δ.
func (p Params) Check() error {
	for _, c := range []struct {
		name string
		v    float64
	}{{"alpha", p.Alpha}, {"beta", p.Beta}, {"gamma", p.Gamma}, {"delta", p.Delta}} {
		if err := CheckParam(c.name, c.v); err != nil {
			return err
		}
	}
	return nil
}

// Join formats alpha, beta, gamma and delta with JoinDoubles.
func (p Params) Join(sep string) string {
	return JoinDoubles([]float64{p.Alpha, p.Beta, p.Gamma, p.Delta}, sep)
}
