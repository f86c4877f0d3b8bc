// Package unique: canonical handles for comparable values (go1.23 unique/handle.go's API). Make
// keeps one copy of each distinct value: two handles are equal exactly when the values they were
// made from are equal, and comparing handles compares pointers. The handles here are never
// reclaimed (gc's are, once unreachable, which a program cannot observe through the API).
package unique

import "sync"

// Handle is a globally unique identity for some value of type T.
//
// Two handles compare equal exactly if the two values used to create the handles would have also
// compared equal.
type Handle[T comparable] struct {
	value *T
}

// Value returns a shallow copy of the value that produced the Handle.
func (h Handle[T]) Value() T {
	return *h.value
}

var (
	mu sync.Mutex
	// Keyed by the value as an interface, so values of different types never share an entry.
	canonical = map[any]any{}
)

// Make returns a globally unique handle for a value of type T. Handles are equal if and only if
// the values used to produce them are equal.
func Make[T comparable](value T) Handle[T] {
	mu.Lock()
	defer mu.Unlock()
	if p, ok := canonical[value]; ok {
		return Handle[T]{p.(*T)}
	}
	p := new(T)
	*p = value
	canonical[value] = p
	return Handle[T]{p}
}
