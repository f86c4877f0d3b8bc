package main

import (
	"fmt"
	"os"
	"strings"
)

type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func parse(s string) (int, error) {
	if s == "" {
		return 0
	}
	return len(s), nil
}

func main() {
	x := 1
	var y string = 5
	a, b := parse("x"), 2
	c := Counter{}
	c.Dec()
	fmt.Println(x + "1")
	z := len(1, 2)
	var f float64 = 1
	var i int = 2
	fmt.Println(f + i)
	undefinedFunc()
	for k := range 10 {
	}
	if x := 3; x {
	}
}

// Error:
// # command-line-arguments
// ./err_learner_many_mistakes_limit.go:15:10: not enough return values
// 	have (number)
// 	want (int, error)
// ./err_learner_many_mistakes_limit.go:22:6: declared and not used: y
// ./err_learner_many_mistakes_limit.go:22:17: cannot use 5 (untyped int constant) as string value in variable declaration
// ./err_learner_many_mistakes_limit.go:23:10: multiple-value parse("x") (value of type (int, error)) in single-value context
// ./err_learner_many_mistakes_limit.go:25:4: c.Dec undefined (type Counter has no field or method Dec)
// ./err_learner_many_mistakes_limit.go:26:14: invalid operation: x + "1" (mismatched types int and untyped string)
// ./err_learner_many_mistakes_limit.go:27:7: invalid operation: too many arguments for len(1, 2) (expected 1, found 2)
// ./err_learner_many_mistakes_limit.go:30:14: invalid operation: f + i (mismatched types float64 and int)
// ./err_learner_many_mistakes_limit.go:31:2: undefined: undefinedFunc
// ./err_learner_many_mistakes_limit.go:34:13: non-boolean condition in if statement
// ./err_learner_many_mistakes_limit.go:22:6: too many errors
