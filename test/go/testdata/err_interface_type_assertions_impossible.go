package main

import (
	"fmt"
	"io"
	"strings"
)

type Named interface{ Name() string }

type Dog struct{}

func (*Dog) Name() string { return "dog" }

type Cat struct{}

func main() {
	var n Named = &Dog{}
	d := n.(Dog)
	c := n.(Cat)
	var r io.Reader = strings.NewReader("x")
	w := r.(io.Writer)
	s := "x".(string)
	var i int = 3
	j := i.(int)
	switch n.(type) {
	case Dog:
	case *Cat:
	}
	fmt.Println(d, c, w, s, j)
}

// Error:
// # command-line-arguments
// ./err_interface_type_assertions_impossible.go:19:7: impossible type assertion: n.(Dog)
// 	Dog does not implement Named (method Name has pointer receiver)
// ./err_interface_type_assertions_impossible.go:20:7: impossible type assertion: n.(Cat)
// 	Cat does not implement Named (missing method Name)
// ./err_interface_type_assertions_impossible.go:23:7: invalid operation: "x" (untyped string constant) is not an interface
// ./err_interface_type_assertions_impossible.go:25:7: invalid operation: i (variable of type int) is not an interface
// ./err_interface_type_assertions_impossible.go:27:7: impossible type switch case: Dog
// 	n (variable of interface type Named) cannot have dynamic type Dog (method Name has pointer receiver)
// ./err_interface_type_assertions_impossible.go:28:7: impossible type switch case: *Cat
// 	n (variable of interface type Named) cannot have dynamic type *Cat (missing method Name)
