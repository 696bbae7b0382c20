package cs

import (
	"reflect"
	"testing"
)

// closedFacts lists what is wrong with a closed-class table: readings
// that hold only when buildClosedClass's steps run in their order (step 3
// replaces and completes what steps 1 and 2 wrote).
func closedFacts(m map[string][]reading) []string {
	var bad []string
	// Step 2 gives "tomu" a reading of ten without case; step 3 replaces
	// it by the declined readings.
	for _, x := range m["tomu"] {
		if x.lemma == "ten" && x.feats["Case"] == "" {
			bad = append(bad, "tomu: feature-poor reading of ten left")
		}
	}
	// Step 2 adds "má" as mít, step 3 drops the bookish form of můj.
	if rs := m["má"]; len(rs) != 1 || rs[0].lemma != "mít" {
		bad = append(bad, "má: want the one reading of mít")
	}
	// Step 2 adds the l-participle "měla" without gender; step 3 gives it
	// UD's syncretic readings (Fem Sing, Neut Plur).
	if rs := m["měla"]; len(rs) != 2 || rs[0].feats["Gender"] != "Fem" || rs[1].feats["Gender"] != "Neut" || rs[0].feats["Voice"] != "Act" {
		bad = append(bad, "měla: want the Fem Sing and Neut Plur participle readings")
	}
	// Step 2 lists "více" as a plain adverb; step 3 makes it hodně's
	// comparative.
	if rs := m["více"]; len(rs) != 1 || rs[0].lemma != "hodně" || rs[0].feats["Degree"] != "Cmp" {
		bad = append(bad, "více: want hodně, Degree=Cmp")
	}
	return bad
}

// The closed-class table was once a variable and two init functions in
// closed.go, closed2.go and closedfeats.go, right only because Go ran the
// inits in file-name order. Now buildClosedClass runs the steps
// explicitly: the table has the facts that need that order, the steps in
// another order do not give them (so the facts test the order), and a
// second build gives the same table (no step changes shared state).
func TestBuildClosedClass(t *testing.T) {
	m := buildClosedClass()
	for _, b := range closedFacts(m) {
		t.Error(b)
	}
	if !reflect.DeepEqual(m, buildClosedClass()) {
		t.Error("a second build gives another table")
	}
	swapped := baseClosedClass()
	addFullFeatures(swapped)
	addInflected(swapped)
	if len(closedFacts(swapped)) == 0 {
		t.Error("the facts hold with steps 2 and 3 swapped: they do not test the order")
	}
}
