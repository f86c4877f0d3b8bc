package main

func Zero[T any]() T {
	var z T
	return z
}

func main() {
	_ = Zero()
}

// Error:
// ./generic_cannot_infer.go:9:10: in call to Zero, cannot infer T (./generic_cannot_infer.go:3:11)
