package main

import "fmt"

func main() {
	name := "web"
	name[0] = 'W'
	fmt.Println(name)
}

// Error:
// # command-line-arguments
// ./err_string_index_assign.go:7:2: cannot assign to name[0] (neither addressable nor a map index expression)
