package main

import "fmt"

type Spec struct{ Replicas *int32 }

func main() {
	var s Spec
	r := s.Replicas + 1
	var n int32 = s.Replicas
	s.Replicas = 3
	s.Replicas = &3
	p := &s
	fmt.Println(p->Replicas)
	fmt.Println(r, n, *s, **p)
}

// Error:
// # command-line-arguments
// ./err_pointer_deref_shapes.go:14:16: syntax error: unexpected >, expected expression
