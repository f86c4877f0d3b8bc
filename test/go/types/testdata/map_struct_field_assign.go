package main

type C struct{ Reason string }

func main() {
	m := map[string]C{}
	m["a"].Reason = "x"
}

// Error:
// ./map_struct_field_assign.go:7:2: cannot assign to struct field m["a"].Reason in map
