package main

import "fmt"

type Replica struct {
	Name  string
	Ready bool
}

func primary(rs []Replica) Replica {
	for i := range rs {
		if rs[i].Ready {
			return rs[i]
		}
	}
	return rs[len(rs)]
}

func main() {
	fmt.Println(primary([]Replica{{"r0", false}, {"r1", true}}).Name)
	fmt.Println(primary([]Replica{{"r0", false}}).Name)
}

// Output:
// r1
// Stderr:
// panic: runtime error: index out of range [1] with length 1
//
// goroutine 1 [running]:
// Exit: 2
