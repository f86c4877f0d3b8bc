package main

import (
	"fmt"

	"example.com/e/lib"
)

func main() {
	b := lib.NewBox([]int{1})
	var c lib.Box[string]
	fmt.Println(c.val, b)
	for i, j := range lib.Count(3) {
		fmt.Println(i, j)
	}
	var d lib.Box
	_ = d
}

// Error:
// # example.com/e
// ./main.go:10:17: []int does not satisfy comparable
// ./main.go:12:16: c.val undefined (cannot refer to unexported field val)
// ./main.go:13:9: range over lib.Count(3) (value of func type iter.Seq[int]) permits only one iteration variable
// ./main.go:16:8: cannot use generic type lib.Box[T comparable] without instantiation
