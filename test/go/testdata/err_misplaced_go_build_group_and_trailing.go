package main

import "fmt"

//go:build linux
var (
	a = 1
)

func main() {
	fmt.Println(a) //go:build trailing
}

// Error:
// # command-line-arguments
// ./err_misplaced_go_build_group_and_trailing.go:5:3: misplaced compiler directive
// ./err_misplaced_go_build_group_and_trailing.go:11:19: misplaced compiler directive
