package main

import "os"

func main() {
	unused := 1
	var s string = 5
	_ = s
}

// Error:
// ./mixed_soft_and_hard.go:3:8: "os" imported and not used
// ./mixed_soft_and_hard.go:6:2: declared and not used: unused
// ./mixed_soft_and_hard.go:7:17: cannot use 5 (untyped int constant) as string value in variable declaration
