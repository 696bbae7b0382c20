// Command parmesan-beam builds paraphrase tables on Apache Beam: the same
// tables as parmesan's single-machine commands, computed by a pipeline
// that runs on Beam's local runner (prism, the default) or on a Flink,
// Spark or Dataflow cluster chosen with Beam's --runner flags.
//
//	parmesan-beam pivot --phrase-table 'pt/*.gz' [--common-corpus FILE] -o table.gz [beam flags]
//	parmesan-beam mpeda --corpus 'sub/*.txt' -o table.gz [beam flags]
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
)

func init() {
	flag.StringVar(output, "o", "", "shorthand for --output")
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "usage: parmesan-beam pivot --phrase-table GLOB -o FILE [flags]\n       parmesan-beam mpeda --corpus GLOB -o FILE [flags]\n\nflags (Beam's runner flags included):\n")
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
	if flag.NArg() > 0 {
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
	case "":
		return &usageError{"name a job: pivot or mpeda"}
	default:
		return &usageError{fmt.Sprintf("unknown job %q (known: pivot, mpeda)", job)}
	}
	res, err := beamx.RunWithMetrics(ctx, p)
	if err != nil {
		return err
	}
	if res != nil {
		for _, c := range res.Metrics().AllMetrics().Counters() {
			if c.Key.Namespace+"/"+c.Key.Name == extract.RecordsMetric {
				fmt.Fprintf(os.Stderr, "%s: %d records\n", *output, c.Committed)
			}
		}
	}
	return nil
}
