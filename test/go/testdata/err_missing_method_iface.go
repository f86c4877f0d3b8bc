package main

import "fmt"

type Runnable interface {
	Start() error
	Stop() error
}

type server struct{}

func (s *server) Start() error { return nil }

func main() {
	var r Runnable = &server{}
	fmt.Println(r)
}

// Error:
// # command-line-arguments
// ./err_missing_method_iface.go:15:19: cannot use &server{} (value of type *server) as Runnable value in variable declaration: *server does not implement Runnable (missing method Stop)
