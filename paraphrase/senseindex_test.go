package paraphrase

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
)

// TestSenseIndexShared compares Shared with a count over the maps
// themselves, on random dictionaries where a source word and a pair may
// recur across maps, for every pair of target words (a word with itself
// and words no dictionary has included).
func TestSenseIndexShared(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var ms []TranslationMap
	for k := 0; k < 3; k++ {
		m := TranslationMap{}
		for s := 0; s < 60; s++ {
			src := fmt.Sprintf("s%d", rng.Intn(80))
			if m[src] == nil {
				m[src] = map[string]bool{}
			}
			for n := rng.Intn(5); n > 0; n-- {
				m[src][fmt.Sprintf("t%d", rng.Intn(40))] = true
			}
		}
		ms = append(ms, m)
	}
	ix := NewSenseIndex(ms...)
	want := func(a, b string) int {
		srcs := map[string]bool{}
		for _, m := range ms {
			for s, ts := range m {
				if ts[a] {
					srcs[s] = true
				}
			}
		}
		n := 0
		for s := range srcs {
			for _, m := range ms {
				if m[s][b] {
					n++
					break
				}
			}
		}
		return n
	}
	raw, err := ix.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	decoded, err := UnmarshalSenseIndex(raw)
	if err != nil {
		t.Fatal(err)
	}
	for a := 0; a < 42; a++ {
		for b := 0; b < 42; b++ {
			ta, tb := fmt.Sprintf("t%d", a), fmt.Sprintf("t%d", b)
			w := want(ta, tb)
			if got := ix.Shared(ta, tb); got != w {
				t.Fatalf("Shared(%s, %s) = %d, want %d", ta, tb, got, w)
			}
			if got := decoded.Shared(ta, tb); got != w {
				t.Fatalf("decoded: Shared(%s, %s) = %d, want %d", ta, tb, got, w)
			}
		}
	}
}

// TestSenseIndexDamaged: bytes MarshalBinary did not write are an error
// or an index, never a panic; truncated ones always an error.
func TestSenseIndexDamaged(t *testing.T) {
	raw, err := NewSenseIndex(TranslationMap{"s1": {"a": true, "b": true}, "s2": {"b": true, "c": true}, "s3": {"b": true}}).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	for n := range raw {
		if _, err := UnmarshalSenseIndex(raw[:n]); err == nil {
			t.Errorf("truncated at %d: no error", n)
		}
	}
	if _, err := UnmarshalSenseIndex(append(raw, 0)); err == nil {
		t.Error("trailing byte: no error")
	}
	for i := range raw {
		for _, x := range []byte{0x01, 0x55, 0x80, 0xff} {
			c := append([]byte(nil), raw...)
			c[i] ^= x
			if ix, err := UnmarshalSenseIndex(c); err == nil {
				_ = ix.Shared("a", "b") + ix.Shared("b", "c") + ix.Shared("b", "b")
			}
		}
	}
	// Two words out of order, and a list not increasing.
	for _, bad := range [][]byte{
		[]byte(senseMagic + "\x02\x01b\x01\x00\x01a\x01\x00"),
		[]byte(senseMagic + "\x01\x01a\x02\x03\x00"),
	} {
		if _, err := UnmarshalSenseIndex(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestSenseIndexCached: a cold call builds and stores the index, a warm
// one reads it, with the same counts; other extra maps are another entry.
func TestSenseIndexCached(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(data.CacheEnv, filepath.Join(dir, "cache"))
	idx, dict := filepath.Join(dir, "d.index"), filepath.Join(dir, "d.dict")
	for _, p := range []string{idx, dict} {
		if err := os.WriteFile(p, []byte(p), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	d := NewDictionary()
	d.AddPair("connection", "spojení")
	d.AddPair("connection", "souvislost")
	d.AddPair("link", "spojení")
	d.AddPair("link", "souvislost")
	d.AddPair("toast", "přípitek")
	learned := TranslationMap{"relation": {"spojení": true, "souvislost": true}}
	check := func(run string, extra []TranslationMap, want int) {
		t.Helper()
		ix, err := SenseIndexCached(d, idx, dict, extra...)
		if err != nil {
			t.Fatal(err)
		}
		if got := ix.Shared("spojení", "souvislost"); got != want {
			t.Errorf("%s: Shared = %d, want %d", run, got, want)
		}
		if got := ix.Shared("spojení", "přípitek"); got != 0 {
			t.Errorf("%s: Shared(spojení, přípitek) = %d", run, got)
		}
	}
	check("cold", nil, 2)
	check("warm", nil, 2)
	check("learned, cold", []TranslationMap{learned}, 3)
	check("learned, warm", []TranslationMap{learned}, 3)
	files, _ := filepath.Glob(filepath.Join(dir, "cache", "senses-*.bin"))
	if len(files) != 2 {
		t.Errorf("%d cache entries, want 2", len(files))
	}
}
