package main

import (
	"fmt"
	"time"
)

func main() {
	done := make(chan struct{})
	data := make(chan int)
	go func() {
		for i := 1; i <= 3; i++ {
			data <- i
		}
		close(done)
	}()
	for {
		select {
		case v := <-data:
			fmt.Println("got", v)
		case <-done:
			fmt.Println("done")
			return
		case <-time.After(time.Second):
			fmt.Println("timeout")
			return
		}
	}
}

// Output:
// got 1
// got 2
// got 3
// done
