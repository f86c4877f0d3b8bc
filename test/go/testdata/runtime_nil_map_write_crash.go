package main

import "fmt"

type Registry struct {
	items map[string][]string
}

func (r *Registry) Add(k, v string) {
	r.items[k] = append(r.items[k], v)
}

func main() {
	r := &Registry{}
	fmt.Println("len:", len(r.items), r.items["x"] == nil)
	r.Add("a", "b")
	fmt.Println("unreachable")
}

// Output:
// len: 0 true
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
