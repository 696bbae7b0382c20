package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStdinGivenTwice: standard input named for two inputs is a usage
// error that says so, not a line-count mismatch ("- has 0 lines but
// reference - has 2"); once it is read as before.
func TestStdinGivenTwice(t *testing.T) {
	const text = "the cat sat on the mat\na dog ran\n"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"score", "-r", "-", "-i", "-"}, "parmesan score: standard input (-) is given for both the references and the hypotheses:"},
		{[]string{"score", "-r", "-"}, "parmesan score: standard input (-) is given for both the references and the hypotheses (standard input when no file is given):"},
		{[]string{"score", "-r", exRef, "-i", "-", "-"}, "parmesan score: standard input (-) is given twice for the hypotheses"},
		{[]string{"score", "--rewrite", "-r", exRef, "--source", "-"}, "for both the hypotheses (standard input when no file is given) and --source"},
		{[]string{"rewrite", "-r", "-", "-i", "-", "-o", "x.txt"}, "parmesan rewrite: standard input (-) is given for both the reference and the hypotheses"},
		{[]string{"report", "-r", "-", "-i", "-", "-o", "x.html"}, "parmesan report: standard input (-) is given for both the references and the hypotheses"},
	} {
		stdout, errOut, code := runCmd(t, text, c.args...)
		assert.Equal(t, exitUsage, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.want, c.args)
		assert.NotContains(t, errOut, "lines but", c.args)
		assert.Empty(t, stdout, c.args)
	}
	hyp, err := os.ReadFile(exHyp)
	require.NoError(t, err)
	out, errOut, code := runCmd(t, string(hyp), "score", "-q", "-b", "-r", exRef, "-i", "-")
	assert.Equal(t, 0, code, errOut)
	file, _, _ := runCmd(t, "", "score", "-q", "-b", "-r", exRef, "-i", exHyp)
	assert.Equal(t, file, out, "once, standard input is read as the file")
}
