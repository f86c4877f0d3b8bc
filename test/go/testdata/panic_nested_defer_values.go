package main

import "fmt"

type Key string

func main() {
	defer func() {
		panic(Key("third"))
	}()
	defer func() {
		panic(fmt.Sprintf("second %d", 2))
	}()
	panic(3.5)
}

// Output:
// Stderr:
// panic: +3.500000e+000
// 	panic: second 2
// 	panic: main.Key("third")
//
// goroutine 1 [running]:
// Exit: 2
