package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// interspersed moves a command's flags before its positional arguments,
// so that "parmesan score -r ref.txt sys.txt --confidence" works as users
// of sacrebleu expect (urfave/cli stops parsing flags at the first
// positional argument). "--" ends the flags.
func interspersed(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	cmd, rest := findCommand(app.Commands, args[1:])
	if cmd == nil || cmd.SkipFlagParsing {
		return args
	}
	prefix := args[:len(args)-len(rest)]
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, n := range f.Names() {
			takesValue[n] = !isBool
		}
	}
	var flags, pos []string
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			pos = append(pos, rest[i+1:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' {
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && takesValue[name] && i+1 < len(rest) {
				flags = append(flags, rest[i+1])
				i++
			}
			continue
		}
		pos = append(pos, a)
	}
	out := append(append([]string(nil), prefix...), flags...)
	if len(pos) > 0 {
		out = append(out, "--")
		out = append(out, pos...)
	}
	return out
}

// findCommand walks subcommand names; it returns the command and the
// arguments after its name.
func findCommand(cmds []*cli.Command, args []string) (*cli.Command, []string) {
	if len(args) == 0 {
		return nil, nil
	}
	for _, c := range cmds {
		if c.HasName(args[0]) {
			if sub, rest := findCommand(c.Subcommands, args[1:]); sub != nil {
				return sub, rest
			}
			return c, args[1:]
		}
	}
	return nil, nil
}
