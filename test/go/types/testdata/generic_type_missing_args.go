package main

type List[T any] struct {
	items []T
}

func main() {
	var l List
	_ = l
}

// Error:
// ./generic_type_missing_args.go:8:8: cannot use generic type List[T any] without instantiation
