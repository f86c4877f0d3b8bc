package main

import "fmt"

func main() {
	defer func() {
		r := recover()
		fmt.Println("got", r)
		panic(r)
	}()
	panic("boom")
}

// Output:
// got boom
// Stderr:
// panic: boom [recovered]
// 	panic: boom
//
// goroutine 1 [running]:
// Exit: 2
