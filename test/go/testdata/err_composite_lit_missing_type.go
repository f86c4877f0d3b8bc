package main

import "fmt"

type Pod struct {
	Labels map[string]string
	Items  []int
}

// Only the elements of arrays, slices and maps may leave out their type: a struct field's value
// may not, keyed or not.
func main() {
	f := &Pod{Labels: {"a": "b"}}
	g := Pod{Items: {1, 2}}
	h := []Pod{{Labels: {"a": "b"}}}
	k := Pod{{"a": "b"}, nil}
	m := map[string]Pod{"x": {Items: {3}}}
	fmt.Println(f, g, h, k, m)
}

// Error:
// # command-line-arguments
// ./err_composite_lit_missing_type.go:13:20: missing type in composite literal
// ./err_composite_lit_missing_type.go:14:18: missing type in composite literal
// ./err_composite_lit_missing_type.go:15:22: missing type in composite literal
// ./err_composite_lit_missing_type.go:16:11: missing type in composite literal
// ./err_composite_lit_missing_type.go:17:35: missing type in composite literal
