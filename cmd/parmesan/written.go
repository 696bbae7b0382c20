package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"
)

// reportWritten says on stderr where each output file went, once it has
// been written (atomically) in full: "parmesan: wrote FILE (N bytes)".
// Nothing is printed for an empty path or "-" (standard output), nor
// when the command has -q/--quiet and it is set. Call it only after the
// write succeeded, so that a failed write never announces a file.
func reportWritten(c *cli.Context, paths ...string) {
	if c.Bool("quiet") {
		return
	}
	for _, p := range paths {
		if p == "" || p == "-" {
			continue
		}
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() { // a device's size says nothing (-o /dev/null)
			fmt.Fprintf(c.App.ErrWriter, "parmesan: wrote %s (%d bytes)\n", p, st.Size())
		} else {
			fmt.Fprintf(c.App.ErrWriter, "parmesan: wrote %s\n", p)
		}
	}
}
