package main

func main() {
	var a [3]int
	_ = a[5]
}

// Error:
// ./array_index_out_of_bounds.go:5:8: invalid argument: index 5 out of bounds [0:3]
