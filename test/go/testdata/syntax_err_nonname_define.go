package main

import "fmt"

func main() {
	m := map[string]int{}
	m["a"] := 1
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./syntax_err_nonname_define.go:7:2: non-name m["a"] on left side of :=
