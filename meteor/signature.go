package meteor

import (
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/metric"
)

// ParmesanName is the metric name of a signature of Meteor on references
// rewritten toward each hypothesis (the Parmesan metric; see OnRewritten).
const ParmesanName = "parmesan"

// Signature names every setting that changes a score, so that two numbers
// are comparable exactly when their signatures are equal. It is built from
// the immutable configuration and loaded resources, before any scoring.
type Signature struct {
	Metric     string // MetricName (or ParmesanName for rewritten references)
	Version    string // Meteor version
	Lang       string // lang.Language.Code (cs, not the jar's cz: only its Eval ID keeps that)
	Task       string
	Norm       string // yes, no, lc, nopunct
	Modules    string // e.g. ex_st_sy
	Weights    string
	Params     string
	Tuned      string // the tuned preset the parameters come from ("" for none)
	Beam       int
	Budget     string // the alignment budget when not the default: words per side, or "none"
	Chars      bool
	NumRefs    int
	FuncWords  string // resource fingerprints
	Prefixes   string
	Synonyms   string
	Paraphrase string
	StemTable  string
	Lemmas     string // the Lemma module's lemmatizer, when the module is used
	Rewrite    string // rewrite settings, "" when references are not rewritten
	Parmesan   string // parmesan version
}

// NewSignature describes a scorer's settings and resources for nrefs
// references per segment.
func NewSignature(set Settings, fp Fingerprints, nrefs int) Signature {
	norm := map[Normalization]string{NoNorm: "no", LowerOnly: "lc", Norm: "yes", NormNoPunct: "nopunct", UAX29: "uax29"}[set.Normalization]
	lemmas := ""
	if slices.Contains(set.Modules, Lemma) {
		lemmas = fp.Lemmas
		if lemmas == "" {
			lemmas = "unnamed"
		}
	}
	budget := ""
	switch n := set.MaxSegmentTokens; { // Settings: ≤ 0 aligns every segment exactly
	case n <= 0:
		budget = "none"
	case n != DefaultMaxSegmentTokens:
		budget = strconv.Itoa(n)
	}
	return Signature{
		Budget:     budget,
		Lemmas:     lemmas,
		Metric:     MetricName,
		Version:    Version,
		Lang:       set.Lang.Code,
		Task:       set.Task,
		Norm:       norm,
		Modules:    JoinModules(set.Modules, "_", true),
		Weights:    JoinDoubles(set.Weights, "_"),
		Params:     set.Params.Join("_"),
		Tuned:      set.Tuned,
		Beam:       set.Beam,
		Chars:      set.CharBased,
		NumRefs:    nrefs,
		FuncWords:  fp.FunctionWords,
		Prefixes:   fp.Prefixes,
		Synonyms:   fp.Synonyms,
		Paraphrase: fp.Paraphrases,
		StemTable:  fp.StemTable,
		Parmesan:   version.Parmesan,
	}
}

// Signature is the signature of s's settings and resources for nrefs
// references per segment.
func (s *Scorer) Signature(nrefs int) Signature {
	return NewSignature(s.set, s.res.Fingerprints, nrefs)
}

// Preparation names what Prepare depends on (the language's normalizer
// and the normalization, and, when the normalizer splits on them, the
// non-breaking prefixes it was given: their fingerprint, since a
// resource directory may bring its own list): two scorers with equal
// Preparation prepare text alike, so references one prepared serve the
// other.
func (s *Scorer) Preparation() string {
	p := s.set.Lang.Name + "/" + s.set.Normalization.String()
	if fp := s.res.Fingerprints.Prefixes; fp != "" {
		p += " nbp:" + fp
	}
	return p
}

// OnRewritten is s for references rewritten toward each hypothesis before
// scoring: the metric is named ParmesanName and the rewrite field holds
// the rewriter's settings (as the rewriter describes them).
func (s Signature) OnRewritten(settings string) Signature {
	s.Metric, s.Rewrite = ParmesanName, settings
	return s
}

// MetricSignature is s in package metric's vocabulary.
func (s Signature) MetricSignature() metric.Signature {
	out := metric.Signature{Metric: s.Metric}
	for _, f := range s.fields() {
		out.Fields = append(out.Fields, metric.Field{Key: f.long, Short: f.short, Value: f.val})
	}
	return out
}

type sigField struct{ long, short, val string }

func (s Signature) fields() []sigField {
	f := []sigField{
		{"v", "v", s.Version},
		{"lang", "l", s.Lang},
		{"task", "t", s.Task},
		{"norm", "n", s.Norm},
		{"mods", "m", s.Modules},
		{"w", "w", s.Weights},
		{"p", "p", s.Params},
	}
	if s.Tuned != "" {
		f = append(f, sigField{"tuned", "tu", s.Tuned})
	}
	f = append(f, sigField{"beam", "b", strconv.Itoa(s.Beam)})
	if s.Budget != "" {
		// Named only when not the default, so that default signatures
		// stay as they were: a segment over the budget is aligned with
		// a bounded search (Segment.Bounded), so two budgets can give
		// two scores.
		f = append(f, sigField{"budget", "bu", s.Budget})
	}
	if s.Chars {
		f = append(f, sigField{"unit", "u", "char"})
	}
	f = append(f, sigField{"nrefs", "r", strconv.Itoa(s.NumRefs)})
	if s.Rewrite != "" {
		f = append(f, sigField{"rewrite", "rw", s.Rewrite})
	}
	f = append(f, sigField{"fw", "fw", s.FuncWords})
	if s.Prefixes != "" {
		f = append(f, sigField{"nbp", "nbp", s.Prefixes})
	}
	if s.Synonyms != "" {
		f = append(f, sigField{"syn", "sy", s.Synonyms})
	}
	if s.Paraphrase != "" {
		f = append(f, sigField{"para", "pa", s.Paraphrase})
	}
	if s.StemTable != "" {
		f = append(f, sigField{"stemtab", "st", s.StemTable})
	}
	if s.Lemmas != "" {
		f = append(f, sigField{"lemmas", "lm", s.Lemmas})
	}
	f = append(f, sigField{"parmesan", "pm", s.Parmesan})
	return f
}

// String is the long form, e.g.
// meteor|v:1.5|lang:en|task:rank|norm:yes|mods:ex_st_sy|w:1.0_0.6_0.8|p:0.85_0.2_0.6_0.75|beam:40|nrefs:1|fw:…|syn:…|parmesan:0.2.0
func (s Signature) String() string { return s.format(false) }

// Short is the abbreviated form (sacrebleu's --short).
func (s Signature) Short() string { return s.format(true) }

func (s Signature) format(short bool) string {
	var b strings.Builder
	b.WriteString(s.Metric)
	for _, f := range s.fields() {
		b.WriteByte('|')
		if short {
			b.WriteString(f.short)
		} else {
			b.WriteString(f.long)
		}
		b.WriteByte(':')
		b.WriteString(f.val)
	}
	return b.String()
}

// Map returns the long-form fields as a map, for JSON output.
func (s Signature) Map() map[string]string {
	m := map[string]string{"metric": s.Metric}
	for _, f := range s.fields() {
		m[f.long] = f.val
	}
	return m
}
