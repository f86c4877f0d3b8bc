package main

type ConditionStatus string

type Condition struct {
	Status ConditionStatus
}

func main() {
	var c Condition
	s := "True"
	c.Status = s
}

// Error:
// ./string_to_named_string.go:12:13: cannot use s (variable of type string) as ConditionStatus value in assignment
