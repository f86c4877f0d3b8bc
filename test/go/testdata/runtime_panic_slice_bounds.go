package main

import "fmt"

func main() {
	data := []string{"a", "b", "c"}
	start, end := 2, 1
	fmt.Println(data[start:])
	fmt.Println(data[start:end])
}

// Output:
// [c]
// Stderr:
// panic: runtime error: slice bounds out of range [2:1]
//
// goroutine 1 [running]:
// Exit: 2
