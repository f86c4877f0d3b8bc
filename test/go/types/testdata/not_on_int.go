package main

func main() {
	x := 1
	_ = !x
}

// Error:
// ./not_on_int.go:5:7: invalid operation: operator ! not defined on x (variable of type int)
