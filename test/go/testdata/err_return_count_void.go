package main

import "fmt"

func log(msg string) {
	fmt.Println(msg)
	return msg
}

func main() {
	log("x")
}

// Error:
// # command-line-arguments
// ./err_return_count_void.go:7:9: too many return values
// 	have (string)
// 	want ()
