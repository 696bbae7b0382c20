package main

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/parmesan-mt/parmesan/data"
)

// removeTempsOnSignal makes SIGINT and SIGTERM delete the temporary files
// of unfinished atomic writes (".NAME.RANDOM" beside each output) before
// the process exits with 128+signal, as a shell reports it. SIGKILL cannot
// be caught: such a file may then remain and is safe to delete.
func removeTempsOnSignal() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-ch
		data.RemoveTemporaryFiles()
		code := 130
		if s == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	}()
}
