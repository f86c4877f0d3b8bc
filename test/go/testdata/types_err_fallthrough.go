package main

import "fmt"

func main() {
	x := 1
	switch x {
	case 1:
		fmt.Println("one")
	default:
		fmt.Println("other")
		fallthrough
	}
}

// Error:
// # command-line-arguments
// ./types_err_fallthrough.go:12:3: cannot fallthrough final case in switch
