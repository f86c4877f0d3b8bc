package main

import "fmt"

func main() {
	items := []string{"a", "b", "c"}
	for i := 0; i <= len(items); i++ {
		fmt.Println(items[i])
	}
}

// Output:
// a
// b
// c
// Stderr:
// panic: runtime error: index out of range [3] with length 3
//
// goroutine 1 [running]:
// Exit: 2
