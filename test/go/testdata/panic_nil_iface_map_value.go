package main

import "fmt"

type Handler interface {
	Handle(req string) string
	Name() string
	Close() error
}

type echo struct{}

func (echo) Handle(r string) string { return "echo " + r }
func (echo) Name() string           { return "echo" }
func (echo) Close() error           { return nil }

func main() {
	routes := map[string]Handler{"/echo": echo{}}
	for _, p := range []string{"/echo", "/missing"} {
		fmt.Println("routing", p)
		fmt.Println(routes[p].Handle(p))
	}
}

// Output:
// routing /echo
// echo /echo
// routing /missing
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x20 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
