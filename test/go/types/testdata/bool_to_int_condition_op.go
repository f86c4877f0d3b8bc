package main

func main() {
	a := 1
	b := true
	if a && b {
	}
}

// Error:
// ./bool_to_int_condition_op.go:6:5: invalid operation: a && b (mismatched types int and bool)
