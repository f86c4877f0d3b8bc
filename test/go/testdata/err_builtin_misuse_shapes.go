package main

import "fmt"

func main() {
	m := map[string]int{}
	s := []int{}
	n := len(m, s)
	c := cap(m)
	delete(s, 0)
	delete(m)
	copy(s, "abc")
	x := make([]int)
	y := make(map[string]int, 1, 2)
	z := new(int, 3)
	close(s)
	var p *int = new(int32)
	append(s, 1)
	clear(3)
	fmt.Println(n, c, x, y, z, p, min("a", 1), max())
}

// Error:
// # command-line-arguments
// ./err_builtin_misuse_shapes.go:8:7: invalid operation: too many arguments for len(m, s) (expected 1, found 2)
// ./err_builtin_misuse_shapes.go:9:11: invalid argument: m (variable of type map[string]int) for built-in cap
// ./err_builtin_misuse_shapes.go:10:9: invalid argument: s (variable of type []int) is not a map
// ./err_builtin_misuse_shapes.go:11:2: invalid operation: not enough arguments for delete(m) (expected 2, found 1)
// ./err_builtin_misuse_shapes.go:12:7: invalid argument: arguments to copy s (variable of type []int) and "abc" (untyped string constant) have different element types int and byte
// ./err_builtin_misuse_shapes.go:13:7: invalid operation: make([]int) expects 2 or 3 arguments; found 1
// ./err_builtin_misuse_shapes.go:14:7: invalid operation: make(map[string]int, 1, 2) expects 1 or 2 arguments; found 3
// ./err_builtin_misuse_shapes.go:15:7: invalid operation: too many arguments for new(int, 3) (expected 1, found 2)
// ./err_builtin_misuse_shapes.go:16:8: invalid operation: cannot close non-channel s (variable of type []int)
// ./err_builtin_misuse_shapes.go:17:15: cannot use new(int32) (value of type *int32) as *int value in variable declaration
// ./err_builtin_misuse_shapes.go:17:15: too many errors
