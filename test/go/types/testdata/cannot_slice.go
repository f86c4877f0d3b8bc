package main

func main() {
	x := 5
	_ = x[1:2]
}

// Error:
// ./cannot_slice.go:5:6: invalid operation: cannot slice x (variable of type int)
