package main

type T struct{}

func (T) M() {}

func main() {
	var t T
	t.M = nil
}

// Error:
// ./assign_to_method_value.go:9:2: cannot assign to t.M (neither addressable nor a map index expression)
