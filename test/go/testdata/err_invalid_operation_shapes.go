package main

import "fmt"

type Cond struct {
	Type   string
	Values []string
}

func main() {
	s := "replicas"
	n := 3
	var p *int
	var q *int64
	xs := []int{1}
	ys := []int{1}
	m1 := map[string]int{}
	m2 := map[string]int{}
	f := func() {}
	c1, c2 := Cond{}, Cond{}
	fmt.Println(s + n)
	fmt.Println(!n)
	fmt.Println(-s)
	fmt.Println(p == q)
	fmt.Println(xs == ys)
	fmt.Println(m1 == m2)
	fmt.Println(f == nil, f == f)
	fmt.Println(c1 == c2)
	fmt.Println(n % 2.5)
	fmt.Println(1.5 << 2)
	fmt.Println(s[0] == "r")
}

// Error:
// # command-line-arguments
// ./err_invalid_operation_shapes.go:21:14: invalid operation: s + n (mismatched types string and int)
// ./err_invalid_operation_shapes.go:22:15: invalid operation: operator ! not defined on n (variable of type int)
// ./err_invalid_operation_shapes.go:23:15: invalid operation: operator - not defined on s (variable of type string)
// ./err_invalid_operation_shapes.go:24:19: invalid operation: p == q (mismatched types *int and *int64)
// ./err_invalid_operation_shapes.go:25:14: invalid operation: xs == ys (slice can only be compared to nil)
// ./err_invalid_operation_shapes.go:26:14: invalid operation: m1 == m2 (map can only be compared to nil)
// ./err_invalid_operation_shapes.go:27:24: invalid operation: f == f (func can only be compared to nil)
// ./err_invalid_operation_shapes.go:28:14: invalid operation: c1 == c2 (struct containing []string cannot be compared)
// ./err_invalid_operation_shapes.go:29:18: 2.5 (untyped float constant) truncated to int
// ./err_invalid_operation_shapes.go:30:14: invalid operation: shifted operand 1.5 (untyped float constant) must be integer
// ./err_invalid_operation_shapes.go:30:14: too many errors
