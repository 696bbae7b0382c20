// Package registry is the one name → value table behind the project's
// registries (lemma languages, fix rules, stemmers): written from init
// functions, read concurrently afterwards, panicking on a duplicate name
// (a programmer error), listing its names in sorted order for error
// messages and "parmesan list".
package registry

import (
	"sort"
	"sync"
)

// Registry maps names to values. Its methods are safe for concurrent use.
type Registry[T any] struct {
	kind string // the owning package, for the duplicate panic
	mu   sync.RWMutex
	m    map[string]T
}

// New returns an empty registry; kind prefixes its panic message
// ("lemma", "fix", "stem").
func New[T any](kind string) *Registry[T] {
	return &Registry[T]{kind: kind, m: map[string]T{}}
}

// Register adds name; it panics when name is already registered.
func (r *Registry[T]) Register(name string, v T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.m[name]; dup {
		panic(r.kind + ": Register called twice for " + name)
	}
	r.m[name] = v
}

// Lookup returns the value registered under name.
func (r *Registry[T]) Lookup(name string) (T, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	v, ok := r.m[name]
	return v, ok
}

// Names lists the registered names in sorted order.
func (r *Registry[T]) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]string, 0, len(r.m))
	for k := range r.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
