package main

import (
	"fmt"

	v1 "example.com/app/api/v1"
)

func main() {
	fmt.Println(v1.Default())
}

// Error:
// # example.com/app/api/v1
// api/v1/types.go:9:15: cannot use "three" (untyped string constant) as int32 value in assignment
