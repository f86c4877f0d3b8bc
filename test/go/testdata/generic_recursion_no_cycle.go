package main

import "fmt"

type List[T any] struct {
	head T
	tail *List[T]
}

func (l *List[T]) Len() int {
	if l == nil {
		return 0
	}
	return 1 + l.tail.Len()
}

func count[T any](n int, x T) int {
	if n == 0 {
		return 0
	}
	return 1 + count[T](n-1, x)
}

func pair[K comparable, V any](k K, v V) map[K]V { return map[K]V{k: v} }

func swap[A, B comparable](n int, a A, b B) int {
	if n == 0 {
		return 0
	}
	return 1 + swap[B, A](n-1, b, a)
}

func main() {
	l := &List[int]{1, &List[int]{2, nil}}
	fmt.Println(l.Len(), count(3, "x"), pair("a", 1), swap(4, 1, "b"))
}

// Output:
// 2 3 map[a:1] 4
