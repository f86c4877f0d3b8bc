package main

type T struct{}

func (t *T) M() {}

func main() {
	f := T.M
	_ = f
}

// Error:
// ./method_expr_pointer_needed.go:8:9: invalid method expression T.M (needs pointer receiver (*T).M)
