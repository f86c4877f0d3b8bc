package main

import "fmt"

type Meta struct {
	Name      string
	Namespace string
}

type Spec struct {
	Name     string
	Replicas int
}

type Object struct {
	Meta
	Spec
}

func main() {
	o := Object{}
	o.Namespace = "default"
	o.Name = "web"
	fmt.Println(o.Replicas, o.Name)
}

// Error:
// # command-line-arguments
// ./err_embed_ambiguous_field.go:23:4: ambiguous selector o.Name
// ./err_embed_ambiguous_field.go:24:28: ambiguous selector o.Name
