package main

import "fmt"

type Pod struct{ Name string }

func main() {
	pods := []Pod{{"a"}}
	for i, p, x := range pods {
	}
	for i := range 10.5 {
		fmt.Println(i)
	}
	var pp *[]Pod = &pods
	for _, p := range pp {
		fmt.Println(p)
	}
	for _, p := range pods {
		p.Name = "b"
	}
	n := 3
	for i, v := range n {
		fmt.Println(i, v)
	}
	f := func(yield func(int) bool) {}
	for a, b := range f {
		fmt.Println(a, b)
	}
}

// Error:
// # command-line-arguments
// ./err_range_shapes.go:9:6: declared and not used: i
// ./err_range_shapes.go:9:9: declared and not used: p
// ./err_range_shapes.go:9:12: range clause permits at most two iteration variables
// ./err_range_shapes.go:11:17: cannot range over 10.5 (untyped float constant)
// ./err_range_shapes.go:15:20: cannot range over pp (variable of type *[]Pod)
// ./err_range_shapes.go:22:9: range over n (variable of type int) permits only one iteration variable
// ./err_range_shapes.go:26:9: range over f (variable of type func(yield func(int) bool)) permits only one iteration variable
