package data

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// HashLen is the number of hex digits of a resource hash in signatures.
const HashLen = 8

// HashFiles is a short content hash of files (their bytes in order), for
// signatures: two resources that differ by a byte get different hashes.
func HashFiles(paths ...string) (string, error) {
	sum, _, err := contentSum(paths)
	if err != nil {
		return "", fmt.Errorf("data: hash: %w", err)
	}
	return sum[:HashLen], nil
}

// HashBytes is HashFiles for data in memory.
func HashBytes(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])[:HashLen]
}

// EnglishWordNetHash is the short content hash of the embedded WordNet.
func EnglishWordNetHash() string { return EnglishWordNetSum()[:HashLen] }

// ShortSum is HashFiles(paths...) given the full hex content sum that
// CachedSum returned for the same paths: its first HashLen digits, or,
// when the cache is off (sum is empty), the files hashed here. A caller
// that read files through the cache names them in its signature without
// reading them a second time.
func ShortSum(sum string, paths ...string) (string, error) {
	if len(sum) >= HashLen {
		return sum[:HashLen], nil
	}
	return HashFiles(paths...)
}
