package main

import "fmt"

type Server struct {
	name     string
	requests int
	hooks    []func()
}

func (s *Server) OnRequest(f func()) { s.hooks = append(s.hooks, f) }

func (s *Server) Handle() {
	s.requests++
	for _, h := range s.hooks {
		h()
	}
}

func main() {
	s := &Server{name: "api"}
	count := 0
	s.OnRequest(func() { count++ })
	s.OnRequest(func() { fmt.Println("request", s.requests, "to", s.name) })
	s.Handle()
	s.name = "api-v2"
	s.Handle()
	copyS := *s
	copyS.name = "copy"
	copyS.Handle()
	fmt.Println(count, s.requests, copyS.requests)
}

// Output:
// request 1 to api
// request 2 to api-v2
// request 2 to api-v2
// 3 2 3
