package main

import "fmt"

func main() {
	var s []int
	fmt.Println(len(s))
	t := s[:3]
	fmt.Println(t)
}

// Output:
// 0
// Stderr:
// panic: runtime error: slice bounds out of range [:3] with capacity 0
//
// goroutine 1 [running]:
// Exit: 2
