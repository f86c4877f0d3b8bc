package main

import (
	"fmt"
	"os"
	"strings"
)

var global = helper(3)

func helper(n string) int { return len(n) }

type Spec struct{ Replicas int }

func first() {
	a, b, c := 1, 2, 3
	d := "x"
	e := Spec{}
	fmt.Println(undefinedA)
}

func second() int {
	var s Spec
	s.Replica = 3
	return "two"
}

func third() {
	for i := 0; i < 3; i++ {
		x := i
	}
	fmt.Println(strings.ToUpper(1))
	os.Exit("1")
}

func main() {
	first()
	second()
	third()
	var z int = "z"
}

// Error:
// # command-line-arguments
// ./err_too_many_unused_and_body_errors.go:9:21: cannot use 3 (untyped int constant) as string value in argument to helper
// ./err_too_many_unused_and_body_errors.go:16:2: declared and not used: a
// ./err_too_many_unused_and_body_errors.go:16:5: declared and not used: b
// ./err_too_many_unused_and_body_errors.go:16:8: declared and not used: c
// ./err_too_many_unused_and_body_errors.go:17:2: declared and not used: d
// ./err_too_many_unused_and_body_errors.go:18:2: declared and not used: e
// ./err_too_many_unused_and_body_errors.go:19:14: undefined: undefinedA
// ./err_too_many_unused_and_body_errors.go:24:4: s.Replica undefined (type Spec has no field or method Replica)
// ./err_too_many_unused_and_body_errors.go:25:9: cannot use "two" (untyped string constant) as int value in return statement
// ./err_too_many_unused_and_body_errors.go:32:30: cannot use 1 (untyped int constant) as string value in argument to strings.ToUpper
// ./err_too_many_unused_and_body_errors.go:32:30: too many errors
