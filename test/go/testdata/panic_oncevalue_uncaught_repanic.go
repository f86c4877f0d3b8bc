package main

import (
	"fmt"
	"sync"
)

func main() {
	port := sync.OnceValue(func() int {
		fmt.Println("loading port")
		var cfg map[string]int
		cfg["port"] = 8080
		return cfg["port"]
	})
	defer fmt.Println("deferred in main")
	fmt.Println(port())
}

// Output:
// loading port
// deferred in main
// Stderr:
// panic: assignment to entry in nil map [recovered]
// 	panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
