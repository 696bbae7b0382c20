package mpeda

import "slices"

// The definitions below let another engine that computes MPEDA's counts
// (the Apache Beam pipeline of the nested module beam/, issue 17) use the
// same thresholds and chunk sets as Extract; with the formulas of
// formula.go, Options.WithDefaults and IsTerm they are all it needs.

// MaxChunkLen is the longest chunk context (Options.ChunkLen) that
// ChunkKeys encodes: a key holds the length and the slot position in one
// byte each.
const MaxChunkLen = 250

// TooFrequent reports whether a word seen n times among tokens is too
// frequent to be a term (a function word): n > maxRelFreq·tokens, unless
// maxRelFreq ≤ 0, which turns the test off.
func TooFrequent(n, tokens int64, maxRelFreq float64) bool {
	return maxRelFreq > 0 && float64(n) > maxRelFreq*float64(tokens)
}

// KeepEdge reports whether a co-occurring pair (with at least MinCooc
// co-occurrences) with correlation r becomes an edge of the term network:
// r ≥ minR and r > 0.
func KeepEdge(r, minR float64) bool { return !(r < minR) && r > 0 }

// KeepPair reports whether a candidate pair with chunk score pos goes
// into the table: pos ≥ minPos and pos > 0.
func KeepPair(pos, minPos float64) bool { return !(pos < minPos) && pos > 0 }

// Sentence boundary tokens around a line's tokens, for chunk contexts.
const (
	SentenceStart = "<s>"
	SentenceEnd   = "</s>"
)

// Pad appends SentenceStart, the tokens and SentenceEnd to dst[:0].
func Pad(dst, tokens []string) []string {
	return append(append(append(dst[:0], SentenceStart), tokens...), SentenceEnd)
}

// ChunkKeys calls fn with the key of every chunk of the token at position
// i of padded (a line as Pad returns it): for every length n ≤ L, every
// window of n+1 tokens covering i, with the token's slot left open. A key
// is n (1 byte), the slot's position in the window (1 byte), the other
// words each followed by 0x01, then 0x00; keys of different chunks
// differ. Windows with a word holding byte 0x00 or 0x01 are skipped. The
// key is built in buf, which is returned for reuse; fn may append to the
// key but must not keep it.
func ChunkKeys(padded []string, i, L int, buf []byte, fn func(key []byte) error) ([]byte, error) {
	for n := 1; n <= L; n++ {
	windows:
		for s := max(0, i-n); s <= i && s+n < len(padded); s++ {
			k := append(buf[:0], byte(n), byte(i-s))
			for j := s; j <= s+n; j++ {
				if j == i {
					continue
				}
				w := padded[j]
				for b := 0; b < len(w); b++ {
					if w[b] == wordSep || w[b] == termSep {
						continue windows
					}
				}
				k = append(append(k, w...), wordSep)
			}
			k = slices.Grow(append(k, termSep), 8) // room for fn to append an id
			buf = k
			if err := fn(k); err != nil {
				return buf, err
			}
		}
	}
	return buf, nil
}
