package main

import "fmt"

type Registry struct {
	byName map[string]int
	order  []string
}

func NewRegistry() *Registry { return &Registry{} }

func (r *Registry) Add(name string, v int) {
	r.order = append(r.order, name)
	r.byName[name] = v
}

func main() {
	r := NewRegistry()
	defer fmt.Println("registered:", len(r.order))
	r.Add("first", 1)
	fmt.Println("unreachable")
}

// Output:
// registered: 0
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
