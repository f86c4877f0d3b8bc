package main

type T struct{}

func (t *T) M() {}

func main() {
	T{}.M()
}

// Error:
// ./pointer_method_on_literal.go:8:6: cannot call pointer method M on T
