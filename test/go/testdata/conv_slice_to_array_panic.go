package main

import "fmt"

func main() {
	s := make([]byte, 2, 8)
	fmt.Println(len((*[2]byte)(s)))
	p := (*[4]byte)(s)
	fmt.Println(p)
}

// Output:
// 2
// Stderr:
// panic: runtime error: cannot convert slice with length 2 to array or pointer to array with length 4
//
// goroutine 1 [running]:
// Exit: 2
