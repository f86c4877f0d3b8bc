package main

type Status string

func main() {
	var st Status = "x"
	var n int = st
	_ = n
}

// Error:
// ./named_string_kind_operand.go:7:14: cannot use st (variable of string type Status) as int value in variable declaration
