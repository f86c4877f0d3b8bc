package main

import "fmt"

func main() {
	a := 1
	a := 2
	var b int
	b, c := 3
	if x := 5; x {
		fmt.Println("x")
	}
	fmt.Println(a, b, c)
	break
}

// Error:
// # command-line-arguments
// ./err_misc_decl.go:7:4: no new variables on left side of :=
// ./err_misc_decl.go:9:10: assignment mismatch: 2 variables but 1 value
// ./err_misc_decl.go:10:13: non-boolean condition in if statement
// ./err_misc_decl.go:14:2: break is not in a loop, switch, or select
