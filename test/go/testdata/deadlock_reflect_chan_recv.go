package main

import (
	"fmt"
	"reflect"
)

func main() {
	ch := reflect.MakeChan(reflect.TypeOf(make(chan string)), 0)
	fmt.Println("waiting for", ch.Type())
	v, ok := ch.Recv()
	fmt.Println(v, ok)
}

// Output:
// waiting for chan string
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
