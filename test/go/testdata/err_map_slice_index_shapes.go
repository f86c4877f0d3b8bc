package main

import "fmt"

type Spec struct{ Labels map[string]string }

func main() {
	s := Spec{}
	s.Labels.app = "web"
	v, ok := s.Labels["app"], true
	var l []string
	l["x"] = "y"
	m := map[string][]int{}
	m["a"][0]++
	arr := [3]int{}
	arr[5] = 1
	arr[-1] = 2
	str := "abc"
	str[0] = 'x'
	var mp map[[]byte]int
	c := l[1:2:1]
	d := str[1:2:3]
	fmt.Println(v, ok, mp, c, d, len(5))
}

// Error:
// # command-line-arguments
// ./err_map_slice_index_shapes.go:9:11: s.Labels.app undefined (type map[string]string has no field or method app)
// ./err_map_slice_index_shapes.go:12:4: cannot convert "x" (untyped string constant) to type int
// ./err_map_slice_index_shapes.go:16:6: invalid argument: index 5 out of bounds [0:3]
// ./err_map_slice_index_shapes.go:17:6: invalid argument: index -1 (constant of type int) must not be negative
// ./err_map_slice_index_shapes.go:19:2: cannot assign to str[0] (neither addressable nor a map index expression)
// ./err_map_slice_index_shapes.go:20:13: invalid map key type []byte
// ./err_map_slice_index_shapes.go:21:13: invalid slice indices: 1 < 2
// ./err_map_slice_index_shapes.go:22:15: invalid operation: 3-index slice of string
// ./err_map_slice_index_shapes.go:23:35: invalid argument: 5 (untyped int constant) for built-in len
