package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	close(ch)
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	ch <- 1
}

// Output:
// recovered: send on closed channel
