package main

import "fmt"

func Zero[T any]() T {
	var z T
	return z
}

func FirstOr[T any](xs []T, def T) T {
	if len(xs) == 0 {
		return def
	}
	return xs[0]
}

func Describe[T any](v T) string { return fmt.Sprintf("%T:%v", v, v) }

type Opt[T any] struct {
	v     T
	valid bool
}

func Some[T any](v T) Opt[T] { return Opt[T]{v, true} }
func (o Opt[T]) OrElse(d T) T {
	if o.valid {
		return o.v
	}
	return d
}

func main() {
	fmt.Printf("%q %v %v %v\n", Zero[string](), Zero[int](), Zero[*int]() == nil, Zero[[]int]() == nil)
	fmt.Println(FirstOr([]string{}, "default"), FirstOr([]int{7}, 0))
	fmt.Println(Describe(3), Describe("x"), Describe([]bool{true}))
	fmt.Println(Some(5).OrElse(1), Opt[string]{}.OrElse("none"))
}

// Output:
// "" 0 true true
// default 7
// int:3 string:x []bool:[true]
// 5 none
