package main

import "fmt"

type ConditionStatus string

const ConditionTrue ConditionStatus = "True"

type Condition struct {
	Status ConditionStatus
}

func main() {
	var c Condition
	s := "True"
	c.Status = s
	c.Status = "False"
	c.Status = ConditionTrue
	fmt.Println(c)
}

// Error:
// # command-line-arguments
// ./err_string_to_named_string.go:16:13: cannot use s (variable of type string) as ConditionStatus value in assignment
