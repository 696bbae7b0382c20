package data

import (
	"os"
	"testing"
)

// systemHunspell reads the system dictionary of a locale (ReadDic, no
// cache), skipping when it is not installed.
func systemHunspell(tb testing.TB, locale string) *Hunspell {
	tb.Helper()
	aff, dic := HunspellPaths("/usr/share/hunspell", locale)
	af, err := os.Open(aff)
	if err != nil {
		tb.Skipf("%s not installed: %v", locale, err)
	}
	defer af.Close()
	h, err := ReadHunspellAff(af, aff)
	if err != nil {
		tb.Fatal(err)
	}
	df, err := os.Open(dic)
	if err != nil {
		tb.Skipf("%s not installed: %v", locale, err)
	}
	defer df.Close()
	if err := h.ReadDic(df, dic); err != nil {
		tb.Fatal(err)
	}
	return h
}

// The parts of a first use of a hunspell dictionary: reading the .dic
// file and encoding its words for the cache.
func BenchmarkHunspellFirstUse(b *testing.B) {
	for _, locale := range []string{"cs_CZ", "pl_PL"} {
		b.Run(locale+"/ReadDic", func(b *testing.B) {
			for b.Loop() {
				systemHunspell(b, locale)
			}
		})
		h := systemHunspell(b, locale)
		b.Run(locale+"/encodeWordTable", func(b *testing.B) {
			for b.Loop() {
				encodeWordTable(h.Words)
			}
		})
	}
}
