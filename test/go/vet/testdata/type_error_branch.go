package main

import "fmt"

// gc checks break and continue in its parser; go/types words the error its own way.
func main() {
	n := 3
	if n > 2 {
		fmt.Println(n)
		break
	}
}
