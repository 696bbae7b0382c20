package main

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/parmesan-mt/parmesan/data"
)

// cancelGrace bounds how long the signal handler waits for an
// interruptible command's work to stop before removing its temporary
// files anyway.
const cancelGrace = 10 * time.Second

// interrupts is the signal handler's state: whether it is installed, and
// the interruptible command running, if any.
var interrupts struct {
	mu        sync.Mutex
	installed bool
	caught    bool
	cancel    context.CancelFunc // of the running interruptible command
	stopped   chan struct{}      // closed once its work has stopped
}

// removeTempsOnSignal makes SIGINT and SIGTERM delete the temporary files
// of unfinished atomic writes (".NAME.RANDOM" beside each output) and the
// temporary directories registered with data.TrackTemporary before the
// process exits with 128+signal, as a shell reports it. A command that
// runs its work under interruptible's context (table mpeda) is first
// cancelled, and its files are removed once its goroutines have stopped
// writing (at most cancelGrace; a second signal does not wait), since
// removing a directory that goroutines still fill leaves it behind (issue
// #38). SIGKILL cannot be caught: a file may then remain and is safe to
// delete (the next run of the command removes it).
func removeTempsOnSignal() {
	interrupts.mu.Lock()
	interrupts.installed = true
	interrupts.mu.Unlock()
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-ch
		interrupts.mu.Lock()
		interrupts.caught = true
		cancel, stopped := interrupts.cancel, interrupts.stopped
		interrupts.mu.Unlock()
		if cancel != nil {
			cancel()
			select {
			case <-stopped:
			case <-ch:
			case <-time.After(cancelGrace):
			}
		}
		data.RemoveTemporaryFiles()
		code := 130
		if s == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	}()
}

// interruptible returns a context that SIGINT and SIGTERM cancel, for a
// command whose work observes it, and done, to be deferred by the command:
// done tells the handler that the work has stopped; after a signal it
// does not return, since the handler then ends the process (with no
// "context canceled" error from the command). Without the handler (tests
// calling run) ctx is returned as it is.
func interruptible(ctx context.Context) (context.Context, func()) {
	interrupts.mu.Lock()
	defer interrupts.mu.Unlock()
	if !interrupts.installed {
		return ctx, func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	stopped := make(chan struct{})
	interrupts.cancel, interrupts.stopped = cancel, stopped
	return ctx, func() {
		interrupts.mu.Lock()
		caught := interrupts.caught
		interrupts.cancel, interrupts.stopped = nil, nil
		interrupts.mu.Unlock()
		close(stopped)
		if caught {
			select {} // the handler removes the files and exits
		}
		cancel()
	}
}
