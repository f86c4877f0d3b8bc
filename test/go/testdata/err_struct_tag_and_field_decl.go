package main

import "fmt"

type Spec struct {
	Replicas int32 `json:"replicas"`
	Replicas string
	image, Image string
	_ int
	_ string
	*Spec
	fmt.Stringer
	Stringer fmt.Stringer
	int
	*int
}

type Status struct {
	Status
	Ready bool
}

func main() {
	fmt.Println(Spec{}, Status{})
}

// Error:
// # command-line-arguments
// ./err_struct_tag_and_field_decl.go:7:2: Replicas redeclared
// 	./err_struct_tag_and_field_decl.go:6:2: other declaration of Replicas
// ./err_struct_tag_and_field_decl.go:13:2: Stringer redeclared
// 	./err_struct_tag_and_field_decl.go:12:6: other declaration of Stringer
// ./err_struct_tag_and_field_decl.go:15:3: int redeclared
// 	./err_struct_tag_and_field_decl.go:14:2: other declaration of int
// ./err_struct_tag_and_field_decl.go:18:6: invalid recursive type: Status refers to itself
