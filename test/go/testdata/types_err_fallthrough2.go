package main

import "fmt"

func main() {
	x := 1
	switch x {
	case 1:
		if x > 0 {
			fallthrough
		}
	case 2:
		fmt.Println("two")
	}
}

// Error:
// # command-line-arguments
// ./types_err_fallthrough2.go:10:4: fallthrough statement out of place
