package main

func Id[T any](x T) T { return x }

func main() {
	_ = Id[int]("s")
}

// Error:
// ./call_generic_explicit_wrong.go:6:14: cannot use "s" (untyped string constant) as int value in argument to Id[int]
