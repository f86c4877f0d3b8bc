package main

import "fmt"

type Config struct {
	Name    string
	Enabled bool
}

func main() {
	c := Config{Name: "x", Enabled: true, Extra: 1}
	d := Config{"only"}
	e := &Config{Name: "a", "b"}
	c.Name()
	fmt.Println(c, d, e)
}

// Error:
// # command-line-arguments
// ./err_struct_lit_fields.go:11:40: unknown field Extra in struct literal of type Config
// ./err_struct_lit_fields.go:12:20: too few values in struct literal of type Config
// ./err_struct_lit_fields.go:13:26: mixture of field:value and value elements in struct literal
// ./err_struct_lit_fields.go:14:2: invalid operation: cannot call non-function c.Name (variable of type string)
