package main

type T struct {
	*error
}

func main() {}

// Error:
// ./embedded_pointer_interface_error.go:4:2: embedded field type cannot be a pointer to an interface
