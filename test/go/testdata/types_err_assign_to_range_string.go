package main

func main() {
	s := "abc"
	s[0] = 'x'
}

// Error:
// # command-line-arguments
// ./types_err_assign_to_range_string.go:5:2: cannot assign to s[0] (neither addressable nor a map index expression)
