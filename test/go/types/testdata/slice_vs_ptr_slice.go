package main

type Condition struct{ Type string }

func SetStatusCondition(conds *[]Condition, c Condition) {}

func main() {
	var conds []Condition
	SetStatusCondition(conds, Condition{})
}

// Error:
// ./slice_vs_ptr_slice.go:9:21: cannot use conds (variable of type []Condition) as *[]Condition value in argument to SetStatusCondition
