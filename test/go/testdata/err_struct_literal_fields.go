package main

import "fmt"

type Container struct {
	Name  string
	Image string
	Ports []int
	env   map[string]string
}

func main() {
	c := Container{Name: "a", Imag: "b"}
	d := Container{"a", "b"}
	e := Container{Name: "a", "b"}
	f := Container{Name: "a", Name: "b"}
	g := &Container{Ports: 80}
	c.Image()
	c.Name = 5
	fmt.Println(c, d, e, f, g)
	var h Container
	h.foo = 1
	Container.Name = "x"
}

// Error:
// # command-line-arguments
// ./err_struct_literal_fields.go:13:28: unknown field Imag in struct literal of type Container
// ./err_struct_literal_fields.go:14:25: too few values in struct literal of type Container
// ./err_struct_literal_fields.go:15:28: mixture of field:value and value elements in struct literal
// ./err_struct_literal_fields.go:16:28: duplicate field name Name in struct literal
// ./err_struct_literal_fields.go:17:25: cannot use 80 (untyped int constant) as []int value in struct literal
// ./err_struct_literal_fields.go:18:2: invalid operation: cannot call non-function c.Image (variable of type string)
// ./err_struct_literal_fields.go:19:11: cannot use 5 (untyped int constant) as string value in assignment
// ./err_struct_literal_fields.go:22:4: h.foo undefined (type Container has no field or method foo)
// ./err_struct_literal_fields.go:23:12: Container.Name undefined (type Container has no method Name)
