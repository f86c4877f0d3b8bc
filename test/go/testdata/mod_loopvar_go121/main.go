package main

import "fmt"

// With `go 1.21` in go.mod, a for loop has ONE variable for all iterations (Go 1.22 changed that
// only for modules that declare go 1.22 or later).
func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var ptrs []*string
	for _, s := range []string{"a", "b", "c"} {
		ptrs = append(ptrs, &s)
	}
	fmt.Println(*ptrs[0], *ptrs[1], *ptrs[2])
}

// Output:
// 3 3 3 
// c c c
