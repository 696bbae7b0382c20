// Command parmesan-beam builds paraphrase tables on Apache Beam: the same
// tables as parmesan's single-machine commands, computed by a pipeline
// that runs on Beam's local runner (prism, the default) or on a Flink,
// Spark or Dataflow cluster chosen with Beam's --runner flags.
//
//	parmesan-beam pivot --phrase-table 'pt/*.gz' [--common-corpus FILE] -o table.gz [beam flags]
//	parmesan-beam mpeda --corpus 'sub/*.txt' -o table.gz [beam flags]
//	parmesan-beam multi -l cs -o multi-cs.gz [--slot-output multi-cs-slot.gz] [flags] DIR ...
//
// Flags are Go flag-package flags, not urfave/cli ones as in cmd/parmesan:
// Beam defines its runner flags (--runner, --endpoint, --environment_type,
// --project, …) on the standard flag set and ships that set to its
// workers, which run this same binary with --worker.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"

	"github.com/parmesan-mt/parmesan/beam/extract"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
)

var (
	phraseTable  = flag.String("phrase-table", "", "pivot: Moses phrase table `GLOB` (plain or .gz; need not be sorted), pivoted through its source side")
	commonCorpus = flag.String("common-corpus", "", "pivot: text `GLOB` whose frequent words (rel. freq ≥ 0.001) may not make up a whole phrase")
	minTrans     = flag.Float64("min-trans", paraphrase.DefaultMinTransProb, "pivot: discard pivot instances below this probability")
	minFinal     = flag.Float64("min-final", paraphrase.DefaultMinFinalProb, "pivot: discard paraphrases whose summed probability is below this")
	output       = flag.String("output", "", "output `FILE` (Meteor table; gzip when it ends in .gz; local, gs:// or s3://)")

	corpus        = flag.String("corpus", "", "mpeda: tokenized domain sub-corpus `GLOB`, lines DOC<TAB>TOKENS (parmesan table mpeda --sub-corpus-ids writes one)")
	paper         = flag.Bool("paper", false, "mpeda: the paper's method: triangles, none of the thresholds it does not have")
	score         = flag.String("score", string(mpeda.Triangles), "mpeda: paraphrase score, triangles (the paper's) or chunk-dice")
	chunkLen      = flag.Int("chunk-len", mpeda.DefaultChunkLen, "mpeda: longest chunk context, in words")
	minCount      = flag.Int("min-count", mpeda.DefaultMinCount, "mpeda: least count of a term in the sub-corpus")
	maxRelFreq    = flag.Float64("max-rel-freq", mpeda.DefaultMaxRelFreq, "mpeda: words above this relative frequency are not terms (negative: no limit)")
	minCooc       = flag.Int("min-cooc", mpeda.DefaultMinCooc, "mpeda: least co-occurrence count of a candidate pair")
	minR          = flag.Float64("min-r", mpeda.DefaultMinR, "mpeda: least correlation R of a candidate pair (negative: none)")
	maxRelated    = flag.Int("max-related", mpeda.DefaultMaxRelated, "mpeda: candidates kept per term (highest R)")
	maxChunkTerms = flag.Int("max-chunk-terms", mpeda.DefaultMaxChunkTerms, "mpeda: chunks shared by more terms are ignored")
	minPos        = flag.Float64("min-pos", mpeda.DefaultMinPos, "mpeda: least chunk score pos of an output pair (negative: none)")

	multiLang         = flag.String("lang", "", "multi: language of the translations (lemma `code`: cs, en, de, ru, es)")
	minSegments       = flag.Int("min-segments", multi.DefaultOptions.MinSegments, "multi: distinct segments a pair must be seen in")
	minSystemPairs    = flag.Int("min-system-pairs", multi.DefaultOptions.MinSystemPairs, "multi: distinct pairs of translations showing a pair")
	minSideSystems    = flag.Int("min-side-systems", multi.DefaultOptions.MinSideSystems, "multi: distinct systems that wrote each side of a pair")
	minSamePOS        = flag.Float64("min-same-pos", multi.DefaultOptions.MinSamePOS, "multi: share of observations with the same part of speech")
	minMorph          = flag.Float64("min-morph", multi.DefaultOptions.MinMorph, "multi: share of observations whose morphology agrees")
	functionSegments  = flag.Int("function-segments", multi.DefaultOptions.FunctionSegments, "multi: distinct segments for a pair of closed-class words")
	phraseSegments    = flag.Int("phrase-segments", multi.DefaultOptions.PhraseSegments, "multi: distinct segments for a phrase pair")
	maxPhrase         = flag.Int("max-phrase", multi.DefaultOptions.MaxPhrase, "multi: longest slot in words")
	ground            = flag.Bool("ground", false, "multi: not on Beam (refused): grounding in a dictionary is a function the workers do not get; use parmesan table multi --ground")
	evidence          = flag.String("evidence", "", "multi: not on Beam (refused); use parmesan table multi --evidence")
	slotOutput        = flag.String("slot-output", "", "multi: also write the slot-only tier to `FILE` (gzip Meteor table with settings, as --output): one-word pairs the thresholds above drop but the --slot-* ones keep")
	slotEvidence      = flag.String("slot-evidence", "", "multi: not on Beam (refused); use parmesan table multi --slot-evidence")
	slotMinSegments   = flag.Int("slot-min-segments", multi.DefaultSlot.MinSegments, "multi: slot tier: distinct segments")
	slotMinSideSystem = flag.Int("slot-min-side-systems", multi.DefaultSlot.MinSideSystems, "multi: slot tier: distinct systems that wrote each side")
	slotMinSamePOS    = flag.Float64("slot-min-same-pos", multi.DefaultSlot.MinSamePOS, "multi: slot tier: share of observations with the same part of speech")
	slotMinMorph      = flag.Float64("slot-min-morph", multi.DefaultSlot.MinMorph, "multi: slot tier: share of observations whose morphology agrees")
	slotMinAgreed     = flag.Float64("slot-min-agreed", multi.DefaultSlot.MinAgreed, "multi: slot tier: only 0 on Beam (source agreement is a function the workers do not get); use parmesan table multi")
)

