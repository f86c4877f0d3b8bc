package main

import "fmt"

func main() {
	var x any = 1
	switch x.(type) {
	case int:
		fallthrough
	case string:
		fmt.Println("s")
	}
}

// Error:
// # command-line-arguments
// ./types_err_typeswitch_fallthrough.go:9:3: cannot fallthrough in type switch
