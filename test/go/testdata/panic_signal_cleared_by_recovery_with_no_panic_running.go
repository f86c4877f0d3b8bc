package main

import (
	"fmt"
	"os"
)

type Node struct{ name string }

func (n *Node) String() string { return "node " + n.name }

func show(n *Node) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprint("recovered: ", r)
		}
	}()
	return n.String()
}

func main() {
	var n *Node
	// fmt recovers the nil dereference in String, with no panic in progress: gc clears the
	// goroutine's signal, and so does a recover in the program's own deferred call.
	fmt.Println("printed:", n)
	fmt.Println(show(n))
	fmt.Fprintln(os.Stderr, "now a plain panic")
	var m map[string]int
	m["k"] = 1
}

// Output:
// printed: <nil>
// recovered: runtime error: invalid memory address or nil pointer dereference
// Stderr:
// now a plain panic
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
