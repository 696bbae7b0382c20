package main

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
)

// withDictDir gives every command (each leaf of cmds) the --dict-dir
// flag: directories searched first for hunspell, MyThes and FreeDict
// files, before those of $PARMESAN_DICT_DIR and the system's usual
// places (data.DictSearchDirs). The flag extends the environment
// variable for the run, which is how package data reads it.
func withDictDir(cmds []*cli.Command) {
	for _, c := range cmds {
		if len(c.Subcommands) > 0 {
			withDictDir(c.Subcommands)
			continue
		}
		c.Flags = append(c.Flags, &cli.StringSliceFlag{Name: "dict-dir",
			Usage: "`DIR` searched first for hunspell, MyThes and FreeDict dictionaries (repeatable; then $" + data.DictDirEnv + ", then the system's usual places: parmesan list shows them)"})
		before := c.Before
		c.Before = func(ctx *cli.Context) error {
			if ds := ctx.StringSlice("dict-dir"); len(ds) > 0 {
				for i, d := range ds {
					if abs, err := filepath.Abs(d); err == nil {
						ds[i] = abs
					}
				}
				if old := os.Getenv(data.DictDirEnv); old != "" {
					ds = append(ds, old)
				}
				if err := os.Setenv(data.DictDirEnv, strings.Join(ds, string(os.PathListSeparator))); err != nil {
					return err
				}
			}
			if before != nil {
				return before(ctx)
			}
			return nil
		}
	}
}
