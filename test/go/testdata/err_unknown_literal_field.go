package main

import "fmt"

type Condition struct {
	Type    string
	Status  string
	Reason  string
	Message string
}

func main() {
	c := Condition{Typ: "Ready", Status: "True", reason: "Ok"}
	fmt.Println(c)
}

// Error:
// # command-line-arguments
// ./err_unknown_literal_field.go:13:17: unknown field Typ in struct literal of type Condition
// ./err_unknown_literal_field.go:13:47: unknown field reason in struct literal of type Condition, but does have Reason
