package main

import "fmt"

type Spec struct{ Replicas *int32 }

func int32Ptr(v int32) *int32 { return &v }

func main() {
	var s Spec
	r := s.Replicas + 1
	var n int32 = s.Replicas
	s.Replicas = 3
	s.Replicas = int32Ptr(3.5)
	p := &s
	q := &p
	fmt.Println(r, n, *s, **p, q.Replicas, &int32Ptr(1))
}

// Error:
// # command-line-arguments
// ./err_pointer_deref_checker.go:11:7: invalid operation: s.Replicas + 1 (mismatched types *int32 and untyped int)
// ./err_pointer_deref_checker.go:12:16: cannot use s.Replicas (variable of type *int32) as int32 value in variable declaration
// ./err_pointer_deref_checker.go:13:15: cannot use 3 (untyped int constant) as *int32 value in assignment
// ./err_pointer_deref_checker.go:14:24: cannot use 3.5 (untyped float constant) as int32 value in argument to int32Ptr (truncated)
// ./err_pointer_deref_checker.go:17:21: invalid operation: cannot indirect s (variable of struct type Spec)
// ./err_pointer_deref_checker.go:17:25: invalid operation: cannot indirect *p (variable of struct type Spec)
// ./err_pointer_deref_checker.go:17:31: q.Replicas undefined (type **Spec has no field or method Replicas)
// ./err_pointer_deref_checker.go:17:42: invalid operation: cannot take address of int32Ptr(1) (value of type *int32)
