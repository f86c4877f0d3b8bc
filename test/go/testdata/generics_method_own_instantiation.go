// A generic type written with its own type parameters inside its methods (make(Set[T], n),
// Set[T](m), Set[T]{}), as k8s.io/apimachinery/pkg/util/sets does: an instantiation, not the bare
// generic type.
package main

import "fmt"

type Empty struct{}

type Set[T comparable] map[T]Empty

func (s Set[T]) Clone() Set[T] {
	result := make(Set[T], len(s))
	for key := range s {
		result[key] = Empty{}
	}
	return result
}

func (s Set[T]) Conv() Set[T] { return Set[T](map[T]Empty(s)) }

func (s Set[T]) Empty() Set[T] { return Set[T]{} }

type Pair[K comparable, V any] struct {
	K K
	V V
}

func (p Pair[K, V]) Slice() []Pair[K, V] { return append(make([]Pair[K, V], 0, 1), Pair[K, V](p)) }

func main() {
	s := Set[int]{1: {}, 2: {}}
	fmt.Println(len(s.Clone()), len(s.Conv()), len(s.Empty()))
	fmt.Println(Pair[string, int]{"a", 1}.Slice())
}

// Output:
// 2 2 0
// [{a 1}]
