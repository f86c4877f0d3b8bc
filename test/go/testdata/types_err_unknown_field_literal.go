package main

import "fmt"

type User struct {
	Name string
	Age  int
}

func main() {
	u := User{Name: "a", Email: "x"}
	fmt.Println(u)
}

// Error:
// # command-line-arguments
// ./types_err_unknown_field_literal.go:11:23: unknown field Email in struct literal of type User
