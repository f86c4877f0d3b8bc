package main

type P struct{ X, Y int }

func main() {
	_ = P{X: 1, X: 2}
}

// Error:
// ./duplicate_field_literal.go:6:14: duplicate field name X in struct literal
