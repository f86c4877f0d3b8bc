package main

import "fmt"

type T struct{ a int }

func (t T) M() {}
func (t *T) M() {}

func helper() {}
func helper() {}

var x = y
var y = x

type R struct{ r R }

func main() {
	fmt.Println(x, y)
}

// Error:
// # command-line-arguments
// ./err_redeclared_cycle.go:8:13: method T.M already declared at ./err_redeclared_cycle.go:7:12
// ./err_redeclared_cycle.go:11:6: helper redeclared in this block
// 	./err_redeclared_cycle.go:10:6: other declaration of helper
// ./err_redeclared_cycle.go:13:5: initialization cycle for x
// 	./err_redeclared_cycle.go:13:5: x refers to
// 	./err_redeclared_cycle.go:14:5: y refers to
// 	./err_redeclared_cycle.go:13:5: x
// ./err_redeclared_cycle.go:16:6: invalid recursive type: R refers to itself
