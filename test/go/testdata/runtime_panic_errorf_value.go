package main

import "fmt"

func main() {
	panic(fmt.Sprintf("unexpected %s: %d", "replicas", -1))
}

// Output:
// Stderr:
// panic: unexpected replicas: -1
//
// goroutine 1 [running]:
// Exit: 2
