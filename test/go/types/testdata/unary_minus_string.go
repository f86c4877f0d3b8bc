package main

func main() {
	s := "a"
	_ = -s
}

// Error:
// ./unary_minus_string.go:5:7: invalid operation: operator - not defined on s (variable of type string)
