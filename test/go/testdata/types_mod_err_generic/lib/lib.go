package lib

import "iter"

type Box[T comparable] struct {
	val T
}

func NewBox[T comparable](v T) Box[T] { return Box[T]{val: v} }

func (b Box[T]) Get() T { return b.val }

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n && yield(i); i++ {
		}
	}
}
