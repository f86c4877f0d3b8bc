package main

import "fmt"

func main() {
	s := "kubernetes"
	lo, hi := 5, 3
	fmt.Println(s[lo:hi])
}

// Output:
// Stderr:
// panic: runtime error: slice bounds out of range [5:3]
//
// goroutine 1 [running]:
// Exit: 2
