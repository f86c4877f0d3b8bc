package main

import "fmt"

func main() {
	conds := []string{"a", "b"}
	msg := "n=" + len(conds)
	fmt.Println(msg)
}

// Error:
// # command-line-arguments
// ./err_string_plus_int.go:7:9: invalid operation: "n=" + len(conds) (mismatched types untyped string and int)
