// Generic code: range and index over type parameters by core type; index and slice of a
// type parameter without a core type (~[]byte | ~string) by its type argument.
package main

import (
	"fmt"
	"strings"
)

type Bytes interface{ ~[]byte | ~string }

func At[T Bytes](s T, i int) byte { return s[i] }

func Set[S ~[]E, E any](s S, i int, v E) S {
	s[i] = v
	s = append(s, v)
	return s[1:]
}

func Has[M ~map[K]V, K comparable, V any](m M, k K) bool {
	_, ok := m[k]
	m[k] = *new(V)
	return ok
}

func Ptr[S ~[]E, E any](s S) *E { return &s[0] }

type Arr [3]int

func Sum3[A ~[3]int](a A) int {
	t := 0
	for _, v := range a {
		t += v
	}
	for i := range a {
		t += a[i]
	}
	return t + len(a)
}

func PSum[P ~*[3]int](p P) int {
	t := 0
	for i, v := range p {
		t += i * v
	}
	return t + p[1]
}

type Named string

func Up[S ~string](s S) S { return S(strings.ToUpper(string(s))) + s[:1] }

func RangeStr[S ~string](s S) []rune {
	var rs []rune
	for _, r := range s {
		rs = append(rs, r)
	}
	return rs
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Each(f func(int, T)) {
	for i, v := range s.items {
		f(i, v)
	}
}

func Seq[T any](xs ...T) func(func(int, T) bool) {
	return func(yield func(int, T) bool) {
		for i, x := range xs {
			if !yield(i, x) {
				return
			}
		}
	}
}

func Collect[K comparable, V any, M ~map[K]V](m M, keys []K) []V {
	var out []V
	for _, k := range keys {
		if v, ok := m[k]; ok {
			out = append(out, v)
		}
	}
	return out
}

func main() {
	fmt.Println(At("abc", 1), At([]byte("xyz"), 2), At(Named("q"), 0))
	fmt.Println(Set([]int{1, 2, 3}, 0, 9))
	m := map[string]int{"a": 1}
	fmt.Println(Has(m, "a"), Has(m, "b"), len(m))
	p := Ptr([]string{"z"})
	*p = "w"
	fmt.Println(*p)
	fmt.Println(Sum3(Arr{1, 2, 3}), PSum(&[3]int{4, 5, 6}))
	fmt.Println(Up(Named("go")), RangeStr(Named("héy")))
	var s Stack[string]
	s.Push("a")
	s.Push("b")
	s.Each(func(i int, v string) { fmt.Print(i, v, " ") })
	fmt.Println()
	for i, v := range Seq("x", "y", "z") {
		if i == 2 {
			break
		}
		fmt.Print(i, v)
	}
	fmt.Println()
	fmt.Println(Collect(map[string]int{"a": 1, "b": 2}, []string{"b", "c", "a"}))
}

// Output:
// 98 122 113
// [2 3 9]
// true false 2
// w
// 15 22
// GOg [104 233 121]
// 0a 1b 
// 0x1y
// [2 1]
