//go:build !unix

package hunspell_test

import "time"

// cpuTime is 0: the process's CPU time is read on Unix systems only.
func cpuTime() time.Duration { return 0 }