func init() {
	flag.StringVar(output, "o", "", "shorthand for --output")
	flag.StringVar(multiLang, "l", "", "shorthand for --lang")
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "usage: parmesan-beam pivot --phrase-table GLOB -o FILE [flags]\n       parmesan-beam mpeda --corpus GLOB -o FILE [flags]\n"+
		"       parmesan-beam multi -l LANG -o FILE [--slot-output FILE] [flags] DIR ...\n"+
		"         (DIR: a test set with src.txt, refs/*.txt, sys/*.txt, named <set>.<src>-<tgt>, or in the evaluation layout\n"+
		"         with ref.txt and human_systems.txt; a directory of such sets gives those into LANG; flags go before DIR)\n"+
		"\nflags (Beam's runner flags included):\n")
	flag.CommandLine.SetOutput(w)
	flag.PrintDefaults()
}

// usageError is a command-line mistake (exit code 2).
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func main() {
	// Workers are started with flags only (--worker …); a user names the
	// job first.
	job := ""
	args := os.Args[1:]
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		job, args = args[0], args[1:]
	}
	flag.Usage = func() { usage(os.Stderr) }
	if err := flag.CommandLine.Parse(args); err != nil {
		os.Exit(2)
	}
	beam.Init() // in worker mode this runs the worker and does not return
	err := run(context.Background(), job)
	var ue *usageError
	switch {
	case errors.As(err, &ue):
		fmt.Fprintln(os.Stderr, "parmesan-beam:", err)
		usage(os.Stderr)
		os.Exit(2)
	case err != nil:
		fmt.Fprintln(os.Stderr, "parmesan-beam:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, job string) error {
	if flag.NArg() > 0 && job != "multi" {
		return &usageError{fmt.Sprintf("unexpected argument %q", flag.Arg(0))}
	}
	if *output == "" {
		return &usageError{"--output is required"}
	}
	p, s := beam.NewPipelineWithRoot()
	switch job {
	case "pivot":
		if *phraseTable == "" {
			return &usageError{"pivot: --phrase-table is required"}
		}
		var common beam.PCollection
		if *commonCorpus != "" {
			common = extract.CommonWords(s, textio.Read(s, *commonCorpus), paraphrase.DefaultMinRelFreq)
		} else {
			common = beam.CreateList(s, []string{})
		}
		th := extract.Thresholds{MinTransProb: *minTrans, MinFinalProb: *minFinal}
		extract.WriteTable(s, *output, extract.Pivot(s, textio.ReadWithFilename(s, *phraseTable), common, th))
	case "mpeda":
		if *corpus == "" {
			return &usageError{"mpeda: --corpus is required"}
		}
		cfg, err := extract.NewMPEDAConfig(mpeda.Options{Paper: *paper, Score: mpeda.Score(*score), ChunkLen: *chunkLen, MinCount: *minCount, MaxRelFreq: *maxRelFreq,
			MinCooc: *minCooc, MinR: *minR, MaxRelated: *maxRelated, MaxChunkTerms: *maxChunkTerms, MinPos: *minPos})
		if err != nil {
			return err
		}
		extract.WriteTable(s, *output, extract.MPEDA(s, textio.Read(s, *corpus), cfg))
	case "multi":
		if err := multiJob(s); err != nil {
			return err
		}
	case "":
		return &usageError{"name a job: pivot, mpeda or multi"}
	default:
		return &usageError{fmt.Sprintf("unknown job %q (known: pivot, mpeda, multi)", job)}
	}
	res, err := beamx.RunWithMetrics(ctx, p)
	if err != nil {
		return err
	}
	if res != nil {
		outputs := *output
		if job == "multi" && *slotOutput != "" {
			outputs += ", " + *slotOutput
		}
		n := int64(0)
		for _, c := range res.Metrics().AllMetrics().Counters() {
			if c.Key.Namespace+"/"+c.Key.Name == extract.RecordsMetric {
				n += c.Committed
			}
		}
		fmt.Fprintf(os.Stderr, "%s: %d records\n", outputs, n)
	}
	return nil
}
