package main

func Id[T any](x T) T { return x }

func main() {
	f := Id
	_ = f
}

// Error:
// ./generic_without_instantiation.go:6:7: cannot use generic function Id without instantiation
