package main

type T struct{}

func (t *T) M() {}

func main() {
	m := map[string]T{}
	m["a"].M()
}

// Error:
// ./pointer_method_on_value_map.go:9:9: cannot call pointer method M on T
