package main

import "fmt"

type Point struct{ X, Y int }

func main() {
	n := 3
	s := "a"
	if n == s {
		fmt.Println("eq")
	}
	if n {
		fmt.Println("truthy")
	}
	fmt.Println(!n)
	p := Point{1}
	q := Point{X: 1, 2}
	r := Point{Z: 3}
	var k int = nil
	m := map[string]int{}
	m = append(m, 1)
	var b byte = 300
	fmt.Println(p, q, r, k, m, b, s)
}

// Error:
// # command-line-arguments
// ./err_learner_ops_and_literals.go:10:10: invalid operation: n == s (mismatched types int and string)
// ./err_learner_ops_and_literals.go:13:5: non-boolean condition in if statement
// ./err_learner_ops_and_literals.go:16:15: invalid operation: operator ! not defined on n (variable of type int)
// ./err_learner_ops_and_literals.go:17:14: too few values in struct literal of type Point
// ./err_learner_ops_and_literals.go:18:19: mixture of field:value and value elements in struct literal
// ./err_learner_ops_and_literals.go:19:13: unknown field Z in struct literal of type Point
// ./err_learner_ops_and_literals.go:20:14: cannot use nil as int value in variable declaration
// ./err_learner_ops_and_literals.go:22:13: first argument to append must be a slice; have m (variable of type map[string]int)
// ./err_learner_ops_and_literals.go:23:15: cannot use 300 (untyped int constant) as byte value in variable declaration (overflows)
