package main

import "fmt"

type Pod struct {
	Name      string
	Namespace string
	Labels    map[string]string
	replicas  int
}

func main() {
	p1 := Pod{"a", "b"}
	p2 := Pod{Name: "a", "b"}
	p3 := Pod{Name: "a", Name: "b"}
	p4 := Pod{Nme: "x"}
	p5 := &Pod{Labels: {"a": "b"}}
	p6 := Pod{Name: 5}
	ps := []Pod{{Name: "x"}, Pod{Name: "y"}, &Pod{}}
	fmt.Println(p1, p2, p3, p4, p5, p6, ps)
}

// Error:
// # command-line-arguments
// ./err_struct_literal_mistakes.go:13:20: too few values in struct literal of type Pod
// ./err_struct_literal_mistakes.go:14:23: mixture of field:value and value elements in struct literal
// ./err_struct_literal_mistakes.go:15:23: duplicate field name Name in struct literal
// ./err_struct_literal_mistakes.go:16:12: unknown field Nme in struct literal of type Pod
// ./err_struct_literal_mistakes.go:17:21: missing type in composite literal
// ./err_struct_literal_mistakes.go:18:18: cannot use 5 (untyped int constant) as string value in struct literal
// ./err_struct_literal_mistakes.go:19:43: cannot use &Pod{} (value of type *Pod) as Pod value in array or slice literal
