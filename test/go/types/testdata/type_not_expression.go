package main

func main() {
	_ = int
}

// Error:
// ./type_not_expression.go:4:6: int (type) is not an expression
