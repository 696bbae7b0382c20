package main

import (
	"strings"
	"testing"
)

// A stream as go test -json writes it for one passing package with four
// skipped tests and one failing package: the summary keeps go test's
// lines, shows the failing test's output before its package's FAIL line,
// and counts the skips by reason.
func TestSummary(t *testing.T) {
	stream := `{"Action":"start","Package":"p/a"}
{"Action":"run","Package":"p/a","Test":"TestOracle"}
{"Action":"output","Package":"p/a","Test":"TestOracle","Output":"    x_test.go:9: shared material not found at /w/shared (these tests need ../shared beside the repo)\n"}
{"Action":"skip","Package":"p/a","Test":"TestOracle"}
{"Action":"run","Package":"p/a","Test":"TestCzech"}
{"Action":"output","Package":"p/a","Test":"TestCzech","Output":"    x_test.go:19: hunspell-cs not installed (apt-get install hunspell-cs)\n"}
{"Action":"skip","Package":"p/a","Test":"TestCzech"}
{"Action":"run","Package":"p/a","Test":"TestLong"}
{"Action":"output","Package":"p/a","Test":"TestLong","Output":"    x_test.go:29: training is long; skipped with -short\n"}
{"Action":"skip","Package":"p/a","Test":"TestLong"}
{"Action":"run","Package":"p/a","Test":"TestAllocs"}
{"Action":"output","Package":"p/a","Test":"TestAllocs","Output":"    x_test.go:39: the race detector allocates\n"}
{"Action":"skip","Package":"p/a","Test":"TestAllocs"}
{"Action":"output","Package":"p/a","Output":"PASS\n"}
{"Action":"output","Package":"p/a","Output":"ok  \tp/a\t0.01s\n"}
{"Action":"pass","Package":"p/a"}
{"Action":"run","Package":"p/b","Test":"TestBad"}
{"Action":"output","Package":"p/b","Test":"TestBad","Output":"    b_test.go:4: boom\n"}
{"Action":"fail","Package":"p/b","Test":"TestBad"}
{"Action":"output","Package":"p/b","Output":"FAIL\tp/b\t0.02s\n"}
{"Action":"fail","Package":"p/b"}
{"Action":"output","Package":"p/c","Output":"?   \tp/c\t[no test files]\n"}
{"Action":"skip","Package":"p/c"}
`
	var out strings.Builder
	s := newSummary(&out)
	if err := s.read(strings.NewReader(stream)); err != nil {
		t.Fatal(err)
	}
	s.finish()
	want := "ok  \tp/a\t0.01s\n" +
		"    b_test.go:4: boom\n" +
		"FAIL\tp/b\t0.02s\n" +
		"?   \tp/c\t[no test files]\n" +
		"skipped 4 tests: 1 need ../shared (oracle, parity and evaluation data), 1 need a Debian package (.ci/run installs them), 1 are long (skipped with -short), 1 other (a.TestAllocs); go test -v names them\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
	if !s.failed {
		t.Error("a failing package did not mark the run failed")
	}
}

// A build failure is printed and fails the run even though no test ran.
func TestSummaryBuildFailure(t *testing.T) {
	stream := `{"ImportPath":"p/a [p/a.test]","Action":"build-output","Output":"# p/a\n"}
{"ImportPath":"p/a [p/a.test]","Action":"build-output","Output":"a.go:2:9: syntax error\n"}
{"ImportPath":"p/a [p/a.test]","Action":"build-fail"}
{"Action":"start","Package":"p/a"}
{"Action":"output","Package":"p/a","Output":"FAIL\tp/a [build failed]\n"}
{"Action":"fail","Package":"p/a","FailedBuild":"p/a [p/a.test]"}
`
	var out strings.Builder
	s := newSummary(&out)
	if err := s.read(strings.NewReader(stream)); err != nil {
		t.Fatal(err)
	}
	s.finish()
	want := "# p/a\na.go:2:9: syntax error\nFAIL\tp/a [build failed]\n"
	if out.String() != want || !s.failed {
		t.Errorf("got %q (failed=%v), want %q", out.String(), s.failed, want)
	}
}

func TestTestArgs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"./..."}, "test -json -timeout 20m ./..."},
		{[]string{"-race", "-short", "./..."}, "test -json -timeout 20m -race -short ./..."},
		{[]string{"-timeout", "5m", "./..."}, "test -json -timeout 5m ./..."},
		{[]string{"-timeout=1h", "./eval"}, "test -json -timeout=1h ./eval"},
		{[]string{"--timeout=1h", "./eval"}, "test -json --timeout=1h ./eval"},
		{[]string{"./eval", "-args", "-timeoutx"}, "test -json -timeout 20m ./eval -args -timeoutx"},
		{[]string{"./eval", "-args", "-timeout", "1s"}, "test -json -timeout 20m ./eval -args -timeout 1s"},
	} {
		if got := strings.Join(testArgs(c.args), " "); got != c.want {
			t.Errorf("testArgs(%q) = %q, want %q", c.args, got, c.want)
		}
	}
}
