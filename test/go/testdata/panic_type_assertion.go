package main

import "fmt"

func main() {
	var v any = "replicas"
	n := v.(int)
	fmt.Println(n)
}

// Output:
// Stderr:
// panic: interface conversion: interface {} is string, not int
//
// goroutine 1 [running]:
// Exit: 2
