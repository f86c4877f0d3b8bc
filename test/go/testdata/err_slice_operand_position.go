package main

import "fmt"

type Obj struct{ Finalizers []string }

func main() {
	o := &Obj{Finalizers: []string{"a", "b"}}
	i := 0
	o.Finalizers = append(o.Finalizers[:i], o.Finalizers[i+1:])
	var s string = o.Finalizers[1:]
	n := len(o.Finalizers[1:]) + "x"
	fmt.Println(s, n)
}

// Error:
// # command-line-arguments
// ./err_slice_operand_position.go:10:54: cannot use o.Finalizers[i + 1:] (value of type []string) as string value in argument to append
// ./err_slice_operand_position.go:11:29: cannot use o.Finalizers[1:] (value of type []string) as string value in variable declaration
// ./err_slice_operand_position.go:12:7: invalid operation: len(o.Finalizers[1:]) + "x" (mismatched types int and untyped string)
