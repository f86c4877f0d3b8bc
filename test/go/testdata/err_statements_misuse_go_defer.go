package main

import (
	"fmt"
	"os"
)

func main() {
	defer os.Exit(1)
	go fmt.Println
	defer recover
	var x int
	x++ 
	x = x++
	if x := 1; x {
	}
	for i := range 10 {
		i = "s"
	}
	var ch chan int
	ch <- "x"
	y := <-ch + "a"
	fmt.Println(y)
}

// Error:
// # command-line-arguments
// ./err_statements_misuse_go_defer.go:14:7: syntax error: unexpected ++ at end of statement
