// A generic function used as a value without type arguments (Go 1.21): its type arguments come from
// the function type it is assigned, passed or returned to, and a generic function passed to a generic
// call is inferred together with the callee (slices.SortFunc(s, cmp.Compare)).
package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

func Map[T, U any](s []T, f func(T) U) []U {
	r := make([]U, 0, len(s))
	for _, v := range s {
		r = append(r, f(v))
	}
	return r
}

func Ident[T any](v T) T { return v }

func apply(f func([]int)) {
	s := []int{1, 2, 3}
	f(s)
	fmt.Println(s)
}

type Op func(int) int

func get() func(int) int { return Ident }

func named() (f func(string) string) {
	f = Ident
	return
}

func Compose[A, B, C any](f func(A) B, g func(B) C) func(A) C {
	return func(a A) C { return g(f(a)) }
}

func main() {
	apply(slices.Reverse)
	var h func([]string) = slices.Reverse
	s := []string{"a", "b"}
	h(s)
	fmt.Println(s)
	var o Op = Ident
	fmt.Println(o(4), get()(5), named()("n"))
	fmt.Println(Map([]int{1, 2}, strconv.Itoa))
	fmt.Println(Map([]int{1, 2}, Ident))
	nums := []int{3, 1, 2}
	slices.SortFunc(nums, cmp.Compare)
	fmt.Println(nums)
	fmt.Println(slices.MaxFunc([]string{"aa", "b"}, cmp.Compare))
	up := Compose(strings.ToUpper, Ident)
	fmt.Println(up("x"))
	var f func(float64) float64
	f = Ident
	fmt.Println(f(1.5))
	fmt.Printf("%T\n", f)
	fmt.Println(Map(Map([]int{7}, strconv.Itoa), strings.ToUpper))
	m := Map([]string{"b", "a"}, func(s string) []string { return []string{s} })
	fmt.Println(Map(m, slices.Clone))
	// The same generic function twice in one call: each use is inferred on its own.
	fmt.Println(Compose(Ident[int], Ident)(8), Compose(strconv.Itoa, Ident)(9))
}

// Output:
// [3 2 1]
// [b a]
// 4 5 n
// [1 2]
// [1 2]
// [1 2 3]
// b
// X
// 1.5
// func(float64) float64
// [7]
// [[b] [a]]
// 8 9
