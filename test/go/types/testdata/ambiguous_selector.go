package main

type A struct{ X int }
type B struct{ X int }
type C struct {
	A
	B
}

func main() {
	var c C
	_ = c.X
}

// Error:
// ./ambiguous_selector.go:12:8: ambiguous selector c.X
