package main

type P struct{ X, Y int }

func main() {
	_ = P{X: 1, 2}
}

// Error:
// ./mixed_struct_literal.go:6:14: mixture of field:value and value elements in struct literal
