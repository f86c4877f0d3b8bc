package main

import (
	"fmt"
	"sort"
)

func main() {
	items := []string{"b", "a"}
	sort.Slice(items, func(i, j int) {
		return items[i] < items[j]
	})
	handler := func(name string) error {
		if name == "" {
			return
		}
	}
	var cb func(int) int = func(s string) int { return len(s) }
	fmt.Println(handler, cb)
	apply := func(f func(int)) {}
	apply(func(n int) int { return n })
}

// Error:
// # command-line-arguments
// ./err_closure_capture_shapes.go:10:20: cannot use func(i, j int) {…} (value of type func(i int, j int)) as func(i int, j int) bool value in argument to sort.Slice
// ./err_closure_capture_shapes.go:11:10: too many return values
// 	have (bool)
// 	want ()
// ./err_closure_capture_shapes.go:15:4: not enough return values
// 	have ()
// 	want (error)
// ./err_closure_capture_shapes.go:17:2: missing return
// ./err_closure_capture_shapes.go:18:25: cannot use func(s string) int {…} (value of type func(s string) int) as func(int) int value in variable declaration
// ./err_closure_capture_shapes.go:21:8: cannot use func(n int) int {…} (value of type func(n int) int) as func(int) value in argument to apply
