package main

import "fmt"

func last(xs []string) string {
	return xs[len(xs)-1]
}

func main() {
	fmt.Println(last([]string{"a", "b"}))
	fmt.Println(last(nil))
}

// Output:
// b
// Stderr:
// panic: runtime error: index out of range [-1]
//
// goroutine 1 [running]:
// Exit: 2
