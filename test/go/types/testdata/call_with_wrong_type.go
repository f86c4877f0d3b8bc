package main

import "strconv"

func main() {
	_ = strconv.Itoa("3")
}

// Error:
// ./call_with_wrong_type.go:6:19: cannot use "3" (untyped string constant) as int value in argument to strconv.Itoa
