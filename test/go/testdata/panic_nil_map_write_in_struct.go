package main

import "fmt"

type Registry struct {
	byName map[string]int
}

func (r *Registry) Add(n string) { r.byName[n]++ }

func main() {
	r := &Registry{}
	fmt.Println("adding")
	r.Add("x")
}

// Output:
// adding
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
