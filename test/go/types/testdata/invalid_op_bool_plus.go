package main

func main() {
	a, b := true, false
	_ = a + b
}

// Error:
// ./invalid_op_bool_plus.go:5:6: invalid operation: operator + not defined on a (variable of type bool)
