package main

import "fmt"

//go:build linux
func main() {
	var unused int
	fmt.Println("type error first")
}

// Error:
// # command-line-arguments
// ./err_misplaced_go_build_type_error_first.go:7:6: declared and not used: unused
