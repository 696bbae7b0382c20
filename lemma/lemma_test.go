package lemma

import "testing"

type fingerprinted struct{ Analyzer }

func (fingerprinted) Fingerprint() string { return "made#1234" }

func TestFingerprint(t *testing.T) {
	if got := Fingerprint(fingerprinted{}); got != "made#1234" {
		t.Errorf("Fingerprint = %q, want made#1234", got)
	}
	if got := Fingerprint(struct{ Analyzer }{}); got != "" {
		t.Errorf("an analyser without one: %q", got)
	}
	if got := Fingerprint(nil); got != "" {
		t.Errorf("nil: %q", got)
	}
}
