package main

import (
	"fmt"

	"example.com/d/z"
)

func main() {
	z.Z()
	fmt.Println("unreachable: the build stops at the load")
}

// Error:
// package example.com/d
// 	imports example.com/d/z
// 	z/z.go:3:8: use of internal package example.com/d/lib/internal/x not allowed
