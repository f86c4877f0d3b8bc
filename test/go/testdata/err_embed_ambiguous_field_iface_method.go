package main

import "fmt"

type A struct{ Name string }
type B struct{ Name string }
type C struct {
	A
	B
}

type I1 interface{ M() }
type I2 interface{ M() int }

type D struct {
	I1
	I2
}

func main() {
	c := C{}
	c.Name = "x"
	fmt.Println(c.Name)
	var d D
	d.M()
	var i interface{ M() } = d
	_ = i
}

// Error:
// # command-line-arguments
// ./err_embed_ambiguous_field_iface_method.go:22:4: ambiguous selector c.Name
// ./err_embed_ambiguous_field_iface_method.go:23:16: ambiguous selector c.Name
// ./err_embed_ambiguous_field_iface_method.go:25:4: ambiguous selector d.M
// ./err_embed_ambiguous_field_iface_method.go:26:27: cannot use d (variable of struct type D) as interface{M()} value in variable declaration: D does not implement interface{M()} (ambiguous selector D.M)
