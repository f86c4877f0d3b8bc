package main

import "fmt"

type Counter struct{ hits int }

func (c *Counter) Inc() { c.hits++ }

func total(m map[string]Counter) int {
	sum := 0
	for _, c := range m {
		sum += c.hits
	}
}

func main() {
	m := map[string]Counter{"a": {}}
	m["a"].hits = 1
	m["a"].Inc()
	x := nil
	y := 10 / 0
	fmt.Println(total(m), x, y)
}

// Error:
// # command-line-arguments
// ./err_learner_map_struct_pointer_method.go:14:1: missing return
// ./err_learner_map_struct_pointer_method.go:18:2: cannot assign to struct field m["a"].hits in map
// ./err_learner_map_struct_pointer_method.go:19:9: cannot call pointer method Inc on Counter
// ./err_learner_map_struct_pointer_method.go:20:7: use of untyped nil in assignment
// ./err_learner_map_struct_pointer_method.go:21:12: invalid operation: division by zero
