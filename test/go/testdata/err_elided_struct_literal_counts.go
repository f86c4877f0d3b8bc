package main

import "fmt"

type Case struct {
	Name     string
	Replicas int32
	Want     bool
}

func main() {
	cases := []Case{
		{"same", 3, false},
		{"more", 5},
		{"less", 1, true, "extra"},
	}
	ptrs := []*Case{{"p", 1}}
	byName := map[string]Case{"x": {"x"}}
	fmt.Println(cases, ptrs, byName)
}

// Error:
// # command-line-arguments
// ./err_elided_struct_literal_counts.go:14:13: too few values in struct literal of type struct{Name string; Replicas int32; Want bool}
// ./err_elided_struct_literal_counts.go:15:21: too many values in struct literal of type struct{Name string; Replicas int32; Want bool}
// ./err_elided_struct_literal_counts.go:17:25: too few values in struct literal of type Case
// ./err_elided_struct_literal_counts.go:18:37: too few values in struct literal of type struct{Name string; Replicas int32; Want bool}
