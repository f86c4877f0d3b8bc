package main

func main() {
	_ = len
}

// Error:
// ./builtin_not_called.go:4:6: len (built-in) must be called
