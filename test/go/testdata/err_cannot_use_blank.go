package main

import "fmt"

func main() {
	x := _
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_cannot_use_blank.go:6:7: cannot use _ as value or type
