package main

import "fmt"

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[int]) Sum() int {
	total := 0
	for _, v := range s.items {
		total += v
	}
	return total
}

func main() {
	var s Stack[int]
	s.Push(1)
	fmt.Println(s.Sum())
}

// Error:
// # command-line-arguments
// ./generics_err_method_on_instantiated.go:12:3: invalid operation: total += v (mismatched types int and int /* with int declared at ./generics_err_method_on_instantiated.go:9:16 */)
// ./generics_err_method_on_instantiated.go:14:9: cannot use total (variable of type int) as int /* with int declared at ./generics_err_method_on_instantiated.go:9:16 */ value in return statement
