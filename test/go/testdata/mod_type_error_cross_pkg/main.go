package main

import (
	"fmt"

	v1 "example.com/app/api/v1"
)

type Named interface{ GetName() string }

func main() {
	status := "True"
	c := v1.Condition{Type: "Ready", Status: status}
	var n Named = v1.Object{Name: "x"}
	fmt.Println(c, n)
}

// Error:
// # example.com/app
// ./main.go:13:43: cannot use status (variable of type string) as v1.ConditionStatus value in struct literal
// ./main.go:14:16: cannot use v1.Object{…} (value of struct type v1.Object) as Named value in variable declaration: v1.Object does not implement Named (method GetName has pointer receiver)
