package main

import "fmt"

var a = b + 1
var b = f()

func f() int { return a }

type Node struct {
	Val  int
	Next Node
}

type A struct{ B }
type B struct{ A }

type T int

func (T) M()  {}
func (*T) M() {}

func (int) Bad() {}

type I interface {
	Run()
	Run()
}

func main() {
	fmt.Println(a, b)
}

// Error:
// # command-line-arguments
// ./err_init_cycle_recursive_types.go:5:5: initialization cycle for a
// 	./err_init_cycle_recursive_types.go:5:5: a refers to
// 	./err_init_cycle_recursive_types.go:6:5: b refers to
// 	./err_init_cycle_recursive_types.go:8:6: f refers to
// 	./err_init_cycle_recursive_types.go:5:5: a
// ./err_init_cycle_recursive_types.go:10:6: invalid recursive type: Node refers to itself
// ./err_init_cycle_recursive_types.go:15:6: invalid recursive type A
// 	./err_init_cycle_recursive_types.go:15:6: A refers to
// 	./err_init_cycle_recursive_types.go:16:6: B refers to
// 	./err_init_cycle_recursive_types.go:15:6: A
// ./err_init_cycle_recursive_types.go:21:11: method T.M already declared at ./err_init_cycle_recursive_types.go:20:10
// ./err_init_cycle_recursive_types.go:23:7: cannot define new methods on non-local type int
// ./err_init_cycle_recursive_types.go:27:2: duplicate method Run
// 	./err_init_cycle_recursive_types.go:26:2: other declaration of method Run
