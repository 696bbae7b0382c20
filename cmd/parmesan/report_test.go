package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReportCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "r.html")
	_, errOut, code := runCmd(t, "", "report", "-r", exRef, exHyp, exHyp2, "--metric", "chrf", "--title", "Example", "-o", out)
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	page := string(b)
	assert.True(t, strings.HasPrefix(page, "<!DOCTYPE html>"))
	assert.Contains(t, page, "<title>Example</title>")
	assert.Contains(t, page, `<tr data-sys="hyp2">`, "systems named by file name")
	assert.NotContains(t, page, "<script src")
}

func TestReportCommandErrors(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "short.txt")
	require.NoError(t, os.WriteFile(short, []byte("one line\n"), 0o644))
	out := filepath.Join(dir, "r.html")
	for _, c := range []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"short system", []string{"-r", exRef, exHyp, short}, 1, short + " has 1 lines but reference " + exRef + " has 20"},
		{"unknown metric", []string{"-r", exRef, exHyp, "--metric", "nope"}, exitUsage, `unknown metric "nope"`},
		{"unknown baseline", []string{"-r", exRef, exHyp, "--baseline", "nope"}, exitUsage, "baseline \"nope\" is not a system (systems: hyp)"},
		{"no systems", []string{"-r", exRef}, exitUsage, "no system files"},
		{"short source", []string{"-r", exRef, exHyp, "--source", short}, 1, short + " has 1 lines but the reference has 20"},
		{"set and files", []string{"--set", "../../testdata/report-set", exHyp}, exitUsage, "give no -r or system files"},
		{"missing set", []string{"--set", filepath.Join(dir, "none")}, 1, filepath.Join(dir, "none")},
		{"missing file", []string{"-r", exRef, filepath.Join(dir, "nope.txt")}, 1, filepath.Join(dir, "nope.txt")},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errOut, code := runCmd(t, "", append([]string{"report", "-o", out}, c.args...)...)
			assert.Equal(t, c.code, code, errOut)
			assert.Contains(t, errOut, c.msg)
			_, err := os.Stat(out)
			assert.True(t, os.IsNotExist(err), "no output file after an error")
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				assert.False(t, strings.HasPrefix(e.Name(), ".r.html"), "temporary file %s left", e.Name())
			}
		})
	}
}
