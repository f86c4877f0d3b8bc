package main

func Index[T comparable](xs []T, x T) int { return -1 }

func main() {
	_ = Index([]func(){}, nil)
}

// Error:
// ./generic_constraint_comparable.go:6:11: func() does not satisfy comparable
