package main

import (
	"fmt"
	"strings"
)

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func Convert[To, From any](xs []From, f func(From) To) []To { return Map(xs, f) }

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func Ptr[T any](v T) *T { return &v }

type Opt[T any] struct {
	v  T
	ok bool
}

func Some[T any](v T) Opt[T] { return Opt[T]{v, true} }
func None[T any]() Opt[T]    { return Opt[T]{} }

func (o Opt[T]) OrElse(d T) T {
	if o.ok {
		return o.v
	}
	return d
}

func (o Opt[T]) String() string {
	if !o.ok {
		return "None"
	}
	return fmt.Sprintf("Some(%v)", o.v)
}

func main() {
	lens := Map([]string{"a", "bb", "ccc"}, func(s string) int { return len(s) })
	fmt.Println(lens)
	up := Map[string, string]([]string{"x"}, strings.ToUpper)
	fmt.Println(up)
	fs := Convert[float64]([]int{1, 2}, func(i int) float64 { return float64(i) / 2 })
	fmt.Println(fs)
	total := Reduce(lens, 0.5, func(a float64, x int) float64 { return a + float64(x) })
	fmt.Println(total)
	joined := Reduce([]string{"a", "b"}, "", func(a, s string) string { return a + s })
	fmt.Println(joined)
	p := Ptr(42)
	*p++
	fmt.Println(*p, *Ptr("s"))
	fmt.Println(Some(3), None[string](), None[int]().OrElse(9), Some("x").OrElse("y"))
	f := Map[int, bool]
	fmt.Printf("%T\n", f)
	fmt.Println(f([]int{0, 1}, func(i int) bool { return i > 0 }))
	var o fmt.Stringer = Some([]int{1})
	fmt.Println(o)
}

// Output:
// [1 2 3]
// [X]
// [0.5 1]
// 6.5
// ab
// 43 s
// Some(3) None 9 x
// func([]int, func(int) bool) []bool
// [false true]
// Some([1])
