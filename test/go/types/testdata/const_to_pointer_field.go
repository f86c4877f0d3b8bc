package main

type Spec struct {
	Replicas *int32
}

func main() {
	var s Spec
	s.Replicas = 3
}

// Error:
// ./const_to_pointer_field.go:9:15: cannot use 3 (untyped int constant) as *int32 value in assignment
