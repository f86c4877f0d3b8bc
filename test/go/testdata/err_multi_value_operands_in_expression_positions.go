package main

import "fmt"

type S struct{ X int }

func two() (S, int)     { return S{}, 1 }
func none()             {}
func ints() (int, int)  { return 1, 2 }
func ptrs() (*int, int) { return nil, 0 }

func main() {
	_ = two().X
	_ = ints()[0]
	_ = *ptrs()
	var i interface{}
	_ = i.(int)
	_ = int(ints())
	_ = len(ints())
	_ = []int{ints()}
	ch := make(chan int)
	ch <- ints()
	if ints() {
	}
	switch ints() {
	}
	for range ints() {
	}
	fmt.Println(ints(), 1)
	_ = append(ints())
	_ = -ints()
	_ = ints() + 1
	_ = none().X
	_ = none()[0]
	_ = map[int]int{ints(): 1}
	go none()
	defer ints()
	_ = S{ints()}
	_ = !none()
}

// Error:
// # command-line-arguments
// ./err_multi_value_operands_in_expression_positions.go:13:6: multiple-value two() (value of type (S, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:14:6: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:15:7: multiple-value ptrs() (value of type (*int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:18:10: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:19:6: invalid operation: too many arguments for len(ints()) (expected 1, found 2)
// ./err_multi_value_operands_in_expression_positions.go:20:12: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:22:8: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:23:5: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:25:9: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:27:12: multiple-value ints() (value of type (int, int)) in single-value context
// ./err_multi_value_operands_in_expression_positions.go:27:12: too many errors
