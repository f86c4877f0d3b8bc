package main

import "fmt"

func greet(name string, times int) string {
	return fmt.Sprint(name, times)
}

func pair() (int, error) { return 1, nil }

func main() {
	greet("a")
	greet("a", 1, 2)
	greet(1, "a")
	x := pair()
	a, b, c := pair()
	var s []int
	s.append(1)
	m := map[string]int{}
	m = append(m, 1)
	fmt.Println(x, a, b, c, s, m)
}

// Error:
// # command-line-arguments
// ./err_call_arity_have_want.go:12:8: not enough arguments in call to greet
// 	have (string)
// 	want (string, int)
// ./err_call_arity_have_want.go:13:16: too many arguments in call to greet
// 	have (string, number, number)
// 	want (string, int)
// ./err_call_arity_have_want.go:14:8: cannot use 1 (untyped int constant) as string value in argument to greet
// ./err_call_arity_have_want.go:14:11: cannot use "a" (untyped string constant) as int value in argument to greet
// ./err_call_arity_have_want.go:15:7: assignment mismatch: 1 variable but pair returns 2 values
// ./err_call_arity_have_want.go:16:13: assignment mismatch: 3 variables but pair returns 2 values
// ./err_call_arity_have_want.go:18:4: s.append undefined (type []int has no field or method append)
// ./err_call_arity_have_want.go:20:13: first argument to append must be a slice; have m (variable of type map[string]int)
