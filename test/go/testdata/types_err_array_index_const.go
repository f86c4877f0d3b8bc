package main

func main() {
	var a [3]int
	a[5] = 1
}

// Error:
// # command-line-arguments
// ./types_err_array_index_const.go:5:4: invalid argument: index 5 out of bounds [0:3]
