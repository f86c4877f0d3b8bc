package main

import "fmt"

type Status struct {
	Conditions []string
	Ready      bool
}

func main() {
	statuses := map[string]Status{}
	statuses["a"].Ready = true
	var p *Status
	p.Conditions = append(p.Conditions, "x")
	fmt.Println(statuses, p)
}

// Error:
// # command-line-arguments
// ./err_op_map_nil_struct.go:12:2: cannot assign to struct field statuses["a"].Ready in map
