package cs

import (
	"strings"
	"unicode"
)

// vocalic maps each vocalisable preposition to its pair (plain, vocalised).
var vocalic = map[string][2]string{
	"v": {"v", "ve"}, "ve": {"v", "ve"},
	"s": {"s", "se"}, "se": {"s", "se"},
	"z": {"z", "ze"}, "ze": {"z", "ze"},
	"k": {"k", "ke"}, "ke": {"k", "ke"},
}

// vocalisedBefore are, per preposition, the initial letters of the next
// word that require the vocalised form: the same or a similar consonant
// (ve vodě, ve Francii; se sestrou, se ženou; ze školy; ke kolegovi, ke
// gólu).
var vocalisedBefore = map[string]string{
	"v": "vfw",
	"s": "szšž",
	"z": "szšž",
	"k": "kg",
}

// alwaysVocalised are words before which every vocalisable preposition
// takes -e (ke mně, se mnou, ze všech, ve dvou).
var alwaysVocalised = map[string]bool{
	"mně": true, "mnou": true, "mě": true, "mne": true, "všech": true, "všem": true, "všemi": true,
	"všechno": true, "všechny": true, "vše": true, "všeho": true, "všemu": true, "dvou": true, "dvěma": true,
	"tři": true, "tří": true, "třech": true, "čtyř": true, "čtyřech": true, "dne": true, "dnu": true,
}

// vocalisedClusters are, for v and k, the initial consonant groups that
// require the vocalised form besides those of vocalisedBefore: a
// sibilant followed by a consonant (ve skříni, ve zprávě, ve spojení, ve
// škole, ke stolu, ke zlepšení, ke škodě), and for v a few groups fixed
// by usage (ve tmě, ve čtvrtek, ve dne, ve lži, ve mně).
var vocalisedClusters = map[string][]string{
	"v": {"tm", "čt", "dn", "lž", "mn", "dv"},
	"k": {"mn", "dn"},
}

// sibilantCluster reports a word beginning with s, z, š or ž followed by
// a consonant.
func sibilantCluster(r []rune) bool {
	return len(r) > 1 && strings.ContainsRune("szšž", r[0]) && unicode.IsLetter(r[1]) && !isVowel(r[1])
}

func isVowel(r rune) bool {
	return strings.ContainsRune("aeiouyáéíóúůýěAEIOUYÁÉÍÓÚŮÝĚ", r)
}

// Vocalise returns the form a vocalisable Czech preposition (v/ve, s/se,
// z/ze, k/ke) must take before next, and whether the rule is certain.
// Certain cases: the vocalised form before the same or a similar
// consonant, before a few fixed words (ve vodě, se ženou, ke kolegovi,
// se mnou), and, for v and k, before a sibilant followed by a consonant
// (ve spojení, ke zlepšení) and a few groups (ve tmě, ve čtvrtek); the plain form before a vowel, a digit or a single consonant
// followed by a vowel (k pozitivním), and, for s/z, before consonant
// clusters other than a few (s hrudkami, z Brna; but se psem). Other
// clusters after v and k are uncertain (ve škole but v Brně, v Praze) and
// ok is false. prep is returned with its own capitalisation.
func Vocalise(prep, next string) (form string, ok bool) {
	pair, known := vocalic[strings.ToLower(prep)]
	if !known || next == "" {
		return prep, false
	}
	want := ""
	low := strings.ToLower(next)
	r := []rune(low)
	switch {
	case alwaysVocalised[low]:
		want = pair[1]
	case strings.ContainsRune(vocalisedBefore[pair[0]], r[0]):
		want = pair[1]
	case (pair[0] == "v" || pair[0] == "k") && (sibilantCluster(r) || hasAnyPrefix(low, vocalisedClusters[pair[0]])):
		want = pair[1]
	case isVowel(r[0]) || unicode.IsDigit(r[0]):
		want = pair[0]
	case unicode.IsLetter(r[0]) && len(r) > 1 && isVowel(r[1]):
		want = pair[0]
	case unicode.IsLetter(r[0]) && len(r) > 2 && r[0] == 'c' && r[1] == 'h' && isVowel(r[2]):
		want = pair[0] // "ch" is one consonant (k chodbě)
	case (pair[0] == "s" || pair[0] == "z") && unicode.IsLetter(r[0]):
		// s/z keep the plain form before other clusters (s hrudkami, z
		// Brna, s pracovníky) except a few (se psem, se lvem, ze cti).
		want = pair[0]
		for _, c := range []string{"ps", "lv", "lž", "ct", "dn", "dv", "tř", "čt", "mn", "vš"} {
			if strings.HasPrefix(low, c) {
				want = pair[1]
			}
		}
	default:
		return prep, false
	}
	if prep != strings.ToLower(prep) {
		want = strings.ToUpper(want[:1]) + want[1:]
	}
	return want, true
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
