package main

import "fmt"

var a = b + 1

var b = c * 2

var c = f()

func f() int { return a }

type T struct {
	next T
}

type List []List

type Fn func(Fn) Fn

const x = y

const y = x

func main() {
	fmt.Println(a, T{}, List{}, Fn(nil))
}

// Error:
// # command-line-arguments
// ./err_init_cycle_and_typecheck_loop.go:5:5: initialization cycle for a
// 	./err_init_cycle_and_typecheck_loop.go:5:5: a refers to
// 	./err_init_cycle_and_typecheck_loop.go:7:5: b refers to
// 	./err_init_cycle_and_typecheck_loop.go:9:5: c refers to
// 	./err_init_cycle_and_typecheck_loop.go:11:6: f refers to
// 	./err_init_cycle_and_typecheck_loop.go:5:5: a
// ./err_init_cycle_and_typecheck_loop.go:13:6: invalid recursive type: T refers to itself
// ./err_init_cycle_and_typecheck_loop.go:21:7: initialization cycle for x
// 	./err_init_cycle_and_typecheck_loop.go:21:7: x refers to
// 	./err_init_cycle_and_typecheck_loop.go:23:7: y refers to
// 	./err_init_cycle_and_typecheck_loop.go:21:7: x
