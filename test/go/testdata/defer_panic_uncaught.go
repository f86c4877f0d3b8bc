package main

import "fmt"

func main() {
	defer fmt.Println("deferred runs before crash")
	fmt.Println("start")
	var m map[string]int
	m["x"] = 1
	fmt.Println("unreachable")
}

// Output:
// start
// deferred runs before crash
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
