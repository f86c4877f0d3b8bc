package main

import "fmt"

type Config struct {
	Name    string
	Port    int
	Enabled bool
}

func main() {
	c := Config{"svc", 8080}
	d := Config{Name: "x", Port: "80", Debug: true}
	e := Config{Name: "y", 9090}
	f := &Config{Name: "z", Name: "w"}
	fmt.Println(c, d, e, f)
	var p *Config
	p.Port += "1"
	fmt.Printf("%d\n", p.name)
}

// Error:
// # command-line-arguments
// ./err_struct_literal_learner.go:12:25: too few values in struct literal of type Config
// ./err_struct_literal_learner.go:13:31: cannot use "80" (untyped string constant) as int value in struct literal
// ./err_struct_literal_learner.go:13:37: unknown field Debug in struct literal of type Config
// ./err_struct_literal_learner.go:14:25: mixture of field:value and value elements in struct literal
// ./err_struct_literal_learner.go:15:26: duplicate field name Name in struct literal
// ./err_struct_literal_learner.go:18:2: invalid operation: p.Port += "1" (mismatched types int and untyped string)
// ./err_struct_literal_learner.go:19:23: p.name undefined (type *Config has no field or method name, but does have field Name)
