package fix_test

import "github.com/parmesan-mt/parmesan/fix/en"

func fixVowel(w string) bool { return en.VowelSound(w) }
