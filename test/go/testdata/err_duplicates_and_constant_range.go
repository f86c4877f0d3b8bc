package main

import "fmt"

type I interface {
	M()
	M()
}

type T struct {
	a int
	a string
}

func (T) a() {}

func f(x int, x string) {}

func g() (x int, x int) { return }

const c = len([]int{1})

var arr [c]int

func main() {
	var v = 1e400
	var i8 int8 = -129
	u := ^uint8(0) + 1
	const big = 1 << 100
	fmt.Println(big)
	fmt.Println(v, i8, u, arr)
	var m map[[]int]bool
	_ = m
	type K struct{ f []int }
	var mk map[K]int
	_ = mk
}

// Error:
// # command-line-arguments
// ./err_duplicates_and_constant_range.go:7:2: duplicate method M
// 	./err_duplicates_and_constant_range.go:6:2: other declaration of method M
// ./err_duplicates_and_constant_range.go:12:2: a redeclared
// 	./err_duplicates_and_constant_range.go:11:2: other declaration of a
// ./err_duplicates_and_constant_range.go:15:10: field and method with the same name a
// 	./err_duplicates_and_constant_range.go:11:2: other declaration of a
// ./err_duplicates_and_constant_range.go:17:15: x redeclared in this block
// 	./err_duplicates_and_constant_range.go:17:8: other declaration of x
// ./err_duplicates_and_constant_range.go:19:18: x redeclared in this block
// 	./err_duplicates_and_constant_range.go:19:11: other declaration of x
// ./err_duplicates_and_constant_range.go:19:27: result parameter x not in scope at return
// 	./err_duplicates_and_constant_range.go:19:11: inner declaration of var x int
// ./err_duplicates_and_constant_range.go:21:11: len([]int{…}) (value of type int) is not constant
// ./err_duplicates_and_constant_range.go:26:10: cannot use 1e400 (untyped float constant 1e+400) as float64 value in variable declaration (overflows)
// ./err_duplicates_and_constant_range.go:27:16: cannot use -129 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_duplicates_and_constant_range.go:28:7: ^uint8(0) + 1 (constant 256 of type uint8) overflows uint8
// ./err_duplicates_and_constant_range.go:28:7: too many errors
