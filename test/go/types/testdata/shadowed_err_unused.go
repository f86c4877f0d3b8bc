package main

import "strconv"

func main() {
	n, err := strconv.Atoi("1")
	if err != nil {
		return
	}
	if n > 0 {
		n, err := strconv.Atoi("2")
		_ = n
	}
}

// Error:
// ./shadowed_err_unused.go:11:6: declared and not used: err
