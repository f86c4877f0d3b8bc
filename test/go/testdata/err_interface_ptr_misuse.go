package main

import (
	"errors"
	"fmt"
)

type Getter interface{ Get() int }

type impl struct{}

func (i *impl) Get() int { return 1 }

func use(g *Getter) int { return g.Get() }

func main() {
	var g Getter = &impl{}
	fmt.Println(use(&g))
	var err error = errors.New("x")
	if err == "x" {
		fmt.Println("eq")
	}
	var i impl
	var g2 Getter = i
	fmt.Println(g2)
}

// Error:
// # command-line-arguments
// ./err_interface_ptr_misuse.go:14:36: g.Get undefined (type *Getter is pointer to interface, not interface)
// ./err_interface_ptr_misuse.go:20:12: cannot convert "x" (untyped string constant) to type interface{Error() string}
// ./err_interface_ptr_misuse.go:24:18: cannot use i (variable of struct type impl) as Getter value in variable declaration: impl does not implement Getter (method Get has pointer receiver)
