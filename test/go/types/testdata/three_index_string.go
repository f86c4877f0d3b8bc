package main

func main() {
	s := "abc"
	_ = s[0:1:2]
}

// Error:
// ./three_index_string.go:5:12: invalid operation: 3-index slice of string
