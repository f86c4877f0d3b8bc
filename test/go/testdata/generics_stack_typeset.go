package main

import (
	"errors"
	"fmt"
	"strings"
)

type Number interface {
	~int | ~int64 | ~float64
}

type Celsius float64
type Score int

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Stack[T any] struct {
	items []T
}

var ErrEmpty = errors.New("stack is empty")

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, ErrEmpty
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, nil
}

func (s Stack[T]) String() string {
	parts := make([]string, len(s.items))
	for i, it := range s.items {
		parts[i] = fmt.Sprint(it)
	}
	return "[" + strings.Join(parts, " | ") + "]"
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) Swap() Pair[string, K] {
	return Pair[string, K]{fmt.Sprint(p.Val), p.Key}
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Keys[M ~map[K]V, K comparable, V any](m M) int { return len(m) }

type Registry map[string]Score

func main() {
	fmt.Println(Sum(1, 2, 3))
	fmt.Println(Sum(Celsius(20.5), 1.25))
	fmt.Printf("%T %v\n", Sum[Score](7, 8), Sum[Score](7, 8))
	var st Stack[Pair[string, int]]
	st.Push(Pair[string, int]{"a", 1})
	st.Push(Pair[string, int]{"b", 2})
	fmt.Println(st)
	fmt.Printf("%v %+v\n", st, st.items[0].Swap())
	for {
		v, err := st.Pop()
		if err != nil {
			fmt.Println("err:", err, errors.Is(err, ErrEmpty))
			break
		}
		fmt.Printf("%#v\n", v)
	}
	lens := Map([]string{"go", "rust", "zig"}, func(s string) int { return len(s) })
	fmt.Println(lens, Sum(lens...))
	fmt.Println(Keys(Registry{"x": 1, "y": 2}))
	fmt.Printf("%T\n", Map[int, Celsius])
}

// Output:
// 6
// 21.75
// main.Score 15
// [{a 1} | {b 2}]
// [{a 1} | {b 2}] {Key:1 Val:a}
// main.Pair[string,int]{Key:"b", Val:2}
// main.Pair[string,int]{Key:"a", Val:1}
// err: stack is empty true
// [2 4 3] 9
// 2
// func([]int, func(int) main.Celsius) []main.Celsius
