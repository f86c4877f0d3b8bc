package main

import "fmt"

func window(s string, start, size int) string {
	return s[start : start+size]
}

func main() {
	fmt.Println(window("hello world", 0, 5))
	fmt.Println(window("hello world", 6, 5))
	fmt.Println(window("hello world", 8, 5))
}

// Output:
// hello
// world
// Stderr:
// panic: runtime error: slice bounds out of range [:13] with length 11
//
// goroutine 1 [running]:
// Exit: 2
