package main

import "fmt"

var a = b
var b = a

type T struct{ T }

func f() {}
func f() {}

func main() {
	x := 1
	x := 2
	var y int
	var y string
	fmt.Println(a, b, x, y)
}

// Error:
// # command-line-arguments
// ./err_init_cycle_and_redecl.go:5:5: initialization cycle for a
// 	./err_init_cycle_and_redecl.go:5:5: a refers to
// 	./err_init_cycle_and_redecl.go:6:5: b refers to
// 	./err_init_cycle_and_redecl.go:5:5: a
// ./err_init_cycle_and_redecl.go:8:6: invalid recursive type: T refers to itself
// ./err_init_cycle_and_redecl.go:11:6: f redeclared in this block
// 	./err_init_cycle_and_redecl.go:10:6: other declaration of f
// ./err_init_cycle_and_redecl.go:15:4: no new variables on left side of :=
// ./err_init_cycle_and_redecl.go:17:6: y redeclared in this block
// 	./err_init_cycle_and_redecl.go:16:6: other declaration of y
