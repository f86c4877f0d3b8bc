package main

type D struct{ Name string }

func main() {
	var dep D
	dep.Name()
}

// Error:
// ./call_non_function.go:7:2: invalid operation: cannot call non-function dep.Name (variable of type string)
