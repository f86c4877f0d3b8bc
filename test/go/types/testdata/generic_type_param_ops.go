package main

func Add[T any](a, b T) T {
	return a + b
}

func main() {}

// Error:
// ./generic_type_param_ops.go:4:9: invalid operation: operator + not defined on a (variable of type T constrained by any)
