package main

//go:build linux

import "fmt"

//go:build ignore
func helper() int { return 1 }

var x = 1 //go:build amd64

//go:buildx not a go:build pragma
//go:build
type T struct{}

func main() {
	//go:build inside
	fmt.Println("hi", helper(), x, T{})
}

//go:build at end

// Error:
// # command-line-arguments
// ./err_misplaced_go_build_dropped_by_parser.go:10:13: misplaced compiler directive
// ./err_misplaced_go_build_dropped_by_parser.go:17:4: misplaced compiler directive
// ./err_misplaced_go_build_dropped_by_parser.go:21:3: misplaced compiler directive
