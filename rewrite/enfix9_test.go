package rewrite

import "testing"

// TestVerblessVerbForVerb: a hypothesis verb in -s that the tagger read as
// a plural noun in a clause without another verb (Guard.VerblessClause
// protects it from noun pairs) replaces a reference verb of the same form,
// alone in one slot (WMT22 cs-en 73: speaks → talks, lost when "server"
// stopped being tagged a verb); a reference verb of another form keeps its
// word (talks would change the tense).
func TestVerblessVerbForVerb(t *testing.T) {
	const tail = " to/to/ADP/TO the/the/DET/DT editor/editor/NOUN/NN/Number=Sing of/of/ADP/IN the/the/DET/DT iRozhlas/irozhlas/NOUN/NNS/Number=Plur server/server/NOUN/NN/Number=Sing Dominika/Dominika/PROPN/NNP Kubištová/Kubištová/PROPN/NNP ././PUNCT/."
	hyp := "Lenka/Lenka/PROPN/NNP Kabrhelová/Kabrhelová/PROPN/NNP talks/talk/NOUN/NNS/Number=Plur" + tail
	runEnglish(t, []enCase{
		{"present third person singular",
			"Lenka/Lenka/PROPN/NNP Kabrhelová/Kabrhelová/PROPN/NNP speaks/speak/VERB/VBZ/Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin" + tail,
			hyp, [][2]string{{"speak", "talk"}},
			"Lenka Kabrhelová talks to the editor of the iRozhlas server Dominika Kubištová .", []string{"speaks→talks wordnet"}},
		{"past tense",
			"Lenka/Lenka/PROPN/NNP Kabrhelová/Kabrhelová/PROPN/NNP spoke/speak/VERB/VBD/Mood=Ind|Tense=Past|VerbForm=Fin" + tail,
			hyp, [][2]string{{"speak", "talk"}},
			"Lenka Kabrhelová spoke to the editor of the iRozhlas server Dominika Kubištová .", nil},
	})
}

// TestBareObjectOfLightVerb: a bare singular noun after a light verb and a
// preposition belongs to the fixed phrase (would be in touch) and does not
// replace a reference noun alone (WMT22 de-en 1090: contact initiation →
// *touch initiation); the same noun with a determiner does.
func TestBareObjectOfLightVerb(t *testing.T) {
	const ref = "contact/contact/NOUN/NN/Number=Sing initiation/initiation/NOUN/NN/Number=Sing on/on/ADP/IN the/the/DET/DT side/side/NOUN/NN/Number=Sing of/of/ADP/IN the/the/DET/DT company/company/NOUN/NN/Number=Sing ././PUNCT/."
	runEnglish(t, []enCase{
		{"be in touch",
			ref,
			"the/the/DET/DT company/company/NOUN/NN/Number=Sing would/would/AUX/MD/VerbForm=Fin be/be/AUX/VB/VerbForm=Inf in/in/ADP/IN touch/touch/NOUN/NN/Number=Sing to/to/PART/TO collect/collect/VERB/VB/VerbForm=Inf it/it/PRON/PRP ././PUNCT/.",
			[][2]string{{"contact", "touch"}},
			"contact initiation on the side of the company .", nil},
		{"the touch",
			ref,
			"the/the/DET/DT touch/touch/NOUN/NN/Number=Sing initiation/initiation/NOUN/NN/Number=Sing on/on/ADP/IN the/the/DET/DT side/side/NOUN/NN/Number=Sing of/of/ADP/IN the/the/DET/DT company/company/NOUN/NN/Number=Sing ././PUNCT/.",
			[][2]string{{"contact", "touch"}},
			"touch initiation on the side of the company .", []string{"contact→touch wordnet"}},
	})
}
