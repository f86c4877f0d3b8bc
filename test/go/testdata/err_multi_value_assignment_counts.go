package main

import "fmt"

func divide(a, b float64) (float64, error) {
	if b == 0 {
		return 0, fmt.Errorf("divide by zero")
	}
	return a / b
}

func main() {
	x := divide(1, 2)
	y, err := divide(1, 2), nil
	a, b, c := divide(3, 4)
	fmt.Println(x, y, err, a, b, c)
}

// Error:
// # command-line-arguments
// ./err_multi_value_assignment_counts.go:9:9: not enough return values
// 	have (float64)
// 	want (float64, error)
// ./err_multi_value_assignment_counts.go:13:7: assignment mismatch: 1 variable but divide returns 2 values
// ./err_multi_value_assignment_counts.go:14:12: multiple-value divide(1, 2) (value of type (float64, error)) in single-value context
// ./err_multi_value_assignment_counts.go:14:26: use of untyped nil in assignment
// ./err_multi_value_assignment_counts.go:15:13: assignment mismatch: 3 variables but divide returns 2 values
