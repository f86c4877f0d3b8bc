package main

import "fmt"

type Animal interface{ Sound() string }

type Dog struct{}

func (d *Dog) Sound() string { return "woof" }

func main() {
	var a Animal = Dog{}
	fmt.Println(a.Sound())
}

// Error:
// # command-line-arguments
// ./types_err_ptr_receiver_iface.go:12:17: cannot use Dog{} (value of struct type Dog) as Animal value in variable declaration: Dog does not implement Animal (method Sound has pointer receiver)
