package main

import (
	"fmt"
	"time"
)

type T struct{}

func main() {
	var obj any = &T{}
	fmt.Println("asserting")
	t := obj.(*time.Time)
	fmt.Println(t)
}

// Output:
// asserting
// Stderr:
// panic: interface conversion: interface {} is *main.T, not *time.Time
//
// goroutine 1 [running]:
// Exit: 2
