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
