package main

import (
	"fmt"
	"sync"
)

var once sync.Once

func initAll() {
	fmt.Println("init")
	once.Do(initAll)
}

func main() {
	once.Do(initAll)
}

// Output:
// init
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Mutex.Lock]:
// Exit: 2
