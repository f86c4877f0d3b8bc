package main

func Id[T any](x T) T { return x }

func main() {
	_ = Id[int, string](1)
}

// Error:
// ./generic_explicit_too_many.go:6:14: got 2 type arguments but want 1
