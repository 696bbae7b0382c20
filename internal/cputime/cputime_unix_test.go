//go:build unix

package cputime

import "testing"

// TestProcessAdvances: busy work moves the process's CPU time forward.
func TestProcessAdvances(t *testing.T) {
	before := Process()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i % 7
	}
	if after := Process(); after <= before {
		t.Errorf("CPU time did not move over 50M iterations (%d): %v then %v", x, before, after)
	}
}
