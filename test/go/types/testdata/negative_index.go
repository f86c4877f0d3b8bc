package main

func main() {
	s := []int{1}
	_ = s[-1]
}

// Error:
// ./negative_index.go:5:8: invalid argument: index -1 (constant of type int) must not be negative
