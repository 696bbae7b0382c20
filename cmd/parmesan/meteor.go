package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/meteor/jar"
)

const meteorHelp = `parmesan meteor TEST REFERENCE [options]

A drop-in replacement for "java -jar meteor-1.5.jar TEST REFERENCE [options]":
the same options, and the same bytes on stdout, stderr and in output files.

Options (as in the reference scorer):
  -l language     en cz fr de es ru ar-bw-red pt da ro hu tr fi nl it no se other
  -t task         rank (default) adq hter li tune util universal
  -p 'a b g d'    alpha beta gamma delta (implies task custom, as in the reference)
  -m 'modules'    any of: exact stem synonym paraphrase
  -w 'weights'    module weights, by position
  -r refCount     references per hypothesis (plaintext; consecutive lines)
  -x beamSize     beam size (default 40)
  -s wordListFile function words (default: english list, for every language)
  -d synonymDir   directory with <language>.synsets and .exceptions
  -a paraFile     paraphrase table (Meteor format, gzip or plain)
  -e stemFile     stem lookup table (gzip, lines "word count stem")
  -f filePrefix   prefix of output files (default meteor)
  -new dir        new language: dir/function.words and dir/paraphrase.gz
  -ch             character-based precision and recall
  -q              quiet: segment scores on stderr, final score on stdout
  -norm           tokenize and normalize (en cz fr es de ru), then lowercase
  -lower          lowercase only
  -noPunct        with -norm: remove punctuation
  -sgml           SGML input; writes PREFIX-seg.scr, -doc.scr, -sys.scr
  -stdio          read SCORE/EVAL lines on stdin (use - - as TEST REFERENCE)
  -ssOut          print sufficient statistics instead of scores
  -vOut           print precision, recall, fragmentation penalty and score
  -writeAlignments  write PREFIX-align.out

Tuned parameters (parmesan only):
  --param-file FILE  parameters, weights and modules written by "parmesan
                  tune"; -p, -w and -m given explicitly override the file
  --max-segment-tokens N  alignment budget (default 2000, 0 = none): a
                  segment with more words on a side is aligned with at most
                  16 candidates per word, with a warning naming file:line
                  when that changes anything (the reference's search would
                  take hours or exhaust memory on such input)

Resources:
  -resources DIR|JAR  a directory in the reference's layout (function/,
                  nonbreaking/, synonym/, stem/, paraphrase-<lang>.gz) or
                  the reference's meteor-1.5.jar (its paraphrase tables are
                  read from data/paraphrase-<lang>.gz beside it); also taken
                  from $PARMESAN_METEOR_RESOURCES. Without either,
                  ./meteor-1.5.jar and ./data/paraphrase-<lang>.gz are used
                  when present (where pycocoevalcap and nlg-eval keep them),
                  said on stderr. With nothing found, small embedded lists
                  of parmesan's own and the embedded English WordNet are
                  used, and scores differ from the reference's.

Without a paraphrase table (-a, -resources, $PARMESAN_METEOR_RESOURCES,
./data/paraphrase-en.gz) the default modules leave paraphrase out, as
"parmesan score", the Go API and the Python package do (one default on
every surface); -m "exact stem synonym paraphrase" asks for parmesan's
embedded English WordNet phrase table instead. Whenever the scores cannot
be the jar's (embedded function words or tables, no paraphrase module),
one line on stderr says so.

Where parmesan deliberately differs from the reference:
  - Mismatched test/reference line counts exit with status 1 (the reference
    prints an error and exits 0).
  - A missing resource names the file it looked for.
  - -stdio answers "EVAL ||| s1 ||| ... ||| sN" with N+1 lines (each score,
    then the aggregate), as the jar shipped with pycocoevalcap does, and
    answers a malformed line with an "Error: ..." line instead of dying.
  - Output files are written to a temporary name and renamed on success.
  - An unknown -l language is an error (the reference falls back to other).
  - A -stdio session's memory is bounded however long it runs: besides the
    resources, each scoring goroutine (one per CPU: set GOMAXPROCS to lower
    it) caches at most 1,048,576 distinct words and empties the cache when
    it is full. Ordinary text levels off (200,000 requests: 110 MB); 3
    million distinct new tokens on 2 CPUs reached 1.1-1.3 GB, the bound.
  - -l cz -m stem uses parmesan's Czech light stemmer (Dolamic & Savoy); the
    reference has no Czech stemmer and fails.
`

func meteorCommand() *cli.Command {
	return &cli.Command{
		Name:            "meteor",
		Usage:           "score with Meteor 1.5, accepting the reference scorer's options",
		UsageText:       meteorHelp,
		SkipFlagParsing: true,
		Action: func(c *cli.Context) error {
			args := c.Args().Slice()
			for _, a := range args {
				if a == "-h" || a == "--help" || a == "-help" {
					fmt.Fprint(c.App.Writer, meteorHelp)
					return nil
				}
			}
			args, paramFile, err := cutParamFile(args)
			if err != nil {
				return cli.Exit(err.Error(), 2)
			}
			opts, err := jar.ParseArgs(args)
			if err != nil {
				var ue *jar.UsageError
				if errors.As(err, &ue) {
					return cli.Exit(ue.Msg, ue.Code)
				}
				return err
			}
			if err := applyParamFile(paramFile, &opts.Config, meteor.MetricMeteor); err != nil {
				return err
			}
			if err := jarDefaults(c, opts); err != nil {
				return err
			}
			if !opts.Stdio && !opts.SGML { // the jar's reader keeps a byte-order mark: say so
				sayNotice(c, data.InputFileNotice(opts.Test))
				sayNotice(c, data.InputFileNotice(opts.Reference))
			}
			err = jar.Run(opts, jar.Env{Stdin: c.App.Reader, Stdout: c.App.Writer, Stderr: c.App.ErrWriter,
				Signature: func(set meteor.Settings, fp meteor.Fingerprints, nrefs int) string {
					return meteor.NewSignature(set, fp, nrefs).String()
				}})
			if errors.Is(err, jar.ErrLineCount) {
				return cli.Exit(err.Error(), 1)
			}
			return err
		},
	}
}

// jarDefaults leaves the paraphrase module out of the default modules
// without a table (as eval.DefaultModules does) and says once on stderr when the
// scores cannot be the jar's; the embedded paraphrase table asked for by
// name is said by jar.Run's resource notes.
func jarDefaults(c *cli.Context, opts *jar.Options) error {
	files := opts.Files(os.Getenv)
	diff, err := eval.CompareWithJar(opts.Config, files)
	if err != nil {
		return nil // jar.Run reports the settings' error as the reference does
	}
	if diff.ParaphraseOff { // the jar's task, header and weights, less the module (not -m, which renames the task)
		opts.Config.Omit = []meteor.Module{meteor.Paraphrase}
	}
	diff.EmbeddedParaphrases = false
	if diff.Any() {
		fmt.Fprintln(c.App.ErrWriter, "parmesan meteor: "+diff.String())
	}
	return nil
}
