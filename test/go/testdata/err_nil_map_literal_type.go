package main

import "fmt"

func main() {
	x := nil
	var m map[string]int = map[string]string{}
	fmt.Println(x, m)
}

// Error:
// # command-line-arguments
// ./err_nil_map_literal_type.go:6:7: use of untyped nil in assignment
// ./err_nil_map_literal_type.go:7:25: cannot use map[string]string{} (value of type map[string]string) as map[string]int value in variable declaration
