package main

import (
	"errors"
	"fmt"
)

func step() {
	defer func() {
		if r := recover(); r != nil {
			panic(fmt.Errorf("step failed: %v", r))
		}
	}()
	panic(errors.New("disk full"))
}

func main() {
	step()
}

// Output:
// Stderr:
// panic: disk full [recovered]
// 	panic: step failed: disk full
//
// goroutine 1 [running]:
// Exit: 2
