package main

import (
	"fmt"
	"reflect"
)

// Types declared inside generic functions: one per instantiation, named after the type arguments.

func collect[A any]() []any {
	type U int
	type T[B any] struct{ a A }
	type S struct{ x A }
	type K []A
	return []any{U(0), T[int]{}, S{}, K(nil), T[A]{}}
}

func pair[A, C any](a A, c C) any {
	type P struct {
		First  A
		Second C
	}
	return P{a, c}
}

type Box[T any] struct{ v T }

func (b Box[T]) Wrap() any {
	type wrapped struct{ inner T }
	return wrapped{b.v}
}

func main() {
	for _, v := range collect[string]() {
		fmt.Printf("%T ", v)
	}
	fmt.Println()
	type U int
	for _, v := range collect[U]() {
		fmt.Printf("%T %v|", v, v)
	}
	fmt.Println()
	fmt.Println(collect[int]()[2] == collect[string]()[2], collect[int]()[0] == collect[string]()[0])
	fmt.Println(collect[int]()[2] == collect[int]()[2])
	p := pair(1, []string{"x"})
	fmt.Printf("%T %+v\n", p, p)
	fmt.Println(reflect.TypeOf(p), reflect.TypeOf(pair("a", 2.5)))
	fmt.Printf("%T %v\n", Box[int]{7}.Wrap(), Box[int]{7}.Wrap())
	fmt.Println(reflect.TypeOf(Box[U]{}.Wrap()) == reflect.TypeOf(Box[int]{}.Wrap()))
	var m = map[any]int{}
	m[collect[int]()[1]]++
	m[collect[int]()[1]]++
	m[collect[U]()[1]]++
	fmt.Println(len(m))
}

// Output:
// main.U[string] main.T[string;int] main.S[string] main.K[string] main.T[string;string] 
// main.U[main.U·7] 0|main.T[main.U·7;int] {0}|main.S[main.U·7] {0}|main.K[main.U·7] []|main.T[main.U·7;main.U·7] {0}|
// false false
// true
// main.P[int,[]string] {First:1 Second:[x]}
// main.P[int,[]string] main.P[string,float64]
// main.wrapped[int] {7}
// false
// 2
