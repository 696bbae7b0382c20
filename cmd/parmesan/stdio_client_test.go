package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// lockedBuffer is a strings.Builder safe for the server goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Issue 16, defect 7: "parmesan meteor" in place of the jar, with no
// resources at all, driven exactly as pycocoevalcap's meteor.py drives
// "java -jar meteor-1.5.jar - - -stdio -l en -norm": one SCORE line per
// image (several references, then the hypothesis with "|||" removed),
// reading one statistics line after each; then one EVAL line with all the
// statistics, reading N+1 answers (each image's score, then the corpus
// score). Segment scores must equal those of the file mode.
func TestStdioAsPycocoevalcap(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	t.Chdir(t.TempDir()) // no resource directory anywhere near
	gts := [][]string{
		{"a man is riding a horse on the beach", "a person rides a horse along the shore"},
		{"we must investigate the matter", "the matter must be looked into", "someone should check the matter"},
		{"two dogs play in the snow", "dogs are playing in snow", "a pair of dogs in the snow"},
		{"a plate of food with broccoli", "a dish with vegetables on a table"},
	}
	res := []string{"a man rides a horse on the sand", "we must look into the matter", "two dogs ||| playing in the snow", "a plate with food"}

	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var stderr lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"parmesan", "meteor", "-", "-", "-stdio", "-l", "en", "-norm"}, inR, outW, &stderr)
		outW.Close()
	}()
	out := bufio.NewReader(outR)
	readLine := func() string {
		t.Helper()
		line, err := out.ReadString('\n')
		require.NoError(t, err, "stderr: %s", stderr.String())
		return strings.TrimSpace(line)
	}
	send := func(line string) {
		t.Helper()
		_, err := io.WriteString(inW, line+"\n")
		require.NoError(t, err)
	}

	evalLine := "EVAL"
	var stats []string
	for i, refs := range gts {
		hyp := strings.ReplaceAll(strings.ReplaceAll(res[i], "|||", ""), "  ", " ") // as meteor.py's _stat
		send(strings.Join([]string{"SCORE", strings.Join(refs, " ||| "), hyp}, " ||| "))
		stat := readLine()
		require.Len(t, strings.Fields(stat), 23, "a statistics line: %q", stat)
		stats = append(stats, stat)
		evalLine += " ||| " + stat
	}
	send(evalLine)
	var scores []float64
	for range len(gts) + 1 {
		x, err := strconv.ParseFloat(readLine(), 64)
		require.NoError(t, err)
		assert.True(t, x >= 0 && x <= 1, "score %v", x)
		scores = append(scores, x)
	}
	require.NoError(t, inW.Close())
	require.Equal(t, 0, <-done, "stderr: %s", stderr.String())
	// No paraphrase table: the one default of every surface leaves the
	// paraphrase module out (eval.DefaultModules), said once with the
	// embedded resources.
	assert.Equal(t, 1, strings.Count(stderr.String(), "scores are not the reference jar's"), "said once on stderr: %q", stderr.String())
	assert.Contains(t, stderr.String(), "no paraphrase module")

	// The same segments in file mode (-r N: references on consecutive lines).
	dir := t.TempDir()
	var hyps, refs []string
	maxRefs := 3
	for i, g := range gts {
		hyps = append(hyps, strings.ReplaceAll(strings.ReplaceAll(res[i], "|||", ""), "  ", " "))
		for k := range maxRefs {
			refs = append(refs, g[min(k, len(g)-1)]) // repeat the last: the best reference counts
		}
	}
	hp, rp := filepath.Join(dir, "hyp.txt"), filepath.Join(dir, "ref.txt")
	require.NoError(t, os.WriteFile(hp, []byte(strings.Join(hyps, "\n")+"\n"), 0o644))
	require.NoError(t, os.WriteFile(rp, []byte(strings.Join(refs, "\n")+"\n"), 0o644))
	text, errOut, code := runCmd(t, "", "meteor", hp, rp, "-l", "en", "-norm", "-r", strconv.Itoa(maxRefs))
	require.Equal(t, 0, code, errOut)
	for i := range gts {
		want := fmt.Sprintf("Segment %d score:\t%s", i+1, meteor.FormatScore(scores[i]))
		assert.Contains(t, text, want)
	}
	assert.Contains(t, text, "Final score:            "+meteor.FormatScore(scores[len(gts)]))
}
