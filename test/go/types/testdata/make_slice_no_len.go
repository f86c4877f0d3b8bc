package main

func main() {
	_ = make([]int)
}

// Error:
// ./make_slice_no_len.go:4:6: invalid operation: make([]int) expects 2 or 3 arguments; found 1
