package main

func main() {
	s := []int{}
	append(s, 1)
}

// Error:
// # command-line-arguments
// ./types_err_append_result_unused.go:5:2: append(s, 1) (value of type []int) is not used
