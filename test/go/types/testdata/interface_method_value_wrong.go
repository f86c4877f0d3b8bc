package main

import "fmt"

func main() {
	var s fmt.Stringer
	var f func() int = s.String
	_ = f
}

// Error:
// ./interface_method_value_wrong.go:7:21: cannot use s.String (value of type func() string) as func() int value in variable declaration
