package main

import "fmt"

func two() (int, string) { return 1, "a" }
func none()               {}
func fn() func() int      { return func() int { return 7 } }

type T struct{}

func (T) M() (int, error) { return 0, nil }

func main() {
	two()()
	none()()
	fmt.Println(fn()())
	var t T
	t.M()()
	x := two
	x()()
	(two())()
	fmt.Println(two()(1))
}

// Error:
// # command-line-arguments
// ./err_call_multi_value_result_called.go:14:2: multiple-value two() (value of type (int, string)) in single-value context
// ./err_call_multi_value_result_called.go:15:2: none() (no value) used as value or type
// ./err_call_multi_value_result_called.go:18:2: multiple-value t.M() (value of type (int, error)) in single-value context
// ./err_call_multi_value_result_called.go:20:2: multiple-value x() (value of type (int, string)) in single-value context
// ./err_call_multi_value_result_called.go:21:2: multiple-value (two()) (value of type (int, string)) in single-value context
// ./err_call_multi_value_result_called.go:22:14: multiple-value two() (value of type (int, string)) in single-value context
