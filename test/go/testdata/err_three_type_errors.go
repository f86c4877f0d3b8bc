package main

import "fmt"

type Spec struct{ Replicas int32 }

func scale(s *Spec, n int) {
	s.Replicas = n
}

func main() {
	s := Spec{}
	scale(s, 3)
	total := s.Replicas + 1.5
	fmt.Println(total)
}

// Error:
// # command-line-arguments
// ./err_three_type_errors.go:8:15: cannot use n (variable of type int) as int32 value in assignment
// ./err_three_type_errors.go:13:8: cannot use s (variable of struct type Spec) as *Spec value in argument to scale
// ./err_three_type_errors.go:14:24: 1.5 (untyped float constant) truncated to int32
