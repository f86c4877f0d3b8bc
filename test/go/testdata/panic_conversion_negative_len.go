package main

import "fmt"

func main() {
	n := -1
	fmt.Println("making slice")
	s := make([]int, n)
	fmt.Println(s)
}

// Output:
// making slice
// Stderr:
// panic: runtime error: makeslice: len out of range
//
// goroutine 1 [running]:
// Exit: 2
