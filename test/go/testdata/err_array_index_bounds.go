package main

import "fmt"

const size = 3

func main() {
	var slots [size]string
	slots[3] = "x"
	slots[size+1] = "y"
	s := slots[1:5]
	t := "abc"[5]
	u := "abc"[1:10]
	var arr [2]int
	for i := range 3 {
		arr[i] = i
	}
	arr[1.5] = 1
	arr["0"] = 2
	n := -1
	v := make([]int, n)
	w := make([]int, -1)
	x := make([]int, 10, 5)
	fmt.Println(s, t, u, v, w, x, slots[len(slots)])
}

// Error:
// # command-line-arguments
// ./err_array_index_bounds.go:9:8: invalid argument: index 3 out of bounds [0:3]
// ./err_array_index_bounds.go:10:8: invalid argument: index 4 out of bounds [0:3]
// ./err_array_index_bounds.go:11:15: invalid argument: index 5 out of bounds [0:4]
// ./err_array_index_bounds.go:12:13: invalid argument: index 5 out of bounds [0:3]
// ./err_array_index_bounds.go:13:15: invalid argument: index 10 out of bounds [0:4]
// ./err_array_index_bounds.go:18:6: 1.5 (untyped float constant) truncated to int
// ./err_array_index_bounds.go:19:6: cannot convert "0" (untyped string constant) to type int
// ./err_array_index_bounds.go:22:19: invalid argument: index -1 (constant of type int) must not be negative
// ./err_array_index_bounds.go:23:19: invalid argument: length and capacity swapped
// ./err_array_index_bounds.go:24:38: invalid argument: index 3 out of bounds [0:3]
// ./err_array_index_bounds.go:24:38: too many errors
