package main

type D struct{ Name string }

func main() {
	var dep D
	_ = *dep.Name
}

// Error:
// ./deref_non_pointer.go:7:7: invalid operation: cannot indirect dep.Name (variable of type string)
