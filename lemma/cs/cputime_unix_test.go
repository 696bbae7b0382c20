//go:build unix

package cs

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system) the process has used, for
// benchmarks on a shared machine, where the wall time counts the other
// processes' share of the cores.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
