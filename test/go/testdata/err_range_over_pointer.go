package main

import "fmt"

func main() {
	n := int32(3)
	p := &n
	for i := range p {
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./err_range_over_pointer.go:8:17: cannot range over p (variable of type *int32)
