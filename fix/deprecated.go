package fix

import "github.com/parmesan-mt/parmesan/lemma"

// With returns a copy of f with the given features set (a value "" deletes).
//
// Deprecated: use f.With (lemma.Feats.With).
func With(f lemma.Feats, kv ...string) lemma.Feats { return f.With(kv...) }
