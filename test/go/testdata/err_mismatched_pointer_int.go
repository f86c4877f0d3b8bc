package main

import "fmt"

type Spec struct{ Replicas *int32 }

func main() {
	s := Spec{}
	if s.Replicas == 3 {
		fmt.Println("three")
	}
}

// Error:
// # command-line-arguments
// ./err_mismatched_pointer_int.go:9:19: invalid operation: s.Replicas == 3 (mismatched types *int32 and untyped int)
