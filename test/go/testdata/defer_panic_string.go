package main

import "fmt"

func validate(replicas int) {
	if replicas < 0 {
		panic(fmt.Sprintf("invalid replicas: %d", replicas))
	}
}

func main() {
	validate(2)
	fmt.Println("2 ok")
	validate(-1)
}

// Output:
// 2 ok
// Stderr:
// panic: invalid replicas: -1
//
// goroutine 1 [running]:
// Exit: 2
