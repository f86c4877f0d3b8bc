package main

type Deployment struct{}

func main() {
	var dep Deployment
	_ = dep == nil
}

// Error:
// ./struct_eq_nil.go:7:13: invalid operation: dep == nil (mismatched types Deployment and untyped nil)
