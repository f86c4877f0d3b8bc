package main

import "fmt"

type Condition struct{ Type string }

func SetStatusCondition(conditions *[]Condition, c Condition) bool {
	*conditions = append(*conditions, c)
	return true
}

func main() {
	var conds []Condition
	SetStatusCondition(conds, Condition{Type: "Ready"})
	fmt.Println(conds)
}

// Error:
// # command-line-arguments
// ./err_slice_vs_pointer_slice.go:14:21: cannot use conds (variable of type []Condition) as *[]Condition value in argument to SetStatusCondition
