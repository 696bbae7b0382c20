package rewrite

import (
	"testing"
)

// An imperfective suffix on one side marks a pair of two aspects
// (koupit/kupovat), and it also keeps apart two roots of two aspects
// (ukrývat/schovat, odstraňovat/vyřešit). It errs on biaspectual loans
// and on two imperfectives (publikovat/zveřejnit, prohlašovat/tvrdit:
// issue #34), but the rule is kept: waiving it for them was measured to
// add harmful substitutions on WMT22 en-cs (kontaktovat for požádat o or
// odpovědět vám, krmit for podávat: docs/csrec4-2026-11-29.md).
func TestAspectPartnersSuffix(t *testing.T) {
	assertPairs(t, aspectPartners, []pairCase{
		{"koupit", "kupovat", true},
		{"vyjít", "vycházet", true},
		{"naznačit", "naznačovat", true},
		{"ukrývat", "schovat", true},
		{"odstraňovat", "vyřešit", true},
		{"požádat", "kontaktovat", true},
		{"publikovat", "zveřejnit", true}, // a known miss, kept (above)
		{"vyrobit", "vytvořit", false},    // the same aspect
	})
}

// One prefix on two roots of two verbs of motion is no aspect pair
// (round 4's held-out recall list, issue #34: odvedla → odvezla, took
// her daughters to school, was blocked by the four-letter rule); the
// prefixed root and its imperfective still are (přinést/přinášet).
func TestAspectPartnersMotionRoots(t *testing.T) {
	assertPairs(t, aspectPartners, []pairCase{
		{"odvést", "odvézt", false},
		{"dovést", "dovézt", false},
		{"přinést", "přinášet", true},
		{"vytvořit", "vytvářet", true},
	})
}

// A compound of psát, brát, znát shortens the root's vowel (napsat,
// vybrat, poznat): the perfective of the imperfective bare verb (round
// 5's napsat → psát, issue #34). dát is perfective, and so are vydat and
// podat (dát se cestou → vydat se cestou, judged good on WMT22 en-cs);
// an unrelated verb in -at is no partner either.
func TestAspectPartnersShortenedRoot(t *testing.T) {
	assertPairs(t, aspectPartners, []pairCase{
		{"napsat", "psát", true},
		{"psát", "napsat", true},
		{"vydat", "dát", false},
		{"podat", "dát", false},
		{"vybrat", "brát", true},
		{"poznat", "znát", true},
		{"napsat", "psat", true},
		{"napsat", "spát", false},
	})
}
