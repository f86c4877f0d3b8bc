package main

import (
	"fmt"
	"time"
)

func worker(id int, jobs <-chan int, quit chan struct{}) {
	for j := range jobs {
		if j == 3 {
			close(quit)
		}
	}
	fmt.Println("worker", id, "done")
}

func main() {
	jobs := make(chan int)
	quit := make(chan struct{})
	go worker(1, jobs, quit)
	for i := 0; i < 5; i++ {
		jobs <- i
	}
	close(jobs)
	time.Sleep(10 * time.Millisecond)
	<-quit
	fmt.Println("quit observed")
	close(quit)
}

// Output:
// worker 1 done
// quit observed
// Stderr:
// panic: close of closed channel
//
// goroutine 1 [running]:
// Exit: 2
