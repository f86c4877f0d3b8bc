package main

import (
	"fmt"
	"time"
)

func worker(id int) {
	time.Sleep(10 * time.Millisecond)
	fmt.Println("worker", id, "done")
}

func main() {
	for i := 1; i <= 3; i++ {
		go worker(i)
	}
	go fmt.Println("quick goroutine")
	fmt.Println("main exits without waiting")
}

// Output:
// main exits without waiting
