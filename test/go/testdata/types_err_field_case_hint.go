package main

import "fmt"

type User struct {
	Name string
}

func main() {
	u := User{}
	fmt.Println(u.name)
}

// Error:
// # command-line-arguments
// ./types_err_field_case_hint.go:11:16: u.name undefined (type User has no field or method name, but does have field Name)
