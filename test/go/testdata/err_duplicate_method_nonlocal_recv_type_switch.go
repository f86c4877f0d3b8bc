package main

import "fmt"

type Animal interface {
	Speak() string
}

type Dog struct{ name string }

func (d Dog) Speak() string { return d.name }
func (d Dog) Speak() string { return "dup" }

func (x int) Double() int { return x * 2 }

type Dog struct{}

func main() {
	var a Animal = Dog{"rex"}
	switch v := a.(type) {
	case Dog:
		fmt.Println("dog")
	case string:
		fmt.Println(v)
	}
}

// Error:
// # command-line-arguments
// ./err_duplicate_method_nonlocal_recv_type_switch.go:12:14: method Dog.Speak already declared at ./err_duplicate_method_nonlocal_recv_type_switch.go:11:14
// ./err_duplicate_method_nonlocal_recv_type_switch.go:14:7: cannot define new methods on non-local type int
// ./err_duplicate_method_nonlocal_recv_type_switch.go:16:6: Dog redeclared in this block
// 	./err_duplicate_method_nonlocal_recv_type_switch.go:9:6: other declaration of Dog
// ./err_duplicate_method_nonlocal_recv_type_switch.go:23:7: impossible type switch case: string
// 	a (variable of interface type Animal) cannot have dynamic type string (missing method Speak)
