package main

func main() {
	_ = len("a", "b")
}

// Error:
// ./builtin_too_many_args.go:4:6: invalid operation: too many arguments for len("a", "b") (expected 1, found 2)
