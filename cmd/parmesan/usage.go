package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
)

// Exit statuses: 0 success, 1 an error in the work (a file that cannot be
// read or written, bad input), 2 a command line that cannot be run
// (unknown command or flag, missing or invalid flag value, wrong number
// of arguments). "parmesan meteor" keeps the reference scorer's statuses.
const exitUsage = 2

// cacheHelp says where the compiled dictionary cache lives.
const cacheHelp = `What is derived from system dictionaries (hunspell word lists, MyThes
pair indexes) is cached, keyed by the SHA-256 of the dictionary files, in
$` + data.CacheEnv + `, else parmesan/ under the user cache directory
($XDG_CACHE_HOME/parmesan, by default ~/.cache/parmesan); set it to "off"
to disable the cache. Entries may be deleted at any time.`

// usageError is a command-line error: exit status 2, message prefixed
// "parmesan: ".
func usageError(format string, a ...any) error {
	return cli.Exit(prefixed(fmt.Sprintf(format, a...)), exitUsage)
}

// prefixed puts "parmesan: " before a message, once.
func prefixed(msg string) string {
	if strings.HasPrefix(msg, "parmesan") {
		return msg
	}
	return "parmesan: " + msg
}

// isUsageError reports whether err is urfave/cli's report of missing
// required flags (its type is unexported; its message is fixed).
func isUsageError(err error) bool {
	msg := err.Error()
	return strings.HasPrefix(msg, "Required flag ") || strings.HasPrefix(msg, "Required flags ")
}

// checkUsage makes every command of app report an unknown subcommand or
// flag and an invalid flag value as a usage error (status 2), where
// urfave/cli would print "No help topic" with status 3 or return a plain
// error (status 1).
func checkUsage(app *cli.App) {
	app.OnUsageError = onUsageError
	app.Action = unknownCommand
	var walk func(cmds []*cli.Command)
	walk = func(cmds []*cli.Command) {
		for _, c := range cmds {
			c.OnUsageError = onUsageError
			if len(c.Subcommands) == 0 {
				// urfave/cli gives every command a "help" ("h")
				// subcommand: "parmesan score -r r h" printed the help
				// instead of scoring the file h. After a command,
				// positional arguments are files (help is --help).
				c.HideHelpCommand = true
			}
			if len(c.Subcommands) > 0 && c.Action == nil {
				c.Action = unknownCommand
			}
			walk(c.Subcommands)
		}
	}
	walk(app.Commands)
}

func onUsageError(c *cli.Context, err error, _ bool) error {
	name := commandName(c)
	return usageError("%s: %v (see %s --help)", name, err, name)
}

// commandName is "parmesan" and the names of the command being run.
func commandName(c *cli.Context) string {
	var names []string
	for _, x := range c.Lineage() {
		if x.Command != nil && x.Command.Name != "" && x.Command.Name != c.App.Name {
			names = append([]string{x.Command.Name}, names...)
		}
	}
	return strings.Join(append([]string{c.App.Name}, names...), " ")
}

// unknownCommand is the action of the app and of commands with
// subcommands: without arguments it shows the help; an argument is a
// command that does not exist.
func unknownCommand(c *cli.Context) error {
	if c.NArg() == 0 {
		return cli.ShowSubcommandHelp(c)
	}
	name := commandName(c)
	cmds := c.App.Commands
	if c.Command != nil && name != c.App.Name {
		cmds = c.Command.Subcommands
	}
	var known []string
	for _, sub := range cmds {
		if sub.Name != "help" {
			known = append(known, sub.Name)
		}
	}
	return usageError("%s: unknown command %q (commands: %s)", name, c.Args().First(), strings.Join(known, ", "))
}

// atLeast is a flag action refusing values below lo.
func atLeast(flag string, lo int) func(*cli.Context, int) error {
	return func(c *cli.Context, v int) error {
		if v < lo {
			return usageError("%s: --%s must be at least %d, not %d", commandName(c), flag, lo, v)
		}
		return nil
	}
}

// between is a flag action refusing values outside [lo, hi].
func between(flag string, lo, hi int) func(*cli.Context, int) error {
	return func(c *cli.Context, v int) error {
		if v < lo || v > hi {
			return usageError("%s: --%s must be between %d and %d, not %d", commandName(c), flag, lo, hi, v)
		}
		return nil
	}
}

// openUnit is a flag action refusing values outside (0, 1), NaN included.
func openUnit(flag string) func(*cli.Context, float64) error {
	return func(c *cli.Context, v float64) error {
		if !(v > 0 && v < 1) {
			return usageError("%s: --%s must be between 0 and 1 (exclusive), not %v", commandName(c), flag, v)
		}
		return nil
	}
}
