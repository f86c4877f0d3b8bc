package main

type Spec struct {
	Replicas *int32
}

func main() {
	var s Spec
	var n int32 = 2
	s.Replicas = n
}

// Error:
// ./var_to_pointer_field.go:10:15: cannot use n (variable of type int32) as *int32 value in assignment
