package main

import "fmt"

type Node struct {
	Next Node
	Val  int
}

type A struct{ B }
type B struct{ *A; C }
type C [2]D
type D struct{ c C }

var x = y + 1
var y = f()

func f() int { return x }

type T[P any] struct{ f T[P] }

func main() {
	fmt.Println(x, y)
}

// Error:
// # command-line-arguments
// ./err_init_cycle_and_recursive_types.go:5:6: invalid recursive type: Node refers to itself
// ./err_init_cycle_and_recursive_types.go:12:6: invalid recursive type C
// 	./err_init_cycle_and_recursive_types.go:12:6: C refers to
// 	./err_init_cycle_and_recursive_types.go:13:6: D refers to
// 	./err_init_cycle_and_recursive_types.go:12:6: C
// ./err_init_cycle_and_recursive_types.go:15:5: initialization cycle for x
// 	./err_init_cycle_and_recursive_types.go:15:5: x refers to
// 	./err_init_cycle_and_recursive_types.go:16:5: y refers to
// 	./err_init_cycle_and_recursive_types.go:18:6: f refers to
// 	./err_init_cycle_and_recursive_types.go:15:5: x
// ./err_init_cycle_and_recursive_types.go:20:25: invalid recursive type: T refers to itself
