package main

import "fmt"

func main() {
	x := double("3")
	y := label(4)
	fmt.Println(x, y, triple(2))
}

// Error:
// # command-line-arguments
// ./main.go:6:14: cannot use "3" (untyped string constant) as int value in argument to double
// ./main.go:7:13: cannot use 4 (untyped int constant) as string value in argument to label
// ./main.go:8:20: undefined: triple
