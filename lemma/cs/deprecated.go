package cs

// LightStem is the former name of Stem.
//
// Deprecated: use Stem.
func LightStem(word string) string { return Stem(word) }
