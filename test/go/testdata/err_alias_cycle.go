package main

import "fmt"

type X = Y
type Y = X

type P = *P

type S = []S

const n = len(T{})

type T [n]int

var v V

type V [len(v)]int

func main() {
	var x X
	fmt.Println(x, T{}, v)
}

// Error:
// # command-line-arguments
// ./err_alias_cycle.go:5:6: invalid recursive type X
// 	./err_alias_cycle.go:5:6: X refers to
// 	./err_alias_cycle.go:6:6: Y refers to
// 	./err_alias_cycle.go:5:6: X
// ./err_alias_cycle.go:8:6: invalid recursive type: P refers to itself
// ./err_alias_cycle.go:10:6: invalid recursive type: S refers to itself
// ./err_alias_cycle.go:12:7: invalid cycle in declaration of n
// 	./err_alias_cycle.go:12:7: n refers to
// 	./err_alias_cycle.go:14:6: T refers to
// 	./err_alias_cycle.go:12:7: n
// ./err_alias_cycle.go:16:5: invalid cycle in declaration of v
// 	./err_alias_cycle.go:16:5: v refers to
// 	./err_alias_cycle.go:18:6: V refers to
// 	./err_alias_cycle.go:16:5: v
