package main

import "fmt"

type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func main() {
	m := map[string]Counter{"a": {}}
	m["a"].Inc()
	m["a"].n = 5
	Counter{}.Inc()
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./err_method_pointer_on_map_elem.go:11:9: cannot call pointer method Inc on Counter
// ./err_method_pointer_on_map_elem.go:12:2: cannot assign to struct field m["a"].n in map
// ./err_method_pointer_on_map_elem.go:13:12: cannot call pointer method Inc on Counter
