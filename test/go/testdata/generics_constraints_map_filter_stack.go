package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	var out S
	for _, e := range s {
		if keep(e) {
			out = append(out, e)
		}
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Celsius float64

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

type Stack[T any] struct{ items []T }

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

func MaxBy[T any, K cmp.Ordered](xs []T, key func(T) K) (best T) {
	for i, x := range xs {
		if i == 0 || key(x) > key(best) {
			best = x
		}
	}
	return
}

type IntList []int

func main() {
	fmt.Println(Sum(1, 2, 3))
	fmt.Println(Sum(1.5, 2.25))
	fmt.Println(Sum[Celsius](10, 20.5))
	fmt.Printf("%T\n", Sum[Celsius])
	words := []string{"go", "rust", "zig", "haskell"}
	fmt.Println(Map(words, strings.ToUpper))
	fmt.Println(Map(words, func(s string) int { return len(s) }))
	il := IntList{1, 2, 3, 4, 5, 6}
	evens := Filter(il, func(n int) bool { return n%2 == 0 })
	fmt.Printf("%T %v\n", evens, evens)
	fmt.Println(Reduce(words, "", func(a string, s string) string { return a + s[:1] }))
	p := Pair[string, int]{"a", 1}
	fmt.Println(p)
	fmt.Printf("%v %+v %T\n", p, []Pair[string, int]{p}, p)
	var st Stack[string]
	st.Push("x")
	st.Push("y")
	for {
		v, ok := st.Pop()
		if !ok {
			break
		}
		fmt.Print(v, " ")
	}
	fmt.Println()
	fmt.Println(MaxBy(words, func(s string) int { return len(s) }))
	fmt.Println(slices.Max(il), slices.Min(il), min(3, 1, 2), max(2.5, 1))
	fmt.Printf("%#v\n", st)
}

// Output:
// 6
// 3.75
// 30.5
// func(...main.Celsius) main.Celsius
// [GO RUST ZIG HASKELL]
// [2 4 3 7]
// main.IntList [2 4 6]
// grzh
// a=1
// a=1 [a=1] main.Pair[string,int]
// y x 
// haskell
// 6 1 1 2.5
// main.Stack[string]{items:[]string{}}
