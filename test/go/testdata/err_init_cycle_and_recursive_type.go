package main

import "fmt"

type Node struct {
	val  int
	next Node
}

type A struct{ b B }
type B struct{ a A }

var x = y + 1
var y = f()

func f() int { return x }

func main() {
	fmt.Println(Node{}, A{}, x)
}

// Error:
// # command-line-arguments
// ./err_init_cycle_and_recursive_type.go:5:6: invalid recursive type: Node refers to itself
// ./err_init_cycle_and_recursive_type.go:10:6: invalid recursive type A
// 	./err_init_cycle_and_recursive_type.go:10:6: A refers to
// 	./err_init_cycle_and_recursive_type.go:11:6: B refers to
// 	./err_init_cycle_and_recursive_type.go:10:6: A
// ./err_init_cycle_and_recursive_type.go:13:5: initialization cycle for x
// 	./err_init_cycle_and_recursive_type.go:13:5: x refers to
// 	./err_init_cycle_and_recursive_type.go:14:5: y refers to
// 	./err_init_cycle_and_recursive_type.go:16:6: f refers to
// 	./err_init_cycle_and_recursive_type.go:13:5: x
