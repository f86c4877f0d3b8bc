package main

import (
	"fmt"
	"os"
)

func main() {
	unused := 1
	var count int = "three"
	fmt.Println(count + undefinedThing)
}

// Error:
// # command-line-arguments
// ./err_mixed_soft_hard.go:5:2: "os" imported and not used
// ./err_mixed_soft_hard.go:9:2: declared and not used: unused
// ./err_mixed_soft_hard.go:10:18: cannot use "three" (untyped string constant) as int value in variable declaration
// ./err_mixed_soft_hard.go:11:22: undefined: undefinedThing
