package main

import (
	"fmt"
	"time"
)

func slow(d time.Duration) <-chan string {
	ch := make(chan string, 1)
	go func() {
		time.Sleep(d)
		ch <- fmt.Sprintf("finished after %v", d)
	}()
	return ch
}

func main() {
	for _, d := range []time.Duration{10 * time.Millisecond, 300 * time.Millisecond} {
		select {
		case msg := <-slow(d):
			fmt.Println(msg)
		case <-time.After(100 * time.Millisecond):
			fmt.Println("timed out waiting for", d)
		}
	}
}

// Output:
// finished after 10ms
// timed out waiting for 300ms
