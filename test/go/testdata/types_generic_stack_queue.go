package main

import (
	"errors"
	"fmt"
	"strings"
)

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, errors.New("empty stack")
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, nil
}

func (s Stack[T]) Len() int { return len(s.items) }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) All() []T {
	var out []T
	for n := l.head; n != nil; n = n.next {
		out = append(out, n.val)
	}
	return out
}

type Number interface {
	~int | ~int64 | ~float64
}

func SumMap[K comparable, V Number](m map[K]V) V {
	var s V
	for _, v := range m {
		s += v
	}
	return s
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Celsius float64

func main() {
	var s Stack[string]
	s.Push("a")
	s.Push("b")
	v, _ := s.Pop()
	fmt.Println(v, s.Len())
	s.Pop()
	_, err := s.Pop()
	fmt.Println(err)
	p := Pair[string, int]{"x", 1}
	fmt.Println(p, []Pair[int, bool]{{1, true}})
	fmt.Printf("%T %T\n", p, s)
	var l List[int]
	for i := range 4 {
		l.Push(i * i)
	}
	fmt.Println(l.All(), l.size)
	fmt.Println(SumMap(map[string]Celsius{"a": 1.5, "b": 2}))
	fmt.Println(Reduce([]string{"a", "b", "c"}, "", func(acc string, x string) string { return acc + strings.ToUpper(x) }))
	fmt.Println(Reduce([]int{1, 2, 3}, 0, func(a, b int) int { return a + b }))
	st := &Stack[Pair[string, int]]{}
	st.Push(Pair[string, int]{"k", 2})
	fmt.Println(st.items)
}

// Output:
// b 1
// empty stack
// x=1 [1=true]
// main.Pair[string,int] main.Stack[string]
// [9 4 1 0] 4
// 3.5
// ABC
// 6
// [k=2]
