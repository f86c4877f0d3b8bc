package main

import "fmt"

type Notifier interface{ Notify(msg string) error }

type Service struct {
	name     string
	notifier Notifier
}

func (s *Service) Run() {
	fmt.Println("running", s.name)
	s.notifier.Notify("started")
}

func main() {
	s := &Service{name: "svc"}
	s.Run()
}

// Output:
// running svc
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
