package main

import "fmt"

func main() {
	var log = "a"
	var log = "b"
	fmt.Println(log)
}

// Error:
// # command-line-arguments
// ./err_redeclared.go:7:6: log redeclared in this block
// 	./err_redeclared.go:6:6: other declaration of log
