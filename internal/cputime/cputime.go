// Package cputime reads the CPU time the process has used, for benchmarks
// on a shared machine, where wall time counts the other processes' share
// of the cores.
package cputime

import "time"

// Process returns the CPU time (user and system) the process has used,
// or 0 where it cannot be read (then a benchmark reports no CPU time).
func Process() time.Duration { return process() }
