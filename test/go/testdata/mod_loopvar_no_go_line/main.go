// A go.mod without a go line is go 1.16: one loop variable for the whole loop, shared by the
// closures (go1.22's per-iteration variables need a go 1.22 line).
package main

import "fmt"

func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	for _, f := range fs {
		fmt.Println(f())
	}
}

// Output:
// 3
// 3
// 3
