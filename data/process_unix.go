//go:build unix

package data

import (
	"errors"
	"syscall"
)

// processRuns reports whether a process with this id exists (one of
// another user counts: signal 0 is refused with EPERM).
func processRuns(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
