package main

import (
	"errors"
	"fmt"
)

func level3() { panic(errors.New("deep failure")) }
func level2() {
	defer fmt.Println("level2 deferred")
	level3()
}

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("main recovered:", r)
			panic(fmt.Sprintf("again: %v", r))
		}
	}()
	level2()
}

// Output:
// level2 deferred
// main recovered: deep failure
// Stderr:
// panic: deep failure [recovered]
// 	panic: again: deep failure
//
// goroutine 1 [running]:
// Exit: 2
