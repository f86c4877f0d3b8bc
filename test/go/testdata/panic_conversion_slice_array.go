package main

import "fmt"

func main() {
	s := []byte("abc")
	a := [3]byte(s)
	fmt.Println(a)
	b := [4]byte(s)
	fmt.Println(b)
}

// Output:
// [97 98 99]
// Stderr:
// panic: runtime error: cannot convert slice with length 3 to array or pointer to array with length 4
//
// goroutine 1 [running]:
// Exit: 2
