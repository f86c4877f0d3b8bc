package main

import "fmt"

type T struct{}

func (T) string() string { return "" }

func main() {
	var s fmt.Stringer = T{}
	_ = s
}

// Error:
// ./wrong_method_name_case.go:10:23: cannot use T{} (value of struct type T) as fmt.Stringer value in variable declaration: T does not implement fmt.Stringer (missing method String)
// 		have string() string
// 		want String() string
