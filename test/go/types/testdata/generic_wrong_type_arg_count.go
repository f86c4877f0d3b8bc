package main

type Pair[K comparable, V any] struct {
	k K
	v V
}

func main() {
	var p Pair[string]
	_ = p
}

// Error:
// ./generic_wrong_type_arg_count.go:9:8: not enough type arguments for type Pair: have 1, want 2
