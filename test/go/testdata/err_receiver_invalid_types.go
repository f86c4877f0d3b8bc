package main

import "fmt"

type T struct{ x int }

type PT *T

func (p PT) M() {}

type Num interface{ ~int | ~float64 }

func (n Num) Double() Num { return n }

type Shape interface{ Area() float64 }

func (s Shape) Name() string { return "" }

func main() {
	var p PT = &T{}
	p.M()
	fmt.Println(p.x)
}

// Error:
// # command-line-arguments
// ./err_receiver_invalid_types.go:9:7: invalid receiver type PT (pointer or interface type)
// ./err_receiver_invalid_types.go:13:7: invalid receiver type Num (pointer or interface type)
// ./err_receiver_invalid_types.go:13:9: cannot use type Num outside a type constraint: interface contains type constraints
// ./err_receiver_invalid_types.go:17:7: invalid receiver type Shape (pointer or interface type)
// ./err_receiver_invalid_types.go:21:4: p.M undefined (type PT has no field or method M)
