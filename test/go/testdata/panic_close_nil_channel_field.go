package main

import "fmt"

type Server struct {
	name string
	quit chan struct{}
}

func (s *Server) Stop() {
	fmt.Println("stopping", s.name)
	close(s.quit)
}

func main() {
	a := &Server{name: "a", quit: make(chan struct{})}
	a.Stop()
	select {
	case <-a.quit:
		fmt.Println("a stopped")
	default:
		fmt.Println("a still running")
	}
	b := &Server{name: "b"}
	b.Stop()
}

// Output:
// stopping a
// a stopped
// stopping b
// Stderr:
// panic: close of nil channel
//
// goroutine 1 [running]:
// Exit: 2
