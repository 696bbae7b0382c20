// Command parmesan evaluates machine translation: a bit-identical Meteor
// 1.5 (parmesan meteor), and Parmesan-style targeted paraphrasing of
// references. Run "parmesan help" for the commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan"
)

func main() {
	removeTempsOnSignal()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line and returns the process exit code; it is
// the one place where errors become exit codes.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	checkUsage(app)
	err := sacrebleuHabit(app, args)
	if err == nil {
		err = app.Run(interspersed(app, args))
	}
	if err == nil {
		return 0
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(stderr, msg)
		}
		return ec.ExitCode()
	}
	if isUsageError(err) {
		fmt.Fprintln(stderr, prefixed(err.Error()))
		return exitUsage
	}
	fmt.Fprintln(stderr, prefixed(err.Error()))
	return 1
}

func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:           "parmesan",
		Usage:          "machine-translation evaluation: Meteor 1.5, bit for bit, and Parmesan reference paraphrasing",
		Version:        parmesan.Version,
		Reader:         stdin,
		Writer:         stdout,
		ErrWriter:      stderr,
		ExitErrHandler: func(*cli.Context, error) {}, // exit codes are chosen in run
		Commands: []*cli.Command{
			meteorCommand(),
			scoreCommand(),
			tableCommand(),
			rewriteCommand(),
			lemmaCommand(),
			listCommand(),
			tuneCommand(),
			correlateCommand(),
			copywordsCommand(),
			reportCommand(),
		},
	}
	withDictDir(app.Commands)
	return app
}
