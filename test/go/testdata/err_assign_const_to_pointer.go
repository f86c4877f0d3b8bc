package main

import "fmt"

type Spec struct {
	Replicas *int32
}

func main() {
	var s Spec
	s.Replicas = 3
	var n int32 = 2
	s.Replicas = n
	fmt.Println(s)
}

// Error:
// # command-line-arguments
// ./err_assign_const_to_pointer.go:11:15: cannot use 3 (untyped int constant) as *int32 value in assignment
// ./err_assign_const_to_pointer.go:13:15: cannot use n (variable of type int32) as *int32 value in assignment
