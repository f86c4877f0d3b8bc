package main

import "fmt"

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) PushFront(v T) {
	l.head = &node[T]{val: v, next: l.head}
	l.size++
}

func (l *List[T]) Each(f func(int, T)) {
	i := 0
	for n := l.head; n != nil; n = n.next {
		f(i, n.val)
		i++
	}
}

func ToSlice[T any](l *List[T]) []T {
	out := make([]T, 0, l.size)
	l.Each(func(_ int, v T) { out = append(out, v) })
	return out
}

func main() {
	var l List[string]
	for _, s := range []string{"c", "b", "a"} {
		l.PushFront(s)
	}
	l.Each(func(i int, s string) { fmt.Println(i, s) })
	fmt.Println(ToSlice(&l), l.size)
	nums := &List[float64]{}
	nums.PushFront(1.5)
	fmt.Println(ToSlice(nums))
}

// Output:
// 0 a
// 1 b
// 2 c
// [a b c] 3
// [1.5]
