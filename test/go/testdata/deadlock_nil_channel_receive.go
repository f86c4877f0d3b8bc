package main

import "fmt"

type Server struct {
	quit chan struct{}
}

func main() {
	s := &Server{}
	fmt.Println("waiting for quit")
	<-s.quit
}

// Output:
// waiting for quit
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive (nil chan)]:
// Exit: 2
