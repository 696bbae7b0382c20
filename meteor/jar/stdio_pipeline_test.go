package jar

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/parmesan-mt/parmesan/meteor"
)

// TestStdioInteractive drives -stdio as pycocoevalcap does: one request,
// then wait for its answer before sending the next. The parallel server
// must answer each at once (no waiting for more input to fill a block).
func TestStdioInteractive(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- serveStdio(s, inR, outW, 3, nil); outW.Close() }()
	answers := bufio.NewReader(outR)
	for i := 0; i < 20; i++ {
		fmt.Fprintf(inW, "SCORE ||| the cat sat %d ||| the cat %d\n", i, i)
		got := make(chan string, 1)
		go func() { line, _ := answers.ReadString('\n'); got <- line }()
		select {
		case line := <-got:
			seg := s.Align(fmt.Sprintf("the cat %d", i), []string{fmt.Sprintf("the cat sat %d", i)})
			want := seg.Stats.SS()
			if strings.TrimSpace(line) != want {
				t.Fatalf("answer %d: %q, want %q", i, line, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no answer to request %d while the client waits", i)
		}
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestStdioOrder: many requests streamed at once come back in order,
// equal to what one goroutine answers.
func TestStdioOrder(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	var in strings.Builder
	for i := 0; i < 2000; i++ {
		switch i % 7 {
		case 3:
			fmt.Fprintf(&in, "EVAL ||| 1 2 3\n")
		case 5:
			fmt.Fprintf(&in, "nonsense %d\n", i)
		default:
			fmt.Fprintf(&in, "SCORE ||| a b c %d ||| x %d y ||| a %d c\n", i, i%13, i%5)
		}
	}
	var one, many strings.Builder
	if err := serveStdio(s, strings.NewReader(in.String()), &one, 1, nil); err != nil {
		t.Fatal(err)
	}
	if err := serveStdio(s, strings.NewReader(in.String()), &many, 4, nil); err != nil {
		t.Fatal(err)
	}
	if one.String() != many.String() || strings.Count(one.String(), "\n") < 2000 {
		t.Fatalf("answers differ between 1 and 4 workers (%d vs %d lines)", strings.Count(one.String(), "\n"), strings.Count(many.String(), "\n"))
	}
}
