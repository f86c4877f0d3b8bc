package main

import "fmt"

type Pod struct {
	Name   string
	Labels map[string]string
}

func (p *Pod) Key() string { return p.Name }

func main() {
	p := Pod{Name: "x"}
	fmt.Println(p.Namespace)
	fmt.Println(p.key())
	p.Labels.Set("a", "b")
	fmt.Println(undefinedThing)
}

// Error:
// # command-line-arguments
// ./err_undefined_method_field.go:14:16: p.Namespace undefined (type Pod has no field or method Namespace)
// ./err_undefined_method_field.go:15:16: p.key undefined (type Pod has no field or method key, but does have method Key)
// ./err_undefined_method_field.go:16:11: p.Labels.Set undefined (type map[string]string has no field or method Set)
// ./err_undefined_method_field.go:17:14: undefined: undefinedThing
