package main

type D struct{}

func main() {
	var dep D
	_ = dep.(*D)
}

// Error:
// ./assert_on_non_interface.go:7:6: invalid operation: dep (variable of struct type D) is not an interface
