package ds

import (
	"cmp"
	"fmt"
	"iter"
	"slices"
)

// Stack is a generic LIFO.
type Stack[T any] struct {
	items []T
}

func New[T any](xs ...T) *Stack[T] {
	return &Stack[T]{items: slices.Clone(xs)}
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func (s *Stack[T]) All() iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i := len(s.items) - 1; i >= 0; i-- {
			if !yield(len(s.items)-1-i, s.items[i]) {
				return
			}
		}
	}
}

func (s Stack[T]) String() string { return fmt.Sprint(s.items) }

type Pair[K cmp.Ordered, V any] struct {
	Key K
	Val V
}

func SortedPairs[K cmp.Ordered, V any](m map[K]V) []Pair[K, V] {
	out := make([]Pair[K, V], 0, len(m))
	for k, v := range m {
		out = append(out, Pair[K, V]{k, v})
	}
	slices.SortFunc(out, func(a, b Pair[K, V]) int { return cmp.Compare(a.Key, b.Key) })
	return out
}

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

func Sum[S ~[]E, E Number](s S) E {
	var t E
	for _, v := range s {
		t += v
	}
	return t
}
