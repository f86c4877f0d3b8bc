package main

func main() {
	x := 1
	clear(x)
}

// Error:
// ./clear_non_map.go:5:8: invalid argument: cannot clear x (variable of type int): argument must be (or constrained by) map or slice
