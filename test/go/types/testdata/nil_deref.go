package main

func main() {
	_ = *nil
}

// Error:
// ./nil_deref.go:4:7: invalid operation: cannot indirect nil
