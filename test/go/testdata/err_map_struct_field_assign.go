package main

import "fmt"

type Condition struct{ Reason string }

func main() {
	m := map[string]Condition{"a": {}}
	m["a"].Reason = "Updated"
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./err_map_struct_field_assign.go:9:2: cannot assign to struct field m["a"].Reason in map
