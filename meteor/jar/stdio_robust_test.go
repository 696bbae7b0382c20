package jar

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/meteor"
)

// Issue 16, defect 5: a line over the limit is answered with an error
// line and the requests after it are still answered.
func TestStdioLineTooLong(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	long := "SCORE ||| " + strings.Repeat("word ", data.MaxLineBytes/5+10) + "||| a\n"
	in := "SCORE ||| a b ||| a b\n" + long + "SCORE ||| a b ||| a b\r\n" + long[:len(long)-1] // last line: no terminator
	var out bytes.Buffer
	require.NoError(t, ServeStdio(s, strings.NewReader(in), &out))
	st := s.Score("a b", []string{"a b"})
	ss := st.SS()
	want := ss + "\nError: line longer than 16777216 bytes\n" + ss + "\nError: line longer than 16777216 bytes\n"
	assert.Equal(t, want, out.String())
}

// Defect 5c: EVAL statistics must be counts.
func TestStdioEvalRejectsNonCounts(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	st := s.Score("a b c", []string{"a b c"})
	ok := st.SS()
	var in strings.Builder
	for _, bad := range []string{"NaN", "-1", "1e300", "Inf", "-0.5"} {
		in.WriteString("EVAL ||| " + ok + " ||| " + strings.Replace(ok, "3.0", bad, 1) + "\n")
	}
	in.WriteString("EVAL ||| " + ok + "\n")
	var out bytes.Buffer
	require.NoError(t, ServeStdio(s, strings.NewReader(in.String()), &out))
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 7, out.String())
	for i, bad := range []string{"NaN", "-1", "1e300", "Inf", "-0.5"} {
		assert.Equal(t, `Error: meteor: statistics field 1: "`+bad+`" is not a count (0 to 1e+12)`, lines[i])
	}
	assert.Equal(t, []string{"1.0", "1.0"}, lines[5:])
}

// Defect 5c: a bare "\r" ends a request (as Java's readLine), and is
// answered at once, without waiting for a possible "\n".
func TestStdioBareCR(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		ServeStdio(s, inR, outW)
		outW.Close()
	}()
	rd := bufio.NewReader(outR)
	answer := func() string {
		t.Helper()
		got := make(chan string, 1)
		go func() { l, _ := rd.ReadString('\n'); got <- l }()
		select {
		case l := <-got:
			return strings.TrimSuffix(l, "\n")
		case <-time.After(10 * time.Second):
			t.Fatal("no answer")
			return ""
		}
	}
	io.WriteString(inW, "SCORE ||| a b ||| a\r")
	st1, st2 := s.Score("a", []string{"a b"}), s.Score("a", []string{"a"})
	assert.Equal(t, st1.SS(), answer())
	io.WriteString(inW, "\nSCORE ||| a ||| a\rb\n") // "\r\n" is one terminator; a "\r" inside splits
	assert.Equal(t, st2.SS(), answer())
	assert.Equal(t, "Error: specify SCORE or EVAL", answer())
	inW.Close()
}

func FuzzRequestReader(f *testing.F) {
	f.Add([]byte("a\nb\r\nc\rd"), 3)
	f.Add([]byte("\r\r\n\n"), 1)
	f.Add([]byte("toolong\nok\n"), 4)
	f.Fuzz(func(t *testing.T, in []byte, max int) {
		if max < 1 || max > 64 {
			return
		}
		// Against the scanner the file readers use, with lines over max
		// turned into one marker.
		var want []string
		sc := bufio.NewScanner(bytes.NewReader(in))
		sc.Split(jvm.ScanLines)
		for sc.Scan() {
			l := sc.Text()
			if len(l) > max {
				l = "\x00TOO LONG"
			}
			want = append(want, l)
		}
		var got []string
		q := newRequestReader(bytes.NewReader(in), max)
		for {
			l, err := q.next()
			if err == io.EOF {
				break
			}
			if err == errLineTooLong {
				got = append(got, "\x00TOO LONG")
				continue
			}
			require.NoError(t, err)
			got = append(got, string(l))
		}
		assert.Equal(t, want, got)
	})
}

// Issue 27 #14: EVAL statistics must be consistent (matches within the
// lengths, chunks within the matches): 23 ones scored 4.8. Every SCORE
// line of the example corpus (all four stages) still passes.
func TestStdioEvalRejectsInconsistentStats(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	ones := strings.TrimSpace(strings.Repeat("1 ", 23))
	in := "EVAL ||| " + ones + "\nEVAL ||| 3 3 0 0 3 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 3 3\n"
	var out bytes.Buffer
	require.NoError(t, ServeStdio(s, strings.NewReader(in), &out))
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 3, out.String())
	assert.Equal(t, "Error: meteor: inconsistent statistics: matched test words exceed the test length (8.0 > 1.0)", lines[0])
	assert.Equal(t, []string{"1.0", "1.0"}, lines[1:])

	refs, err := data.ReadLinesFile("../../testdata/example/ref.txt", nil)
	require.NoError(t, err)
	for _, hf := range []string{"hyp.txt", "hyp2.txt"} {
		hyps, err := data.ReadLinesFile("../../testdata/example/"+hf, nil)
		require.NoError(t, err)
		for _, char := range []bool{false, true} {
			full := mustScorer(t, meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}, CharBased: char})
			for i := range hyps {
				st := full.Score(hyps[i], refs[i:i+1])
				_, err := meteor.ParseSS(st.SS())
				assert.NoError(t, err, "%s:%d char %v", hf, i+1, char)
			}
		}
	}
}
