package main

import (
	"fmt"
	"time"
)

func main() {
	ping := make(chan string)
	pong := make(chan string)
	go func() {
		msg := <-ping
		fmt.Println("got", msg)
		pong <- "pong"
		<-ping
	}()
	ping <- "ping"
	fmt.Println(<-pong)
	select {
	case m := <-pong:
		fmt.Println(m)
	case <-make(chan time.Time):
	}
}

// Output:
// got ping
// pong
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select]:
// Exit: 2
