package data

import (
	"encoding/binary"
	"os"
	"sort"
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

// encodeWords writes what it wrote before, for a small list (homonyms,
// shared and empty flag sets) and the Czech and Polish dictionaries.
func TestEncodeWordsAsBefore(t *testing.T) {
	small := map[string][]string{"b": {"AB", ""}, "a": {"AB"}, "c": {"", "X", "AB"}, "ä": {"X"}, "": {"Y"},
		"ab": {"Z"}, "ab\x00": {"Z"}, "ab\x00c": {"X"}, "abcdefgh": {"Y"}, "abcdefghi": {"Y"}, "abcdefgg\xff": {"Y"}, "abcdefgh\x00": {"A"}}
	for range 3 { // map orders
		if string(encodeWords(small)) != string(encodeWordsRef(small)) {
			t.Fatal("small list: not the same bytes")
		}
	}
	if string(encodeWords(small)) != string(encodeWordsRef(small)) {
		t.Fatal("small list: not the same bytes")
	}
	for _, locale := range []string{"cs_CZ", "pl_PL"} {
		t.Run(locale, func(t *testing.T) {
			h := systemHunspell(t, locale)
			if string(encodeWords(h.Words)) != string(encodeWordsRef(h.Words)) {
				t.Fatal("not the same bytes")
			}
		})
	}
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
		b.Run(locale+"/encodeWords", func(b *testing.B) {
			for b.Loop() {
				encodeWords(h.Words)
			}
		})
		b.Run(locale+"/encodeWordsRef", func(b *testing.B) {
			for b.Loop() {
				encodeWordsRef(h.Words)
			}
		})
	}
}

// encodeWordsRef is encodeWords as it was before it sorted the words
// with their flag sets (a sort of the keys, then map lookups): the cache
// format both must write, byte for byte.
func encodeWordsRef(words map[string][]string) []byte {
	keys := make([]string, 0, len(words))
	for w := range words {
		keys = append(keys, w)
	}
	sort.Strings(keys)
	sets := map[string]int{}
	var setList []string
	for _, w := range keys { // numbered in word order, not map order: the same bytes every run
		for _, f := range words[w] {
			if _, ok := sets[f]; !ok {
				sets[f] = len(setList)
				setList = append(setList, f)
			}
		}
	}
	var b []byte
	b = binary.AppendUvarint(b, uint64(len(setList)))
	for _, s := range setList {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = binary.AppendUvarint(b, uint64(len(keys)))
	for _, w := range keys {
		b = binary.AppendUvarint(b, uint64(len(w)))
		b = append(b, w...)
		b = binary.AppendUvarint(b, uint64(len(words[w])))
		for _, f := range words[w] {
			b = binary.AppendUvarint(b, uint64(sets[f]))
		}
	}
	return b
}
