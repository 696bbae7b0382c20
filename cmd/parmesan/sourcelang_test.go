package main

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSourceLangSameAsTarget: --source in the target's own language
// (most often --source-lang's default en on an English target) is a
// usage error saying so, not a request to install a FreeDict that does
// not exist (freedict-eng-eng).
func TestSourceLangSameAsTarget(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.txt")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"score", "--rewrite", "-r", exRef, "-i", exHyp, "--source", exRef}, "parmesan score: the source language is en (the default of --source-lang), the same as the target language"},
		{[]string{"rewrite", "-l", "cs", "-r", exRef, "-i", exHyp, "--source", exRef, "--source-lang", "cs", "-o", out}, "parmesan rewrite: the source language is cs (--source-lang cs), the same as the target language"},
		{[]string{"report", "--rewrite", "-r", exRef, "-i", exHyp, "--source", exRef, "-o", out}, "parmesan report: the source language is en (the default of --source-lang)"},
	} {
		_, errOut, code := runCmd(t, "", c.args...)
		assert.Equal(t, exitUsage, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.want, c.args)
		assert.NotContains(t, errOut, "apt-get", c.args)
	}
}
